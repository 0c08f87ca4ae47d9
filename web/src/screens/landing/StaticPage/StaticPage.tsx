import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths, type StaticPageName } from '../../../routing/paths';
import { useViewer } from '../../../routing/viewer';
import { LanguageSelect } from '../../Shell/LanguageSelect';
import { SiteFooter } from '../components/SiteFooter';

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
        <Link className="link" to={home} data-testid="static-back">
          <FormattedMessage id="page.back" />
        </Link>
      </article>
      <SiteFooter />
    </div>
  );
}
