/** The account domain's webhook events (docs/contract.md "Webhooks"). */

/** Why sessions ended, in session.ended. */
export type SessionEndReason =
  | 'LOGOUT'
  | 'LOGGED_IN_ELSEWHERE'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'ACCOUNT_CANCELLED'
  | 'ACCOUNT_SUSPENDED'
  | 'ACCOUNT_BANNED';

/** A member logged in. */
export interface SessionStartedEvent {
  userId: number;
  sessionId: string;
}

/** Sessions upstream just revoked (at least one). */
export interface SessionEndedEvent {
  userId: number;
  sessionIds: string[];
  reason: SessionEndReason;
  /** ACCOUNT_SUSPENDED: when the suspension ends (ISO), so the member's open app can say until when. */
  until?: string;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'session.started': SessionStartedEvent;
    'session.ended': SessionEndedEvent;
  }
}
