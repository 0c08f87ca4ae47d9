import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages';
import { paths } from '../../../routing/paths';
import { LanguageSelect } from '../../Shell/LanguageSelect';
import { SiteFooter } from '../components/SiteFooter';

const THEMES: ReadonlyArray<[string, MessageId, MessageId]> = [
  ['values', 'landing.values.title', 'landing.values.body'],
  ['safety', 'landing.safety.title', 'landing.safety.body'],
  ['guidelines', 'landing.guidelines.title', 'landing.guidelines.body'],
];

const PREMIUM: ReadonlyArray<[string, MessageId, MessageId]> = [
  ['elite', 'landing.premium.elite.title', 'landing.premium.elite.body'],
  ['planning', 'landing.premium.planning.title', 'landing.premium.planning.body'],
  ['privacy', 'landing.premium.privacy.title', 'landing.premium.privacy.body'],
];

/** Spec §2 landing page at /market: register and log in, app download, marketing themes. */
export function LandingScreen() {
  return (
    <div className="landing" data-testid="screen-landing">
      <header className="landing-header">
        <Link to={paths.market()} className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <FormattedMessage id="app.name" />
        </Link>
        <div className="header-end">
          <LanguageSelect />
          <Link className="button ghost" to={paths.login()} data-testid="landing-login-top">
            <FormattedMessage id="login.submit" />
          </Link>
        </div>
      </header>
      <section className="landing-hero">
        <h1>
          <FormattedMessage id="landing.hero.title" />
        </h1>
        <p>
          <FormattedMessage id="landing.hero.body" />
        </p>
        <div className="landing-actions">
          <Link className="button primary big" to={paths.register()} data-testid="landing-register">
            <FormattedMessage id="landing.register" />
          </Link>
          <Link className="button light big" to={paths.login()} data-testid="landing-login">
            <FormattedMessage id="login.submit" />
          </Link>
        </div>
      </section>
      <section className="landing-section">
        <div className="landing-grid">
          {THEMES.map(([key, title, body]) => (
            <article key={key} className="landing-card" data-testid={`landing-theme-${key}`}>
              <h2>
                <FormattedMessage id={title} />
              </h2>
              <p>
                <FormattedMessage id={body} />
              </p>
            </article>
          ))}
        </div>
      </section>
      <section className="landing-section premium" data-testid="landing-premium">
        <h2>
          <FormattedMessage id="landing.premium.title" />
        </h2>
        <p className="landing-lead">
          <FormattedMessage id="landing.premium.intro" />
        </p>
        <div className="landing-grid">
          {PREMIUM.map(([key, title, body]) => (
            <article key={key} className="landing-card" data-testid={`landing-premium-${key}`}>
              <h3>
                <FormattedMessage id={title} />
              </h3>
              <p>
                <FormattedMessage id={body} />
              </p>
            </article>
          ))}
        </div>
      </section>
      <section className="landing-section download" data-testid="landing-download">
        <h2>
          <FormattedMessage id="landing.download.title" />
        </h2>
        <p className="landing-lead">
          <FormattedMessage id="landing.download.body" />
        </p>
        <div className="store-badges">
          {/* biome-ignore lint/a11y/useValidAnchor: the store's link to come, disabled until the app is out */}
          <a
            className="store-badge"
            href="#app-store"
            aria-disabled="true"
            data-testid="landing-appstore"
            onClick={(event) => event.preventDefault()}
          >
            <small>
              <FormattedMessage id="landing.download.soon" />
            </small>
            <strong>App Store</strong>
          </a>
          {/* biome-ignore lint/a11y/useValidAnchor: the store's link to come, disabled until the app is out */}
          <a
            className="store-badge"
            href="#google-play"
            aria-disabled="true"
            data-testid="landing-googleplay"
            onClick={(event) => event.preventDefault()}
          >
            <small>
              <FormattedMessage id="landing.download.soon" />
            </small>
            <strong>Google Play</strong>
          </a>
        </div>
      </section>
      <SiteFooter />
    </div>
  );
}
