import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ShareInvite_owner$key } from '../../../__generated__/ShareInvite_owner.graphql';
import { Avatar } from '../../../components/Avatar';
import { errorText, useSay, type ErrorText } from '../../../i18n/errorText';
import { useFriendAddByShareCodeMutation } from './mutations/useFriendAddByShareCodeMutation';

/**
 * /apply?share=<code>: someone's invitation link; accepting makes the two friends at once.
 * `owner` is null when the code is not valid or has expired.
 */
export function ShareInvite({
  owner,
  ownUserId,
  code,
  onDone,
}: {
  owner: ShareInvite_owner$key | null;
  ownUserId: string;
  code: string;
  onDone(): void;
}) {
  const data = useFragment(
    graphql`
      fragment ShareInvite_owner on User {
        id
        nickname
        avatarUrl
        isFriend
      }
    `,
    owner,
  );
  const say = useSay();
  const [add, adding] = useFriendAddByShareCodeMutation();
  const [error, setError] = useState<ErrorText | null>(null);

  if (!data) {
    return (
      <p className="form-error" role="alert" data-testid="share-invalid">
        <FormattedMessage id="friends.shareInvalid" />
      </p>
    );
  }
  const own = data.id === ownUserId;
  return (
    <div className="share-invite" data-testid="share-invite">
      <Avatar url={data.avatarUrl} name={data.nickname} />
      <p>
        <FormattedMessage
          id={own ? 'friends.shareOwn' : data.isFriend ? 'friends.shareAlready' : 'friends.shareInvite'}
          values={{ name: data.nickname }}
        />
      </p>
      {!own && !data.isFriend && (
        <button
          type="button"
          className="button primary"
          data-testid="share-accept"
          disabled={adding}
          onClick={() =>
            add({
              variables: { input: { shareCode: code } },
              onResult: ({ error: failure }) => (failure ? setError(errorText(failure)) : onDone()),
            })
          }
        >
          <FormattedMessage id="friends.add" />
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {say(error)}
        </p>
      )}
    </div>
  );
}
