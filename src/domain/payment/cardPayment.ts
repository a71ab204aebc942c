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

/**
 * A step that charges or creates, sent under an Idempotency-Key: where the record keeps its key and
 * its answer, and how the request is recorded under a new key (before it is sent, so a retry sends
 * the same one).
 */
export interface KeyedStep<R> {
  done: (record: R) => boolean;
  key: (record: R) => string | undefined;
  begin: (record: R, key: string) => R;
  /** Sends the step; answers what to record, or the card's refusal. */
  send: (record: R, key: string) => Promise<RecordUpdate<R> | CardRefusal>;
}

/** What every flow records of the later steps, under the same names. */
export interface LaterSteps {
  saleIds?: string[];
  receiptSaved?: boolean;
  mailed?: boolean;
}

/** A flow's steps; it leaves out the ones it has not got. */
export interface PaymentSteps<R extends LaterSteps> {
  charge?: KeyedStep<R>;
  order?: KeyedStep<R>;
  /** Records the sales; answers their ids. */
  sales?: (record: R) => Promise<string[]>;
  receipt?: (record: R) => Promise<unknown>;
  mail?: (record: R) => Promise<unknown>;
}

/** Where a flow keeps its record (its slice, persisted in session storage). */
export interface PaymentRecord<R> {
  read: () => R;
  write: (record: R) => void;
  /** Forgets the attempt: nothing was taken, so a new attempt is a new charge or order. */
  forget: () => void;
}

/** A step as the runner sees it: done, its key's place (a keyed one), and what its answer records. */
interface Step<R> {
  done: (record: R) => boolean;
  keyed?: Pick<KeyedStep<R>, 'key' | 'begin'>;
  send: (record: R, key: string) => Promise<RecordUpdate<R> | CardRefusal>;
}

function stepsOf<R extends LaterSteps>(steps: PaymentSteps<R>): (Step<R> | undefined)[] {
  const keyed = (step: KeyedStep<R> | undefined): Step<R> | undefined =>
    step && { done: step.done, keyed: step, send: step.send };
  const later = <T>(
    send: ((record: R) => Promise<T>) | undefined,
    done: (record: R) => boolean,
    update: (answer: T) => RecordUpdate<R>,
  ): Step<R> | undefined => send && { done, send: async (record) => update(await send(record)) };
  return [
    keyed(steps.charge),
    keyed(steps.order),
    later(
      steps.sales,
      (r) => Boolean(r.saleIds),
      (saleIds) => (r) => ({ ...r, saleIds }),
    ),
    later(
      steps.receipt,
      (r) => Boolean(r.receiptSaved),
      () => (r) => ({ ...r, receiptSaved: true }),
    ),
    later(
      steps.mail,
      (r) => Boolean(r.mailed),
      () => (r) => ({ ...r, mailed: true }),
    ),
  ];
}

/**
 * Runs the unfinished steps in order. Each answer is recorded as it comes. A lost answer (no HTTP
 * answer, a 5xx, `request_in_progress`) rejects and keeps the record with its keys: the next call
 * sends the same request again. A refusal (4xx) before a charge or an order has been taken forgets
 * the attempt; once one has, the record is kept, never forgotten. Both reject with the error.
 * Resolves null when every step is done, or the card's refusal (the attempt forgotten).
 */
export async function runPaymentSteps<R extends LaterSteps>(
  place: PaymentRecord<R>,
  steps: PaymentSteps<R>,
  newKey: () => string = () => crypto.randomUUID(),
): Promise<CardRefusal | null> {
  const taken = (record: R) => [steps.charge, steps.order].some((step) => step?.done(record));
  for (const step of stepsOf(steps)) {
    if (!step) continue;
    let record = place.read();
    if (step.done(record)) continue;
    let key = step.keyed?.key(record) ?? '';
    if (step.keyed && key === '') {
      key = newKey();
      record = step.keyed.begin(record, key);
      place.write(record);
    }
    let outcome: RecordUpdate<R> | CardRefusal;
    try {
      outcome = await step.send(record, key);
    } catch (error) {
      if (isRefusal(error) && !taken(place.read())) place.forget();
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

/** The card's refusal in a charge's answer, or null when it was charged (and `paid` is its id). */
export function refusalOf(
  answer: { processResult: string; status?: string | null; errorMessage?: string | null },
  paid: string | null | undefined,
): CardRefusal | null {
  if (answer.processResult === 'success' && paid) return null;
  return { refusal: answer.status === 'expired' ? 'expired' : 'declined', message: answer.errorMessage ?? null };
}
