import type { Db } from '../db/database.ts';
import {
  attemptsSince,
  clearAttempts,
  forgetAttempts,
  lockBucket,
  recordAttempt,
} from '../db/repositories/throttle.ts';
import { HttpError } from '../errors.ts';

/** Spec doc 1 §8: the message of a throttled request. */
export const WAIT_MESSAGE = 'Please wait before retrying.';
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/**
 * No rule counts attempts further back than this (the passport uploads' hour, services/passportCapture.ts):
 * the upkeep job (services/upkeep.ts) purges older events.
 */
export const MAX_THROTTLE_WINDOW_MS = 60 * 60 * 1000;

export interface ThrottleRule {
  bucket: string;
  /** Attempts allowed in the window. */
  limit: number;
  /** The window; 15 minutes unless given. */
  windowMs?: number;
}

/** Seconds until every bucket has room again, or null when none has used up its attempts. */
export async function retryAfterSeconds(db: Db, rules: ThrottleRule[], now = new Date()): Promise<number | null> {
  for (const rule of rules) {
    const windowMs = rule.windowMs ?? THROTTLE_WINDOW_MS;
    if (windowMs > MAX_THROTTLE_WINDOW_MS) throw new Error(`Throttle window of ${rule.bucket} exceeds the purged age`);
    const { count, oldest } = await attemptsSince(db, rule.bucket, new Date(now.getTime() - windowMs));
    if (count >= rule.limit) {
      const freeAt = (oldest ? new Date(oldest).getTime() : now.getTime()) + windowMs;
      return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    }
  }
  return null;
}

/**
 * Counts an attempt before it is made: 429 with Retry-After when a bucket has no room left,
 * else the attempt is recorded in every bucket at once. The check and the record happen under a lock
 * per bucket, so attempts sent together (to one server or to several) cannot all pass the check
 * before any of them is counted, as they could if the count were checked first and raised after. Answers a
 * function that takes the attempt back, for an attempt that turned out not to count (it succeeded).
 */
export async function takeAttempt(db: Db, rules: ThrottleRule[], now = new Date()): Promise<() => Promise<void>> {
  const taken = await claimAttempt(db, rules, now);
  if (typeof taken === 'number') {
    throw new HttpError(429, WAIT_MESSAGE, 'too_many_requests', { 'Retry-After': String(taken) });
  }
  return () => forgetAttempts(db, taken);
}

/** takeAttempt for callers that skip work rather than refuse: whether the attempt was counted. */
export async function tryAttempt(db: Db, rules: ThrottleRule[], now = new Date()): Promise<boolean> {
  return typeof (await claimAttempt(db, rules, now)) !== 'number';
}

/** The attempt's rows, or the seconds to wait when a bucket is full (nothing recorded then). */
function claimAttempt(db: Db, rules: ThrottleRule[], now: Date): Promise<number[] | number> {
  return db.transaction().execute(async (trx) => {
    // Locked in one order (by name), so that two requests never wait for each other's locks.
    for (const bucket of [...new Set(rules.map((r) => r.bucket))].sort()) await lockBucket(trx, bucket);
    const retryAfter = await retryAfterSeconds(trx, rules, now);
    if (retryAfter !== null) return retryAfter;
    const taken: number[] = [];
    for (const rule of rules) taken.push(await recordAttempt(trx, rule.bucket));
    return taken;
  });
}

export { clearAttempts };

/** A request counted against a rate limit (takeRequest): what the standard RateLimit headers tell. */
export interface RateWindow {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window has room again (the oldest counted request leaves it). */
  resetSeconds: number;
}

/**
 * A rate limit rather than a failed-attempt limit: every request counts, and the answer says how many
 * are left. Under the bucket's lock, as takeAttempt, so requests sent together are all counted.
 */
export function takeRequest(db: Db, rule: ThrottleRule, now = new Date()): Promise<RateWindow> {
  const windowMs = rule.windowMs ?? THROTTLE_WINDOW_MS;
  if (windowMs > MAX_THROTTLE_WINDOW_MS) throw new Error(`Throttle window of ${rule.bucket} exceeds the purged age`);
  return db.transaction().execute(async (trx) => {
    await lockBucket(trx, rule.bucket);
    const { count, oldest } = await attemptsSince(trx, rule.bucket, new Date(now.getTime() - windowMs));
    const freeAt = (oldest ? new Date(oldest).getTime() : now.getTime()) + windowMs;
    const resetSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    if (count >= rule.limit) return { allowed: false, limit: rule.limit, remaining: 0, resetSeconds };
    await recordAttempt(trx, rule.bucket);
    return { allowed: true, limit: rule.limit, remaining: rule.limit - count - 1, resetSeconds };
  });
}
