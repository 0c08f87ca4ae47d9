import { ROOT_ID, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationResult } from '../../../../relay/mutationResult';

export type OnDecided = (result: MutationResult<{ readonly __typename: string }>) => void;

/**
 * The optimistic side of accepting or rejecting: the request shows its new status and the
 * viewer's pending count (the sidebar's badge, the tab's) drops by one, until the answer
 * confirms or rolls back. An updater rather than a response: the accept's answer also
 * carries the address book, which cannot be guessed.
 */
export function decideOptimistically(requestId: string, status: 'ACCEPTED' | 'REJECTED') {
  return (store: RecordSourceSelectorProxy) => {
    store.get(requestId)?.setValue(status, 'status');
    const viewer = store.get(ROOT_ID)?.getLinkedRecord('viewer');
    const pending = viewer?.getValue('pendingFriendRequestCount');
    if (viewer && typeof pending === 'number') viewer.setValue(Math.max(0, pending - 1), 'pendingFriendRequestCount');
  };
}
