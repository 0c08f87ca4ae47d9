import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { mallCategories, mallGoods } from '../db/schema';
import type { DemoSeed } from '../seed';
import { CATEGORIES, GOODS } from './catalogue';

/**
 * The catalogue, on every start and in every mode (the shop is part of the product, like the
 * gifts): categories and goods missing by `slug` are added; those already there (their stock,
 * a later staff edit) are left as they are. Two processes starting at once add each once.
 */
export async function ensureCatalogue(db: Database) {
  await db
    .insert(mallCategories)
    .values(CATEGORIES.map((category, position) => ({ slug: category.slug, names: category.names, position })))
    .onConflictDoNothing();
  const categories = await db
    .select({ id: mallCategories.id, slug: mallCategories.slug })
    .from(mallCategories)
    .where(
      inArray(
        mallCategories.slug,
        CATEGORIES.map((category) => category.slug),
      ),
    );
  const categoryId = (slug: string) => categories.find((category) => category.slug === slug)!.id;
  await db
    .insert(mallGoods)
    .values(
      GOODS.map((goods, position) => ({
        slug: goods.slug,
        categoryId: categoryId(goods.category),
        names: goods.names,
        descriptions: goods.descriptions,
        pictures: [goods.slug],
        price: goods.price,
        stock: goods.stock,
        position,
      })),
    )
    .onConflictDoNothing();
}

/** A goods' id by its catalogue slug (tests, the demo). */
export async function goodsIdOf(db: Database, slug: string) {
  const [row] = await db.select({ id: mallGoods.id }).from(mallGoods).where(eq(mallGoods.slug, slug));
  return row?.id;
}

/**
 * The demo's two gifts, so Emma sees one of each on `npm start`: she gave Jonas jasmine tea and he entered his own
 * address (confirmed, paid: /myOrder), and he gave her sunflowers asking for her address (awaiting it: /order, with
 * the form). Each goes through the ordering as a member's would (the coins, the notice, the chat message); both are
 * between Emma and Jonas, so the showcase conversation with Lucía stays as it is.
 */
export async function seedDemoOrders({ db, services, members: { emma, jonas } }: DemoSeed) {
  const { ledger, mall } = services;
  const goods = async (slug: string) => {
    const id = await goodsIdOf(db, slug);
    if (!id) throw new Error(`The catalogue has no ${slug}`);
    return id;
  };
  await ledger.post({ userId: jonas, key: 'demo-coins', kind: 'coin_purchase', request: { coins: 60 } }, async () => ({
    legs: [
      { account: { system: 'sales' }, asset: 'coin', amount: -60 },
      { account: { userId: jonas }, asset: 'coin', amount: 60 },
    ],
    result: { coins: 60 },
  }));
  const tea = await mall.ordering.place(emma, {
    key: 'demo-gift',
    userId: jonas,
    goodsId: await goods('jasmine-tea'),
    quantity: 1,
    message: 'For your next hike, Jonas!',
    address: null,
  });
  await mall.ordering.provideAddress(jonas, tea, {
    consignee: 'Jonas Becker',
    phone: '+49 30 1234567',
    address: 'Bergstraße 12, 10115 Berlin',
  });
  await mall.ordering.place(jonas, {
    key: 'demo-gift',
    userId: emma,
    goodsId: await goods('sunflowers'),
    quantity: 1,
    message: 'Thanks for the English practice!',
    address: null,
  });
}
