import { builder } from '../builder';
import type { Context } from '../context';
import { SearchOwnAccountError, UserNotFoundError, ValidationError } from '../errors';
import type { PrivacySettings, UserInfo, UserPage } from '../upstream/types';
import { upstreamConnection, type ConnectionArgs } from './paging';
import { selfOnly, User } from './user';

/** The social graph (issue 4): counts, relationship, lists, search, follows, blocks, privacy. */

/** A member list from upstream; every row arrives whole and primes the user loader. */
export const userPage = (context: Context, path: string, args: ConnectionArgs, query: Record<string, string | number> = {}) =>
  upstreamConnection<UserInfo>(context, path, args, query, (list) => context.loaders.primeUsers(list));

const PrivacySettingsRef = builder.objectRef<PrivacySettings>('PrivacySettings').implement({
  description: 'Spec §3 privacy settings, plus what members of dating apps expect.',
  fields: (t) => ({
    friendRequestsNeedApproval: t.exposeBoolean('friendRequestsNeedApproval', { description: 'Friend requests wait for approval (else anyone may add me).' }),
    likesPublic: t.exposeBoolean('likesPublic', { description: 'Everyone sees who liked my posts (else only me).' }),
    commentsPublic: t.exposeBoolean('commentsPublic', { description: 'Everyone sees comments on my posts (else only me).' }),
    hiddenFromSearch: t.exposeBoolean('hiddenFromSearch', { description: 'Not found by search or random match.' }),
    onlineStatusHidden: t.exposeBoolean('onlineStatusHidden', { description: 'Others never see me online.' }),
  }),
});

const VisitorCounts = builder.objectRef<{ today: number; total: number }>('VisitorCounts').implement({
  fields: (t) => ({ today: t.exposeInt('today'), total: t.exposeInt('total') }),
});

const connectionFields = (t: { int: (options: { resolve: (connection: { totalCount?: number }) => number }) => unknown }) => ({
  totalCount: t.int({ resolve: (connection) => connection.totalCount ?? 0 }),
});

builder.objectFields(User, (t) => ({
  online: t.boolean({ description: 'Whether the member has the app open now (never, if they hide their status).', resolve: (user) => user.online ?? false }),
  followerCount: t.int({ resolve: (user) => user.userDataVo?.fans ?? 0 }),
  followingCount: t.int({ resolve: (user) => user.userDataVo?.follow ?? 0 }),
  viewerIsFollowing: t.boolean({ description: 'Whether the viewer follows this member.', resolve: (user) => user.relation?.following ?? false }),
  followsViewer: t.boolean({ description: 'Whether this member follows the viewer.', resolve: (user) => user.relation?.followsMe ?? false }),
  privacySettings: t.field({ type: PrivacySettingsRef, nullable: true, description: 'Only for the member themself.', ...selfOnly, resolve: (user) => user.userSetVo ?? null }),
  visitorCounts: t.field({
    type: VisitorCounts,
    nullable: true,
    description: 'Only for the member themself: home-page visits today and in all.',
    ...selfOnly,
    resolve: (_user, _args, context) => context.upstream.get<{ today: number; total: number }>(context.caller, '/user/visitor-num'),
  }),
  followers: t.connection(
    { type: User, nullable: true, description: 'Only for the member themself: who follows them.', ...selfOnly, resolve: (_user, args, context) => userPage(context, '/user/fans-list', args) },
    { name: 'UserFollowersConnection', fields: connectionFields as never },
  ),
  following: t.connection(
    { type: User, nullable: true, description: 'Only for the member themself: whom they follow.', ...selfOnly, resolve: (_user, args, context) => userPage(context, '/user/follow-list', args) },
    { name: 'UserFollowingConnection', fields: connectionFields as never },
  ),
  visitors: t.connection(
    { type: User, nullable: true, description: 'Only for the member themself: who opened their home page, latest first.', ...selfOnly, resolve: (_user, args, context) => userPage(context, '/user/visitor-record', args) },
    { name: 'UserVisitorsConnection', fields: connectionFields as never },
    { fields: (edge) => ({ visitedAt: edge.string({ resolve: (e) => (e.node as UserInfo).visitedAt ?? '' }) }) },
  ),
  blockedMembers: t.connection(
    { type: User, nullable: true, description: 'Only for the member themself: whom they blocked.', ...selfOnly, resolve: (_user, args, context) => userPage(context, '/user/block-list', args) },
    { name: 'UserBlockedMembersConnection', fields: connectionFields as never },
  ),
}));

const UserSearchPayload = builder.objectRef<{ query: string; totalCount: number }>('UserSearchPayload').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    results: t.connection(
      {
        type: User,
        description: 'The members found, a page at a time (an account number finds at most one).',
        resolve: (payload, args, context) => userPage(context, '/user/search', args, { content: payload.query }),
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
    errors: { types: [ValidationError, UserNotFoundError, SearchOwnAccountError], union: { name: 'UserSearchResult' } },
    resolve: async (_root, { query }, context) => {
      // One row is enough to learn the refusals and the total; `results` pages through the rest.
      const page = await context.upstream.get<UserPage>(context.caller, '/user/search', { content: query, size: 1 });
      return { query, totalCount: page.total };
    },
  }),
);

const UserInput = (name: string) =>
  builder.inputType(name, { fields: (f) => ({ userId: f.globalID({ required: true, description: 'The member’s global ID.' }) }) });

/** A member's upstream id from a global ID, or a ValidationError naming the field. */
export function memberId(globalId: { typename: string; id: string }, field = 'userId'): number {
  const id = Number(globalId.id);
  if (globalId.typename !== 'User' || !Number.isInteger(id) || id <= 0) throw new ValidationError(field, 'Not a member’s ID.');
  return id;
}

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
        const user = await context.upstream.post<UserInfo>(context.caller, '/user/follow', { userId: memberId(input.userId), follow });
        context.loaders.users.clearAll();
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
    errors: { types: [ValidationError, UserNotFoundError], union: { name: 'UserHomePageVisitResult' } },
    resolve: async (_root, { input }, context) => ({
      user: await context.upstream.get<UserInfo>(context.caller, '/user/info', { userId: memberId(input.userId), visit: 1 }),
    }),
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
      const userId = memberId(input.userId);
      await context.upstream.post(context.caller, '/user/block', { userId });
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
      const userId = memberId(input.userId);
      await context.upstream.post(context.caller, '/user/unblock', { userId });
      context.loaders.users.clearAll();
      return { user: await context.loaders.users.load(userId) };
    },
  }),
);

builder.mutationField('privacySettingsUpdate', (t) =>
  t.field({
    type: builder.objectRef<{ viewer: UserInfo }>('PrivacySettingsUpdatePayload').implement({
      fields: (f) => ({ viewer: f.field({ type: User, resolve: (p) => p.viewer }) }),
    }),
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
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'PrivacySettingsUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));
      await context.upstream.post(context.caller, '/user/privacy-set', changes);
      context.loaders.clearAll();
      return { viewer: await context.loaders.myInfo() };
    },
  }),
);
