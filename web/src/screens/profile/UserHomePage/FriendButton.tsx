import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FriendButton_user$key } from '../../../__generated__/FriendButton_user.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useFriendAddMutation } from './mutations/useFriendAddMutation';
import { useFriendRemoveMutation } from './mutations/useFriendRemoveMutation';

type Notice = { text: ErrorText; error: boolean };

/**
 * Add friend (spec §2 other user's profile): at once, or a request when the member approves
 * requests; "Request sent" while it waits; once friends, the way to remove them.
 */
export function FriendButton({ user }: { user: FriendButton_user$key }) {
  const data = useFragment(
    graphql`
      fragment FriendButton_user on User {
        id
        nickname
        isFriend
        friendRequestSent
      }
    `,
    user,
  );
  const say = useSay();
  const [add, adding] = useFriendAddMutation();
  const [remove, removing] = useFriendRemoveMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const onAdd = () =>
    add({
      variables: { input: { userId: data.id } },
      onResult: ({ ok, error }) =>
        setNotice(ok ? { text: { id: ok.status === 'ACCEPTED' ? 'friends.nowFriends' : 'friends.requestSent' }, error: false } : { text: errorText(error), error: true }),
    });
  const onRemove = () =>
    remove({
      variables: { input: { userId: data.id } },
      onResult: ({ error }) => {
        setConfirmRemove(false);
        setNotice(error ? { text: errorText(error), error: true } : null);
      },
    });

  return (
    <>
      {data.isFriend ? (
        <>
          <span className="chip selected" data-testid="user-is-friend">
            <FormattedMessage id="friends.isFriend" />
          </span>
          <button type="button" className="button ghost" data-testid="user-remove-friend" onClick={() => setConfirmRemove(true)}>
            <FormattedMessage id="friends.remove" />
          </button>
        </>
      ) : (
        <button type="button" className="button primary" data-testid="user-add-friend" disabled={adding || data.friendRequestSent} onClick={onAdd}>
          <FormattedMessage id={data.friendRequestSent ? 'friends.requestPending' : 'friends.add'} />
        </button>
      )}
      {notice && (
        <p className={notice.error ? 'form-error notice-line' : 'success notice-line'} role={notice.error ? 'alert' : 'status'} data-testid="friend-notice">
          {say(notice.text)}
        </p>
      )}
      {confirmRemove && (
        <ConfirmDialog testId="remove-friend-dialog" confirm="friends.remove" busy={removing} onConfirm={onRemove} onCancel={() => setConfirmRemove(false)}>
          <FormattedMessage id="friends.removeConfirm" values={{ name: data.nickname }} />
        </ConfirmDialog>
      )}
    </>
  );
}
