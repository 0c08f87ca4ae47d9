import { builder } from '../builder';
import type { Context } from '../context';
import { RateLimitedError, SearchOwnAccountError, UserNotFoundError, ValidationError } from '../errors';
import type { OffsetPage, UpstreamPage } from '../upstream/paging';
import type { PrivacySettings, UserInfo } from '../upstream/types';
import { memberId } from './global-ids';
import { totalCountField, upstreamConnection, type ConnectionArgs } from './paging';
import { ViewerPayload } from './session';
import { User } from './user';
import { Viewer, viewerInfo, viewerOf } from './viewer';

/** The social graph (spec §1, §2): counts, relationship, lists, search, follows, blocks, privacy. */

/** A member list from upstream; every row arrives whole and primes the user loader. */
export const userConnection = (context: Context, args: ConnectionArgs, fetchPage: (page: OffsetPage) => Promise<UpstreamPage<UserInfo>>) =>
  upstreamConnection<UserInfo>(args, fetchPage, (list) => context.loaders.primeUsers(list));

const PrivacySettingsRef = builder.objectRef<PrivacySettings>('PrivacySettings').implement({
  description: 'Spec §3 privacy settings, plus what members of dating apps expect.',
  fields: (t) => ({
    friendRequestsNeedApproval: t.exposeBoolean('friendRequestsNeedApproval', { description: 'Friend requests wait for approval (else anyone may add me).' }),
    likesPublic: t.exposeBoolean('likesPublic', { description: 'Everyone sees who liked my posts (else only me).' }),
    commentsPublic: t.exposeBoolean('commentsPublic', { description: 'Everyone sees comments on my posts (else only me).' }),
    hiddenFromSearch: t.exposeBoolean('hiddenFromSearch', { description: 'Not found by search or random match.' }),
    onlineStatusHidden: t.exposeBoolean('onlineStatusHidden', { description: 'Others never see me online.' }),
    typingHidden: t.boolean({ description: 'The person I chat with is never told I am typing.', resolve: (settings) => settings.typingHidden ?? false }),
  }),
});

const VisitorCounts = builder.objectRef<{ today: number; total: number }>('VisitorCounts').implement({
  fields: (t) => ({ today: t.exposeInt('today'), total: t.exposeInt('total') }),
});

builder.objectFields(User, (t) => ({
  online: t.boolean({ description: 'Whether the member has the app open now (never, if they hide their status).', resolve: (user) => user.online ?? false }),
  followerCount: t.int({ resolve: (user) => user.userDataVo?.fans ?? 0 }),
  followingCount: t.int({ resolve: (user) => user.userDataVo?.follow ?? 0 }),
  viewerIsFollowing: t.boolean({ description: 'Whether the viewer follows this member.', resolve: (user) => user.relation?.following ?? false }),
  followsViewer: t.boolean({ description: 'Whether this member follows the viewer.', resolve: (user) => user.relation?.followsMe ?? false }),
}));

const memberList = (name: string, description: string, fetchPage: (context: Context) => (page: OffsetPage) => Promise<UpstreamPage<UserInfo>>) =>
  builder.objectField(Viewer, name, (t) =>
    t.connection(
      { type: User, description, resolve: (_viewer, args, context) => userConnection(context, args, fetchPage(context)) },
      { name: `Viewer${name[0].toUpperCase()}${name.slice(1)}Connection`, ...(totalCountField as object) },
    ),
  );

memberList('followers', 'Who follows the viewer, newest first.', (context) => (page) => context.upstream.social.followers(page));
memberList('following', 'Whom the viewer follows, newest first.', (context) => (page) => context.upstream.social.following(page));
memberList('blockedMembers', 'Whom the viewer blocked.', (context) => (page) => context.upstream.social.blocked(page));

builder.objectField(Viewer, 'visitors', (t) =>
  t.connection(
    { type: User, description: 'Who opened the viewer’s home page, latest first.', resolve: (_viewer, args, context) => userConnection(context, args, (page) => context.upstream.social.visitors(page)) },
    { name: 'ViewerVisitorsConnection', ...(totalCountField as object) },
    { fields: (edge) => ({ visitedAt: edge.string({ resolve: (e) => (e.node as UserInfo).visitedAt ?? '' }) }) },
  ),
);

builder.objectFields(Viewer, (t) => ({
  privacySettings: t.field({ type: PrivacySettingsRef, resolve: async (_viewer, _args, context) => (await viewerInfo(context)).userSetVo! }),
  visitorCounts: t.field({ type: VisitorCounts, description: 'Home-page visits today and in all.', resolve: (_viewer, _args, context) => context.upstream.social.visitorCounts() }),
}));

