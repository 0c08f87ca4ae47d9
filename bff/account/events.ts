import { isId, onUpstreamEvent } from '../core/events';

export const SESSION_END_REASONS = [
  'LOGOUT',
  'LOGGED_IN_ELSEWHERE',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'ACCOUNT_CANCELLED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_BANNED',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** Sessions upstream ended: their sockets close at once (bff/sockets.ts), on every BFF instance. */
export interface SessionEndedPayload {
  userId: number;
  sessionIds: string[];
  reason: SessionEndReason;
  /** ACCOUNT_SUSPENDED: when the suspension ends (ISO). */
  until?: string;
}

declare module '../core/pubsub' {
  interface Topics {
    'session.ended': [payload: SessionEndedPayload];
  }
}

onUpstreamEvent<SessionEndedPayload>('session.ended', {
  decode: ({ userId, sessionIds, reason, until }) =>
    isId(userId) &&
    Array.isArray(sessionIds) &&
    sessionIds.every((id) => typeof id === 'string') &&
    SESSION_END_REASONS.includes(reason as SessionEndReason) &&
    (until === undefined || (typeof until === 'string' && !Number.isNaN(Date.parse(until))))
      ? { userId, sessionIds, reason: reason as SessionEndReason, ...(until !== undefined && { until }) }
      : null,
  publish: (pubsub, payload) => pubsub.publish('session.ended', payload),
});
