import type { Db } from '../db/database.ts';
import * as purge from '../db/repositories/upkeep.ts';
import { componentLog, rootLogger, type Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import { MAX_THROTTLE_WINDOW_MS } from './throttle.ts';
import { IDEMPOTENCY_RETENTION_MS } from './idempotency.ts';
import { CHECKIN_MAIL_KIND } from './checkinMail.ts';
import { CAPTURE_LIFETIME_MS } from './passportCapture.ts';
import { RETENTION_YEARS, yearsLater } from './retention.ts';

/** Sessions and reset links that ended are kept a day (what happened yesterday can still be read). */
export const ENDED_RETENTION_MS = 24 * 60 * 60_000;
/** Webhook deliveries done (delivered or failed) and their events are kept 30 days, for the console's list. */
export const WEBHOOK_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** Rows deleted per statement. */
export const UPKEEP_BATCH_SIZE = 1000;

export interface UpkeepCounts {
  throttleEvents: number;
  idempotencyRecords: number;
  sandboxCardTokens: number;
  passwordResetTokens: number;
  sessions: number;
  checkins: number;
  checkinMails: number;
  passportCaptures: number;
  registerAccessLog: number;
  webhookDeliveries: number;
  webhookEvents: number;
}

/** Deletes batch after batch until a batch comes back short. */
async function drain(deleteBatch: (limit: number) => Promise<number>, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * One upkeep pass: throttle events past the longest throttle window, idempotency records past the
 * contract's 24 hours, spent or expired sandbox card tokens, and sessions and reset links that ended
 * a day ago; check-ins past their retention (3 years after check-out, services/retention.ts) with
 * their guest register, companions and tickets, check-in confirmation mails older than 3 years,
 * passports uploaded but never taken by a check-in within 24 hours, and records of passport views
 * and exports older than 3 years; webhook deliveries done (delivered or failed) over 30 days old,
 * then the events over 30 days old that have no delivery left (a pending one keeps its event). Safe
 * to run in several processes at once. Payment records (gateway_charges, payment_orders, receipts,
 * sales, request orders) and other mails are never touched.
 */
export async function runUpkeep(db: Db, now = new Date(), batchSize = UPKEEP_BATCH_SIZE): Promise<UpkeepCounts> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    throttleEvents: await drain((n) => purge.deleteThrottleEvents(db, ago(MAX_THROTTLE_WINDOW_MS), n), batchSize),
    idempotencyRecords: await drain(
      (n) => purge.deleteIdempotencyRecords(db, ago(IDEMPOTENCY_RETENTION_MS), n),
      batchSize,
    ),
    sandboxCardTokens: await drain((n) => purge.deleteSpentSandboxCardTokens(db, now, n), batchSize),
    passwordResetTokens: await drain((n) => purge.deleteSpentResetTokens(db, ago(ENDED_RETENTION_MS), n), batchSize),
    sessions: await drain((n) => purge.deleteEndedSessions(db, ago(ENDED_RETENTION_MS), n), batchSize),
    checkins: await drain((n) => purge.purgeExpiredCheckins(db, now, n), batchSize),
    checkinMails: await drain(
      (n) => purge.deleteMailsOfKind(db, CHECKIN_MAIL_KIND, yearsLater(now, -RETENTION_YEARS), n),
      batchSize,
    ),
    passportCaptures: await drain(
      (n) => purge.deleteUntakenPassportCaptures(db, ago(CAPTURE_LIFETIME_MS), n),
      batchSize,
    ),
    registerAccessLog: await drain(
      (n) => purge.deleteRegisterAccessLog(db, yearsLater(now, -RETENTION_YEARS), n),
      batchSize,
    ),
    webhookDeliveries: await drain(
      (n) => purge.deleteDoneWebhookDeliveries(db, ago(WEBHOOK_RETENTION_MS), n),
      batchSize,
    ),
    webhookEvents: await drain((n) => purge.deleteWebhookEvents(db, ago(WEBHOOK_RETENTION_MS), n), batchSize),
  };
}

/** What each count is: in the log line's text, and as the metrics' and the log's `kind`. */
const KINDS: Record<keyof UpkeepCounts, { name: string; kind: string }> = {
  throttleEvents: { name: 'throttle events', kind: 'throttle_events' },
  idempotencyRecords: { name: 'idempotency records', kind: 'idempotency_records' },
  sandboxCardTokens: { name: 'sandbox card tokens', kind: 'sandbox_card_tokens' },
  passwordResetTokens: { name: 'password reset tokens', kind: 'password_reset_tokens' },
  sessions: { name: 'sessions', kind: 'sessions' },
  checkins: { name: 'check-ins', kind: 'check_ins' },
  checkinMails: { name: 'check-in confirmation mails', kind: 'check_in_mails' },
  passportCaptures: { name: 'passport uploads', kind: 'passport_uploads' },
  registerAccessLog: { name: 'register access records', kind: 'register_access_records' },
  webhookDeliveries: { name: 'webhook deliveries', kind: 'webhook_deliveries' },
  webhookEvents: { name: 'webhook events', kind: 'webhook_events' },
};

const purgedKeys = (counts: UpkeepCounts) =>
  (Object.keys(KINDS) as (keyof UpkeepCounts)[]).filter((key) => counts[key] > 0);

/** "throttle events 12, sessions 3", or '' when nothing was purged. */
export function describeCounts(counts: UpkeepCounts): string {
  return purgedKeys(counts)
    .map((key) => `${KINDS[key].name} ${counts[key]}`)
    .join(', ');
}

/** The counts above 0 by kind (`{throttle_events: 12, sessions: 3}`), for the log line's `purged` field. */
export function purgedByKind(counts: UpkeepCounts): Record<string, number> {
  return Object.fromEntries(purgedKeys(counts).map((key) => [KINDS[key].kind, counts[key]]));
}

export interface UpkeepSchedule {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

export interface UpkeepScheduleOptions {
  intervalMs: number;
  firstDelayMs?: number;
  /** The process's logger: the upkeep writes as component `upkeep` (unset: the process's own). */
  log?: Logger;
  /** The app's metrics: passes, their time and the rows purged (hotel_upkeep_*). */
  metrics?: Metrics;
}

/**
 * Runs the upkeep every `intervalMs`, the first pass `firstDelayMs` after the start. The timer does
 * not keep the process alive; a failed pass is logged and the next one runs as planned. A pass that
 * purged something writes one line (`Upkeep: purged throttle events 12, sessions 3.`, with the counts
 * in `purged`); every pass is counted in the metrics.
 */
export function scheduleUpkeep(
  db: Db,
  { intervalMs, firstDelayMs = 30_000, log: root = rootLogger(), metrics }: UpkeepScheduleOptions,
): UpkeepSchedule {
  const log = componentLog(root, 'upkeep');
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout;

  const pass = async () => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const counts = await runUpkeep(db);
      metrics?.upkeepRuns.inc({ result: 'ok' });
      metrics?.upkeepDuration.observe(seconds());
      const purged = purgedByKind(counts);
      for (const [kind, rows] of Object.entries(purged)) metrics?.upkeepPurged.inc({ kind }, rows);
      if (Object.keys(purged).length > 0) {
        log.info({ purged, ms: Math.round(seconds() * 1000) }, `Upkeep: purged ${describeCounts(counts)}.`);
      }
    } catch (error) {
      metrics?.upkeepRuns.inc({ result: 'error' });
      metrics?.upkeepDuration.observe(seconds());
      log.error({ err: error }, 'Upkeep pass failed');
    }
  };
  const next = (delayMs: number) => {
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = null;
        if (!stopped) next(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  next(firstDelayMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
