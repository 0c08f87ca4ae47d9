import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { ShareInviteAddMutation } from '../../__generated__/ShareInviteAddMutation.graphql';
import type { ShareInviteQuery } from '../../__generated__/ShareInviteQuery.graphql';
import { Avatar } from '../../components/Avatar';

/** /apply?share=<code>: someone's invitation link; accepting makes the two friends at once. */
export function ShareInvite({ code, onDone }: { code: string; onDone(): void }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<ShareInviteQuery>(
    graphql`
      query ShareInviteQuery($code: String!) {
        viewer {
          id
        }
        friendShareOwner(shareCode: $code) {
          id
          nickname
          avatarUrl
          isFriend
        }
      }
    `,
    { code },
    { fetchPolicy: 'network-only' },
  );
  const [add, adding] = useMutation<ShareInviteAddMutation>(graphql`
    mutation ShareInviteAddMutation($input: FriendAddByShareCodeInput!) {
      friendAddByShareCode(input: $input) {
        __typename
        ... on FriendAddPayload {
          user {
            ...FriendButton_user
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [error, setError] = useState<string | null>(null);
  const owner = data.friendShareOwner;

  if (!owner) {
    return (
      <p className="form-error" role="alert" data-testid="share-invalid">
        <FormattedMessage id="friends.shareInvalid" />
      </p>
    );
  }
  const own = owner.id === data.viewer?.id;
  return (
    <div className="share-invite" data-testid="share-invite">
      <Avatar url={owner.avatarUrl} name={owner.nickname} />
      <p>
        <FormattedMessage id={own ? 'friends.shareOwn' : owner.isFriend ? 'friends.shareAlready' : 'friends.shareInvite'} values={{ name: owner.nickname }} />
      </p>
      {!own && !owner.isFriend && (
        <button
          type="button"
          className="button primary"
          data-testid="share-accept"
          disabled={adding}
          onClick={() =>
            add({
              variables: { input: { shareCode: code } },
              onCompleted: ({ friendAddByShareCode: result }) => {
                if (result.__typename === 'FriendAddPayload') onDone();
                else setError(('message' in result && result.message) || intl.formatMessage({ id: 'login.error.network' }));
              },
              onError: () => setError(intl.formatMessage({ id: 'login.error.network' })),
            })}
        >
          <FormattedMessage id="friends.add" />
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
