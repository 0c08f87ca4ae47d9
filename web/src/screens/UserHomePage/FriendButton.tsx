import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FriendButton_user$key } from '../../__generated__/FriendButton_user.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFriendAddMutation, useFriendRemoveMutation } from './mutations';

type Notice = { text: string; error: boolean };

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
  const intl = useIntl();
  const [add, adding] = useFriendAddMutation();
  const [remove, removing] = useFriendRemoveMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const failed = (result: { message?: string }) => setNotice({ text: result.message || intl.formatMessage({ id: 'login.error.network' }), error: true });
  const networkError = () => failed({});

  const onAdd = () =>
    add({
      variables: { input: { userId: data.id } },
      onCompleted: ({ friendAdd: result }) => {
        if (result.__typename === 'FriendAddPayload') setNotice({ text: intl.formatMessage({ id: result.status === 'ACCEPTED' ? 'friends.nowFriends' : 'friends.requestSent' }), error: false });
        else failed(result);
      },
      onError: networkError,
    });
  const onRemove = () =>
    remove({
      variables: { input: { userId: data.id } },
      onCompleted: ({ friendRemove: result }) => {
        setConfirmRemove(false);
        if (result.__typename === 'FriendRemovePayload') setNotice(null);
        else failed(result);
      },
      onError: networkError,
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
          {notice.text}
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