const UserSearchPayload = builder.objectRef<{ query: string; totalCount: number }>('UserSearchPayload').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    results: t.connection(
      {
        type: User,
        description: 'The members found, a page at a time (an account number finds at most one).',
        resolve: (payload, args, context) => userConnection(context, args, (page) => context.upstream.social.search(payload.query, page)),
      },
      { name: 'UserSearchResultsConnection' },
    ),
  }),
});

builder.queryField('userSearch', (t) =>
  t.field({
    type: UserSearchPayload,
    description: 'Spec §5 search: digits find one account number exactly; other text matches nicknames. Refusals are typed results.',
    authScopes: { loggedIn: true },
    args: { query: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, UserNotFoundError, SearchOwnAccountError, RateLimitedError], union: { name: 'UserSearchResult' } },
    resolve: async (_root, { query }, context) => {
      // One row is enough to learn the refusals and the total; `results` pages through the rest.
      const page = await context.upstream.social.search(query, { offset: 0, size: 1 });
      return { query, totalCount: page.total };
    },
  }),
);

const UserInput = (name: string) =>
  builder.inputType(name, { fields: (f) => ({ userId: f.globalID({ required: true, description: 'The member’s global ID.' }) }) });

const UserPayload = (name: string) =>
  builder.objectRef<{ user: UserInfo }>(name).implement({ fields: (t) => ({ user: t.field({ type: User, resolve: (p) => p.user }) }) });

for (const [field, follow] of [['userFollow', true], ['userUnfollow', false]] as const) {
  const typeName = follow ? 'UserFollow' : 'UserUnfollow';
  builder.mutationField(field, (t) =>
    t.field({
      type: UserPayload(`${typeName}Payload`),
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: UserInput(`${typeName}Input`), required: true }) },
      errors: { types: [ValidationError, UserNotFoundError], union: { name: `${typeName}Result` } },
      resolve: async (_root, { input }, context) => {
        const user = await context.upstream.social.follow(memberId(context, input.userId), follow);
        context.loaders.clearAll();
        return { user };
      },
    }),
  );
}

builder.mutationField('userHomePageVisit', (t) =>
  t.field({
    type: UserPayload('UserHomePageVisitPayload'),
    description: 'Opening a member’s home page: counted once a day in their visitors (never one’s own).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UserInput('UserHomePageVisitInput'), required: true }) },
    errors: { types: [ValidationError, UserNotFoundError, RateLimitedError], union: { name: 'UserHomePageVisitResult' } },
    resolve: async (_root, { input }, context) => ({ user: await context.upstream.social.info(memberId(context, input.userId), { visit: true }) }),
  }),
);

builder.mutationField('userBlock', (t) =>
  t.field({
    type: builder.objectRef<{ blockedUserId: number }>('UserBlockPayload').implement({
      fields: (f) => ({ blockedUserId: f.globalID({ description: 'The blocked member (no longer visible: remove them from lists).', resolve: (p) => ({ type: 'User', id: p.blockedUserId }) }) }),
    }),
    description: 'Blocks a member both ways: neither finds, sees, follows, messages or gifts the other; follows end.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UserInput('UserBlockInput'), required: true }) },
    errors: { types: [ValidationError, UserNotFoundError], union: { name: 'UserBlockResult' } },
    resolve: async (_root, { input }, context) => {
      const userId = memberId(context, input.userId);
      await context.upstream.social.block(userId);
      return { blockedUserId: userId };
    },
  }),
);

builder.mutationField('userUnblock', (t) =>
  t.field({
    type: builder.objectRef<{ user: UserInfo | null }>('UserUnblockPayload').implement({
      fields: (f) => ({ user: f.field({ type: User, nullable: true, resolve: (p) => p.user }) }),
    }),
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UserInput('UserUnblockInput'), required: true }) },
    errors: { types: [ValidationError], union: { name: 'UserUnblockResult' } },
    resolve: async (_root, { input }, context) => {
      const userId = memberId(context, input.userId);
      await context.upstream.social.unblock(userId);
      context.loaders.clearAll();
      return { user: await context.loaders.users.load(userId) };
    },
  }),
);

builder.mutationField('privacySettingsUpdate', (t) =>
  t.field({
    type: ViewerPayload('PrivacySettingsUpdatePayload'),
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('PrivacySettingsUpdateInput', {
          fields: (f) => ({
            friendRequestsNeedApproval: f.boolean(),
            likesPublic: f.boolean(),
            commentsPublic: f.boolean(),
            hiddenFromSearch: f.boolean(),
            onlineStatusHidden: f.boolean(),
            typingHidden: f.boolean(),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'PrivacySettingsUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));
      await context.upstream.social.setPrivacy(changes);
      context.loaders.clearAll();
      return { viewer: await viewerOf(context) };
    },
  }),
);
