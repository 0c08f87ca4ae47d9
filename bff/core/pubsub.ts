import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';

/**
 * The topics, declared by the domains that publish them (module augmentation of this
 * interface, next to their webhook decoders), so adding a topic edits no central file. A
 * topic keyed by an id (a member, later a conversation) reaches only that id's listeners:
 * `[id, payload]`; a topic for everyone: `[payload]`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains fill it by module augmentation, which needs an interface
export interface Topics {}

type PayloadOf<K extends keyof Topics> = Topics[K] extends [unknown, infer P]
  ? P
  : Topics[K] extends [infer P]
    ? P
    : never;
/** The payloads of several topics (each topic's own, not what they share). */
type PayloadOfEach<K extends keyof Topics> = K extends keyof Topics ? PayloadOf<K> : never;
type KeyOf<K extends keyof Topics> = Topics[K] extends [infer Id, unknown] ? [id: Id] : [];

/** More events than this waiting for one slow listener means it is gone: it stops. */
const QUEUE_MAX = 1024;

/**
 * One listener as an async iterator: a small queue and one event listener, nothing more, so
 * an idle subscription costs little (a class: its methods are shared, where closures would
 * be made per subscription); `return()` (the socket closed) removes the listener at once,
 * even while waiting for an event.
 */
export class Listener<T> implements AsyncIterableIterator<T> {
  /** Made on the first event that finds nobody waiting: most listeners never need one. */
  private queue: T[] | undefined;
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private finished = false;
  private readonly onEvent: (event: Event) => void;

  constructor(
    private readonly target: EventTarget,
    /** One topic, or several heard as one stream (a member's own and a broadcast). */
    private readonly eventTypes: readonly string[],
  ) {
    // A function of its own per listener: the Redis target keeps its callbacks in a set.
    this.onEvent = (event) => this.push((event as CustomEvent<T>).detail);
    for (const eventType of eventTypes) target.addEventListener(eventType, this.onEvent);
  }

  private push(value: T) {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value, done: false });
    } else {
      this.queue ??= [];
      if (this.queue.push(value) > QUEUE_MAX) this.finish();
    }
  }

  private finish(): IteratorResult<T> {
    if (!this.finished) {
      this.finished = true;
      for (const eventType of this.eventTypes) this.target.removeEventListener(eventType, this.onEvent);
      this.queue = undefined;
      this.waiting?.({ value: undefined, done: true });
      this.waiting = undefined;
    }
    return { value: undefined, done: true };
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue?.length) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.finished) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  async return(): Promise<IteratorResult<T>> {
    return this.finish();
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    this.finish();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

function busOn(eventTarget: EventTarget) {
  const eventType = (topic: string, args: unknown[]) => (args.length > 1 ? `${topic}:${args[0]}` : topic);
  return {
    publish<K extends keyof Topics>(topic: K, ...args: Topics[K] & unknown[]) {
      eventTarget.dispatchEvent(new CustomEvent(eventType(topic, args), { detail: args[args.length - 1] }));
    },
    listen<K extends keyof Topics>(topic: K, ...key: KeyOf<K>): AsyncIterableIterator<PayloadOf<K>> {
      return new Listener<PayloadOf<K>>(eventTarget, [key.length > 0 ? `${topic}:${key[0]}` : topic]);
    },
    /**
     * Several topics as one stream, in the order published (a member's topic and a topic for
     * everyone): one queue and one callback, so an idle subscription costs what one topic does.
     */
    listenAll<K extends keyof Topics>(...topics: Array<{ [T in K]: [T, ...KeyOf<T>] }[K]>): Listener<PayloadOfEach<K>> {
      const eventTypes = topics.map(([topic, ...key]) => (key.length > 0 ? `${topic}:${key[0]}` : topic));
      return new Listener<PayloadOfEach<K>>(eventTarget, eventTypes);
    },
  };
}

/**
 * In-process by default; with REDIS_URL every BFF instance shares one event bus, so an
 * event received by one instance reaches listeners connected to another.
 */
export function createBffPubSub(redisUrl: string | undefined) {
  if (!redisUrl) {
    // One listener per open subscription: a member with many tabs is not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: busOn(eventTarget), eventTarget, close: async () => {} };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient }) as unknown as EventTarget;
  return {
    pubsub: busOn(eventTarget),
    redis: publishClient,
    close: async () => {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

export type BffPubSub = ReturnType<typeof busOn>;
