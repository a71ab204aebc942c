import type { Db } from '../db/database.ts';
import type { AnswerCache } from './answerCache.ts';
import { loadHotelGuide } from './hotelGuide.ts';
import type { PreparedJson } from './preparedJson.ts';
import { firstProductImages, loadProductsList, productsListAnswer, saleHoursPart } from './productsList.ts';

/**
 * The two hottest reads of every guest, ready to send from the cache (services/answerCache.ts): null
 * for an unknown hotel. `serialize` is the route's own serializer (openapi.yaml's schema).
 */

/** The hotel guide (getHotelGuide): one answer per hotel. */
export async function hotelGuideAnswer(
  db: Db,
  cache: AnswerCache,
  hotelId: string,
  serialize: (value: unknown) => string,
): Promise<PreparedJson | null> {
  const kept = await cache.get(hotelId, 'guide', () => loadHotelGuide(db, hotelId));
  return kept && kept.prepared('', () => serialize(kept.data));
}

/** The products list (getProductsList): one answer per part of the hotel's day between sale hours. */
export async function productsListPrepared(
  db: Db,
  cache: AnswerCache,
  hotelId: string,
  serialize: (value: unknown) => string,
  now = new Date(),
): Promise<PreparedJson | null> {
  const kept = await cache.get(hotelId, 'products', () => loadProductsList(db, hotelId));
  if (!kept) return null;
  return kept.prepared(String(saleHoursPart(kept.data, now)), () => serialize(productsListAnswer(kept.data, now)));
}

/** The product list's first pictures, from the same cache (its page preloads them): none for an unknown hotel. */
export async function productsListFirstImages(
  db: Db,
  cache: AnswerCache,
  hotelId: string,
  count: number,
): Promise<string[]> {
  const kept = await cache.get(hotelId, 'products', () => loadProductsList(db, hotelId));
  return kept ? firstProductImages(kept.data, count) : [];
}
