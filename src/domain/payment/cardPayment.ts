import { isRefusal } from '@/api/errors';

/**
 * The resumable card payment, written once for check-in, check-out and ordering: charge → record
 * (the order) → sales → receipt → mail. A flow names its steps and where its record lives; this
 * runner decides the order, skips what the record says is done, and keeps every idempotency key in
 * the record before its request is sent, so a lost answer or a reload resumes without a second
 * charge (the server answers the same key once).
 */

/** The steps in the order they run; a flow leaves out the ones it has not got. */
export const PAYMENT_STEPS = ['charge', 'order', 'sales', 'receipt', 'mail'] as const;
export type PaymentStepName = (typeof PAYMENT_STEPS)[number];

/** The card was refused (declined or expired): nothing was charged, the attempt is forgotten. */
export interface CardRefusal {
  refusal: 'declined' | 'expired';
  /** The gateway's own words, when it gave some. */
  message: string | null;
}

/** How a step's answer changes the record (applied to the record as it is when the answer comes). */
export type RecordUpdate<R> = (record: R) => R;

export interface PaymentStep<R> {
  /** The record says the step is finished: it is skipped. */
  done: (record: R) => boolean;
  /**
   * A step that charges or creates, sent under an Idempotency-Key: where its key is kept, and how
   * the request is recorded under a new key (before it is sent; a retry sends the same one).
   */
  idempotent?: { key: (record: R) => string | undefined; begin: (record: R, key: string) => R };
  /** Sends the step (under `key` when idempotent); answers what to record, or the card's refusal. */
  send: (record: R, key: string | undefined) => Promise<RecordUpdate<R> | CardRefusal>;
}

/** Where a flow keeps its record (its slice, persisted in session storage). */
export interface PaymentRecord<R> {
  read: () => R;
  write: (record: R) => void;
  /** Forgets the attempt: nothing was taken, so a new attempt is a new charge or order. */
  forget: () => void;
}

export type PaymentSteps<R> = Partial<Record<PaymentStepName, PaymentStep<R>>>;

/**
 * Runs the unfinished steps in order. Each answer is recorded as it comes. A lost answer (no HTTP
 * answer, a 5xx, `request_in_progress`) rejects and keeps the record with its keys: the next call
 * sends the same request again. A refusal (4xx) before any idempotent step has finished forgets the
 * attempt; once one has (a charge taken, an order made) the record is kept, never forgotten. Both
 * reject with the error. Resolves null when every step is done, or the card's refusal.
 */
export async function runPaymentSteps<R>(
  place: PaymentRecord<R>,
  steps: PaymentSteps<R>,
  newKey: () => string = () => crypto.randomUUID(),
): Promise<CardRefusal | null> {
  for (const name of PAYMENT_STEPS) {
    const step = steps[name];
    if (!step) continue;
    let record = place.read();
    if (step.done(record)) continue;
    let key: string | undefined;
    if (step.idempotent) {
      key = step.idempotent.key(record);
      if (key === undefined) {
        key = newKey();
        record = step.idempotent.begin(record, key);
        place.write(record);
      }
    }
    let outcome: RecordUpdate<R> | CardRefusal;
    try {
      outcome = await step.send(record, key);
    } catch (error) {
      if (isRefusal(error) && !somethingTaken(steps, place.read())) place.forget();
      throw error;
    }
    if (typeof outcome !== 'function') {
      place.forget();
      return outcome;
    }
    place.write(outcome(place.read()));
  }
  return null;
}

/** An idempotent step has finished: money or an order was taken, and is never forgotten. */
const somethingTaken = <R>(steps: PaymentSteps<R>, record: R) =>
  PAYMENT_STEPS.some((name) => steps[name]?.idempotent && steps[name].done(record));

/** The card's refusal in a charge's answer, or null when it was charged (and `paid` is its id). */
export function refusalOf(
  answer: { processResult: string; status?: string | null; errorMessage?: string | null },
  paid: string | null | undefined,
): CardRefusal | null {
  if (answer.processResult === 'success' && paid) return null;
  return { refusal: answer.status === 'expired' ? 'expired' : 'declined', message: answer.errorMessage ?? null };
}
