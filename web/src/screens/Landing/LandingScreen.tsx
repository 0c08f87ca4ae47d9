import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import { LanguageSelect } from '../Shell/LanguageSelect';

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

/** Footer links to the static pages (spec §2), shared by the landing and static pages. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav>
        <Link to="/about" data-testid="footer-about">
          <FormattedMessage id="footer.about" />
        </Link>
        <Link to="/safety" data-testid="footer-safety">
          <FormattedMessage id="footer.safety" />
        </Link>
        <Link to="/privacy" data-testid="footer-privacy">
          <FormattedMessage id="footer.privacy" />
        </Link>
        <Link to="/help" data-testid="footer-help">
          <FormattedMessage id="footer.help" />
        </Link>
      </nav>
      <p>
        © {new Date().getFullYear()} <FormattedMessage id="app.name" />
      </p>
    </footer>
  );
}

/** Spec §2 landing page at /market: register and log in, app download, marketing themes. */
export function LandingScreen() {
  return (
    <div className="landing" data-testid="screen-landing">
      <header className="landing-header">
        <Link to="/market" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <FormattedMessage id="app.name" />
        </Link>
        <div className="header-end">
          <LanguageSelect />
          <Link className="button ghost" to="/login" data-testid="landing-login-top">
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
          <Link className="button primary big" to="/register" data-testid="landing-register">
            <FormattedMessage id="landing.register" />
          </Link>
          <Link className="button light big" to="/login" data-testid="landing-login">
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
          <a className="store-badge" href="#app-store" aria-disabled="true" data-testid="landing-appstore" onClick={(event) => event.preventDefault()}>
            <small>
              <FormattedMessage id="landing.download.soon" />
            </small>
            <strong>App Store</strong>
          </a>
          <a className="store-badge" href="#google-play" aria-disabled="true" data-testid="landing-googleplay" onClick={(event) => event.preventDefault()}>
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

export type StaticPageName = 'about' | 'safety' | 'privacy' | 'help';

/** /about, /safety, /privacy, /help: short static pages in the member's language. */
export function StaticPage({ page }: { page: StaticPageName }) {
  return (
    <div className="landing static-page" data-testid={`screen-${page}`}>
      <header className="landing-header">
        <Link to="/market" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <FormattedMessage id="app.name" />
        </Link>
        <div className="header-end">
          <LanguageSelect />
        </div>
      </header>
      <article className="static-body">
        <h1>
          <FormattedMessage id={`page.${page}.title`} />
        </h1>
        <p>
          <FormattedMessage id={`page.${page}.p1`} />
        </p>
        <p>
          <FormattedMessage id={`page.${page}.p2`} />
        </p>
        <Link className="link" to="/market" data-testid="static-back">
          <FormattedMessage id="page.back" />
        </Link>
      </article>
      <SiteFooter />
    </div>
  );
}
