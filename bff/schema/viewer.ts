import { builder } from '../builder';
import type { Context } from '../context';
import type { BffPubSub } from '../pubsub';
import { UnauthenticatedError } from '../errors';
import type { MyInfo } from '../upstream/types';
import { User } from './user';
import { parseUpstreamId } from './global-ids';

/**
 * The logged-in member's own side: what only they may read (e-mail, balances, lists of
 * followers and friends, settings) lives here, on a type reached only through `viewer`,
 * a payload's `viewer`, or `node` with their own Viewer ID. Privacy is structural: no field
 * of another member can lead here. Domains add their fields with `builder.objectFields(Viewer, ...)`.
 */
export interface ViewerSource {
  /** The member's upstream id. */
  id: number;
  /** What an event already carried, so answering it needs no upstream call. */
  pendingFriendRequestCount?: number;
}

/** The member's own account and profile: one upstream call per operation. */
export const viewerInfo = (context: Context): Promise<MyInfo> => context.loaders.myInfo();

export const Viewer = builder.loadableNode('Viewer', {
  description: 'The logged-in member: their public profile (`user`) and everything only they may see.',
  id: { resolve: (viewer: ViewerSource) => viewer.id, parse: parseUpstreamId },
  // Only the member's own Viewer ID resolves; any other is null (an outage is an error).
  load: async (ids: number[], context: Context) => {
    const me = await context.loaders.viewerIdOrNull();
    return ids.map((id) => (me === id ? { id } : null)) as ViewerSource[];
  },
  fields: (t) => ({
    user: t.field({
      type: User,
      description: 'The member as others see them (nickname, photo, counts ...).',
      resolve: (viewer, _args, context) => viewerInfo(context),
    }),
  }),
});

/** The viewer of a mutation's payload: fields load afresh (the mutation cleared the loaders). */
export const viewerOf = async (context: Context): Promise<ViewerSource> => ({ id: await context.loaders.viewerId() });

builder.queryField('viewer', (t) =>
  t.field({
    type: Viewer,
    nullable: true,
    description: 'The logged-in member, or null without a valid session.',
    resolve: async (_root, _args, context) => {
      if (!context.caller.token) return null;
      try {
        return { id: await context.loaders.viewerId() };
      } catch (error) {
        if (!(error instanceof UnauthenticatedError)) throw error;
        context.sessionCookie.clear(); // expired or revoked: forget it
        return null;
      }
    },
  }),
);

/**
 * Live events for the viewer, one kind per GraphQL type: each domain declares its kinds
 * (module augmentation of `ViewerEvents`: type name → data), publishes them with
 * `publishViewerEvent`, and implements `ViewerEvent` for them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface ViewerEvents {}

export type ViewerEventPayload = {
  [K in keyof ViewerEvents]: { type: K; occurredAt: string; data: ViewerEvents[K]; viewer: ViewerSource };
}[keyof ViewerEvents];

/** One kind of viewer event, as its GraphQL type receives it. */
export type ViewerEventOf<K extends keyof ViewerEvents> = Extract<ViewerEventPayload, { type: K }>;

declare module '../pubsub' {
  interface Topics {
    /** Everything live for one member: one subscription per browser tab. */
    'viewer.event': [userId: number, event: ViewerEventPayload];
  }
}

/** `viewer` carries what the event changed for them (a count), so answering costs no call. */
export function publishViewerEvent<K extends keyof ViewerEvents>(pubsub: BffPubSub, viewer: ViewerSource, type: K, occurredAt: string, data: ViewerEvents[K]) {
  pubsub.publish('viewer.event', viewer.id, { type, occurredAt, data, viewer } as ViewerEventPayload);
}

export const ViewerEvent = builder.interfaceRef<ViewerEventPayload>('ViewerEvent').implement({
  description: 'Something that happened for the viewer. Each kind carries what the screens show, so it costs no further call.',
  resolveType: (event) => event.type,
  fields: (t) => ({
    occurredAt: t.exposeString('occurredAt'),
    viewer: t.field({ type: Viewer, description: 'The viewer afresh (counts the event changed).', resolve: (event) => event.viewer }),
  }),
});

builder.subscriptionField('viewerEvents', (t) =>
  t.field({
    type: ViewerEvent,
    description: 'Live events for the viewer (friend requests now; messages and more as they come). A client opens this one subscription per tab.',
    authScopes: { loggedIn: true },
    // A listener, not an async generator: a generator parked at `await` cannot be returned
    // from, so a closed socket would leave its listener behind.
    subscribe: async (_root, _args, context) => context.pubsub.listen('viewer.event', await context.loaders.viewerId()),
    // Each event runs with a context of its own (bff/sockets.ts): what it does not carry is read afresh.
    resolve: (event: ViewerEventPayload) => event,
  }),
);
