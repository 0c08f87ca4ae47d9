import { useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { MyGifts_viewer$key } from '../../../__generated__/MyGifts_viewer.graphql';
import type { MyGiftsPaginationQuery } from '../../../__generated__/MyGiftsPaginationQuery.graphql';
import { Avatar } from '../../../components/Avatar';
import { presentNodes } from '../../../relay/presentNodes';
import { paths } from '../../../routing/paths';

const PAGE = 10;
type Direction = 'RECEIVED' | 'SENT';

/** My gifts (spec §2 my profile): what I received and what I sent, newest first, a page at a time. */
export function MyGifts({ viewer }: { viewer: MyGifts_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    MyGiftsPaginationQuery,
    MyGifts_viewer$key
  >(
    graphql`
      fragment MyGifts_viewer on Viewer
      @refetchable(queryName: "MyGiftsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, direction: { type: "GiftDirection", defaultValue: RECEIVED }) {
        giftRecords(first: $count, after: $cursor, direction: $direction) @connection(key: "MyGifts_giftRecords", filters: ["direction"]) {
          totalCount
          edges {
            node {
              recordId
              name
              iconUrl
              count
              free
              goldCoins
              sentAt
              otherMember {
                id
                nickname
                avatarUrl
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const [direction, setDirection] = useState<Direction>('RECEIVED');
  const [switching, startTransition] = useTransition();
  const gifts = presentNodes(data.giftRecords.edges);
  const show = (next: Direction) => {
    setDirection(next);
    startTransition(() => {
      refetch({ direction: next }, { fetchPolicy: 'store-and-network' });
    });
  };
  return (
    <section className="card" data-testid="my-gifts">
      <div className="card-head">
        <h2>
          <FormattedMessage id="myInfo.gifts" />
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields */}
        <div className="segmented" role="group" aria-label={intl.formatMessage({ id: 'myInfo.gifts' })}>
          {(['RECEIVED', 'SENT'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={direction === option}
              data-testid={`gifts-${option.toLowerCase()}`}
              onClick={() => show(option)}
            >
              <FormattedMessage id={option === 'RECEIVED' ? 'myInfo.gifts.received' : 'myInfo.gifts.sent'} />
            </button>
          ))}
        </div>
      </div>
      {gifts.length === 0 ? (
        <p className="muted" data-testid="gifts-none">
          <FormattedMessage id={direction === 'RECEIVED' ? 'myInfo.gifts.noneReceived' : 'myInfo.gifts.noneSent'} />
        </p>
      ) : (
        <ul className={switching ? 'gift-records stale' : 'gift-records'}>
          {gifts.map((gift) => (
            <li key={gift.recordId} data-testid="gift-record">
              <img src={gift.iconUrl} alt="" width={40} height={40} />
              <span className="gift-record-what">
                {/* "Rose", "Rose × 3": the count in numbers, as every language writes it. */}
                <span>{gift.count > 1 ? `${gift.name} × ${intl.formatNumber(gift.count)}` : gift.name}</span>
                <span className="muted-small">
                  {gift.otherMember ? (
                    <FormattedMessage
                      id={direction === 'RECEIVED' ? 'myInfo.gifts.from' : 'myInfo.gifts.to'}
                      values={{
                        name: <Link to={paths.userHomePage(gift.otherMember.id)}>{gift.otherMember.nickname}</Link>,
                      }}
                    />
                  ) : (
                    <FormattedMessage id="myInfo.gifts.someone" />
                  )}
                </span>
              </span>
              {gift.otherMember && <Avatar url={gift.otherMember.avatarUrl} name={gift.otherMember.nickname} />}
              <span className="gift-record-when muted-small">
                <time dateTime={gift.sentAt}>{intl.formatDate(new Date(gift.sentAt), { dateStyle: 'medium' })}</time>
                {direction === 'SENT' && (
                  <span>
                    {gift.free ? (
                      <FormattedMessage id="myInfo.gifts.free" />
                    ) : (
                      <FormattedMessage id="myInfo.gifts.coins" values={{ count: gift.goldCoins }} />
                    )}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <button
          type="button"
          className="button ghost"
          data-testid="gifts-more"
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
