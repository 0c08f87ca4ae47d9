import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { loadNodes, parseUpstreamId } from '../core/global-ids';
import { totalCountField, upstreamConnection } from '../core/paging';
import { GenderFilter } from '../meet/queries';
import { User } from '../user/types';
import { Viewer } from '../viewer/types';
import type { MatchAttemptInfo, MatchPreferencesInfo, MatchStatusInfo } from './endpoints';

/**
 * The random match (issue 22): a member starts a search with a countdown set by the server,
 * and is paired with another searching member, or told nobody was free. Private by
 * construction: an attempt is only ever its own member's (upstream's `/bump/attempts` leaves
 * others' out, so `node(id:)` of another's is null), the status and history hang on `Viewer`,
 * and the events go to each member's own topic with their own attempt.
 */

export const MatchAttemptStatus = builder.enumType('MatchAttemptStatus', {
  values: {
    SEARCHING: { value: 'searching', description: 'Waiting for a partner until `deadline`.' },
    MATCHED: { value: 'matched', description: 'A partner was found: `partner`.' },
    NO_MATCH: { value: 'no_match', description: 'Nobody was free before the deadline (it cost nothing).' },
    CANCELLED: { value: 'cancelled', description: 'The member stopped searching (it cost nothing).' },
  } as const,
});

export const MatchPreferences = builder.objectRef<MatchPreferencesInfo>('MatchPreferences').implement({
  description: 'An SVIP member’s choices for a match.',
  fields: (t) => ({
    gender: t.field({ type: GenderFilter, nullable: true, resolve: (p) => p.gender ?? null }),
    ageMin: t.int({ nullable: true, resolve: (p) => p.ageMin ?? null }),
    ageMax: t.int({ nullable: true, resolve: (p) => p.ageMax ?? null }),
    language: t.string({ nullable: true, resolve: (p) => p.language ?? null }),
    region: t.string({ nullable: true, resolve: (p) => p.region ?? null }),
  }),
});

export const MatchAttempt = builder.loadableNode('MatchAttempt', {
  description: 'One start of a random match, the viewer’s own only.',
  id: { resolve: (attempt: MatchAttemptInfo) => attempt.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.matchAttempts.loadMany(known)),
  fields: (t) => ({
    status: t.field({ type: MatchAttemptStatus, resolve: (attempt) => attempt.status }),
    startedAt: t.exposeString('startedAt'),
    deadline: t.exposeString('deadline', { description: 'When the search ends: the server’s countdown.' }),
    secondsLeft: t.exposeInt('secondsLeft', {
      description: 'Whole seconds left when this was read: the client counts down from it.',
    }),
    endedAt: t.string({
      nullable: true,
      description: 'When it was matched, found nobody, or was cancelled.',
      resolve: (attempt) => attempt.endedAt,
    }),
    preferences: t.field({ type: MatchPreferences, nullable: true, resolve: (attempt) => attempt.preferences }),
    partner: t.field({
      type: User,
      nullable: true,
      description: 'Who was found (MATCHED only), as the viewer sees them.',
      resolve: (attempt) => attempt.partner,
    }),
  }),
});

export const MatchStatus = builder.objectRef<MatchStatusInfo>('MatchStatus').implement({
  description: 'Whether the viewer may start a random match now, and their current attempt.',
  fields: (t) => ({
    canStart: t.exposeBoolean('canStart', {
      description:
        'False only when the day’s matches are used (a searching attempt leaves it true: starting answers that attempt).',
    }),
    unlimited: t.exposeBoolean('unlimited', { description: 'SVIP: no daily limit.' }),
    canChoosePreferences: t.exposeBoolean('canChoosePreferences', { description: 'SVIP: may send preferences.' }),
    nextAttemptsAt: t.string({
      nullable: true,
      description: 'When canStart is false: when starting works again (the next UTC midnight).',
      resolve: (status) => status.nextAttemptsAt,
    }),
    current: t.field({
      type: MatchAttempt,
      nullable: true,
      description: 'The viewer’s most recent attempt if it started within the last hour.',
      resolve: (status) => status.current,
    }),
  }),
});

builder.objectFields(Viewer, (t) => ({
  matchStatus: t.field({
    type: MatchStatus,
    description: 'The viewer’s random match: whether they may start, and their current attempt.',
    resolve: (_viewer, _args, context) => context.loaders.matchStatus(),
  }),
  matchHistory: t.connection(
    {
      type: MatchAttempt,
      description:
        'People the viewer met by random match, newest first: their matched attempts, each with its partner (null for one who blocked the viewer or is gone).',
      resolve: (_viewer, args, context) =>
        upstreamConnection(
          args,
          (page) => context.upstream.match.history(page),
          (list) => context.loaders.primeMatchAttempts(list),
        ),
    },
    { name: 'ViewerMatchHistoryConnection', ...(totalCountField as object) },
  ),
}));
