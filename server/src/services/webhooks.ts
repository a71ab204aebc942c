import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import * as orders from '../db/repositories/orders.ts';
import { recordEvent } from '../db/repositories/webhooks.ts';

/**
 * The events a hotel's webhook endpoints may subscribe to (issue 33, docs/integration.md "Webhooks").
 * Each is recorded by `emitWebhookEvent` inside the transaction of the change it tells of, so an
 * event exists exactly when its change does; the outbox worker (webhookDelivery.ts) sends it.
 */
export const WEBHOOK_EVENT_TYPES = [
  'checkin.submitted',
  'checkin.approved',
  'checkout.completed',
  'order.placed',
  'payment.captured',
  'payment.released',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each event's `data` holds: ids, dates, counts and amounts; never card data or a passport. */
export interface WebhookEventData {
  'checkin.submitted': {
    hotelId: string;
    checkinId: string;
    checkinCode: string;
    reservationIds: string[];
    reservations: ReservationRef[];
    arrival: string;
    totalMembers: number;
  };
  'checkin.approved': { hotelId: string; checkinId: string; checkinCode: string };
  'checkout.completed': {
    hotelId: string;
    checkinId: string | null;
    reservationIds: string[];
    reservations: ReservationRef[];
    review: { point: number; improvement: string | null; comment: string | null } | null;
  };
  'order.placed': {
    hotelId: string;
    requestOrderId: string;
    checkinId: string;
    roomNumber: string;
    /** makeRequestOrder's: 0 on the bill paid at check-out, 1 by card, 2 no payment. */
    paymentMethod: 0 | 1 | 2;
    totalAmount: number;
    items: { productId: string; quantity: number; price: number }[];
  };
  'payment.captured': PaymentEventData;
  'payment.released': PaymentEventData;
}

/**
 * A reservation as the hotel's systems know it: the guest API's id, the id the PMS pushed it with
 * (null for one it did not push) and the booking number (repositories/reservations.ts findReservationRefs).
 */
interface ReservationRef {
  id: string;
  externalId: string | null;
  bookingNumber: string;
}

interface PaymentEventData {
  hotelId: string;
  orderId: string;
  /** What was paid: `checkin`, `checkout`, `request`... (payment_orders.kind). */
  kind: string;
  amount: number;
  currency: 'JPY';
}

/** `msg_` and 24 random characters: the event's `webhook-id`, the same on every attempt. */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/**
 * Records the event for the hotel's endpoints that want it; call it with the transaction of the
 * change. The body is the Standard Webhooks shape: `{ type, timestamp, data }`.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  trx: Db,
  hotelId: string,
  type: T,
  data: WebhookEventData[T],
  at: Date = new Date(),
): Promise<string> {
  const id = newWebhookMessageId();
  await recordEvent(trx, { id, hotelId, type, payload: { type, timestamp: at.toISOString(), data } });
  return id;
}

/** Runs `work` in the caller's transaction, or in one of its own when the caller has none. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** A pending payment order paid, and `payment.captured` told, together (in the caller's transaction if any). */
export function recordCapture(db: Db, orderId: string, transactionNumber: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    const paid = await orders.recordSuccess(trx, orderId, transactionNumber);
    if (paid) await emitPaymentEvent(trx, 'payment.captured', paid);
  });
}

/** `payment.captured` or `payment.released` of a payment order. */
export async function emitPaymentEvent(
  trx: Db,
  type: 'payment.captured' | 'payment.released',
  order: { id: string; hotel_id: string; kind: string; amount: number },
): Promise<void> {
  await emitWebhookEvent(trx, order.hotel_id, type, {
    hotelId: order.hotel_id,
    orderId: order.id,
    kind: order.kind,
    amount: order.amount,
    currency: 'JPY',
  });
}
