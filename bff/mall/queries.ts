import { builder } from '../core/builder';
import { BadInputError } from '../core/errors';
import { parseUpstreamId } from '../core/global-ids';
import { totalCountField, upstreamConnection } from '../core/paging';
import { bffMessage } from '../messages';
import { Product, ProductCategory } from './types';

/** The catalogue (members only, as upstream's routes): its shelves, and a shelf's goods on sale. */

builder.queryField('productCategories', (t) =>
  t.field({
    type: [ProductCategory],
    authScopes: { loggedIn: true },
    description: 'The gift mall’s shelves, in the shop’s order.',
    extensions: { maxItems: 20 },
    resolve: (_root, _args, context) => context.loaders.productCategories(),
  }),
);

builder.queryField('products', (t) =>
  t.connection(
    {
      type: Product,
      authScopes: { loggedIn: true },
      description: 'One shelf’s goods on sale, in the shop’s order.',
      args: { categoryId: t.arg.globalID({ required: true, description: 'A ProductCategory.' }) },
      resolve: (_root, args, context) => {
        const categoryId = parseUpstreamId(args.categoryId.id);
        // A read has no typed result: an ID of another kind is the client's mistake, said as one.
        if (args.categoryId.typename !== 'ProductCategory' || categoryId === 0)
          throw new BadInputError(bffMessage(context.caller.language, 'id.invalid'));
        return upstreamConnection(
          args,
          (page) => context.upstream.mall.products(categoryId, page),
          (list) => context.loaders.primeProducts(list),
        );
      },
    },
    { name: 'ProductsConnection', ...(totalCountField as object) },
  ),
);
