import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';

export interface SessionStartedPayload {
  sessionId: string;
  occurredAt: string;
}

/** Something another member did that concerns this member (the viewerEvents subscription). */
export interface MemberEventPayload {
  kind: 'FRIEND_REQUEST_RECEIVED' | 'FRIEND_REQUEST_ACCEPTED';
  /** The other member: who asked, or who is now a friend. */
  otherUserId: number;
  occurredAt: string;
}

/** Topics, each scoped by member id so a subscriber hears only their own events. */
type Topics = {
  'session.started': [userId: number, payload: SessionStartedPayload];
  'member.event': [userId: number, payload: MemberEventPayload];
};

/**
 * In-process by default; with REDIS_URL every BFF instance shares one event bus, so an
 * event received by one instance reaches subscribers connected to another.
 */
export function createBffPubSub(redisUrl: string | undefined) {
  if (!redisUrl) return { pubsub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    redis: publishClient,
    close: async () => {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

export type BffPubSub = ReturnType<typeof createBffPubSub>['pubsub'];
