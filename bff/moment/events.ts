import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { isId, onUpstreamEvent } from '../core/events';
import { parseUpstreamId } from '../core/global-ids';
import { bffMessage } from '../messages';
import type { MomentScope } from './endpoints';
import { MomentNotFoundError } from './errors';
import { feedAudienceOf, type MomentPublished, type NewMomentsPayload } from './feed-audience';
import { Moment, MomentFeedScope, type MomentCounts } from './types';

/**
 * Live moments. The square hears that new moments exist (`momentFeedEvents`: the "N new
 * moments" pill, never the moments themselves); an open moment hears its counts and its
 * deletion (`momentEvents`). Upstream's events name a moment, not who may see it: the feed's
 * audience is asked of upstream once per event (feed-audience.ts), and a moment's subscriber
 * was checked when subscribing, its counts null for good if it may not see them.
 */

/** What a moment's topic carries: the same for every subscriber, shaped for each as it goes out. */
type MomentTopicEvent =
  | { kind: 'counts'; likeCount: number; commentCount: number; occurredAt: string }
  | { kind: 'deleted'; occurredAt: string };

declare module '../core/pubsub' {
  interface Topics {
    /** A new moment: every instance's feed audience hears it. */
    'moment.published': [event: MomentPublished];
    /** One moment's counts and deletion, by its id. */
    'moment.event': [momentId: number, event: MomentTopicEvent];
  }
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

onUpstreamEvent<MomentPublished>('moment.published', {
  decode: ({ dynamicId, userId, visibility }) =>
    isId(dynamicId) && isId(userId) && typeof visibility === 'string' ? { dynamicId, userId, visibility } : null,
  publish: (pubsub, moment) => pubsub.publish('moment.published', moment),
});

onUpstreamEvent<{ dynamicId: number; likeCount: number; commentCount: number }>('moment.changed', {
  decode: ({ dynamicId, likeCount, commentCount }) =>
    isId(dynamicId) && isCount(likeCount) && isCount(commentCount) ? { dynamicId, likeCount, commentCount } : null,
  publish: (pubsub, { dynamicId, likeCount, commentCount }, occurredAt) =>
    pubsub.publish('moment.event', dynamicId, { kind: 'counts', likeCount, commentCount, occurredAt }),
});

onUpstreamEvent<{ dynamicId: number }>('moment.deleted', {
  decode: ({ dynamicId, userId }) => (isId(dynamicId) && isId(userId) ? { dynamicId } : null),
  publish: (pubsub, { dynamicId }, occurredAt) =>
    pubsub.publish('moment.event', dynamicId, { kind: 'deleted', occurredAt }),
});

// ------------------------------------------------------------------ the square's "N new moments"

const NewMomentsEvent = builder.objectRef<NewMomentsPayload>('NewMomentsEvent').implement({
  description:
    'Another moment the viewer may see was published in the scope: `count` says how many since subscribing (or ask momentFeedNewCount).',
  fields: (t) => ({
    scope: t.field({ type: MomentFeedScope, resolve: (event) => event.scope as Exclude<MomentScope, 'user' | 'mine'> }),
    count: t.exposeInt('count'),
  }),
});

const MomentFeedEvent = builder.unionType('MomentFeedEvent', {
  description: 'Something that happened in the square for the viewer.',
  types: [NewMomentsEvent],
  resolveType: () => 'NewMomentsEvent',
});

builder.subscriptionField('momentFeedEvents', (t) =>
  t.field({
    type: MomentFeedEvent,
    description:
      'Tells an open square that new moments the viewer may see exist in `scope` (RANDOM hears nothing): for the “N new moments” pill.',
    authScopes: { loggedIn: true },
    args: { scope: t.arg({ type: MomentFeedScope, required: true }) },
    subscribe: async (_root, { scope }, context) =>
      feedAudienceOf(context.pubsub).add(await context.loaders.viewerId(), scope, context.upstream.moment),
    resolve: (event: NewMomentsPayload) => event,
  }),
);

// ------------------------------------------------------------------ an open moment

type MomentEventPayload =
  | { type: 'MomentCountsChangedEvent'; occurredAt: string; moment: MomentCounts }
  | { type: 'MomentDeletedEvent'; occurredAt: string; momentId: number };

const MomentCountsChangedEvent = builder
  .objectRef<Extract<MomentEventPayload, { type: 'MomentCountsChangedEvent' }>>('MomentCountsChangedEvent')
  .implement({
    description: 'The moment’s likes or comments changed: its counts (null where the viewer may not see them).',
    fields: (t) => ({
      occurredAt: t.exposeString('occurredAt'),
      moment: t.field({ type: Moment, resolve: (event) => event.moment }),
    }),
  });

const MomentDeletedEvent = builder
  .objectRef<Extract<MomentEventPayload, { type: 'MomentDeletedEvent' }>>('MomentDeletedEvent')
  .implement({
    description: 'Its author deleted the moment.',
    fields: (t) => ({
      occurredAt: t.exposeString('occurredAt'),
      deletedMomentId: t.id({
        description: 'For `@deleteRecord`.',
        resolve: (event) => encodeGlobalID('Moment', event.momentId),
      }),
    }),
  });

const MomentEvent = builder.unionType('MomentEvent', {
  description: 'Something that happened to a moment the viewer has open.',
  types: [MomentCountsChangedEvent, MomentDeletedEvent],
  resolveType: (event) => event.type,
});

/** A moment's topic as one subscriber hears it: its counts, or null ones where it may not see them. */
function shapedFor(
  source: AsyncIterableIterator<MomentTopicEvent>,
  momentId: number,
  seesInteractions: boolean,
): AsyncIterableIterator<MomentEventPayload> {
  const shape = ({ value, done }: IteratorResult<MomentTopicEvent>): IteratorResult<MomentEventPayload> => {
    if (done) return { value: undefined, done: true };
    if (value.kind === 'deleted')
      return { value: { type: 'MomentDeletedEvent', occurredAt: value.occurredAt, momentId }, done: false };
    const moment = seesInteractions
      ? { id: momentId, likeCount: value.likeCount, commentCount: value.commentCount }
      : { id: momentId, likeCount: null, commentCount: null };
    return { value: { type: 'MomentCountsChangedEvent', occurredAt: value.occurredAt, moment }, done: false };
  };
  const shaped: AsyncIterableIterator<MomentEventPayload> = {
    next: () => source.next().then(shape),
    return: async () => shape((await source.return?.()) ?? { value: undefined, done: true }),
    throw: async (error) => shape((await source.throw?.(error)) ?? { value: undefined, done: true }),
    [Symbol.asyncIterator]: () => shaped,
  };
  return shaped;
}

/** Refused before listening: an ID of another kind, or a moment the viewer may not see, say the same. */
const notFound = (context: Context) =>
  new GraphQLError(bffMessage(context.caller.language, 'id.invalid'), { extensions: { code: 'BAD_USER_INPUT' } });

builder.subscriptionField('momentEvents', (t) =>
  t.field({
    type: MomentEvent,
    description:
      'Live counts and deletion of one moment the viewer may see (what an open moment shows); counts are null where the viewer may not see them.',
    authScopes: { loggedIn: true },
    args: { momentId: t.arg.globalID({ required: true }) },
    subscribe: async (_root, { momentId: globalId }, context) => {
      const momentId = globalId.typename === 'Moment' ? parseUpstreamId(globalId.id) : 0;
      if (momentId === 0) throw notFound(context);
      let moment: Awaited<ReturnType<typeof context.upstream.moment.info>>;
      try {
        moment = await context.upstream.moment.info(momentId);
      } catch (error) {
        if (error instanceof MomentNotFoundError) throw notFound(context);
        throw error;
      }
      // Who may see a moment's interactions is chosen at publishing, for good: checked once.
      return shapedFor(context.pubsub.listen('moment.event', momentId), momentId, moment.likeCount !== null);
    },
    resolve: (event: MomentEventPayload) => event,
  }),
);
