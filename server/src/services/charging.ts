import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { listFolioLines, reservationsOfCheckins, type FolioSelection } from '../db/repositories/folio.ts';
import * as orders from '../db/repositories/orders.ts';
import type { PaymentOrderKind } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { ChargeNotMadeError, type ChargeResult, type PaymentGateway } from '../payments/gateway.ts';
import { CARD_DECLINED, CARD_EXPIRED } from '../payments/testCards.ts';
import { billedPrice } from './bill.ts';
import { newOrderId } from './codes.ts';
import { runIdempotent, type IdempotentRequest } from './idempotency.ts';
import { recordCapture } from './webhooks.ts';

/**
 * Charging a folio by card, at most once per line (creditCardPay):
 *
 * 1. claim, in one short transaction: the selection's unpaid lines are summed (as the bill sums
 *    them) and checked against the amount the guest saw; a `pending` order is created and takes the
 *    lines with `UPDATE sales SET order_id = order WHERE id IN (...) AND order_id IS NULL`. If it gets
 *    fewer lines than it counted, another payment took some first: roll back, 409. From here no
 *    other request (any key, any member) can charge these lines.
 * 2. charge, outside any transaction (PGlite has one session, and a gateway call must not hold
 *    locks): the gateway is asked once, for this order.
 * 3. record, in the idempotency transaction: success keeps the lines paid, failure releases them;
 *    the answer is stored with the Idempotency-Key, so a retry replays it without charging.
 *
 * When something breaks: a claim that fails rolls back by itself; a charge the gateway says it did
 * not make (ChargeNotMadeError) releases the lines; a charge that throws otherwise (timeout, lost
 * connection) may have been made, so the order stays `pending` with its lines held; a known outcome
 * whose record fails is written again outside the idempotency transaction. If the process dies
 * between the charge and the record, the order also stays `pending`: its lines cannot be charged
 * again (every new attempt gets 409 `payment_in_progress`) until the hotel's staff settle or release
 * it on the front-desk page (services/frontDeskPayments.ts): the gateway is asked what it did for
 * the order (PaymentGateway.findCharge) and its answer is written by the same recorder as here
 * (recordOutcome, or the request orders' recorder that also gives the stock back).
 */

export const PAYMENT_IN_PROGRESS = 'This bill is already being paid.';

const paymentInProgress = () => new HttpError(409, PAYMENT_IN_PROGRESS, 'payment_in_progress');
const alreadyPaid = () => new HttpError(409, 'This bill has already been paid.', 'already_paid');
const amountMismatch = () =>
  new HttpError(400, 'The amount to pay has changed. Please check the bill again.', 'amount_mismatch');

export interface SavedCard {
  id: number;
  /** The gateway's card id. */
  card_token: string;
  card_brand: string;
  masked_number: string;
}

/** What to charge, checked by the caller (the card and the check-ins are the member's own). */
export interface FolioCharge {
  hotelId: string;
  userId: number;
  card: SavedCard;
  /** Database ids. */
  selection: FolioSelection;
  kind: PaymentOrderKind;
  /** The amount the guest agreed to pay (yen). */
  paymentAmount: number;
}

interface Claim {
  orderId: string;
  amount: number;
}

/** Step 1: the order and its lines, or 409/400 (see above). */
async function claimFolio(db: Db, charge: FolioCharge): Promise<Claim> {
  return db.transaction().execute(async (trx) => {
    const lines = await listFolioLines(trx, charge.selection);
    const held = [...new Set(lines.map((l) => l.order_id).filter((id): id is string => id !== null))];
    if (await orders.anyPending(trx, held)) throw paymentInProgress();
    const unpaid = lines.filter((l) => l.order_id === null);
    const amount = unpaid.reduce((sum, line) => sum + billedPrice(line), 0);
    if (unpaid.length === 0 || amount <= 0) throw alreadyPaid();
    if (amount !== charge.paymentAmount) throw amountMismatch();

    const orderId = newOrderId();
    const viaCheckins = await reservationsOfCheckins(trx, charge.selection.checkinIds);
    await orders.createPendingOrder(trx, {
      id: orderId,
      hotelId: charge.hotelId,
      userId: charge.userId,
      kind: charge.kind,
      amount,
      card: charge.card,
      reservationIds: [...new Set([...charge.selection.reservationIds, ...viaCheckins])],
      checkinIds: charge.selection.checkinIds,
    });
    const taken = await orders.claimLines(
      trx,
      orderId,
      unpaid.map((l) => l.id),
    );
    // Rolls the order back too: the lines stay with the payment that took them first.
    if (taken !== unpaid.length) throw paymentInProgress();
    return { orderId, amount };
  });
}

