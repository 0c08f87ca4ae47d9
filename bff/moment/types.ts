import { encodeGlobalID } from '@pothos/plugin-relay';
import { MOMENT_PICTURES_MAX } from '../constants';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { BadInputError, ValidationError } from '../core/errors';
import { loadNodes, parseUpstreamId } from '../core/global-ids';
import { bffMessage } from '../messages';
import { engineName } from '../translation/types';
import type { UserInfo } from '../user/endpoints';
import { UserNotFoundError } from '../user/errors';
import { User } from '../user/types';
import { Viewer } from '../viewer/types';
import type { MomentCommentInfo, MomentInfo, MomentPage, MomentScope, MomentTranslationInfo } from './endpoints';
import { keysetConnection } from './paging';

/**
 * Moments (spec §1 feed, §2 square and space, §4; issue 21): a member's post of text and
 * photos, its likes and comments. Private by construction: every moment and comment comes
 * from upstream as the viewer may see it (`dynamic-batch`, the lists, `comment-batch`), so a
 * moment the viewer may not see is absent by every path, and counts the viewer may not see
 * arrive null.
 */

/**
 * What a live event knows of a moment: its counts as the subscriber may see them. The rest of
 * it loads (once per event) only if the subscription asks for more.
 */
export interface MomentCounts {
  id: number;
  likeCount: number | null;
  commentCount: number | null;
}
export type MomentSource = MomentInfo | MomentCounts;

const isWhole = (moment: MomentSource): moment is MomentInfo => 'content' in moment;

/** The whole moment behind a source; a moment gone from the viewer's sight meanwhile is an error here. */
async function whole(moment: MomentSource, context: Context): Promise<MomentInfo> {
  if (isWhole(moment)) return moment;
  const loaded = await context.loaders.moments.load(moment.id);
  if (!loaded) throw new Error(`moment ${moment.id} is no longer visible`);
  return loaded;
}

export const MomentKind = builder.enumType('MomentKind', {
  values: {
    NORMAL: { value: 'normal' },
    BURN_AFTER_READING: {
      value: 'burn',
      description: 'Every viewer but its author may open its photos once, for 5 seconds (momentBurnPhotoView).',
    },
  } as const,
});

export const MomentAudience = builder.enumType('MomentAudience', {
  description: 'Who may see a moment, or its likes and comments. Its author always sees everything.',
  values: {
    EVERYONE: { value: 'everyone' },
    FRIENDS: { value: 'friends', description: 'The author’s friends.' },
    ONLY_ME: { value: 'me', description: 'The author alone.' },
  } as const,
});

export const MomentFeedScope = builder.enumType('MomentFeedScope', {
  description: 'The square’s lists. All but RANDOM are newest first.',
  values: {
    ALL: { value: 'all', description: 'Every moment the viewer may see.' },
    FOLLOWING: { value: 'following', description: 'Members the viewer follows.' },
    FRIENDS: { value: 'friends', description: 'The viewer’s friends.' },
    NEARBY: {
      value: 'nearby',
      description: 'Members of the viewer’s region (empty while the viewer has none).',
    },
    RANDOM: {
      value: 'random',
      description: 'A sample of the last 30 days, in an order of its own per `seed`: never the same moment twice.',
    },
  } as const,
});

const MomentBurnState = builder.enumType('MomentBurnState', {
  description: 'A burn-after-reading moment’s photos for one of its viewers.',
  values: {
    UNVIEWED: { value: 'unviewed', description: 'Their one view is still to come.' },
    VIEWED: { value: 'viewed', description: 'Seen: the photos are gone for them.' },
  } as const,
});

export const MomentPicture = builder
  .objectRef<{ id: number; url: string | null; width: number; height: number }>('MomentPicture')
  .implement({
    description: 'One of a moment’s photos. `url` is signed for the viewer and expires.',
    fields: (t) => ({
      id: t.id({ resolve: (picture) => encodeGlobalID('MomentPicture', picture.id) }),
      url: t.string({
        nullable: true,
        description:
          'Null for a burn-after-reading moment’s viewer outside their one view (width and height still say its shape).',
        resolve: (picture) => picture.url,
      }),
      width: t.exposeInt('width'),
      height: t.exposeInt('height'),
    }),
  });

export const MomentTranslation = builder.objectRef<MomentTranslationInfo>('MomentTranslation').implement({
  description: 'The viewer’s latest translation of a moment’s or a comment’s text.',
  fields: (t) => ({
    sourceLanguage: t.exposeString('source'),
    targetLanguage: t.exposeString('target'),
    text: t.exposeString('text'),
    engine: t.exposeString('engine', { description: 'The engine and its version.' }),
    engineName: t.string({
      description: 'The machine-translation engine’s name to show with it (“Apertium” …).',
      resolve: (translation) => engineName(translation.engine),
    }),
  }),
});

