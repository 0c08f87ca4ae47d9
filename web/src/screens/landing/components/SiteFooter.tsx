import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths, STATIC_PAGES } from '../../../routing/paths';

/** Footer links to the static pages (spec §2), shared by the landing and static pages. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav>
        {STATIC_PAGES.map((page) => (
          <Link key={page} to={paths.staticPage(page)} data-testid={`footer-${page}`}>
            <FormattedMessage id={`footer.${page}`} />
          </Link>
        ))}
      </nav>
      <p>
        © {new Date().getFullYear()} <FormattedMessage id="app.name" />
      </p>
    </footer>
  );
}
