import type { Operations } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as cards from '../db/repositories/cards.ts';
import { reservationsOfCheckins } from '../db/repositories/folio.ts';
import * as orders from '../db/repositories/orders.ts';
import { lockPaymentOrder } from '../db/repositories/sales.ts';
import * as hotels from '../db/repositories/hotels.ts';
import * as ordering from '../db/repositories/ordering.ts';
import type { OrderItem } from '../db/repositories/ordering.ts';
import * as stays from '../db/repositories/stays.ts';
import { cardNotFound, checkinNotFound, HttpError, numericId } from '../errors.ts';
import type { ChargeResult } from '../payments/gateway.ts';
import { newOrderId } from './codes.ts';
import { runIdempotent } from './idempotency.ts';
import { findOrderRooms, ROOM_NOT_FOUND, roomSearchRules, type OrderRoom } from './orderingRooms.ts';
import { takeAttempt } from './throttle.ts';
import { isOnSaleNow } from './saleHours.ts';
import { emitWebhookEvent, recordCapture } from './webhooks.ts';

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
 * (services/orderingRooms.ts: an approved online check-in staying today, made with this phone or whose
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
  const rows = await ordering.lockOrderableProducts(trx, hotel.id, ids);
  const items: OrderItem[] = [];
  for (const { id, numberOfItems } of ordered) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new HttpError(404, 'This product was not found.', 'product_not_found');
    if (!isOnSaleNow(row, hotel.time_zone, now)) throw new HttpError(400, OUT_OF_SALE_TIME, 'out_of_sale_time');
    if (row.stock !== null && row.stock < numberOfItems) throw new HttpError(400, OUT_OF_STOCK, 'out_of_stock');
    items.push({ productId: id, quantity: numberOfItems, unitPrice: row.price });
  }
  for (const item of items) await ordering.changeStock(trx, item.productId, item.quantity);
  return items;
}

/** Gives back the stock items took (a declined card). */
export async function giveBack(trx: Db, items: OrderItem[]): Promise<void> {
  for (const item of items) await ordering.changeStock(trx, item.productId, -item.quantity);
}

export const totalOf = (items: OrderItem[]) => items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0);

/** Whether the request names exactly these items (ids and quantities). */
export function sameItems(items: OrderItem[], ordered: OrderedProduct[]): boolean {
  if (items.length !== ordered.length) return false;
  return ordered.every((p) => items.some((i) => i.productId === p.id && i.quantity === p.numberOfItems));
}

type OrderPaymentRequest = Operations['creditCardPayForMobileRequest']['body'];
type OrderRequest = Operations['makeRequestOrder']['body'];

/** An order that does not exist, is another stay's or does not match: one answer for all. */
export const orderNotFound = () => new HttpError(404, 'This order was not found.', 'order_not_found');
const amountMismatch = () =>
  new HttpError(400, 'The amount to pay has changed. Please check your order again.', 'amount_mismatch');

/**
 * Step 1 of the charging protocol for an order paid by card (creditCardPayForMobileRequest): the
 * products named twice alike, the guest's check-in found by their phone, the member's own card; then
 * the products checked and their stock taken for this payment, with a pending payment order, before
 * anything is charged (services/charging.ts does the rest).
 */
export async function reserveOrderPayment(db: Db, userId: number, input: OrderPaymentRequest) {
  const ids = input.products.map((p) => p.id);
  if (ids.length !== input.productIds.length || !input.productIds.every((id) => ids.includes(id))) {
    throw productsMismatch();
  }
  const { checkin, hotel } = await findOrderingCheckin(db, input.checkinId, input.telephone);
  const card = await cards.findCardOf(db, userId);
  if (!card || String(card.id) !== input.cardId) throw cardNotFound();
  // Step 1 of the charging protocol: the products are checked and their stock is taken for
  // this payment before anything is charged.
  return db.transaction().execute(async (trx) => {
    const items = await takeProducts(trx, hotel, input.products);
    const amount = totalOf(items);
    if (amount !== Number(input.paymentAmount)) throw amountMismatch();
    const orderId = newOrderId();
    await orders.createPendingOrder(trx, {
      id: orderId,
      hotelId: hotel.id,
      userId,
      kind: 'request',
      amount,
      card,
      reservationIds: await reservationsOfCheckins(trx, [checkin.id]),
      checkinIds: [checkin.id],
    });
    await ordering.insertPaymentItems(trx, orderId, items);
    return { orderId, amount, card };
  });
}

