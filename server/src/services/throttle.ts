import type { Db } from '../db/database.ts';
import { attemptsSince, clearAttempts, recordAttempt } from '../db/repositories/throttle.ts';
import { HttpError } from '../errors.ts';

/** Spec doc 1 §8: the message of a throttled request. */
export const WAIT_MESSAGE = 'Please wait before retrying.';
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

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
    const { count, oldest } = await attemptsSince(db, rule.bucket, new Date(now.getTime() - windowMs));
    if (count >= rule.limit) {
      const freeAt = (oldest ? new Date(oldest).getTime() : now.getTime()) + windowMs;
      return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    }
  }
  return null;
}

/** 429 with Retry-After when any bucket has used up its attempts in its window. */
export async function assertNotThrottled(db: Db, rules: ThrottleRule[], now = new Date()): Promise<void> {
  const retryAfter = await retryAfterSeconds(db, rules, now);
  if (retryAfter !== null) {
    throw new HttpError(429, WAIT_MESSAGE, 'too_many_requests', { 'Retry-After': String(retryAfter) });
  }
}

/** Whether any bucket has used up its attempts (for callers that skip work rather than refuse). */
export async function isThrottled(db: Db, rules: ThrottleRule[]): Promise<boolean> {
  return (await retryAfterSeconds(db, rules)) !== null;
}

export async function recordAttempts(db: Db, rules: ThrottleRule[]): Promise<void> {
  for (const rule of rules) await recordAttempt(db, rule.bucket);
}

export { clearAttempts };
