import { builder } from '../builder';
import type { UserInfo } from '../upstream/types';

/** A member. Fields only the member themself may read resolve to null for anyone else. */
export const User = builder.loadableNode('User', {
  id: { resolve: (user: UserInfo) => user.id, parse: (id) => Number(id) },
  load: (ids: number[], context) => context.loaders.users.loadMany(ids),
  fields: (t) => ({
    accountNumber: t.exposeInt('account', { description: 'The numeric ID members search by (user id + 100000).' }),
    nickname: t.exposeString('nickname'),
    avatarUrl: t.string({ nullable: true, resolve: (user) => user.avatar }),
    language: t.exposeString('language', { description: 'The member’s common language.' }),
    email: t.string({
      nullable: true,
      description: 'Only for the member themself.',
      authScopes: (user) => ({ self: user.id }),
      unauthorizedResolver: () => null,
      resolve: (user) => user.email ?? null,
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: User,
    nullable: true,
    description: 'The logged-in member, or null without a valid session.',
    resolve: async (_root, _args, context) => {
      if (!context.caller.token) return null;
      try {
        return await context.loaders.myInfo();
      } catch (error) {
        if ((error as { extensions?: { code?: string } }).extensions?.code !== 'UNAUTHENTICATED') throw error;
        context.sessionCookie.clear(); // expired or revoked: forget it
        return null;
      }
    },
  }),
);