export const Moment = builder.loadableNode('Moment', {
  description: 'A member’s post: text and 1 to 9 photos, as the viewer may see it.',
  id: { resolve: (moment: MomentSource) => moment.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.moments.loadMany(known)),
  fields: (t) => ({
    author: t.field({
      type: User,
      nullable: true,
      resolve: async (moment, _args, context) => (await whole(moment, context)).user,
    }),
    text: t.string({ resolve: async (moment, _args, context) => (await whole(moment, context)).content }),
    language: t.string({
      nullable: true,
      description: 'The text’s language as detected at publishing; null without words.',
      resolve: async (moment, _args, context) => (await whole(moment, context)).language,
    }),
    kind: t.field({ type: MomentKind, resolve: async (moment, _args, context) => (await whole(moment, context)).type }),
    audience: t.field({
      type: MomentAudience,
      description: 'Who may see it.',
      resolve: async (moment, _args, context) => (await whole(moment, context)).visibility,
    }),
    interactionsAudience: t.field({
      type: MomentAudience,
      description: 'Who may see its likes and comments.',
      resolve: async (moment, _args, context) => (await whole(moment, context)).interactions,
    }),
    pinned: t.boolean({
      description: 'It leads its author’s space.',
      resolve: async (moment, _args, context) => (await whole(moment, context)).pinned,
    }),
    pictures: t.field({
      type: [MomentPicture],
      // 1 to 9 (docs/contract.md): what the operation cost counts for it.
      extensions: { maxItems: MOMENT_PICTURES_MAX },
      resolve: async (moment, _args, context) => (await whole(moment, context)).pictures,
    }),
    burnState: t.field({
      type: MomentBurnState,
      nullable: true,
      description: 'A burn-after-reading moment’s viewers only; null for its author and for other moments.',
      resolve: async (moment, _args, context) => (await whole(moment, context)).burnState,
    }),
    likeCount: t.int({
      nullable: true,
      description: 'Null where the viewer may not see its likes and comments.',
      resolve: (moment) => moment.likeCount,
    }),
    commentCount: t.int({
      nullable: true,
      description: 'Null where the viewer may not see its likes and comments.',
      resolve: (moment) => moment.commentCount,
    }),
    viewerHasLiked: t.boolean({ resolve: async (moment, _args, context) => (await whole(moment, context)).liked }),
    isMine: t.boolean({ resolve: async (moment, _args, context) => (await whole(moment, context)).mine }),
    publishedAt: t.string({
      resolve: async (moment, _args, context) => new Date((await whole(moment, context)).time).toISOString(),
    }),
    translation: t.field({
      type: MomentTranslation,
      nullable: true,
      description: 'The viewer’s latest asked translation of its text (momentTranslate).',
      resolve: async (moment, _args, context) => (await whole(moment, context)).translation,
    }),
  }),
});

export const MomentEdge = builder.edgeObject({ type: Moment, name: 'MomentEdge' });
export const MomentConnection = builder.connectionObject(
  {
    type: Moment,
    name: 'MomentConnection',
    fields: (c) => ({
      sinceCursor: c.string({
        nullable: true,
        description:
          'Where this page’s newest moment stands: on the first page, the `since` of momentFeedNewCount (null for an empty list).',
        resolve: (connection) => (connection as { page?: MomentPage }).page?.list[0]?.cursor ?? null,
      }),
    }),
  },
  MomentEdge,
);

export const MomentComment = builder.loadableNode('MomentComment', {
  description: 'A comment on a moment, or a reply to one (one level), as the viewer may see it.',
  id: { resolve: (comment: MomentCommentInfo) => comment.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.momentComments.loadMany(known)),
  fields: (t) => ({
    moment: t.field({
      type: Moment,
      nullable: true,
      resolve: (comment, _args, context) => context.loaders.moments.load(comment.dynamicId),
    }),
    author: t.field({ type: User, nullable: true, resolve: (comment) => comment.user }),
    text: t.exposeString('content'),
    language: t.string({ nullable: true, resolve: (comment) => comment.language }),
    parentId: t.id({
      nullable: true,
      description: 'A reply’s top-level comment (its global ID); null for a top-level comment.',
      resolve: (comment) => (comment.parentId == null ? null : encodeGlobalID('MomentComment', comment.parentId)),
    }),
    replyTo: t.field({
      type: User,
      nullable: true,
      description: 'The member a reply names.',
      resolve: (comment) => comment.replyToUser,
    }),
    createdAt: t.string({ resolve: (comment) => new Date(comment.time).toISOString() }),
    isMine: t.boolean({ resolve: (comment) => comment.mine }),
    viewerCanDelete: t.boolean({
      description: 'The viewer’s own comment, or any on the viewer’s moment.',
      resolve: (comment) => comment.canDelete,
    }),
    translation: t.field({
      type: MomentTranslation,
      nullable: true,
      description: 'The viewer’s latest asked translation of its text (momentCommentTranslate).',
      resolve: (comment) => comment.translation,
    }),
  }),
});

