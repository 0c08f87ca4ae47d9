import { useEffect, useRef, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BillList_viewer$key } from '../../../__generated__/BillList_viewer.graphql';
import type { BillListPaginationQuery } from '../../../__generated__/BillListPaginationQuery.graphql';
import { presentNodes } from '../../../relay/presentNodes';

const PAGE = 20;
const ASSET_UNIT = { COIN: 'shop.bill.unit.coin', PACK_CHARACTER: 'shop.bill.unit.character', MEMBERSHIP_CHARACTER: 'shop.bill.unit.character' } as const;

/** Bill records (spec §2 account): every change to my balances with its type and date, newest first, filtered by type. */
export function BillList({ viewer, types }: { viewer: BillList_viewer$key; types: ReadonlyArray<{ readonly type: string; readonly name: string }> }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<BillListPaginationQuery, BillList_viewer$key>(
    graphql`
      fragment BillList_viewer on Viewer
      @refetchable(queryName: "BillListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, type: { type: "String" }) {
        goldCoins
        translationPackCharacters
        membershipTranslationCharacters
        bills(first: $count, after: $cursor, type: $type) @connection(key: "BillList_bills", filters: ["type"]) {
          edges {
            node {
              recordId
              type
              item
              asset
              change
              occurredAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const [filtering, startTransition] = useTransition();
  const bills = presentNodes(data.bills.edges);
  const filter = useRef<string | null>(null);
  // A balance changed (a live wallet event, a purchase in another tab): its record is new.
  const balances = `${data.goldCoins}/${data.translationPackCharacters}/${data.membershipTranslationCharacters}`;
  const shownFor = useRef(balances);
  useEffect(() => {
    if (shownFor.current === balances) return;
    shownFor.current = balances;
    startTransition(() => {
      refetch({ type: filter.current }, { fetchPolicy: 'network-only' });
    });
  }, [balances, refetch]);
  return (
    <section className="card" data-testid="bill-list">
      <div className="card-head">
        <h2>
          <FormattedMessage id="shop.bill.title" />
        </h2>
        <label className="field inline">
          <FormattedMessage id="shop.bill.filter" />
          <select data-testid="bill-filter" onChange={(event) => startTransition(() => {
            filter.current = event.target.value || null;
            refetch({ type: filter.current }, { fetchPolicy: 'network-only' });
          })}>
            <option value="">{intl.formatMessage({ id: 'shop.bill.all' })}</option>
            {types.map((type) => (
              <option key={type.type} value={type.type}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {bills.length === 0 ? (
        <p className="muted" data-testid="bill-none">
          <FormattedMessage id="shop.bill.none" />
        </p>
      ) : (
        <ul className={filtering ? 'bill-rows stale' : 'bill-rows'}>
          {bills.map((bill) => (
            <li key={bill.recordId} data-testid="bill-row">
              <span className="bill-item">{bill.item}</span>
              <time className="muted-small" dateTime={bill.occurredAt}>
                {intl.formatDate(new Date(bill.occurredAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              <span className={bill.change > 0 ? 'bill-change plus' : 'bill-change minus'}>
                {intl.formatNumber(bill.change, { signDisplay: 'always' })}{' '}
                {bill.asset in ASSET_UNIT && <FormattedMessage id={ASSET_UNIT[bill.asset as keyof typeof ASSET_UNIT]} />}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button ghost" data-testid="bill-more" disabled={isLoadingNext} onClick={() => startTransition(() => {
          loadNext(PAGE);
        })}>
          <FormattedMessage id={isLoadingNext ? 'loading' : 'shop.bill.more'} />
        </button>
      )}
    </section>
  );
}
