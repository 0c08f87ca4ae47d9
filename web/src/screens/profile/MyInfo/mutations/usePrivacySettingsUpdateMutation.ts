import { graphql } from 'react-relay';
import type { usePrivacySettingsUpdateMutation as Mutation } from '../../../../__generated__/usePrivacySettingsUpdateMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

const mutation = graphql`
  mutation usePrivacySettingsUpdateMutation($input: PrivacySettingsUpdateInput!) @raw_response_type {
    privacySettingsUpdate(input: $input) {
      __typename
      ... on PrivacySettingsUpdatePayload {
        viewer {
          id
          privacySettings {
            friendRequestsNeedApproval
            likesPublic
            commentsPublic
            hiddenFromSearch
            onlineStatusHidden
            typingHidden
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export type PrivacySettingsValues = NonNullable<
  Extract<Mutation['rawResponse']['privacySettingsUpdate'], { __typename: 'PrivacySettingsUpdatePayload' }>['viewer']
>['privacySettings'];

/** Saves the privacy switches: they flip at once; the server's answer confirms or rolls back. */
export function usePrivacySettingsUpdateMutation() {
  const [commit, inFlight] = useResultMutation<Mutation, 'privacySettingsUpdate'>(mutation, 'privacySettingsUpdate');
  /** Sends the one `changed` setting; `settings` are all of them as they are now shown. */
  const save = (
    viewerId: string,
    settings: PrivacySettingsValues,
    changed: keyof PrivacySettingsValues,
    onResult: OnResult,
  ) =>
    commit({
      variables: { input: { [changed]: settings[changed] } },
      onResult,
      optimisticResponse: {
        privacySettingsUpdate: {
          __typename: 'PrivacySettingsUpdatePayload',
          viewer: { id: viewerId, privacySettings: settings },
        },
      },
    });
  return [save, inFlight] as const;
}
