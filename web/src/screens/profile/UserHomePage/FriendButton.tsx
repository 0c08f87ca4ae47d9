import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FriendButton_user$key } from '../../../__generated__/FriendButton_user.graphql';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useFriendAddMutation } from './mutations/useFriendAddMutation';

type Notice = { text: ErrorText; error: boolean };

/**
 * Add friend (spec §2 other user's profile): at once, or a request when the member approves
 * requests; "Request sent" while it waits; once friends, says so (removing them is in the
 * page's menu, away from the everyday actions). `quiet` where another action leads (a match's "say hello").
 */
export function FriendButton({ user, quiet = false }: { user: FriendButton_user$key; quiet?: boolean }) {
  const data = useFragment(
    graphql`
      fragment FriendButton_user on User {
        id
        isFriend
        friendRequestSent
      }
    `,
    user,
  );
  const say = useSay();
  const [add, adding] = useFriendAddMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  const onAdd = () =>
    add({
      variables: { input: { userId: data.id } },
      onResult: ({ ok, error }) =>
        setNotice(
          ok
            ? { text: { id: ok.status === 'ACCEPTED' ? 'friends.nowFriends' : 'friends.requestSent' }, error: false }
            : { text: errorText(error), error: true },
        ),
    });

  return (
    <>
      {data.isFriend ? (
        <span className="chip selected" data-testid="user-is-friend">
          <FormattedMessage id="friends.isFriend" />
        </span>
      ) : (
        <button
          type="button"
          className={quiet ? 'button ghost' : 'button primary'}
          data-testid="user-add-friend"
          disabled={adding || data.friendRequestSent}
          onClick={onAdd}
        >
          <FormattedMessage id={data.friendRequestSent ? 'friends.requestPending' : 'friends.add'} />
        </button>
      )}
      {notice && (
        <p
          className={notice.error ? 'form-error notice-line' : 'success notice-line'}
          role={notice.error ? 'alert' : 'status'}
          data-testid="friend-notice"
        >
          {say(notice.text)}
        </p>
      )}
    </>
  );
}
