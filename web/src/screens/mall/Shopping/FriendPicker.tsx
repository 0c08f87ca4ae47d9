import { useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FriendPicker_viewer$key } from '../../../__generated__/FriendPicker_viewer.graphql';
import type { FriendPickerPaginationQuery } from '../../../__generated__/FriendPickerPaginationQuery.graphql';
import { Avatar } from '../../../components/Avatar';
import { paths } from '../../../routing/paths';

const PAGE = 49;

export interface ChosenFriend {
  id: string;
  name: string;
}

/** How a friend is called here: the viewer's remark name for them first, as everywhere. */
const nameOf = (friend: { nickname: string; friendRemarkName?: string | null }) =>
  friend.friendRemarkName || friend.nickname;

/**
 * Who the gift is for: the viewer's friends as radio buttons, narrowed by what is typed (name or remark name), more on
 * asking. Without friends, the way to find people: a gift goes to a friend only.
 */
export function FriendPicker({
  viewer,
  chosen,
  error,
  onChoose,
}: {
  viewer: FriendPicker_viewer$key;
  chosen: ChosenFriend | null;
  error?: string;
  onChoose(friend: ChosenFriend): void;
}) {
  const { data, hasNext, loadNext } = usePaginationFragment<FriendPickerPaginationQuery, FriendPicker_viewer$key>(
    graphql`
      fragment FriendPicker_viewer on Viewer
      @refetchable(queryName: "FriendPickerPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 49 }, cursor: { type: "String" }) {
        friends(first: $count, after: $cursor) @connection(key: "FriendPicker_friends") {
          edges {
            node {
              id
              nickname
              avatarUrl
              friendRemarkName
            }
          }
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [pending, startTransition] = useTransition();
  const friends = data.friends.edges.flatMap((edge) => (edge.node ? [edge.node] : []));
  if (friends.length === 0 && !hasNext)
    return (
      <div className="mall-no-friends" data-testid="mall-no-friends">
        <p>
          <FormattedMessage id="mall.buy.noFriends" />
        </p>
        <Link className="button primary" to={paths.home()} data-autofocus>
          <FormattedMessage id="mall.buy.findPeople" />
        </Link>
      </div>
    );
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle
    ? friends.filter((friend) =>
        [friend.nickname, friend.friendRemarkName ?? ''].some((name) => name.toLocaleLowerCase().includes(needle)),
      )
    : friends;
  return (
    <fieldset className="mall-friends" aria-describedby={error ? 'mall-friend-error' : undefined}>
      <legend>
        <FormattedMessage id="mall.buy.friend" />
      </legend>
      <input
        type="search"
        className="mall-friend-search"
        data-testid="mall-friend-search"
        aria-label={intl.formatMessage({ id: 'mall.buy.friendSearch' })}
        placeholder={intl.formatMessage({ id: 'mall.buy.friendSearch' })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        data-autofocus
      />
      <ul className="mall-friend-list">
        {shown.map((friend) => (
          <li key={friend.id}>
            <label
              className={chosen?.id === friend.id ? 'mall-friend selected' : 'mall-friend'}
              data-testid="mall-friend"
            >
              <input
                type="radio"
                name="mall-friend"
                value={friend.id}
                checked={chosen?.id === friend.id}
                aria-invalid={Boolean(error)}
                onChange={() => onChoose({ id: friend.id, name: nameOf(friend) })}
              />
              <Avatar url={friend.avatarUrl} name={friend.nickname} />
              <span data-testid="mall-friend-name">{nameOf(friend)}</span>
            </label>
          </li>
        ))}
      </ul>
      {shown.length === 0 && (
        <p className="muted-small" role="status">
          <FormattedMessage id="mall.buy.noFriendFound" />
        </p>
      )}
      {hasNext && (
        <button
          type="button"
          className="button ghost"
          disabled={pending}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE);
            })
          }
        >
          <FormattedMessage id="mall.buy.moreFriends" />
        </button>
      )}
      {error && (
        <p id="mall-friend-error" className="field-error" role="alert" data-testid="mall-friend-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