/** Step 3: the gateway's answer on the order and its lines (also the front desk's settle or release). */
export async function recordOutcome(db: Db, orderId: string, result: ChargeResult): Promise<void> {
  if (result.processResult === 'success') await recordCapture(db, orderId, result.transactionNumber);
  else await orders.recordFailure(db, orderId);
}

export interface ChargeOutcome {
  cardBrand: string;
  orderId: string;
  result: ChargeResult;
}

/** The contract's CardPaymentResult. */
export function cardPaymentAnswer({ cardBrand, orderId, result }: ChargeOutcome) {
  if (result.processResult === 'success') {
    return { status: 'paid' as const, orderId, cardBrand, processResult: 'success' as const, errorMessage: null };
  }
  const expired = result.reason === 'expired';
  return {
    status: expired ? ('expired' as const) : ('declined' as const),
    orderId: null,
    cardBrand,
    processResult: 'failure' as const,
    errorMessage: expired ? CARD_EXPIRED : CARD_DECLINED,
  };
}

/** A pending order, created with what it holds (step 1), and the card to charge. */
export interface ClaimedOrder {
  orderId: string;
  amount: number;
  card: SavedCard;
}

/** Writes the gateway's answer on a pending order (step 3): its holdings are kept or released. */
export type OutcomeRecorder = (db: Db, orderId: string, result: ChargeResult) => Promise<void>;

/**
 * The protocol above for any pending order: `claim` checks the request and creates the order with
 * what it holds (it runs once the Idempotency-Key is claimed, so a replay answers as the first time
 * even if, say, the card was deleted since); the gateway is asked once; `record` writes its answer
 * in the idempotency transaction, or after an error as settleAfterError says.
 */
export async function chargeOnce<A>(
  db: Db,
  gateway: PaymentGateway,
  idempotency: IdempotentRequest,
  claim: () => Promise<ClaimedOrder>,
  record: OutcomeRecorder,
  toAnswer: (outcome: ChargeOutcome) => A,
  log: FastifyBaseLogger,
): Promise<A> {
  const progress: { orderId?: string; result?: ChargeResult } = {};
  try {
    const { body } = await runIdempotent(
      db,
      idempotency,
      async (trx, outcome: ChargeOutcome) => {
        await record(trx, outcome.orderId, outcome.result);
        return toAnswer(outcome);
      },
      async (): Promise<ChargeOutcome> => {
        const { orderId, amount, card } = await claim();
        progress.orderId = orderId;
        const result = await gateway.charge({ gatewayCardId: card.card_token, amount, orderId });
        progress.result = result;
        return { cardBrand: card.card_brand, orderId, result };
      },
    );
    return body;
  } catch (error) {
    await settleAfterError(db, progress, error, record, log);
    throw error;
  }
}

/** Charges a folio once per Idempotency-Key and at most once per line. `prepare` checks the request. */
export function payFolio(
  db: Db,
  gateway: PaymentGateway,
  idempotency: IdempotentRequest,
  prepare: () => Promise<FolioCharge>,
  log: FastifyBaseLogger,
) {
  return chargeOnce(
    db,
    gateway,
    idempotency,
    async () => {
      const charge = await prepare();
      return { ...(await claimFolio(db, charge)), card: charge.card };
    },
    recordOutcome,
    cardPaymentAnswer,
    log,
  );
}

/** What is left to do when the protocol stopped half-way (see the comment at the top). */
async function settleAfterError(
  db: Db,
  { orderId, result }: { orderId?: string; result?: ChargeResult },
  error: unknown,
  record: OutcomeRecorder,
  log: FastifyBaseLogger,
): Promise<void> {
  if (orderId === undefined) return;
  try {
    if (result) await record(db, orderId, result);
    else if (error instanceof ChargeNotMadeError)
      await record(db, orderId, { processResult: 'failure', reason: 'declined' });
    else log.error({ err: error, orderId }, 'card charge outcome unknown: the order stays pending until settled');
  } catch (recordError) {
    log.error({ err: recordError, orderId, result }, 'card charge not recorded: the order stays pending until settled');
  }
}
