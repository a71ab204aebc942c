import type { Db } from '../database.ts';

/** The mobile request catalogue of a hotel (spec doc 2 §3 Product): categories, tags and products. */

/**
 * The products list's queries (services/productsList.ts) as query builders, executed by the list*
 * functions below; the bench's plain route (scripts/lib/benchReference.mjs) compiles the same ones.
 */
export function categoriesQuery(db: Db, hotelId: string) {
  return db
    .selectFrom('product_categories')
    .select(['id', 'name_ja', 'name_en', 'name_zh', 'name_ko'])
    .where('hotel_id', '=', hotelId)
    .orderBy('sort_order')
    .orderBy('id');
}

export const listCategories = (db: Db, hotelId: string) => categoriesQuery(db, hotelId).execute();

export function tagsQuery(db: Db, hotelId: string) {
  return db
    .selectFrom('product_tags')
    .select(['id', 'name_ja', 'name_en', 'name_zh', 'name_ko'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id');
}

export const listTags = (db: Db, hotelId: string) => tagsQuery(db, hotelId).execute();

/**
 * The hotel's active products that can be sold: with a category (the screen's tabs) and a sales
 * subject (what makeSales books them under). Sold-out ones are included.
 */
export function activeProductsQuery(db: Db, hotelId: string) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'category_id',
      'name_ja',
      'name_en',
      'name_zh',
      'name_ko',
      'description_ja',
      'description_en',
      'description_zh',
      'description_ko',
      'price',
      'stock',
      'image_path',
      'sale_start_time',
      'sale_end_time',
      'sales_subject_id',
    ])
    .where('hotel_id', '=', hotelId)
    .where('is_active', '=', true)
    .where('category_id', 'is not', null)
    .where('sales_subject_id', 'is not', null)
    .orderBy('sort_order')
    .orderBy('id');
}

export const listActiveProducts = (db: Db, hotelId: string) => activeProductsQuery(db, hotelId).execute();

/** The tag links of these products (at least one). */
export function tagLinksQuery(db: Db, productIds: number[]) {
  return db
    .selectFrom('product_tag_links')
    .select(['product_id', 'tag_id'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('tag_id');
}

export function listTagLinks(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return tagLinksQuery(db, productIds).execute();
}
