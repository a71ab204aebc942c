import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../db/database.ts';
import * as outbox from '../db/repositories/webhooks.ts';
import { componentLog, rootLogger, type Logger } from '../logger.ts';
import type { DeliveryResult, Metrics } from '../metrics.ts';
import { formatDelay } from './mailDelivery.ts';
import { attemptLookup, checkAttemptUrl, systemResolve, WebhookAddressError, type Resolve } from './webhookAddress.ts';

/** When a failed delivery is tried again: first after `firstDelayMs`, doubling up to `maxDelayMs`. */
export interface WebhookRetrySchedule {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Each delay is stretched by up to this fraction at random, so that retries spread out. */
  jitter: number;
}

/**
 * 30 s, 1 min, 2 min … capped at 1 h: about 30 attempts in the day a delivery is tried
 * (webhook_deliveries.give_up_at, a day after the event), the last one at the day's end.
 */
export const DEFAULT_WEBHOOK_SCHEDULE: WebhookRetrySchedule = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  jitter: 0.2,
};

export function webhookRetryDelayMs(
  attempt: number,
  schedule: WebhookRetrySchedule,
  random: () => number = Math.random,
): number {
  const base = Math.min(schedule.firstDelayMs * 2 ** Math.max(0, attempt - 1), schedule.maxDelayMs);
  return Math.round(base * (1 + schedule.jitter * random()));
}

export interface WebhookDeliveryOptions {
  db: Db;
  schedule?: WebhookRetrySchedule;
  /** How often due deliveries are looked for. */
  pollMs?: number;
  /** How long a worker holds a delivery it claimed: longer than `timeoutMs`. */
  leaseMs?: number;
  /** How long an endpoint has to answer. */
  timeoutMs?: number;
  /** The worker's clock: attempt times, retries and the end of the day of tries (tests move it). */
  now?: () => Date;
  log?: Logger;
  /**
   * Production: each attempt goes over https to a public address only (webhookAddress.ts), the
   * endpoint's name resolved and checked at the attempt; a refused attempt fails with the reason.
   */
  production?: boolean;
  /** How endpoint names are resolved (tests give their own names); by default as the system does. */
  resolve?: Resolve;
  /** The app's metrics: each attempt's result (hotel_outbox_deliveries_total, kind `webhook`). */
  metrics?: Metrics;
}

