import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

/** The next page and back to the first, kept in the address (`?after=`). */
export function Pager({ hasNextPage, endCursor }: { hasNextPage: boolean; endCursor: string | null | undefined }) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const go = (after: string | null) => {
    const next = new URLSearchParams(search);
    if (after) next.set('after', after);
    else next.delete('after');
    setSearch(next);
  };
  if (!search.get('after') && !hasNextPage) return null;
  return (
    <nav className="staff-mall-pager" aria-label={intl.formatMessage({ id: 'staffMall.pages' })}>
      {search.get('after') && (
        <button type="button" className="button ghost" onClick={() => go(null)}>
          <FormattedMessage id="staffMall.firstPage" />
        </button>
      )}
      {hasNextPage && (
        <button
          type="button"
          className="button ghost"
          data-testid="staff-mall-next"
          onClick={() => go(endCursor ?? null)}
        >
          <FormattedMessage id="staffMall.nextPage" />
        </button>
      )}
    </nav>
  );
}
