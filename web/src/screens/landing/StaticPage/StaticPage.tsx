import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { Link } from 'react-router-dom';
import { paths, type StaticPageName } from '../../../routing/paths';
import { useViewer } from '../../../routing/viewer';
import { LanguageSelect } from '../../Shell/LanguageSelect';
import { SiteFooter } from '../components/SiteFooter';

/** The help centre's questions (spec §2 "help and FAQ"). */
const FAQ = ['coins', 'refund', 'payment', 'membership', 'giveMembership', 'redPacket', 'translation'] as const;

/** /about, /safety, /privacy, /help: short static pages in the member's language, with the way back home. */
export function StaticPage({ page }: { page: StaticPageName }) {
  // A member's home page is the meet-ups, a visitor's the landing page.
  const home = useViewer() ? paths.home() : paths.market();
  return (
    <div className="landing static-page" data-testid={`screen-${page}`}>
      <header className="landing-header">
        <Link to={home} className="brand">
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
        {page === 'help' && (
          <section className="faq" data-testid="help-faq">
            <h2>
              <FormattedMessage id="shop.faq.title" />
            </h2>
            {FAQ.map((topic) => (
              <details key={topic}>
                <summary>
                  <FormattedMessage id={`shop.faq.${topic}.q` as MessageId} />
                </summary>
                <p>
                  <FormattedMessage id={`shop.faq.${topic}.a` as MessageId} />
                </p>
              </details>
            ))}
          </section>
        )}
        <Link className="link" to={home} data-testid="static-back">
          <FormattedMessage id="page.back" />
        </Link>
      </article>
      <SiteFooter />
    </div>
  );
}
