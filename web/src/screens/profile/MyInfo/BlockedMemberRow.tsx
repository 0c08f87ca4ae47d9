import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BlockedMemberRow_user$key } from '../../../__generated__/BlockedMemberRow_user.graphql';
import { Avatar } from '../../../components/Avatar';
import type { OnResult } from '../../../relay/mutationResult';
import { useUserUnblockMutation } from './mutations/useUserUnblockMutation';

/**
 * One blocked member, and the unblock button that takes them out of `connection` at once;
 * `onResult` hears a failure (the row is back, and unmounted meanwhile: the list says why).
 */
export function BlockedMemberRow({
  user,
  connection,
  onResult,
}: {
  user: BlockedMemberRow_user$key;
  connection: string;
  onResult: OnResult;
}) {
  const data = useFragment(
    graphql`
      fragment BlockedMemberRow_user on User {
        id
        nickname
        avatarUrl
      }
    `,
    user,
  );
  const [unblock, unblocking] = useUserUnblockMutation();
  return (
    <li className="member-row" data-testid="blocked-member">
      <Avatar url={data.avatarUrl} name={data.nickname} />
      <span className="member-name">{data.nickname}</span>
      <button
        type="button"
        className="button ghost small"
        data-testid="unblock"
        disabled={unblocking}
        onClick={() => unblock(data.id, [connection], onResult)}
      >
        <FormattedMessage id="people.unblock" />
      </button>
    </li>
  );
}
