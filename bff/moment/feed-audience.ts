import { MOMENT_AUDIENCE_CHUNK } from '../constants';
import { UnauthenticatedError } from '../core/errors';
import type { BffPubSub } from '../core/pubsub';
import type { MomentEndpoints, MomentScope } from './endpoints';

/** A new moment as upstream's `moment.published` event names it. */
export interface MomentPublished {
  dynamicId: number;
  userId: number;
  visibility: string;
}

/** What one `momentFeedEvents` subscription hears: another moment it may see, in its scope. */
export interface NewMomentsPayload {
  scope: MomentScope;
  /** New moments since it subscribed. */
  count: number;
}

/** More events than this waiting for one slow subscriber means it is gone: it stops. */
const QUEUE_MAX = 256;

/**
 * One `momentFeedEvents` subscription: an async iterator (a small queue), registered with its
 * instance's audience while it runs and removed the moment it ends (`return()`: the client
 * completed or the socket closed), so nothing of it outlives it.
 */
export class FeedSubscription implements AsyncIterableIterator<NewMomentsPayload> {
  private queue: NewMomentsPayload[] | undefined;
  private waiting: ((result: IteratorResult<NewMomentsPayload>) => void) | undefined;
  private finished = false;
  private count = 0;

  constructor(
    private readonly audience: MomentFeedAudience,
    readonly viewerId: number,
    readonly scope: MomentScope,
    /** The subscriber's upstream area: the audience asks upstream through a live subscriber's session. */
    readonly upstream: MomentEndpoints,
  ) {}

  /** Another new moment the subscriber may see. */
  push() {
    if (this.finished) return;
    const value = { scope: this.scope, count: ++this.count };
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value, done: false });
    } else {
      this.queue ??= [];
      if (this.queue.push(value) > QUEUE_MAX) void this.return();
    }
  }

  next(): Promise<IteratorResult<NewMomentsPayload>> {
    const queued = this.queue?.shift();
    if (queued) return Promise.resolve({ value: queued, done: false });
    if (this.finished) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  async return(): Promise<IteratorResult<NewMomentsPayload>> {
    if (!this.finished) {
      this.finished = true;
      this.queue = undefined;
      this.audience.remove(this);
      this.waiting?.({ value: undefined, done: true });
      this.waiting = undefined;
    }
    return { value: undefined, done: true };
  }

  async throw(error: unknown): Promise<IteratorResult<NewMomentsPayload>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

/**
 * The viewers one BFF instance has subscribed to `momentFeedEvents`, and what tells them of a
 * new moment: on `moment.published` (from the event bus, so with Redis every instance hears
 * it) it asks upstream once per 1,000 of its subscribed viewers which of them may see the
 * moment and in which scopes (`/dynamic/audience`), and pushes to those subscriptions only.
 * It listens to the bus only while it has subscribers.
 */
export class MomentFeedAudience {
  /** Subscriptions by viewer. */
  private readonly byViewer = new Map<number, Set<FeedSubscription>>();
  private published: AsyncIterableIterator<MomentPublished> | undefined;

  constructor(private readonly pubsub: BffPubSub) {}

  /** How many viewers have a subscription (tests and the bench read it). */
  get viewerCount() {
    return this.byViewer.size;
  }

  add(viewerId: number, scope: MomentScope, upstream: MomentEndpoints): FeedSubscription {
    const subscription = new FeedSubscription(this, viewerId, scope, upstream);
    const subscriptions = this.byViewer.get(viewerId) ?? new Set();
    this.byViewer.set(viewerId, subscriptions.add(subscription));
    if (!this.published) this.listen();
    return subscription;
  }

  remove(subscription: FeedSubscription) {
    const subscriptions = this.byViewer.get(subscription.viewerId);
    if (!subscriptions?.delete(subscription)) return;
    if (subscriptions.size === 0) this.byViewer.delete(subscription.viewerId);
    if (this.byViewer.size === 0) {
      void this.published?.return?.();
      this.published = undefined;
    }
  }

  private listen() {
    const published = this.pubsub.listen('moment.published');
    this.published = published;
    void (async () => {
      for (;;) {
        const event = await published.next();
        if (event.done) return;
        await this.tell(event.value).catch((error) =>
          console.warn(`moment ${event.value.dynamicId}: new-moment events not sent: ${(error as Error).message}`),
        );
      }
    })();
  }

  /** Asks upstream who of the subscribed viewers may see the moment, and tells them. */
  private async tell(moment: MomentPublished) {
    // The author's own screen has the moment already (the publish answered it).
    const viewers = [...this.byViewer.keys()].filter((viewerId) => viewerId !== moment.userId);
    for (let start = 0; start < viewers.length; start += MOMENT_AUDIENCE_CHUNK) {
      const chunk = viewers.slice(start, start + MOMENT_AUDIENCE_CHUNK);
      const { list } = await this.askAudience(moment.dynamicId, chunk);
      for (const { userId, scopes } of list)
        for (const subscription of this.byViewer.get(userId) ?? [])
          if (scopes.includes(subscription.scope)) subscription.push();
    }
  }

  /** Through a subscriber's session; one that ended meanwhile (its socket closing) gives way to another's. */
  private async askAudience(dynamicId: number, userIds: number[]) {
    for (const viewerId of userIds.slice(0, 3)) {
      const subscription = this.byViewer.get(viewerId)?.values().next().value;
      if (!subscription) continue;
      try {
        return await subscription.upstream.audience(dynamicId, userIds);
      } catch (error) {
        if (!(error instanceof UnauthenticatedError)) throw error;
      }
    }
    return { list: [] };
  }
}

/** One audience per BFF instance: its event bus is its own. */
const audiences = new WeakMap<BffPubSub, MomentFeedAudience>();

export function feedAudienceOf(pubsub: BffPubSub): MomentFeedAudience {
  const audience = audiences.get(pubsub) ?? new MomentFeedAudience(pubsub);
  audiences.set(pubsub, audience);
  return audience;
}
