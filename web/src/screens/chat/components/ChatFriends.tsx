import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ChatFriends_viewer$key } from '../../../__generated__/ChatFriends_viewer.graphql';
import type { ChatFriendsPaginationQuery } from '../../../__generated__/ChatFriendsPaginationQuery.graphql';
import { Avatar } from '../../../components/Avatar';

const PAGE = 40;

/** The chat panel's friends tab: the address book by first letter; a friend opens the chat with them. */
export function ChatFriends({ viewer, onOpen }: { viewer: ChatFriends_viewer$key; onOpen(peerId: string): void }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ChatFriendsPaginationQuery,
    ChatFriends_viewer$key
  >(
    graphql`
      fragment ChatFriends_viewer on Viewer
      @refetchable(queryName: "ChatFriendsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 40 }, cursor: { type: "String" }) {
        friends(first: $count, after: $cursor) @connection(key: "ChatFriends_friends") {
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
  const [, startTransition] = useTransition();
  const groups: Array<{ letter: string; friends: Array<NonNullable<(typeof data.friends.edges)[number]['node']>> }> =
    [];
  for (const { firstLetter, node } of data.friends.edges) {
    if (!node) continue;
    const last = groups.at(-1);
    if (last?.letter === firstLetter) last.friends.push(node);
    else groups.push({ letter: firstLetter, friends: [node] });
  }
  if (groups.length === 0) {
    return (
      <p className="muted chat-empty" data-testid="chat-friends-empty">
        <FormattedMessage id="chat.friendsEmpty" />
      </p>
    );
  }
  return (
    <div className="chat-friends" data-testid="chat-friends">
      {groups.map((group) => (
        <section key={group.letter}>
          <h3 className="letter">{group.letter}</h3>
          <ul className="conversation-list">
            {group.friends.map((friend) => (
              <li key={friend.id} className="conversation-row">
                <button
                  type="button"
                  className="conversation-open"
                  data-testid="chat-friend"
                  onClick={() => onOpen(friend.id)}
                >
                  <Avatar url={friend.avatarUrl} name={friend.nickname} />
                  <span className="conversation-main">
                    <span className="conversation-nickname">{friend.friendRemarkName ?? friend.nickname}</span>
                  </span>
                  {friend.online && <span className="online-dot" aria-hidden="true" />}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {hasNext && (
        <button
          type="button"
          className="button ghost wide"
          disabled={isLoadingNext}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE);
            })
          }
        >
          <FormattedMessage id="chat.more" />
        </button>
      )}
    </div>
  );
}
