import { Suspense, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { FriendsScreenFriendsPaginationQuery } from '../../__generated__/FriendsScreenFriendsPaginationQuery.graphql';
import type { FriendsScreenFriendsQuery } from '../../__generated__/FriendsScreenFriendsQuery.graphql';
import type { FriendsScreenQuery } from '../../__generated__/FriendsScreenQuery.graphql';
import type { FriendsScreenRequestsPaginationQuery } from '../../__generated__/FriendsScreenRequestsPaginationQuery.graphql';
import type { FriendsScreenRequestsQuery } from '../../__generated__/FriendsScreenRequestsQuery.graphql';
import type { FriendsScreen_friends$key } from '../../__generated__/FriendsScreen_friends.graphql';
import type { FriendsScreen_requests$key } from '../../__generated__/FriendsScreen_requests.graphql';
import type { FriendsScreen_request$key } from '../../__generated__/FriendsScreen_request.graphql';
import { Avatar } from '../../components/Avatar';
import { Loading } from '../../components/Loading';
import { useLoadMoreAtBottom } from '../../components/useLoadMoreAtBottom';
import { useAcceptMutation, useRejectMutation, useRemarkMutation } from './mutations';
import { ShareInvite } from './ShareInvite';

const REMARK_MAX = 32;

/** /apply (spec §2): friend applications to accept or reject, and the address book. */
export function FriendsScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'friends' ? 'friends' : 'requests';
  const data = useLazyLoadQuery<FriendsScreenQuery>(
    graphql`
      query FriendsScreenQuery {
        viewer {
          id
          pendingFriendRequestCount
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer) return null;
  const share = params.get('share');
  return (
    <section className="card friends" data-testid="screen-apply">
      {share && (
        <Suspense fallback={<Loading />}>
          <ShareInvite code={share} onDone={() => setParams({ tab: 'friends' })} />
        </Suspense>
      )}
      <div className="segmented" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'requests'} data-testid="tab-requests" onClick={() => setParams({})}>
          <FormattedMessage id="friends.requests" />
          {(data.viewer.pendingFriendRequestCount ?? 0) > 0 && <span className="count-badge">{data.viewer.pendingFriendRequestCount}</span>}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'friends'} data-testid="tab-friends" onClick={() => setParams({ tab: 'friends' })}>
          <FormattedMessage id="friends.addressBook" />
        </button>
      </div>
      {/* Each tab fetches afresh when opened, so an accepted request shows in the address book. */}
      <Suspense fallback={<Loading />}>{tab === 'requests' ? <Requests /> : <AddressBook />}</Suspense>
    </section>
  );
}

function Requests() {
  const { viewer } = useLazyLoadQuery<FriendsScreenRequestsQuery>(
    graphql`
      query FriendsScreenRequestsQuery {
        viewer {
          ...FriendsScreen_requests
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<FriendsScreenRequestsPaginationQuery, FriendsScreen_requests$key>(
    graphql`
      fragment FriendsScreen_requests on User
      @refetchable(queryName: "FriendsScreenRequestsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        friendRequests(first: $count, after: $cursor) @connection(key: "FriendsScreen_friendRequests") {
          edges {
            node {
              id
              ...FriendsScreen_request
            }
          }
        }
      }
    `,
    viewer,
  );
  useLoadMoreAtBottom(() => loadNext(20), hasNext && !isLoadingNext);
  const edges = data?.friendRequests?.edges ?? [];
  if (edges.length === 0) {
    return (
      <p className="muted" data-testid="requests-empty">
        <FormattedMessage id="friends.noRequests" />
      </p>
    );
  }
  return (
    <ul className="member-list">
      {edges.map(({ node }) => (
        <RequestRow key={node.id} request={node} />
      ))}
    </ul>
  );
}

function RequestRow({ request }: { request: FriendsScreen_request$key }) {
  const data = useFragment(
    graphql`
      fragment FriendsScreen_request on FriendRequest {
        id
        status
        message
        createdAt
        applicant {
          id
          nickname
          avatarUrl
        }
      }
    `,
    request,
  );
  const intl = useIntl();
  const [accept, accepting] = useAcceptMutation();
  const [reject, rejecting] = useRejectMutation();
  const [error, setError] = useState<string | null>(null);
  const decide = (commit: typeof accept | typeof reject) =>
    commit({
      variables: { input: { requestId: data.id } },
      onCompleted: (response) => {
        const result = 'friendRequestAccept' in response ? response.friendRequestAccept : response.friendRequestReject;
        setError(result.__typename !== 'FriendRequestAcceptPayload' && result.__typename !== 'FriendRequestRejectPayload' && 'message' in result ? (result.message ?? null) : null);
      },
      onError: () => setError(intl.formatMessage({ id: 'login.error.network' })),
    });
  return (
    <li className="request-row" data-testid="friend-request">
      <Link className="member-row" to={`/userHomePage/${encodeURIComponent(data.applicant.id)}`}>
        <Avatar url={data.applicant.avatarUrl} name={data.applicant.nickname} />
        <span className="member-name">{data.applicant.nickname}</span>
        <span className="muted member-extra">{intl.formatDate(data.createdAt, { dateStyle: 'medium' })}</span>
      </Link>
      {data.message && <p className="request-message">“{data.message}”</p>}
      {data.status === 'PENDING' ? (
        <div className="actions">
          <button type="button" className="button ghost" data-testid="request-reject" disabled={accepting || rejecting} onClick={() => decide(reject)}>
            <FormattedMessage id="friends.reject" />
          </button>
          <button type="button" className="button primary" data-testid="request-accept" disabled={accepting || rejecting} onClick={() => decide(accept)}>
            <FormattedMessage id="friends.accept" />
          </button>
        </div>
      ) : (
        <p className="muted" data-testid="request-status">
          <FormattedMessage id={data.status === 'ACCEPTED' ? 'friends.accepted' : 'friends.rejected'} />
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

function AddressBook() {
  const { viewer } = useLazyLoadQuery<FriendsScreenFriendsQuery>(
    graphql`
      query FriendsScreenFriendsQuery {
        viewer {
          ...FriendsScreen_friends
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<FriendsScreenFriendsPaginationQuery, FriendsScreen_friends$key>(
    graphql`
      fragment FriendsScreen_friends on User
      @refetchable(queryName: "FriendsScreenFriendsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 40 }, cursor: { type: "String" }) {
        friends(first: $count, after: $cursor) @connection(key: "FriendsScreen_friends") {
          totalCount
          edges {
            firstLetter
            node {
              id
              nickname
              avatarUrl
              online
              friendRemarkName
            }
          }
        }
      }
    `,
    viewer,
  );
  const [pending, startTransition] = useTransition();
  useLoadMoreAtBottom(
    () =>
      startTransition(() => {
        loadNext(40);
      }),
    hasNext && !isLoadingNext && !pending,
  );
  const edges = data?.friends?.edges ?? [];
  if (edges.length === 0) {
    return (
      <p className="muted" data-testid="friends-empty">
        <FormattedMessage id="friends.none" />
      </p>
    );
  }
  // Spec §2: grouped by first letter (the server sorts by remark or nickname).
  const groups: Array<{ letter: string; rows: typeof edges }> = [];
  for (const edge of edges) {
    const last = groups.at(-1);
    if (last?.letter === edge.firstLetter) last.rows = [...last.rows, edge];
    else groups.push({ letter: edge.firstLetter, rows: [edge] });
  }
  return (
    <div className="address-book" data-testid="address-book">
      {groups.map((group) => (
        <section key={group.letter}>
          <h2 className="letter">{group.letter}</h2>
          <ul className="member-list">
            {group.rows.map(({ node }) => (
              <FriendRow key={node.id} friend={node} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FriendRow({ friend }: { friend: { id: string; nickname: string; avatarUrl: string | null | undefined; online: boolean; friendRemarkName: string | null | undefined } }) {
  const intl = useIntl();
  const [save, saving] = useRemarkMutation();
  const [value, setValue] = useState(friend.friendRemarkName ?? '');
  const [error, setError] = useState<string | null>(null);
  // Spec §5: saved on blur, and only if it differs from the nickname (and from what is saved).
  const saveOnBlur = () => {
    const remark = value.trim();
    if (remark === (friend.friendRemarkName ?? '') || (remark === friend.nickname && !friend.friendRemarkName)) return;
    save({
      variables: { input: { userId: friend.id, remarkName: remark } },
      onCompleted: ({ friendRemarkUpdate: result }) => {
        if (result.__typename === 'FriendRemarkUpdatePayload') {
          setError(null);
          setValue(result.user?.friendRemarkName ?? '');
        } else setError('message' in result ? (result.message ?? null) : null);
      },
      onError: () => setError(intl.formatMessage({ id: 'login.error.network' })),
    });
  };
  return (
    <li className="friend-row" data-testid="friend-row">
      <Link className="member-row" to={`/userHomePage/${encodeURIComponent(friend.id)}`}>
        <Avatar url={friend.avatarUrl} name={friend.nickname} />
        <span className="member-name" data-testid="friend-name">{friend.friendRemarkName ?? friend.nickname}</span>
        {friend.online && <span className="online-dot" aria-hidden="true" />}
      </Link>
      <input
        className="remark-input"
        data-testid="friend-remark"
        maxLength={REMARK_MAX}
        disabled={saving}
        aria-label={intl.formatMessage({ id: 'friends.remarkLabel' }, { name: friend.nickname })}
        placeholder={intl.formatMessage({ id: 'friends.remarkPlaceholder' })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={saveOnBlur}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
