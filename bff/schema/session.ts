import { builder } from '../builder';
import type { Context } from '../context';
import { InvalidCredentialsError, TooManyAttemptsError, UnauthenticatedError, ValidationError } from '../errors';
import type { MemberEventPayload } from '../pubsub';
import type { LoginResult, UserInfo } from '../upstream/types';
import { User } from './user';

/** A new upstream session (login or registration): the cookie holds its token from now on. */
export function startSession(context: Context, result: LoginResult): UserInfo {
  context.sessionCookie.set(result.token);
  context.caller.token = result.token;
  context.loaders.clearAll();
  return result.userInfo;
}

const SessionLoginInput = builder.inputType('SessionLoginInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const SessionLoginPayload = builder.objectRef<{ viewer: UserInfo }>('SessionLoginPayload').implement({
  fields: (t) => ({ viewer: t.field({ type: User, resolve: (payload) => payload.viewer }) }),
});

const SessionLogoutPayload = builder.objectRef<{ viewer: null }>('SessionLogoutPayload').implement({
  fields: (t) => ({ viewer: t.field({ type: User, nullable: true, resolve: () => null }) }),
});

builder.mutationField('sessionLogin', (t) =>
  t.field({
    type: SessionLoginPayload,
    description: 'Logs in with e-mail and password; sets the session cookie.',
    args: { input: t.arg({ type: SessionLoginInput, required: true }) },
    errors: {
      types: [InvalidCredentialsError, ValidationError, TooManyAttemptsError],
      union: { name: 'SessionLoginResult' },
    },
    resolve: async (_root, { input }, context) => ({
      viewer: startSession(context, await context.upstream.post<LoginResult>(context.caller, '/account/login', input)),
    }),
  }),
);

builder.mutationField('sessionLogout', (t) =>
  t.field({
    type: SessionLogoutPayload,
    description: 'Ends the session: revokes the token upstream and clears the cookie.',
    resolve: async (_root, _args, context) => {
      if (context.caller.token) {
        try {
          await context.upstream.post(context.caller, '/account/logout', {});
        } catch (error) {
          if (!(error instanceof UnauthenticatedError)) throw error; // already gone upstream
        }
      }
      context.sessionCookie.clear();
      context.caller.token = undefined;
      return { viewer: null };
    },
  }),
);

const SessionEventKind = builder.enumType('SessionEventKind', {
  values: { LOGGED_IN_ELSEWHERE: { description: 'The same member logged in on another device; this session has ended.' } },
});

interface SessionEventShape {
  kind: 'LOGGED_IN_ELSEWHERE';
  occurredAt: string;
}

const SessionEvent = builder.objectRef<SessionEventShape>('SessionEvent').implement({
  fields: (t) => ({
    kind: t.field({ type: SessionEventKind, resolve: (event) => event.kind }),
    occurredAt: t.exposeString('occurredAt'),
  }),
});

builder.subscriptionField('sessionEvents', (t) =>
  t.field({
    type: SessionEvent,
    description: 'Events about the viewer’s own session, e.g. the same member logged in elsewhere.',
    authScopes: { loggedIn: true },
    subscribe: async function* (_root, _args, context) {
      const me = await context.loaders.myInfo();
      for await (const started of context.pubsub.subscribe('session.started', me.id)) {
        if (started.sessionId === me.sessionId) continue;
        yield { kind: 'LOGGED_IN_ELSEWHERE' as const, occurredAt: started.occurredAt };
      }
    },
    resolve: (event: SessionEventShape) => event,
  }),
);

const MemberEventKind = builder.enumType('MemberEventKind', {
  values: {
    FRIEND_REQUEST_RECEIVED: { description: 'Someone asked to be the viewer’s friend.' },
    FRIEND_REQUEST_ACCEPTED: { description: 'Someone accepted the viewer’s request, or added the viewer (no approval needed).' },
  },
});

const MemberEvent = builder.objectRef<MemberEventPayload>('MemberEvent').implement({
  description: 'Something another member did that concerns the viewer.',
  fields: (t) => ({
    kind: t.field({ type: MemberEventKind, resolve: (event) => event.kind }),
    occurredAt: t.exposeString('occurredAt'),
    user: t.field({ type: User, nullable: true, description: 'The other member (null if no longer visible).', resolve: (event, _args, context) => context.loaders.users.load(event.otherUserId) }),
    viewer: t.field({ type: User, description: 'The viewer afresh (e.g. the pending friend-request count).', resolve: (_event, _args, context) => context.loaders.myInfo() }),
  }),
});

builder.subscriptionField('viewerEvents', (t) =>
  t.field({
    type: MemberEvent,
    description: 'Live events about other members’ actions that concern the viewer.',
    authScopes: { loggedIn: true },
    subscribe: async function* (_root, _args, context) {
      const me = await context.loaders.myInfo();
      for await (const event of context.pubsub.subscribe('member.event', me.id)) {
        // Each event is answered with fresh data, not what an earlier event cached.
        context.loaders.clearAll();
        yield event;
      }
    },
    resolve: (event: MemberEventPayload) => event,
  }),
);
