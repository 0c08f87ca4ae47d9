import type {
  ModerationQueueState,
  ModerationTargetKind,
} from '../../../__generated__/ModerationQueueScreenQuery.graphql';

export const QUEUE_STATES = ['OPEN', 'DECIDED', 'ALL'] as const satisfies readonly ModerationQueueState[];
export const TARGET_KINDS = [
  'MEMBER',
  'MESSAGE',
  'MOMENT',
  'COMMENT',
] as const satisfies readonly ModerationTargetKind[];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** The queue's filters and page, from the address's search (`?state=ALL&kind=MESSAGE&category=2&mine=1&after=…`). */
export function queueVariables(search: URLSearchParams) {
  const category = Number(search.get('category'));
  return {
    state: oneOf(QUEUE_STATES, search.get('state')),
    targetKind: oneOf(TARGET_KINDS, search.get('kind')),
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
    claimedByMe: search.get('mine') === '1' ? true : null,
    after: search.get('after') || null,
  };
}

/** Whether the viewer's staff role may moderate (the BFF decides; this only picks what the screen shows). */
export const canModerate = (staffRole: string | null | undefined) => staffRole === 'moderator' || staffRole === 'admin';
