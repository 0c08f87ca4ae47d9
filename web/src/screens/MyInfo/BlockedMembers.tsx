import { FormattedMessage } from 'react-intl';
import { ConnectionHandler, graphql, useFragment, useMutation } from 'react-relay';
import type { BlockedMembersUnblockMutation } from '../../__generated__/BlockedMembersUnblockMutation.graphql';
import type { BlockedMembers_viewer$key } from '../../__generated__/BlockedMembers_viewer.graphql';
import { Avatar } from '../../components/Avatar';

/** Whom I blocked, with the way back: unblocking makes each visible to the other again. */
export function BlockedMembers({ viewer }: { viewer: BlockedMembers_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment BlockedMembers_viewer on User {
        id
        blockedMembers(first: 49) @connection(key: "BlockedMembers_blockedMembers") {
          edges {
            node {
              id
              nickname
              avatarUrl
            }
          }
        }
      }
    `,
    viewer,
  );
  const [unblock, unblocking] = useMutation<BlockedMembersUnblockMutation>(graphql`
    mutation BlockedMembersUnblockMutation($input: UserUnblockInput!, $connections: [ID!]!) {
      userUnblock(input: $input) {
        __typename
        ... on UserUnblockPayload {
          user {
            id @deleteEdge(connections: $connections)
          }
        }
      }
    }
  `);
  const connection = ConnectionHandler.getConnectionID(data.id, 'BlockedMembers_blockedMembers');
  const edges = data.blockedMembers?.edges ?? [];
  return (
    <section className="card" data-testid="blocked-members">
      <h2>
        <FormattedMessage id="myInfo.blocked" />
      </h2>
      {edges.length === 0 ? (
        <p className="muted" data-testid="blocked-none">
          <FormattedMessage id="myInfo.blockedNone" />
        </p>
      ) : (
        <ul className="member-list blocked-list">
          {edges.map(({ node }) => (
            <li key={node.id} className="member-row" data-testid="blocked-member">
              <Avatar url={node.avatarUrl} name={node.nickname} />
              <span className="member-name">{node.nickname}</span>
              <button
                type="button"
                className="button ghost small"
                data-testid="unblock"
                disabled={unblocking}
                onClick={() => unblock({ variables: { input: { userId: node.id }, connections: [connection] } })}
              >
                <FormattedMessage id="people.unblock" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
