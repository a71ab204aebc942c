import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as products from '../db/repositories/products.ts';
import { localDateTime } from './hotelTime.ts';
import { isOnSaleNow } from './saleHours.ts';

/**
 * The mobile request catalogue as the guest's product list shows it (getProductsList, spec doc 2 §4):
 * read in five queries, then shaped at an instant, since whether a product is on sale depends on the
 * hotel's clock (services/saleHours.ts).
 */

interface Named {
  name_ja: string;
  name_en: string | null;
  name_zh: string | null;
  name_ko: string | null;
}

const localized = (row: Named) => ({ ja: row.name_ja, en: row.name_en, zh: row.name_zh, ko: row.name_ko });

export interface ProductsListData {
  timeZone: string;
  categories: Awaited<ReturnType<typeof products.listCategories>>;
  tags: Awaited<ReturnType<typeof products.listTags>>;
  rows: Awaited<ReturnType<typeof products.listActiveProducts>>;
  links: Awaited<ReturnType<typeof products.listTagLinks>>;
  /** Every sale hour's start and end ('HH:MM'), sorted: the only times of day at which the list changes. */
  boundaries: string[];
}

/** The hotel's catalogue, or null when the hotel does not exist. */
export async function loadProductsList(db: Db, hotelId: string): Promise<ProductsListData | null> {
  const hotel = await hotels.findHotel(db, hotelId);
  if (!hotel) return null;
  const [categories, tags, rows] = await Promise.all([
    products.listCategories(db, hotel.id),
    products.listTags(db, hotel.id),
    products.listActiveProducts(db, hotel.id),
  ]);
  const links = await products.listTagLinks(
    db,
    rows.map((r) => r.id),
  );
  const boundaries = new Set<string>();
  for (const row of rows) {
    if (row.sale_start_time === null || row.sale_end_time === null) continue;
    boundaries.add(row.sale_start_time).add(row.sale_end_time);
  }
  return { timeZone: hotel.time_zone, categories, tags, rows, links, boundaries: [...boundaries].sort() };
}

/**
 * Which part of the hotel's day `now` falls in, between two sale hours' boundaries: the list is the
 * same all through one part (onSaleAt only compares the time with the boundaries), so one answer serves it.
 */
export function saleHoursPart(data: ProductsListData, now: Date): number {
  if (data.boundaries.length === 0) return 0;
  const { time } = localDateTime(now, data.timeZone);
  let part = 0;
  while (part < data.boundaries.length && data.boundaries[part]! <= time) part++;
  return part;
}

/**
 * The pictures of the first `count` products as the guest's grid first shows them (every category, no
 * tag: the answer's order), for the product list's page to preload (web/spaPage.ts).
 */
export function firstProductImages(data: ProductsListData, count: number): string[] {
  return data.rows.slice(0, count).flatMap((row) => (row.image_path ? [row.image_path] : []));
}

/** The answer as the contract shapes it, at `now` on the hotel's clock. */
export function productsListAnswer(data: ProductsListData, now: Date) {
  return {
    products: data.rows.map((row) => ({
      id: row.id,
      name: localized(row),
      description: {
        ja: row.description_ja ?? '',
        en: row.description_en,
        zh: row.description_zh,
        ko: row.description_ko,
      },
      price: row.price,
      stock: row.stock,
      imagePath: row.image_path,
      isNowOnSale: isOnSaleNow(row, data.timeZone, now),
      // The query keeps only products with a category and a sales subject.
      category: row.category_id!,
      tags: data.links.filter((l) => l.product_id === row.id).map((l) => l.tag_id),
      salesSubject: { salesSubjectMasterId: row.sales_subject_id! },
    })),
    tags: data.tags.map((tag) => ({ id: tag.id, name: localized(tag) })),
    categories: data.categories.map((category) => ({ id: category.id, name: localized(category) })),
  };
}
