import { ApiError } from '../errors';

/** The actions a moderator takes on an item (`claim` aside): each decides it. */
export const ACTIONS = ['dismiss', 'warn', 'remove', 'suspend', 'ban'] as const;
export type Action = (typeof ACTIONS)[number];

/** What the reporters are told: whether anything was done (never which sanction). */
export const outcomeOf = (decision: string): 'action_taken' | 'no_action' =>
  decision === 'dismiss' ? 'no_action' : 'action_taken';

/** The notice kinds this domain registers with the notices domain (each about an item: `targetType` 'report'). */
export const OUTCOME_NOTICE = 'report_outcome';
export const WARNING_NOTICE = 'moderation_warning';

export const itemNotFound = () => new ApiError(404, 'MODERATION_ITEM_NOT_FOUND', 'moderation.itemNotFound');

/**
 * The item changed since the moderator read it (another moderator's claim or decision): nothing changed;
 * `data.version` is the item's version now, `data.state` its state.
 */
export const updateConflict = (version: number, state: string) =>
  new ApiError(409, 'UPDATE_CONFLICT', 'moderation.updateConflict', undefined, {}, undefined, { version, state });
