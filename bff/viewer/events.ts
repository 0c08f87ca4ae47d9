import { builder } from '../core/builder';
import type { BffPubSub, Listener } from '../core/pubsub';
import { Viewer, type ViewerSource } from './types';

/**
 * Live events for the viewer, one kind per GraphQL type: each domain declares its kinds
 * (module augmentation of `ViewerEvents`: type name → data), publishes them with
 * `publishViewerEvent`, and implements `ViewerEvent` for them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains fill it by module augmentation, which needs an interface
export interface ViewerEvents {}

export type ViewerEventPayload = {
  [K in keyof ViewerEvents]: { type: K; occurredAt: string; data: ViewerEvents[K]; viewer: ViewerSource };
}[keyof ViewerEvents];

/** One kind of viewer event, as its GraphQL type receives it. */
export type ViewerEventOf<K extends keyof ViewerEvents> = Extract<ViewerEventPayload, { type: K }>;

/** An event for every member (an announcement, a maintenance window): each socket adds its own viewer. */
export type ViewerBroadcastPayload = Omit<ViewerEventPayload, 'viewer'> & { viewer?: undefined };

declare module '../core/pubsub' {
  interface Topics {
    /** Everything live for one member: one subscription per browser tab. */
    'viewer.event': [userId: number, event: ViewerEventPayload];
    /** What every member's viewerEvents hears: one topic for all, so a broadcast is one publish. */
    'viewer.broadcast': [event: ViewerBroadcastPayload];
  }
}

/** `viewer` carries what the event changed for them (a count), so answering costs no call. */
export function publishViewerEvent<K extends keyof ViewerEvents>(
  pubsub: BffPubSub,
  viewer: ViewerSource,
  type: K,
  occurredAt: string,
  data: ViewerEvents[K],
) {
  pubsub.publish('viewer.event', viewer.id, { type, occurredAt, data, viewer } as ViewerEventPayload);
}

/**
 * An event for every subscribed member: published once; each socket's event names its own
 * viewer (with nothing the event counted: what a screen needs of the viewer it counts itself
 * or reads).
 */
export function publishViewerBroadcast<K extends keyof ViewerEvents>(
  pubsub: BffPubSub,
  type: K,
  occurredAt: string,
  data: ViewerEvents[K],
) {
  pubsub.publish('viewer.broadcast', { type, occurredAt, data } as ViewerBroadcastPayload);
}

/** A member's own events and the broadcasts, one stream; a broadcast gets the member as its viewer. */
class ViewerEventStream implements AsyncIterableIterator<ViewerEventPayload> {
  constructor(
    private readonly events: Listener<ViewerEventPayload | ViewerBroadcastPayload>,
    private readonly viewerId: number,
  ) {}

  async next(): Promise<IteratorResult<ViewerEventPayload>> {
    const result = await this.events.next();
    if (result.done || result.value.viewer) return result as IteratorResult<ViewerEventPayload>;
    return { done: false, value: { ...result.value, viewer: { id: this.viewerId } } as ViewerEventPayload };
  }
  return(): Promise<IteratorResult<ViewerEventPayload>> {
    return this.events.return() as Promise<IteratorResult<ViewerEventPayload>>;
  }
  throw(error: unknown): Promise<IteratorResult<ViewerEventPayload>> {
    return this.events.throw(error) as Promise<IteratorResult<ViewerEventPayload>>;
  }
  [Symbol.asyncIterator]() {
    return this;
  }
}

export const ViewerEvent = builder.interfaceRef<ViewerEventPayload>('ViewerEvent').implement({
  description:
    'Something that happened for the viewer. Each kind carries what the screens show, so it costs no further call.',
  resolveType: (event) => event.type,
  fields: (t) => ({
    occurredAt: t.exposeString('occurredAt'),
    viewer: t.field({
      type: Viewer,
      description: 'The viewer afresh (counts the event changed).',
      resolve: (event) => event.viewer,
    }),
  }),
});

builder.subscriptionField('viewerEvents', (t) =>
  t.field({
    type: ViewerEvent,
    description:
      'Live events for the viewer (friend requests now; messages and more as they come). A client opens this one subscription per tab.',
    authScopes: { loggedIn: true },
    // A listener, not an async generator: a generator parked at `await` cannot be returned
    // from, so a closed socket would leave its listener behind.
    subscribe: async (_root, _args, context) => {
      const viewerId = await context.loaders.viewerId();
      return new ViewerEventStream(
        context.pubsub.listenAll<'viewer.event' | 'viewer.broadcast'>(['viewer.event', viewerId], ['viewer.broadcast']),
        viewerId,
      );
    },
    // Each event runs with a context of its own (bff/sockets.ts): what it does not carry is read afresh.
    resolve: (event: ViewerEventPayload) => event,
  }),
);
