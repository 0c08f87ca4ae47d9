import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { MemberListsFollowersQuery } from '../../__generated__/MemberListsFollowersQuery.graphql';
import type { MemberListsFollowingQuery } from '../../__generated__/MemberListsFollowingQuery.graphql';
import type { MemberListsVisitorsQuery } from '../../__generated__/MemberListsVisitorsQuery.graphql';
import type { MemberLists_followers$key } from '../../__generated__/MemberLists_followers.graphql';
import type { MemberLists_following$key } from '../../__generated__/MemberLists_following.graphql';
import type { MemberLists_visitors$key } from '../../__generated__/MemberLists_visitors.graphql';
import type { MessageId } from '../../i18n/messages';
import { useLoadMoreAtBottom } from '../../components/useLoadMoreAtBottom';
import { MemberRow } from './MemberRow';

type Row = { cursor: string; node: Parameters<typeof MemberRow>[0]['user'] & object; visitedAt?: string };

function ListFrame({ title, empty, rows, hasNext, loadNext }: { title: MessageId; empty: MessageId; rows: ReadonlyArray<Row>; hasNext: boolean; loadNext(): void }) {
  const intl = useIntl();
  const [pending, startTransition] = useTransition();
  useLoadMoreAtBottom(() => startTransition(loadNext), hasNext && !pending);
  return (
    <section className="card member-list" data-testid="member-list">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      {rows.length === 0 ? (
        <p className="muted" data-testid="member-list-empty">
          <FormattedMessage id={empty} />
        </p>
      ) : (
        <ul>
          {rows.map((row) => (
            <MemberRow
              key={row.cursor}
              user={row.node}
              extra={row.visitedAt ? intl.formatMessage({ id: 'people.visitedAt' }, { time: intl.formatDate(row.visitedAt, { dateStyle: 'medium', timeStyle: 'short' }) }) : undefined}
            />
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button ghost" disabled={pending} onClick={() => startTransition(loadNext)}>
          <FormattedMessage id="people.loadMore" />
        </button>
      )}
    </section>
  );
}

/** /followMe: who follows me. */
export function FollowersScreen() {
  const query = useLazyLoadQuery<MemberListsFollowersQuery>(
    graphql`
      query MemberListsFollowersQuery {
        viewer {
          ...MemberLists_followers
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MemberLists_followers on User @refetchable(queryName: "MemberListsFollowersPaginationQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        followers(first: $count, after: $cursor) @connection(key: "MemberLists_followers") {
          edges {
            cursor
            node {
              ...MemberRow_user
            }
          }
        }
      }
    `,
    query.viewer as MemberLists_followers$key,
  );
  return <ListFrame title="screen.followMe" empty="people.empty.followers" rows={data?.followers?.edges ?? []} hasNext={hasNext} loadNext={() => loadNext(20)} />;
}

/** /myLike: whom I follow. */
export function FollowingScreen() {
  const query = useLazyLoadQuery<MemberListsFollowingQuery>(
    graphql`
      query MemberListsFollowingQuery {
        viewer {
          ...MemberLists_following
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MemberLists_following on User @refetchable(queryName: "MemberListsFollowingPaginationQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        following(first: $count, after: $cursor) @connection(key: "MemberLists_following") {
          edges {
            cursor
            node {
              ...MemberRow_user
            }
          }
        }
      }
    `,
    query.viewer as MemberLists_following$key,
  );
  return <ListFrame title="screen.myLike" empty="people.empty.following" rows={data?.following?.edges ?? []} hasNext={hasNext} loadNext={() => loadNext(20)} />;
}

/** /myVisitors: who opened my home page, latest first. */
export function VisitorsScreen() {
  const query = useLazyLoadQuery<MemberListsVisitorsQuery>(
    graphql`
      query MemberListsVisitorsQuery {
        viewer {
          ...MemberLists_visitors
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MemberLists_visitors on User @refetchable(queryName: "MemberListsVisitorsPaginationQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        visitors(first: $count, after: $cursor) @connection(key: "MemberLists_visitors") {
          edges {
            cursor
            visitedAt
            node {
              ...MemberRow_user
            }
          }
        }
      }
    `,
    query.viewer as MemberLists_visitors$key,
  );
  return <ListFrame title="screen.myVisitors" empty="people.empty.visitors" rows={data?.visitors?.edges ?? []} hasNext={hasNext} loadNext={() => loadNext(20)} />;
}
