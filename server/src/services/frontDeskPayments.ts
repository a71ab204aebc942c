import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import * as frontDesk from '../db/repositories/frontDesk.ts';
import { HttpError } from '../errors.ts';
import type { ChargeRecord, ChargeResult, PaymentGateway } from '../payments/gateway.ts';
import { recordOutcome } from './charging.ts';
import { orderNotFound, recordOrderPaymentOutcome } from './ordering.ts';
import { emitPaymentEvent } from './webhooks.ts';

/**
 * The reconcile of card payments left `pending` (services/charging.ts, "When something breaks"): a
 * process stopped between the charge and its record, or the gateway's answer was lost. The staff
 * see what the gateway says it did for each order and settle (it charged) or release (it did not);
 * the answer is written by the recorder the payment flow itself uses, so the lines (and a request
 * order's stock) end as they would have had the flow finished.
 */

/**
 * How long a payment may stay pending before it counts as left behind: the idempotency layer takes a
 * request as abandoned after the same time (services/idempotency.ts), and a younger one may still be
 * waiting for the gateway.
 */
export const PENDING_AFTER_MS = 2 * 60_000;

type GatewayView = { status: 'charged' | 'not_charged' | 'unknown'; transactionNumber: string | null };

async function askGateway(gateway: PaymentGateway, orderId: string, log: FastifyBaseLogger): Promise<GatewayView> {
  try {
    const record = await gateway.findCharge(orderId);
    return record.status === 'charged'
      ? { status: 'charged', transactionNumber: record.transactionNumber }
      : { status: 'not_charged', transactionNumber: null };
  } catch (error) {
    log.warn({ err: error, orderId }, 'the gateway could not say what it did for a pending order');
    return { status: 'unknown', transactionNumber: null };
  }
}

/** The hotel's payments left pending, oldest first, each with the gateway's record of it. */
export async function listPendingPayments(
  db: Db,
  gateway: PaymentGateway,
  hotelId: string,
  log: FastifyBaseLogger,
  now = new Date(),
) {
  const rows = await frontDesk.listPendingPayments(db, hotelId, new Date(now.getTime() - PENDING_AFTER_MS));
  return Promise.all(
    rows.map(async (row) => ({
      orderId: row.id,
      kind: row.kind,
      amount: row.amount,
      cardBrand: row.card_brand,
      maskedNumber: row.masked_number,
      createdAt: new Date(row.created_at).toISOString(),
      gateway: await askGateway(gateway, row.id, log),
    })),
  );
}

const notPending = () =>
  new HttpError(409, 'This payment is not waiting to be settled or released.', 'payment_not_pending');

/** The outcome to record for the staff's action, or 409 when the gateway's record contradicts it. */
function outcomeOf(action: 'settle' | 'release', record: ChargeRecord): ChargeResult {
  if (action === 'settle') {
    if (record.status !== 'charged') {
      throw new HttpError(
        409,
        'The gateway has no charge for this payment: release it instead.',
        'gateway_not_charged',
      );
    }
    return { processResult: 'success', transactionNumber: record.transactionNumber };
  }
  if (record.status === 'charged') {
    throw new HttpError(409, 'The gateway charged the card for this payment: settle it instead.', 'gateway_charged');
  }
  return { processResult: 'failure', reason: 'declined' };
}

/**
 * Settles or releases one of the hotel's payments left pending. The gateway is asked first, outside
 * any transaction (a gateway call must not hold locks); the record is then written with the order
 * locked and checked pending again, so two staff resolving it at once write it once.
 */
export async function resolvePendingPayment(
  db: Db,
  gateway: PaymentGateway,
  hotelId: string,
  orderId: string,
  action: 'settle' | 'release',
  log: FastifyBaseLogger,
  now = new Date(),
) {
  const order = await frontDesk.findHotelPayment(db, hotelId, orderId);
  if (!order) throw orderNotFound();
  // A younger pending payment may still be waiting for the gateway's answer: not left behind yet.
  if (order.process_result !== 'pending' || new Date(order.created_at).getTime() > now.getTime() - PENDING_AFTER_MS) {
    throw notPending();
  }
  // When the gateway cannot tell, nothing is written: 503, try again later.
  const charge = await gateway.findCharge(order.id).catch((error: unknown) => {
    log.warn({ err: error, orderId: order.id }, 'the gateway could not say what it did for a pending payment');
    throw new HttpError(503, 'The payment gateway could not be asked. Try again later.', 'gateway_unavailable');
  });
  const result = outcomeOf(action, charge);
  await db.transaction().execute(async (trx) => {
    const locked = await frontDesk.lockHotelPayment(trx, hotelId, order.id);
    if (locked?.process_result !== 'pending') throw notPending();
    // The payment flows' own recorders: the folio's keeps or frees its lines, the request
    // orders' also gives the stock back on a release.
    if (locked.kind === 'request') await recordOrderPaymentOutcome(trx, order.id, result);
    else await recordOutcome(trx, order.id, result);
    // A settle is told as the capture it records; a release here.
    if (result.processResult !== 'success')
      await emitPaymentEvent(trx, 'payment.released', { ...order, hotel_id: hotelId });
  });
  return { orderId: order.id, processResult: result.processResult };
}
