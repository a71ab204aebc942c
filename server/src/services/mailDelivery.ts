import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import * as outbox from '../db/repositories/mails.ts';
import { componentLog, rootLogger, type Logger } from '../logger.ts';
import type { DeliveryResult, Metrics } from '../metrics.ts';

/** How a claimed mail leaves: SMTP, or (development) an .eml file in the outbox folder. */
export interface MailTransport {
  deliver(mail: outbox.ClaimedMail): Promise<void>;
}

/** When a failed send is tried again: first after `firstDelayMs`, doubling up to `maxDelayMs`. */
export interface RetrySchedule {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all, the first included; after the last failed one the mail is given up. */
  maxAttempts: number;
  /** Each delay is stretched by up to this fraction at random, so that retries spread out. */
  jitter: number;
}

/** 30 s, 1 min, 2 min … capped at 1 h, 32 attempts: a mail is tried for 25 to 30 hours. */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 32,
  jitter: 0.2,
};

/** The wait after failed attempt number `attempt` (1 for the first). */
export function retryDelayMs(attempt: number, schedule: RetrySchedule, random: () => number = Math.random): number {
  const base = Math.min(schedule.firstDelayMs * 2 ** Math.max(0, attempt - 1), schedule.maxDelayMs);
  return Math.round(base * (1 + schedule.jitter * random()));
}

export interface MailDeliveryOptions {
  db: Db;
  transport: MailTransport;
  schedule?: RetrySchedule;
  /** How often due mails (retries) are looked for besides the kick after each new mail. */
  pollMs?: number;
  /**
   * How long a worker holds the mails it claimed: longer than a send can take (the SMTP transport's
   * timeouts), so that a claim expires only when its worker stopped.
   */
  leaseMs?: number;
  /** The process's logger (the worker writes as component `mail`); unset: rootLogger(). */
  log?: Logger;
  /** Counts each attempt's result (hotel_outbox_deliveries_total{kind="mail"}). */
  metrics?: Metrics;
}

export interface MailDelivery {
  /** Looks for due mails now (after a mail was recorded); never throws. */
  kick(): void;
  /** Delivers the mails due now (until a send fails), after a pass already running; answers how many both sent. */
  flush(): Promise<number>;
  /** Stops polling and waits for a running pass; the mails left pending wait for the next start. */
  stop(): Promise<void>;
}

/** "400 ms", "33 s", "4 min" */
export function formatDelay(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 120_000) return `${Math.round(ms / 1000)} s`;
  return `${Math.round(ms / 60_000)} min`;
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);

/**
 * The outbox's delivery worker. One pass at a time per process; several processes on one
 * database share the work through claims (repositories/mails.ts), so none sends a mail another holds.
 * A failed send is retried with exponential backoff and jitter, then marked failed and logged as an error.
 */
export function startMailDelivery({
  db,
  transport,
  schedule = DEFAULT_RETRY_SCHEDULE,
  pollMs = 5_000,
  leaseMs = 10 * 60_000,
  log: root = rootLogger(),
  metrics,
}: MailDeliveryOptions): MailDelivery {
  const log = componentLog(root, 'mail');
  const count = (result: DeliveryResult) => metrics?.outboxDeliveries.inc({ kind: 'mail', result });
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function deliverOne(mail: outbox.ClaimedMail, token: string): Promise<boolean> {
    try {
      await transport.deliver(mail);
    } catch (error) {
      const reason = firstLine(error);
      const about = { mailId: mail.id, mailKind: mail.kind, attempt: mail.attempts, reason };
      if (mail.attempts >= schedule.maxAttempts) {
        await outbox.markFailed(db, mail.id, token, reason);
        count('failed');
        log.error(
          about,
          `Mail ${mail.id} (${mail.kind}) to ${mail.to_address} given up after ${mail.attempts} attempts: ${reason}`,
        );
      } else {
        const delay = retryDelayMs(mail.attempts, schedule);
        await outbox.scheduleRetry(db, mail.id, token, delay, reason);
        count('retry');
        log.warn(
          { ...about, retryInMs: delay },
          `Mail ${mail.id} (${mail.kind}) not sent (attempt ${mail.attempts} of ${schedule.maxAttempts}): ${reason}; next try in ${formatDelay(delay)}`,
        );
      }
      return false;
    }
    count('sent');
    const about = { mailId: mail.id, mailKind: mail.kind, attempt: mail.attempts };
    if (!(await outbox.markSent(db, mail.id, token))) {
      log.warn(about, `Mail ${mail.id} was sent after its claim had expired`);
    } else if (mail.attempts > 1) {
      log.info(about, `Mail ${mail.id} (${mail.kind}) sent at attempt ${mail.attempts}`);
    }
    return true;
  }

  /**
   * Delivers due mails, one claim at a time (so that no claim waits behind other sends, each of which
   * may take the SMTP timeouts, until its lease runs out), until none is due or a send fails: the
   * SMTP server is then probably down, and the other due mails wait for the next look.
   */
  async function pass(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const token = randomUUID();
      const [mail] = await outbox.claimDueMails(db, { limit: 1, leaseMs, token });
      if (!mail || !(await deliverOne(mail, token))) break;
      sent += 1;
    }
    return sent;
  }

  /** Runs passes until no kick came in during the last one. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      try {
        do {
          again = false;
          sent += await pass();
        } while (again && !stopped);
      } finally {
        running = null;
      }
      return sent;
    })();
    return running;
  }

  const runLogged = () => {
    if (stopped) return;
    run().catch((error: unknown) => log.error({ err: error }, `Mail delivery failed: ${firstLine(error)}`));
  };

  const timer = setInterval(runLogged, pollMs);
  timer.unref();

  return {
    kick: runLogged,
    async flush() {
      // A pass running now may have started before the caller's mail was recorded: one more after it.
      const earlier = running ? await running.catch(() => 0) : 0;
      return earlier + (await run());
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running.catch(() => 0);
    },
  };
}
