import { builder } from '../core/builder';
import { RateLimitedError, ValidationError } from '../core/errors';
import { memberId } from '../core/global-ids';
import type { UserInfo } from '../user/endpoints';
import { UserNotFoundError } from '../user/errors';
import { User } from '../user/types';
import { ViewerPayload, viewerOf } from '../viewer/types';

const UserInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({ userId: f.globalID({ required: true, description: 'The member’s global ID.' }) }),
  });

const UserPayload = (name: string) =>
  builder
    .objectRef<{ user: UserInfo }>(name)
    .implement({ fields: (t) => ({ user: t.field({ type: User, resolve: (p) => p.user }) }) });

for (const [field, follow] of [
  ['userFollow', true],
  ['userUnfollow', false],
] as const) {
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
    errors: {
      types: [ValidationError, UserNotFoundError, RateLimitedError],
      union: { name: 'UserHomePageVisitResult' },
    },
    resolve: async (_root, { input }, context) => ({
      user: await context.upstream.user.info(memberId(context, input.userId), { visit: true }),
    }),
  }),
);

builder.mutationField('userBlock', (t) =>
  t.field({
    type: builder.objectRef<{ blockedUserId: number }>('UserBlockPayload').implement({
      fields: (f) => ({
        blockedUserId: f.globalID({
          description: 'The blocked member (no longer visible: remove them from lists).',
          resolve: (p) => ({ type: 'User', id: p.blockedUserId }),
        }),
      }),
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