/** A declined card gives the stock its payment took back, in the same transaction as the failure. */
export async function recordOrderPaymentOutcome(trx: Db, orderId: string, result: ChargeResult): Promise<void> {
  if (result.processResult === 'success') return recordCapture(trx, orderId, result.transactionNumber);
  const order = await lockPaymentOrder(trx, orderId);
  if (order?.process_result !== 'pending') return;
  await orders.recordFailure(trx, orderId);
  await giveBack(trx, await ordering.listPaymentItems(trx, orderId));
}

export interface OrderPlacement {
  input: OrderRequest;
  /** The member, or null: ordering is open to guests who are not signed in. */
  userId: number | null;
  idempotencyKey: string;
  /** The client's address, for the limit on phone numbers that find no stay. */
  address: string;
  /** Multiplies the per-address limit of phone misses (tests from one address); 1 in service. */
  addressLimitFactor: number;
}

/**
 * The order itself (makeRequestOrder), once per Idempotency-Key: to a room of the guest's current
 * stay found by their phone; a card order takes the products its successful payment reserved (and
 * only once), any other order checks sale hours and stock again and takes the stock now. A phone
 * that finds no stay counts against the room lookup's limit.
 */
export async function placeOrder(
  db: Db,
  { input, userId, idempotencyKey, address, addressLimitFactor }: OrderPlacement,
): Promise<{ requestOrderId: string }> {
  // Open to anyone: a phone that finds no stay counts against the room lookup's limit.
  const rules = roomSearchRules(address, addressLimitFactor);
  const takeBack = await takeAttempt(db, rules);
  const { body } = await runIdempotent(
    db,
    {
      scope: userId === null ? `request:${input.telephone}` : `user:${userId}`,
      operation: 'makeRequestOrder',
      key: idempotencyKey,
      payload: input,
    },
    async (trx) => {
      const { checkin, hotel, roomNumbers } = await findOrderingCheckin(trx, input.checkinId, input.telephone);
      if (!roomNumbers.includes(input.roomNumber)) {
        throw new HttpError(400, ROOM_NOT_FOUND, 'room_not_found');
      }
      let paymentOrderId: string | null = null;
      let items;
      if (input.paymentMethod === 1) {
        if (!input.mobileRequestOrderId) {
          throw new HttpError(400, 'A card order needs its payment.', 'order_required');
        }
        const payment = await lockPaymentOrder(trx, input.mobileRequestOrderId);
        if (
          !payment ||
          payment.kind !== 'request' ||
          payment.hotel_id !== hotel.id ||
          !payment.checkin_ids.includes(checkin.id) ||
          (await ordering.findOrderOfPayment(trx, payment.id))
        ) {
          throw orderNotFound();
        }
        if (payment.process_result !== 'success') {
          throw new HttpError(409, 'This order has not been paid by card.', 'order_not_paid');
        }
        items = await ordering.listPaymentItems(trx, payment.id);
        if (!sameItems(items, input.products)) throw productsMismatch();
        paymentOrderId = payment.id;
      } else {
        // Sale hours and stock are checked again, and the stock taken, with the order.
        items = await takeProducts(trx, hotel, input.products);
      }
      const requestOrderId = await ordering.insertRequestOrder(trx, {
        hotelId: hotel.id,
        checkinId: checkin.id,
        userId,
        roomNumber: input.roomNumber,
        paymentMethod: input.paymentMethod,
        paymentOrderId,
        totalAmount: totalOf(items),
        items,
      });
      await emitWebhookEvent(trx, hotel.id, 'order.placed', {
        hotelId: hotel.id,
        requestOrderId: String(requestOrderId),
        checkinId: String(checkin.id),
        roomNumber: input.roomNumber,
        paymentMethod: input.paymentMethod,
        totalAmount: totalOf(items),
        items: items.map((i) => ({ productId: String(i.productId), quantity: i.quantity, price: i.unitPrice })),
      });
      return { requestOrderId: String(requestOrderId) };
    },
  ).catch(async (error: unknown) => {
    // Only a phone that finds no stay stays counted.
    if (!(error instanceof HttpError && error.code === 'checkin_not_found')) await takeBack();
    throw error;
  });
  await takeBack();
  return body;
}
