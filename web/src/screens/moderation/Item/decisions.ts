import { graphql } from 'react-relay';
import type { decisionsBanMutation } from '../../../__generated__/decisionsBanMutation.graphql';
import type { decisionsClaimMutation } from '../../../__generated__/decisionsClaimMutation.graphql';
import type { decisionsDismissMutation } from '../../../__generated__/decisionsDismissMutation.graphql';
import type { decisionsRemoveMutation } from '../../../__generated__/decisionsRemoveMutation.graphql';
import type { decisionsSuspendMutation } from '../../../__generated__/decisionsSuspendMutation.graphql';
import type { decisionsWarnMutation } from '../../../__generated__/decisionsWarnMutation.graphql';
import type { OnResult } from '../../../relay/mutationResult';
import { useResultMutation } from '../../../relay/useResultMutation';

/**
 * The claim and the five decisions. Each names the item's version as read: a stale one is UpdateConflictError (someone
 * else acted), and the answer is the item afresh.
 */
const claim = graphql`
  mutation decisionsClaimMutation($input: ModerationItemClaimInput!) {
    moderationItemClaim(input: $input) {
      __typename
      ... on ModerationItemPayload {
        item {
          ...ModerationItemView_item
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
const dismiss = graphql`
  mutation decisionsDismissMutation($input: ModerationItemDismissInput!) {
    moderationItemDismiss(input: $input) {
      __typename
      ... on ModerationItemPayload {
        item {
          ...ModerationItemView_item
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
const warn = graphql`
  mutation decisionsWarnMutation($input: ModerationItemWarnInput!) {
    moderationItemWarn(input: $input) {
      __typename
      ... on ModerationItemPayload {
        item {
          ...ModerationItemView_item
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
const remove = graphql`
  mutation decisionsRemoveMutation($input: ModerationItemRemoveContentInput!) {
    moderationItemRemoveContent(input: $input) {
      __typename
      ... on ModerationItemPayload {
        item {
          ...ModerationItemView_item
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
const suspend = graphql`
  mutation decisionsSuspendMutation($input: ModerationItemSuspendInput!) {
    moderationItemSuspend(input: $input) {
      __typename
      ... on ModerationItemPayload {
        item {
          ...ModerationItemView_item
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
const ban = graphql`
  mutation decisionsBanMutation($input: ModerationItemBanInput!) {
    moderationItemBan(input: $input) {
      __typename
      ... on ModerationItemPayload {
        item {
          ...ModerationItemView_item
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

export type Decision = 'DISMISS' | 'WARN' | 'REMOVE' | 'SUSPEND' | 'BAN';

interface Act {
  itemId: string;
  version: number;
  note?: string;
  days?: number;
}

/** The item's actions, each with its own mutation; `inFlight` while any runs. */
export function useModerationActions() {
  const [commitClaim, claiming] = useResultMutation<decisionsClaimMutation, 'moderationItemClaim'>(
    claim,
    'moderationItemClaim',
  );
  const [commitDismiss, dismissing] = useResultMutation<decisionsDismissMutation, 'moderationItemDismiss'>(
    dismiss,
    'moderationItemDismiss',
  );
  const [commitWarn, warning] = useResultMutation<decisionsWarnMutation, 'moderationItemWarn'>(
    warn,
    'moderationItemWarn',
  );
  const [commitRemove, removing] = useResultMutation<decisionsRemoveMutation, 'moderationItemRemoveContent'>(
    remove,
    'moderationItemRemoveContent',
  );
  const [commitSuspend, suspending] = useResultMutation<decisionsSuspendMutation, 'moderationItemSuspend'>(
    suspend,
    'moderationItemSuspend',
  );
  const [commitBan, banning] = useResultMutation<decisionsBanMutation, 'moderationItemBan'>(ban, 'moderationItemBan');
  const claimItem = (itemId: string, version: number, onResult: OnResult) =>
    commitClaim({ variables: { input: { itemId, version } }, onResult });
  const decide = (decision: Decision, { itemId, version, note, days }: Act, onResult: OnResult) => {
    const input = { itemId, version, note: note || null };
    if (decision === 'DISMISS') commitDismiss({ variables: { input }, onResult });
    else if (decision === 'WARN') commitWarn({ variables: { input }, onResult });
    else if (decision === 'REMOVE') commitRemove({ variables: { input }, onResult });
    else if (decision === 'SUSPEND') commitSuspend({ variables: { input: { ...input, days: days ?? 1 } }, onResult });
    else commitBan({ variables: { input }, onResult });
  };
  const inFlight = claiming || dismissing || warning || removing || suspending || banning;
  return { claimItem, decide, inFlight };
}
