import { builder } from '../builder';
import type { Context } from '../context';
import { InvalidCredentialsError, TooManyAttemptsError, UnauthenticatedError, ValidationError } from '../errors';
import { isId, onUpstreamEvent } from '../events';
import type { LoginResult } from '../upstream/types';
import { Viewer, type ViewerSource } from './viewer';

/** Logging in and out (spec §2 login, §4 session); sessions that end upstream end their sockets. */

/** A new upstream session (login or registration): the cookie holds its token from now on. */
export function startSession(context: Context, result: LoginResult): ViewerSource {
  context.sessionCookie.set(result.token);
  context.caller.token = result.token;
  context.loaders.clearAll();
  context.knownSessions.remember(result.token, result.userInfo.id);
  return { id: result.userInfo.id };
}

/** The payload of a mutation that answers with the viewer. */
export const ViewerPayload = (name: string) =>
  builder.objectRef<{ viewer: ViewerSource }>(name).implement({
    fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: (payload) => payload.viewer }) }),
  });

const SessionLoginInput = builder.inputType('SessionLoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const SessionLogoutPayload = builder.objectRef<{ viewer: null }>('SessionLogoutPayload').implement({
  fields: (t) => ({ viewer: t.field({ type: Viewer, nullable: true, resolve: () => null }) }),
});

builder.mutationField('sessionLogin', (t) =>
  t.field({
    type: ViewerPayload('SessionLoginPayload'),
    description: 'Logs in with e-mail and password; sets the session cookie.',
    args: { input: t.arg({ type: SessionLoginInput, required: true }) },
    errors: {
      types: [InvalidCredentialsError, ValidationError, TooManyAttemptsError],
      union: { name: 'SessionLoginResult' },
    },
    resolve: async (_root, { input }, context) => ({ viewer: startSession(context, await context.upstream.account.login(input)) }),
  }),
);

builder.mutationField('sessionLogout', (t) =>
  t.field({
    type: SessionLogoutPayload,
    description: 'Ends the session: revokes the token upstream and clears the cookie.',
    resolve: async (_root, _args, context) => {
      if (context.caller.token) {
        context.knownSessions.forgetToken(context.caller.token);
        try {
          await context.upstream.account.logout();
        } catch (error) {
          // Upstream unreachable: the browser forgets the session all the same (the member
          // asked to leave), and the answer says the token could not be revoked.
          if (!(error instanceof UnauthenticatedError)) {
            context.sessionCookie.clear();
            throw error;
          }
        }
      }
      context.sessionCookie.clear();
      context.caller.token = undefined;
      return { viewer: null };
    },
  }),
);

export const SESSION_END_REASONS = ['LOGOUT', 'LOGGED_IN_ELSEWHERE', 'PASSWORD_CHANGED', 'PASSWORD_RESET', 'ACCOUNT_CANCELLED'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** Sessions upstream ended: their sockets close at once (bff/sockets.ts), on every BFF instance. */
export interface SessionEndedPayload {
  userId: number;
  sessionIds: string[];
  reason: SessionEndReason;
}

declare module '../pubsub' {
  interface Topics {
    'session.ended': [payload: SessionEndedPayload];
  }
}

onUpstreamEvent<SessionEndedPayload>('session.ended', {
  decode: ({ userId, sessionIds, reason }) =>
    isId(userId) && Array.isArray(sessionIds) && sessionIds.every((id) => typeof id === 'string') && SESSION_END_REASONS.includes(reason as SessionEndReason)
      ? { userId, sessionIds, reason: reason as SessionEndReason }
      : null,
  publish: (pubsub, payload) => pubsub.publish('session.ended', payload),
});
