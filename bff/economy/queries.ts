import { builder } from '../core/builder';
import { CoinPackage, Gift, MembershipPlan, TranslationPack } from './types';

builder.queryFields((t) => ({
  coinPackages: t.field({
    type: [CoinPackage],
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => context.upstream.economy.coinPackages(),
  }),
  translationPacks: t.field({
    type: [TranslationPack],
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => context.upstream.economy.translationPacks(),
  }),
  membershipPlans: t.field({
    type: [MembershipPlan],
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => context.upstream.economy.membershipPlans(),
  }),
  gifts: t.field({
    type: [Gift],
    authScopes: { loggedIn: true },
    description: 'The gift catalogue.',
    resolve: (_root, _args, context) => context.loaders.gifts(),
  }),
  billTypes: t.field({
    type: [
      builder
        .objectRef<{ type: string; name: string }>('BillType')
        .implement({ fields: (f) => ({ type: f.exposeString('type'), name: f.exposeString('name') }) }),
    ],
    authScopes: { loggedIn: true },
    description: 'Every kind of bill record, named in the member’s language (the filter of the bill list).',
    resolve: (_root, _args, context) => context.upstream.economy.billTypes(),
  }),
}));
