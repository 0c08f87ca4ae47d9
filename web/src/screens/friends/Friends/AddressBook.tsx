import { useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AddressBook_viewer$key } from '../../../__generated__/AddressBook_viewer.graphql';
import type { AddressBookPaginationQuery } from '../../../__generated__/AddressBookPaginationQuery.graphql';
import { useLoadMoreAtBottom } from '../../../components/useLoadMoreAtBottom';
import { FriendRow } from './FriendRow';

const PAGE = 40;

/**
 * The address book, grouped by first letter (spec §2; the server sorts by remark or
 * nickname). Accepting a request refreshes its first page (the mutation spreads this
 * fragment), so the new friend shows in their place.
 */
export function AddressBook({ viewer }: { viewer: AddressBook_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AddressBookPaginationQuery,
    AddressBook_viewer$key
  >(
    graphql`
      fragment AddressBook_viewer on Viewer
      @refetchable(queryName: "AddressBookPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 40 }, cursor: { type: "String" }) {
        friends(first: $count, after: $cursor) @connection(key: "AddressBook_friends") {
          edges {
            firstLetter
            node {
              id
              ...FriendRow_user
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
        loadNext(PAGE);
      }),
    hasNext && !isLoadingNext && !pending,
  );
  const groups: Array<{ letter: string; friends: Array<{ id: string } & Parameters<typeof FriendRow>[0]['friend']> }> =
    [];
  for (const { firstLetter, node } of data.friends.edges) {
    if (!node) continue; // blocked meanwhile (@deleteRecord)
    const last = groups.at(-1);
    if (last?.letter === firstLetter) last.friends.push(node);
    else groups.push({ letter: firstLetter, friends: [node] });
  }
  if (groups.length === 0) {
    return (
      <p className="muted" data-testid="friends-empty">
        <FormattedMessage id="friends.none" />
      </p>
    );
  }
  return (
    <div className="address-book" data-testid="address-book">
      {groups.map((group) => (
        <section key={group.letter}>
          <h2 className="letter">{group.letter}</h2>
          <ul className="member-list">
            {group.friends.map((friend) => (
              <FriendRow key={friend.id} friend={friend} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
