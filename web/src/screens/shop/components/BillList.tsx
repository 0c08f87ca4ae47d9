import { useEffect, useRef, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BillList_viewer$key } from '../../../__generated__/BillList_viewer.graphql';
import type { BillListPaginationQuery } from '../../../__generated__/BillListPaginationQuery.graphql';
import type { MessageId } from '../../../i18n/messages';
import { presentNodes } from '../../../relay/presentNodes';
import { BillLine } from './BillLine';

const PAGE = 20;

/**
 * Bill records (spec §2 account): every change to my balances, newest first, each saying what
 * it was about; with `types`, a filter by kind. The spreading query may keep it to some
 * balances (`assets`: the packs tab's character history).
 */
export function BillList({
  viewer,
  types,
  title = 'shop.bill.title',
}: {
  viewer: BillList_viewer$key;
  types?: ReadonlyArray<{ readonly type: string; readonly name: string }>;
  title?: MessageId;
}) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    BillListPaginationQuery,
    BillList_viewer$key
  >(
    graphql`
      fragment BillList_viewer on Viewer
      @refetchable(queryName: "BillListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, type: { type: "String" }, assets: { type: "[BillAsset!]" }) {
        goldCoins
        translationPackCharacters
        membershipTranslationCharacters
        bills(first: $count, after: $cursor, type: $type, assets: $assets) @connection(key: "BillList_bills", filters: ["type", "assets"]) {
          edges {
            node {
              recordId
              ...BillLine_record
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
          <FormattedMessage id={title} />
        </h2>
        {types && (
          <label className="field inline">
            <FormattedMessage id="shop.bill.filter" />
            <select
              data-testid="bill-filter"
              onChange={(event) =>
                startTransition(() => {
                  filter.current = event.target.value || null;
                  refetch({ type: filter.current }, { fetchPolicy: 'network-only' });
                })
              }
            >
              <option value="">{intl.formatMessage({ id: 'shop.bill.all' })}</option>
              {types.map((type) => (
                <option key={type.type} value={type.type}>
                  {type.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {bills.length === 0 ? (
        <p className="muted" data-testid="bill-none">
          <FormattedMessage id="shop.bill.none" />
        </p>
      ) : (
        <ul className={filtering ? 'bill-rows stale' : 'bill-rows'}>
          {bills.map((bill) => (
            <BillLine key={bill.recordId} record={bill} />
          ))}
        </ul>
      )}
      {hasNext && (
        <button
          type="button"
          className="button ghost"
          data-testid="bill-more"
          disabled={isLoadingNext}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE);
            })
          }
        >
          <FormattedMessage id={isLoadingNext ? 'loading' : 'shop.bill.more'} />
        </button>
      )}
    </section>
  );
}
