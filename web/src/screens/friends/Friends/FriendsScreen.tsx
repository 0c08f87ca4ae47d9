import { graphql, usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { FriendsScreenQuery } from '../../../__generated__/FriendsScreenQuery.graphql';
import type { RouteScreenProps } from '../../../routing/screens';
import { AddressBook } from './AddressBook';
import { FriendRequests } from './FriendRequests';
import { FriendTabs } from './FriendTabs';
import { ShareInvite } from './ShareInvite';

const query = graphql`
  query FriendsScreenQuery($shareCode: String!, $withShare: Boolean!) @preloadable {
    viewer {
      user {
        id
      }
      ...FriendTabs_viewer
      ...FriendRequests_viewer
      ...AddressBook_viewer
    }
    friendShareOwner(shareCode: $shareCode) @include(if: $withShare) {
      ...ShareInvite_owner
    }
  }
`;

/** /apply (spec §2): friend applications to accept or reject, the address book, and an invitation link opened. */
export function FriendsScreen({ queryRef }: RouteScreenProps<FriendsScreenQuery>) {
  const { viewer, friendShareOwner } = usePreloadedQuery<FriendsScreenQuery>(query, queryRef);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'friends' ? 'friends' : 'requests';
  const share = params.get('share');
  if (!viewer) return null;
  return (
    <section className="card friends" data-testid="screen-apply">
      {share && (
        <ShareInvite
          owner={friendShareOwner ?? null}
          ownUserId={viewer.user.id}
          code={share}
          onDone={() => setParams({ tab: 'friends' })}
        />
      )}
      <FriendTabs viewer={viewer} tab={tab} onTab={(next) => setParams(next === 'friends' ? { tab: next } : {})} />
      {tab === 'requests' ? <FriendRequests viewer={viewer} /> : <AddressBook viewer={viewer} />}
    </section>
  );
}
