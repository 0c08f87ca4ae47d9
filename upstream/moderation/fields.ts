import { COMPLAINT_TYPES } from '../chat/complaints';
import { MODERATION_NOTE_MAX, MODERATION_SUSPEND_DAYS_MAX } from '../constants';
import { validationError } from '../errors';
import { optionalTextField } from '../fields';
import type { Query } from '../paging';
import type { TargetKind } from './evidence';
import { ACTIONS, type Action } from './queries';
import type { QueueFilter } from './reading';
import type { ReportWords } from './reporting';

/** A report's words, as /complain/add_complain takes them (the same rules and messages). */
const REASON_MAX = 200;
const NOTES_MAX = 1000;
const TARGET_KINDS: readonly TargetKind[] = ['member', 'message', 'moment', 'comment'];
const STATES: ReadonlyArray<QueueFilter['state']> = ['open', 'decided', 'all'];

/** A complaint type (a number or its digits), a reason of 1 to 200 characters, notes of at most 1000. */
export function reportWords(body: Record<string, unknown>): ReportWords {
  const type = typeof body.type === 'string' && /^\d{1,2}$/.test(body.type) ? Number(body.type) : body.type;
  if (!COMPLAINT_TYPES.some((known) => known.id === type)) throw validationError('type', 'complain.type');
  const reason = optionalTextField(body, 'reason', REASON_MAX, 'complain.reason');
  if (reason === '') throw validationError('reason', 'complain.reason');
  const notes = optionalTextField(body, 'notes', NOTES_MAX, 'complain.notes');
  return { type: type as number, reason, notes: notes || null };
}

/** An item's version: a positive integer (not digits: a body's number). */
export function version(value: unknown): number {
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 2_147_483_647)
    throw validationError('version', 'moderation.version');
  return value as number;
}

/** One of the actions that decide an item. */
export function action(value: unknown): Action {
  if (!ACTIONS.includes(value as Action)) throw validationError('action', 'moderation.action');
  return value as Action;
}

/** A suspension's days: 1 to MODERATION_SUSPEND_DAYS_MAX, required for `suspend` and refused otherwise. */
export function days(value: unknown, chosen: Action): number | undefined {
  if (chosen !== 'suspend') {
    if (value !== undefined && value !== null) throw validationError('days', 'moderation.days');
    return undefined;
  }
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MODERATION_SUSPEND_DAYS_MAX)
    throw validationError('days', 'moderation.days');
  return value as number;
}

/** The moderator's note for the audit trail: at most MODERATION_NOTE_MAX characters; absent is none. */
export function note(body: Record<string, unknown>): string | undefined {
  return optionalTextField(body, 'note', MODERATION_NOTE_MAX, 'moderation.note') || undefined;
}

/** The queue's filters from the query: `state`, `category`, `kind`, `mine=1`. */
export function queueFilter(query: Query): QueueFilter {
  const state = (query.state ?? 'open') as QueueFilter['state'];
  if (!STATES.includes(state)) throw validationError('state', 'moderation.state');
  let category: number | undefined;
  if (query.category !== undefined) {
    category = /^\d{1,2}$/.test(query.category) ? Number(query.category) : Number.NaN;
    if (!COMPLAINT_TYPES.some((known) => known.id === category)) throw validationError('category', 'complain.type');
  }
  const kind = query.kind as TargetKind | undefined;
  if (kind !== undefined && !TARGET_KINDS.includes(kind)) throw validationError('kind', 'moderation.kind');
  if (query.mine !== undefined && query.mine !== '1' && query.mine !== '0')
    throw validationError('mine', 'moderation.mine');
  return { state, category, kind, mine: query.mine === '1' };
}
