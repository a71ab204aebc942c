import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as requestOrders from '../db/repositories/requestOrders.ts';
import type { OrderItem } from '../db/repositories/requestOrders.ts';
import * as stays from '../db/repositories/stays.ts';
import { checkinNotFound, HttpError, numericId } from '../errors.ts';
import { findOrderRooms, type OrderRoom } from './orderRooms.ts';
import { isOnSaleNow } from './saleHours.ts';

/** Spec doc 2 §8. */
export const OUT_OF_SALE_TIME = 'This product is out of sale time.';
export const OUT_OF_STOCK = 'Out of stock';

/** A product of an order as the request names it (the contract's OrderedProducts). */
export interface OrderedProduct {
  id: number;
  numberOfItems: number;
}

export const productsMismatch = () =>
  new HttpError(400, 'The products do not match this order. Please order again.', 'products_mismatch');

/**
 * The guest's check-in an order goes to: found by id among the rooms their phone finds
 * (services/orderRooms.ts: an approved online check-in staying today, made with this phone or whose
 * reservation was booked with it). Another phone, or a check-in not staying now, answers the same
 * 404 as a missing one: check-in ids are small numbers, and nobody may order to another guest's room.
 */
export async function findOrderingCheckin(db: Db, checkinIdText: string, telephone: string) {
  const checkinId = numericId(checkinIdText);
  const [checkin] = checkinId === null ? [] : await stays.findCheckins(db, [checkinId]);
  const hotel = checkin ? await hotels.findHotel(db, checkin.hotel_id) : undefined;
  if (!checkin || !hotel) throw checkinNotFound();
  const rooms: OrderRoom[] = (await findOrderRooms(db, hotel, telephone)).filter(
    (r) => r.checkinId === String(checkin.id),
  );
  if (rooms.length === 0) throw checkinNotFound();
  return { checkin, hotel, roomNumbers: rooms.flatMap((r) => r.roomNumber) };
}

/**
 * Checks the ordered products and takes their stock, in the caller's transaction (doc 2 §4 rule 4,
 * "sale hours are re-checked on submit"): each must be an orderable product of the hotel (else 404),
 * inside its sale hours on the hotel's clock (else 400 out_of_sale_time) and in stock (else 400
 * out_of_stock). The products stay locked until the transaction ends, so two orders of the last
 * item cannot both take it. Answers the items at today's prices.
 */
export async function takeProducts(
  trx: Db,
  hotel: { id: string; time_zone: string },
  ordered: OrderedProduct[],
  now = new Date(),
): Promise<OrderItem[]> {
  const ids = ordered.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw productsMismatch();
  const rows = await requestOrders.lockOrderableProducts(trx, hotel.id, ids);
  const items: OrderItem[] = [];
  for (const { id, numberOfItems } of ordered) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new HttpError(404, 'This product was not found.', 'product_not_found');
    if (!isOnSaleNow(row, hotel.time_zone, now)) throw new HttpError(400, OUT_OF_SALE_TIME, 'out_of_sale_time');
    if (row.stock !== null && row.stock < numberOfItems) throw new HttpError(400, OUT_OF_STOCK, 'out_of_stock');
    items.push({ productId: id, quantity: numberOfItems, unitPrice: row.price });
  }
  for (const item of items) await requestOrders.changeStock(trx, item.productId, item.quantity);
  return items;
}

/** Gives back the stock items took (a declined card). */
export async function giveBack(trx: Db, items: OrderItem[]): Promise<void> {
  for (const item of items) await requestOrders.changeStock(trx, item.productId, -item.quantity);
}

export const totalOf = (items: OrderItem[]) => items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0);

/** Whether the request names exactly these items (ids and quantities). */
export function sameItems(items: OrderItem[], ordered: OrderedProduct[]): boolean {
  if (items.length !== ordered.length) return false;
  return ordered.every((p) => items.some((i) => i.productId === p.id && i.quantity === p.numberOfItems));
}
