import { builder } from '../core/builder';
import { isId, isObject, onUpstreamEvent } from '../core/events';
import { publishViewerEvent, ViewerEvent, type ViewerEventOf } from '../viewer/events';
import type { MatchAttemptInfo } from './endpoints';
import { MatchAttempt } from './types';

// Live random match: upstream's match.started, match.found and match.ended name each member
// with their own attempt as they see it (partner included); each goes to that member's
// viewerEvents only, so nobody else's socket hears of it and it costs no upstream call.

interface MatchEventData {
  attempt: MatchAttemptInfo;
}

declare module '../viewer/events' {
  interface ViewerEvents {
    MatchStartedEvent: MatchEventData;
    MatchFoundEvent: MatchEventData;
    MatchEndedEvent: MatchEventData;
  }
}

const STATUSES = new Set(['searching', 'matched', 'no_match', 'cancelled']);

/** An attempt as upstream's event carries it, or null when it is not one. */
function attemptIn(value: unknown): MatchAttemptInfo | null {
  if (!isObject(value) || !isId(value.id) || typeof value.status !== 'string' || !STATUSES.has(value.status))
    return null;
  if (
    typeof value.startedAt !== 'string' ||
    typeof value.deadline !== 'string' ||
    Number.isNaN(Date.parse(value.deadline))
  )
    return null;
  if (value.partner != null && !(isObject(value.partner) && isId(value.partner.id))) return null;
  return value as unknown as MatchAttemptInfo;
}

/** A member and their attempt, or null. */
function memberAttempt(memberId: unknown, attempt: unknown): { memberId: number; attempt: MatchAttemptInfo } | null {
  const decoded = attemptIn(attempt);
  return isId(memberId) && decoded ? { memberId, attempt: decoded } : null;
}

/**
 * The attempt as it goes out: its seconds left counted now from the server's deadline (the
 * event may have waited in upstream's outbox), so the client's countdown starts right.
 */
export function withSecondsLeft(attempt: MatchAttemptInfo, now = Date.now()): MatchAttemptInfo {
  const secondsLeft =
    attempt.status === 'searching' ? Math.max(0, Math.ceil((Date.parse(attempt.deadline) - now) / 1000)) : 0;
  return { ...attempt, secondsLeft };
}

for (const [type, kind] of [
  ['match.started', 'MatchStartedEvent'],
  ['match.ended', 'MatchEndedEvent'],
] as const) {
  onUpstreamEvent<{ memberId: number; attempt: MatchAttemptInfo }>(type, {
    decode: ({ memberId, attempt }) => memberAttempt(memberId, attempt),
    publish: (pubsub, { memberId, attempt }, occurredAt) =>
      publishViewerEvent(pubsub, { id: memberId }, kind, occurredAt, { attempt: withSecondsLeft(attempt) }),
  });
}

onUpstreamEvent<Array<{ memberId: number; attempt: MatchAttemptInfo }>>('match.found', {
  decode: ({ matches }) => {
    if (!Array.isArray(matches) || matches.length !== 2) return null;
    const decoded = matches.map((match) => (isObject(match) ? memberAttempt(match.memberId, match.attempt) : null));
    return decoded.every((match) => match !== null) ? decoded : null;
  },
  // Each member hears their own attempt only (their partner as they see them).
  publish: (pubsub, matches, occurredAt) => {
    for (const { memberId, attempt } of matches)
      publishViewerEvent(pubsub, { id: memberId }, 'MatchFoundEvent', occurredAt, {
        attempt: withSecondsLeft(attempt),
      });
  },
});

const EVENT_TYPES = [
  [
    'MatchStartedEvent',
    'The viewer started a random match (in this tab or another): the countdown to show.',
    'The searching attempt; `secondsLeft` counted when the event was sent.',
  ],
  [
    'MatchFoundEvent',
    'A partner was found for the viewer’s random match.',
    'The viewer’s matched attempt, with its partner as the viewer sees them.',
  ],
  [
    'MatchEndedEvent',
    'The viewer’s random match ended without a partner: nobody was free before the deadline, or it was cancelled.',
    'The attempt: NO_MATCH or CANCELLED.',
  ],
] as const;

for (const [kind, description, attemptDescription] of EVENT_TYPES)
  builder.objectRef<ViewerEventOf<typeof kind>>(kind).implement({
    description,
    interfaces: [ViewerEvent],
    fields: (t) => ({
      attempt: t.field({ type: MatchAttempt, description: attemptDescription, resolve: (event) => event.data.attempt }),
    }),
  });
