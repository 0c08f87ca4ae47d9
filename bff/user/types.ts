import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { loadNodes, parseUpstreamId } from '../core/global-ids';
import { upstreamConnection, type ConnectionArgs, type OffsetPage, type UpstreamPage } from '../core/paging';
import type { UserInfo } from './endpoints';

/** Spec §3: gender 1 denotes male; 2 female; 0 other or not given. */
export const Gender = builder.enumType('Gender', {
  values: { MALE: { value: 1 }, FEMALE: { value: 2 }, OTHER: { value: 0 } } as const,
});

/**
 * A member as the viewer may see them: public profile, counts and the relationship. What
 * only the member themself may read is on `Viewer`, which nobody else can reach.
 */
export const User = builder.loadableNode('User', {
  id: { resolve: (user: UserInfo) => user.id, parse: parseUpstreamId },
  load: (ids: number[], context) => loadNodes(ids, (known) => context.loaders.users.loadMany(known)),
  fields: (t) => ({
    accountNumber: t.exposeInt('account', { description: 'The numeric ID members search by (user id + 100000).' }),
    nickname: t.exposeString('nickname'),
    avatarUrl: t.string({ nullable: true, resolve: (user) => user.avatar }),
    language: t.string({
      nullable: true,
      description: 'The member’s common language (translations for them go into it); null until they choose one.',
      resolve: (user) => user.language,
    }),
    spokenLanguages: t.stringList({
      description:
        'Other languages the member speaks (codes from systemLists.languages, at most five, never `language`): nothing in them is translated for them unasked.',
      resolve: (user) => user.spokenLanguages,
    }),
    gender: t.field({
      type: Gender,
      nullable: true,
      description: 'Null until the member chooses.',
      resolve: (user) => (user.gender === 1 || user.gender === 2 || user.gender === 0 ? user.gender : null),
    }),
    age: t.int({ nullable: true, resolve: (user) => user.age }),
    regionCode: t.string({
      nullable: true,
      description: 'ISO 3166 country or region code.',
      resolve: (user) => user.region,
    }),
    heightCm: t.int({
      nullable: true,
      description: 'Null for another member unless they show it (upstream leaves it out).',
      resolve: (user) => user.height,
    }),
    weightKg: t.int({
      nullable: true,
      description: 'Null for another member unless they show it (upstream leaves it out).',
      resolve: (user) => user.weight,
    }),
    occupation: t.string({
      nullable: true,
      description: 'An occupation code from systemLists.occupations.',
      resolve: (user) => user.occupation,
    }),
    hobbies: t.stringList({
      description: 'Up to three hobby codes from systemLists.hobbies.',
      resolve: (user) => (user.interest ? user.interest.split(',').filter(Boolean) : []),
    }),
    signature: t.string({ nullable: true, resolve: (user) => user.signature }),
    vipLevel: t.int({ description: '0 normal, 1 VIP, 2 SVIP.', resolve: (user) => user.vipLevel }),
  }),
});

/** A member list from upstream; every row arrives whole and primes the user loader. */
export const userConnection = (
  context: Context,
  args: ConnectionArgs,
  fetchPage: (page: OffsetPage) => Promise<UpstreamPage<UserInfo>>,
) => upstreamConnection<UserInfo>(args, fetchPage, (list) => context.loaders.primeUsers(list));
