import { graphql } from 'react-relay';
import type { useSupportActionsClaimMutation } from '../../../../__generated__/useSupportActionsClaimMutation.graphql';
import type { useSupportActionsNoteMutation } from '../../../../__generated__/useSupportActionsNoteMutation.graphql';
import type { useSupportActionsReleaseMutation } from '../../../../__generated__/useSupportActionsReleaseMutation.graphql';
import type { useSupportActionsReplyMutation } from '../../../../__generated__/useSupportActionsReplyMutation.graphql';
import type { OnResult } from '../../../../relay/mutationResult';
import { useResultMutation } from '../../../../relay/useResultMutation';

/**
 * The desk's four actions on the open conversation: claim, release, reply (as customer service), note. Each answers
 * the conversation afresh (its panel's fragment), so the screen shows the change at once.
 */
const claim = graphql`
  mutation useSupportActionsClaimMutation($input: SupportConversationClaimInput!) {
    supportConversationClaim(input: $input) {
      __typename
      ... on SupportConversationPayload {
        conversation {
          ...ConversationPanel_conversation
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const release = graphql`
  mutation useSupportActionsReleaseMutation($input: SupportConversationReleaseInput!) {
    supportConversationRelease(input: $input) {
      __typename
      ... on SupportConversationPayload {
        conversation {
          ...ConversationPanel_conversation
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const reply = graphql`
  mutation useSupportActionsReplyMutation($input: SupportReplySendInput!) {
    supportReplySend(input: $input) {
      __typename
      ... on SupportReplySendPayload {
        conversation {
          ...ConversationPanel_conversation
        }
      }
      ... on ValidationError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;
const note = graphql`
  mutation useSupportActionsNoteMutation($input: SupportNoteAddInput!) {
    supportNoteAdd(input: $input) {
      __typename
      ... on SupportNoteAddPayload {
        conversation {
          ...ConversationPanel_conversation
        }
      }
      ... on ValidationError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useSupportActions() {
  const [commitClaim, claiming] = useResultMutation<useSupportActionsClaimMutation, 'supportConversationClaim'>(
    claim,
    'supportConversationClaim',
  );
  const [commitRelease, releasing] = useResultMutation<useSupportActionsReleaseMutation, 'supportConversationRelease'>(
    release,
    'supportConversationRelease',
  );
  const [commitReply, replying] = useResultMutation<useSupportActionsReplyMutation, 'supportReplySend'>(
    reply,
    'supportReplySend',
  );
  const [commitNote, noting] = useResultMutation<useSupportActionsNoteMutation, 'supportNoteAdd'>(
    note,
    'supportNoteAdd',
  );
  return {
    claim: (conversationId: string, onResult: OnResult) =>
      commitClaim({ variables: { input: { conversationId } }, onResult }),
    release: (conversationId: string, onResult: OnResult) =>
      commitRelease({ variables: { input: { conversationId } }, onResult }),
    reply: (conversationId: string, text: string, onResult: OnResult) =>
      commitReply({ variables: { input: { conversationId, text, clientId: crypto.randomUUID() } }, onResult }),
    note: (conversationId: string, text: string, onResult: OnResult) =>
      commitNote({ variables: { input: { conversationId, text } }, onResult }),
    inFlight: claiming || releasing || replying || noting,
  };
}
