import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { mallCategories, mallGoods } from '../db/schema';
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
