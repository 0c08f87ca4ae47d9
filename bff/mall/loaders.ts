import DataLoader from 'dataloader';
import { once, registerLoaders } from '../core/loaders';
import type { OrderInfo, ProductCategoryInfo, ProductInfo } from './endpoints';

declare module '../core/loaders' {
  interface DomainLoaders {
    /** Goods by id (off-sale ones too, as upstream's batch answers them); null for an unknown id. */
    products: DataLoader<number, ProductInfo | null>;
    primeProducts: (list: ProductInfo[]) => ProductInfo[];
    /** The shop's categories, in its order. One call per operation. */
    productCategories: () => Promise<ProductCategoryInfo[]>;
    /** Orders by id as the caller may see them (buyer, recipient, staff); null otherwise, so node(id:) says nothing. */
    orders: DataLoader<number, OrderInfo | null>;
    /** Orders answered whole (a page, a mutation) kept, with their buyer and recipient as the caller sees them. */
    primeOrders: (list: OrderInfo[]) => OrderInfo[];
  }
}

registerLoaders({
  products: ({ upstream, caller, loaders }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token) return ids.map(() => null);
        const list = loaders.primeProducts((await upstream.mall.productBatch(ids)).filter((found) => found !== null));
        const byId = new Map(list.map((product) => [product.id, product]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  primeProducts:
    ({ loaders }) =>
    (list) => {
      for (const product of list) loaders.products.prime(product.id, product);
      return list;
    },
  productCategories: ({ upstream }) => once(() => upstream.mall.categories()),
  orders: ({ upstream, caller, loaders }) =>
    new DataLoader(
      async (ids) => {
        if (!caller.token) return ids.map(() => null);
        const list = loaders.primeOrders((await upstream.mall.orders(ids)).filter((order) => order !== null));
        // Matched by id, not position: an order goes only under its own id.
        const byId = new Map(list.map((order) => [order.id, order]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  primeOrders:
    ({ loaders }) =>
    (list) => {
      for (const order of list) {
        loaders.orders.prime(order.id, order);
        if (order.buyer) loaders.users.prime(order.buyer.id, order.buyer);
        if (order.recipient) loaders.users.prime(order.recipient.id, order.recipient);
      }
      return list;
    },
});
