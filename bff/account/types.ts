import { builder } from '../core/builder';
import { Viewer, viewerInfo } from '../viewer/types';

/** What a verification code is for (spec §2 registration steps, forgot password). */
export const VerificationPurpose = builder.enumType('VerificationPurpose', {
  values: { REGISTER: { value: 'register' }, RESET_PASSWORD: { value: 'reset' } } as const,
});

/** The payload of a mutation with nothing more to answer. */
export const DonePayload = (name: string) =>
  builder.objectRef<{ done: true }>(name).implement({
    fields: (t) => ({ done: t.boolean({ resolve: () => true }) }),
  });

/** The member's own account, from `myInfo`: e-mail and balances. */
builder.objectFields(Viewer, (t) => ({
  email: t.string({ resolve: async (_viewer, _args, context) => (await viewerInfo(context)).email ?? '' }),
  goldCoins: t.int({
    description: 'Gold coin balance.',
    resolve: async (_viewer, _args, context) => (await viewerInfo(context)).userAccountVo?.goldCoin ?? 0,
  }),
  translationCharacters: t.int({
    description: 'Translation characters left (package + membership allowance).',
    resolve: async (_viewer, _args, context) => {
      const balances = (await viewerInfo(context)).userAccountVo;
      return balances ? balances.character + balances.vipCharacter : 0;
    },
  }),
  translationPackCharacters: t.int({
    description: 'Characters left from bought translation packs (spec `character`).',
    resolve: async (_viewer, _args, context) => (await viewerInfo(context)).userAccountVo?.character ?? 0,
  }),
  membershipTranslationCharacters: t.int({
    description: 'Characters left of the membership allowance (spec `vipCharacter`).',
    resolve: async (_viewer, _args, context) => (await viewerInfo(context)).userAccountVo?.vipCharacter ?? 0,
  }),
}));