export const MomentCommentEdge = builder.edgeObject({ type: MomentComment, name: 'MomentCommentEdge' });
const MomentCommentConnection = builder.connectionObject(
  {
    type: MomentComment,
    name: 'MomentCommentConnection',
    fields: (c) => ({
      totalCount: c.int({
        nullable: true,
        description: 'Comments and replies; null where the viewer may not see the moment’s interactions.',
        resolve: (connection) => (connection as { totalCount?: number | null }).totalCount ?? null,
      }),
    }),
  },
  MomentCommentEdge,
);

const invalidCursor = (context: Context) => bffMessage(context.caller.language, 'cursor.invalid');

builder.objectField(Moment, 'comments', (t) =>
  t.connection(
    {
      type: MomentComment,
      description:
        'In thread order: a top-level comment (oldest first), then its replies (oldest first). Where the viewer may not see the moment’s interactions, only their own comments.',
      resolve: async (moment, args, context) => {
        const connection = await asBadInput(() =>
          keysetConnection<MomentCommentInfo, { total: number | null }>(
            args,
            invalidCursor(context),
            (cursor, size) => context.upstream.moment.comments(moment.id, size, cursor),
            (list) => context.loaders.primeMomentComments(list),
          ),
        );
        return { ...connection, totalCount: connection.page.total };
      },
    },
    MomentCommentConnection,
  ),
);

/** A page of moments as a connection: one upstream call, its rows kept for the page's other fields. */
export const momentConnection = (
  context: Context,
  args: { first?: number | null; after?: string | null },
  query: { scope: MomentScope; userId?: number; seed?: string },
) =>
  asBadInput(() =>
    keysetConnection(
      args,
      invalidCursor(context),
      (cursor, size) => context.upstream.moment.list({ ...query, cursor, size }),
      (list) => context.loaders.primeMoments(list),
    ),
  );

/** A field without typed errors says upstream's refusal of its arguments (a seed, a cursor) unmasked. */
async function asBadInput<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ValidationError) throw new BadInputError(error.message);
    throw error;
  }
}

export const momentEdge = (moment: MomentInfo, cursor: string) => ({ cursor, node: moment });

builder.objectFields(Viewer, (t) => ({
  momentFeed: t.connection(
    {
      type: Moment,
      description:
        'The square: newest first (RANDOM: the order of `seed`, which the client keeps for a browsing session), 20 a page unless asked (at most 50).',
      args: {
        scope: t.arg({ type: MomentFeedScope, required: true }),
        seed: t.arg.string({
          description: 'RANDOM: the browsing session’s order (the same seed never repeats a moment).',
        }),
      },
      resolve: (_viewer, args, context) =>
        momentConnection(context, args, { scope: args.scope, ...(args.seed ? { seed: args.seed } : {}) }),
    },
    MomentConnection,
  ),
  moments: t.connection(
    {
      type: Moment,
      description: 'The viewer’s own moments (every audience): the pinned one first, then newest first.',
      resolve: (_viewer, args, context) => momentConnection(context, args, { scope: 'mine' }),
    },
    MomentConnection,
  ),
  momentFeedNewCount: t.int({
    description:
      'Moments the viewer may see in the scope newer than `since` (the `sinceCursor` of the list’s first page): what the “N new moments” pill says.',
    args: {
      scope: t.arg({ type: MomentFeedScope, required: true }),
      since: t.arg.string({ required: true }),
    },
    resolve: async (_viewer, { scope, since }, context) => (await context.upstream.moment.newCount(scope, since)).count,
  }),
  hideLikeCounts: t.boolean({
    description: 'The viewer sees no like counts anywhere (the client hides them).',
    resolve: async (_viewer, _args, context) => (await context.loaders.momentPrivacy()).hideLikeCounts ?? false,
  }),
}));

builder.objectField(User, 'moments', (t) =>
  t.connection(
    {
      type: Moment,
      description: 'The member’s moments the viewer may see: their pinned one first, then newest first.',
      resolve: async (user: UserInfo, args, context) => {
        try {
          return await momentConnection(context, args, { scope: 'user', userId: user.id });
        } catch (error) {
          if (!(error instanceof UserNotFoundError)) throw error;
          const none = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };
          return { edges: [], pageInfo: none };
        }
      },
    },
    MomentConnection,
  ),
);

builder.queryField('moment', (t) =>
  t.field({
    type: Moment,
    nullable: true,
    description: 'One moment, if the viewer may see it (as `node(id:)`).',
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const momentId = id.typename === 'Moment' ? parseUpstreamId(id.id) : 0;
      return momentId === 0 ? null : context.loaders.moments.load(momentId);
    },
  }),
);
