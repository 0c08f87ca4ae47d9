import { builder } from '../builder';
import type { UserInfo } from '../upstream/types';

/** Spec §3: gender 1 denotes male; 2 female; 0 other or not given. */
export const Gender = builder.enumType('Gender', {
  values: { MALE: { value: 1 }, FEMALE: { value: 2 }, OTHER: { value: 0 } } as const,
});

const Birthday = builder.objectRef<{ year: number; month: number; day: number }>('Birthday').implement({
  fields: (t) => ({ year: t.exposeInt('year'), month: t.exposeInt('month'), day: t.exposeInt('day') }),
});

/** Fields only the member themself may read: null for anyone else. */
export const selfOnly = { authScopes: (user: UserInfo) => ({ self: user.id }), unauthorizedResolver: () => null } as const;

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
      ...selfOnly,
      resolve: (user) => user.email ?? null,
    }),
    birthday: t.field({
      type: Birthday,
      nullable: true,
      description: 'Only for the member themself; others see `age`.',
      ...selfOnly,
      resolve: (user) => user.birthday ?? null,
    }),
    gender: t.field({ type: Gender, resolve: (user) => (user.gender === 1 || user.gender === 2 ? user.gender : 0) }),
    age: t.int({ nullable: true, resolve: (user) => user.age }),
    regionCode: t.string({ nullable: true, description: 'ISO 3166 country or region code.', resolve: (user) => user.region }),
    heightCm: t.int({ nullable: true, resolve: (user) => user.height }),
    weightKg: t.int({ nullable: true, resolve: (user) => user.weight }),
    occupation: t.string({ nullable: true, description: 'An occupation code from systemLists.occupations.', resolve: (user) => user.occupation }),
    hobbies: t.stringList({
      description: 'Up to three hobby codes from systemLists.hobbies.',
      resolve: (user) => (user.interest ? user.interest.split(',').filter(Boolean) : []),
    }),
    signature: t.string({ nullable: true, resolve: (user) => user.signature }),
    vipLevel: t.int({ description: '0 normal, 1 VIP, 2 SVIP.', resolve: (user) => user.vipLevel }),
    goldCoins: t.int({ nullable: true, description: 'Only for the member themself: gold coin balance.', ...selfOnly, resolve: (user) => user.userAccountVo?.goldCoin ?? 0 }),
    translationCharacters: t.int({
      nullable: true,
      description: 'Only for the member themself: translation characters left (package + membership allowance).',
      ...selfOnly,
      resolve: (user) => (user.userAccountVo ? user.userAccountVo.character + user.userAccountVo.vipCharacter : 0),
    }),
    translationPackCharacters: t.int({
      nullable: true,
      description: 'Only for the member themself: characters left from bought translation packs (spec `character`).',
      ...selfOnly,
      resolve: (user) => user.userAccountVo?.character ?? 0,
    }),
    membershipTranslationCharacters: t.int({
      nullable: true,
      description: 'Only for the member themself: characters left of the membership allowance (spec `vipCharacter`).',
      ...selfOnly,
      resolve: (user) => user.userAccountVo?.vipCharacter ?? 0,
    }),
    profileComplete: t.boolean({
      nullable: true,
      description: 'Only for the member themself: whether the setup steps are all done.',
      ...selfOnly,
      resolve: (user) => Boolean(user.nickname && user.avatar && user.birthday && user.height && user.weight && user.occupation && user.interest),
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