export interface WebhookDelivery {
  /** Looks for due deliveries now; never throws. */
  kick(): void;
  /** Delivers what is due now, after a pass already running; answers how many were delivered. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/** Why a delivery to a disabled endpoint was given up (its `last_error`). */
const PAUSED_PAST_DAY = 'not sent: the endpoint was disabled until the end of the delivery’s day';

const firstLine = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`.split('\n')[0]!.slice(0, 500);
};

/** The three Standard Webhooks headers of one attempt: the event's id, the attempt's time, HMAC-SHA256. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

/**
 * One POST of an attempt, answered by the status of the answer (its body is not read). Redirects are
 * not followed; no answer (its headers) within `timeoutMs` is an error. The connection is a new one,
 * to the address `lookup` gives for the URL's name (the one it checked), never a pooled one.
 */
function post(
  url: URL,
  {
    headers,
    body,
    lookup,
    timeoutMs,
  }: { headers: Record<string, string>; body: string; lookup: LookupFunction; timeoutMs: number },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup,
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    request.on('response', (response) => {
      clearTimeout(timer);
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

/**
 * The webhooks' outbox worker: claims one due delivery at a time (as the mail outbox does), POSTs
 * the event's body signed with the endpoint's secret, and counts any 2xx answer as delivered. A
 * failed attempt is tried again with backoff until the delivery's day is over, then marked failed.
 * After a failure the pass leaves that endpoint's other deliveries for the next look: an endpoint
 * that is down costs one attempt per look, not one per event.
 */
export function startWebhookDelivery({
  db,
  schedule = DEFAULT_WEBHOOK_SCHEDULE,
  pollMs = 5_000,
  leaseMs = 2 * 60_000,
  timeoutMs = 15_000,
  now = () => new Date(),
  log: root = rootLogger(),
  production = false,
  resolve = systemResolve,
  metrics,
}: WebhookDeliveryOptions): WebhookDelivery {
  const log = componentLog(root, 'webhook');
  const count = (result: DeliveryResult) => metrics?.outboxDeliveries.inc({ kind: 'webhook', result });
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const lookup = attemptLookup(resolve, production);

  async function attempt(
    delivery: outbox.ClaimedDelivery,
    at: Date,
  ): Promise<{ status: number | null; error?: string }> {
    const body = delivery.payload;
    try {
      const url = new URL(delivery.url);
      if (production) checkAttemptUrl(url);
      const status = await post(url, {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SakuraGuestPlatform-Webhooks/1',
          ...signedHeaders(delivery.secret, delivery.event_id, at, body),
        },
        body,
        lookup,
        timeoutMs,
      });
      if (status >= 200 && status < 300) return { status };
      return { status, error: `HTTP ${status}` };
    } catch (error) {
      const refused = error instanceof WebhookAddressError ? 'refused: ' : '';
      return { status: null, error: `${refused}${firstLine(error)}` };
    }
  }

  async function deliverOne(delivery: outbox.ClaimedDelivery, token: string, at: Date): Promise<boolean> {
    const about = { deliveryId: delivery.id, webhookId: delivery.event_id, eventType: delivery.type };
    const result = await attempt(delivery, at);
    if (result.error === undefined) {
      count('sent');
      if (!(await outbox.markDelivered(db, delivery.id, token, now(), result.status!))) {
        log.warn(about, `Webhook ${delivery.event_id} was delivered after its claim had expired`);
      } else if (delivery.attempts > 1) {
        log.info(
          { ...about, attempt: delivery.attempts },
          `Webhook ${delivery.event_id} (${delivery.type}) delivered at attempt ${delivery.attempts}`,
        );
      }
      return true;
    }
    const failedAt = now();
    const giveUpAt = new Date(delivery.give_up_at);
    if (failedAt >= giveUpAt) {
      await outbox.markFailed(db, delivery.id, token, { status: result.status, error: result.error });
      count('failed');
      log.error(
        { ...about, attempt: delivery.attempts, reason: result.error },
        `Webhook ${delivery.event_id} (${delivery.type}) to ${delivery.url} given up after ${delivery.attempts} attempts: ${result.error}`,
      );
    } else {
      const delay = webhookRetryDelayMs(delivery.attempts, schedule);
      // The last try at the end of the day, not after it.
      const next = new Date(Math.min(failedAt.getTime() + delay, giveUpAt.getTime()));
      await outbox.scheduleRetry(db, delivery.id, token, { next, status: result.status, error: result.error });
      count('retry');
      log.warn(
        { ...about, attempt: delivery.attempts, reason: result.error, retryInMs: next.getTime() - failedAt.getTime() },
        `Webhook ${delivery.event_id} (${delivery.type}) not delivered (attempt ${delivery.attempts}): ${result.error}; next try in ${formatDelay(next.getTime() - failedAt.getTime())}`,
      );
    }
    return false;
  }

  async function pass(): Promise<number> {
    let delivered = 0;
    const skipEndpoints: number[] = [];
    const expired = await outbox.failPausedDeliveries(db, now(), PAUSED_PAST_DAY);
    if (expired > 0) {
      metrics?.outboxDeliveries.inc({ kind: 'webhook', result: 'failed' }, expired);
      log.warn({ deliveries: expired }, `${expired} webhook deliveries given up: ${PAUSED_PAST_DAY}`);
    }
    while (!stopped) {
      const token = randomUUID();
      const at = now();
      const delivery = await outbox.claimDueDelivery(db, { at, leaseMs, token, skipEndpoints });
      if (!delivery) break;
      if (await deliverOne(delivery, token, at)) delivered += 1;
      else skipEndpoints.push(delivery.endpoint_id);
    }
    return delivered;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let delivered = 0;
      try {
        do {
          again = false;
          delivered += await pass();
        } while (again && !stopped);
      } finally {
        running = null;
      }
      return delivered;
    })();
    return running;
  }

  const runLogged = () => {
    if (stopped) return;
    run().catch((error: unknown) => log.error({ err: error }, `Webhook delivery failed: ${firstLine(error)}`));
  };

  const timer = setInterval(runLogged, pollMs);
  timer.unref();

  return {
    kick: runLogged,
    async flush() {
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
