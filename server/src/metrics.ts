import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What an outbox holds: mails (services/mailDelivery.ts) or webhook deliveries (services/webhookDelivery.ts). */
export type OutboxKind = 'mail' | 'webhook';
/** A delivery attempt's end: sent; failed and to be tried again; failed for the last time (given up). */
export type DeliveryResult = 'sent' | 'retry' | 'failed';

/** An outbox's rows as the database holds them now (database-wide, whichever process asks). */
export interface OutboxDepth {
  kind: OutboxKind;
  pending: number;
  failed: number;
  /** Seconds since the oldest pending message was recorded; 0 when none is pending. */
  oldestPendingSeconds: number;
}

/** The app's Prometheus metrics (docs/deployment.md, "Metrics"): one set per app, in its own registry. */
export interface Metrics {
  registry: Registry;
  /** Answer time by the contract's operationId (or a route's own name) and status class; never by URL. */
  requestDuration: Histogram<'operation' | 'status_class'>;
  /** Delivery attempts of this process, by outbox kind and result. */
  outboxDeliveries: Counter<'kind' | 'result'>;
  /** Upkeep passes of this process, by result (`ok`, `error`). */
  upkeepRuns: Counter<'result'>;
  upkeepDuration: Histogram<string>;
  /** Rows the upkeep of this process deleted or emptied, by what they were (`sessions`, `check_ins`...). */
  upkeepPurged: Counter<'kind'>;
  /** What reads the database for gauges of the moment (the outbox's depth), run before each scrape. */
  beforeScrape: (() => Promise<void>)[];
}

const PREFIX = 'hotel_';
const OUTBOX_KINDS: readonly OutboxKind[] = ['mail', 'webhook'];
const DELIVERY_RESULTS: readonly DeliveryResult[] = ['sent', 'retry', 'failed'];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const outboxDeliveries = new Counter({
    name: `${PREFIX}outbox_deliveries_total`,
    help: 'Outbox delivery attempts of this process, by outbox kind and result (sent, retry: failed and tried again later, failed: given up).',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });
  // Every series from the start at 0, so that rate() and alerts see the first failure.
  for (const kind of OUTBOX_KINDS) for (const result of DELIVERY_RESULTS) outboxDeliveries.inc({ kind, result }, 0);
  const upkeepRuns = new Counter({
    name: `${PREFIX}upkeep_runs_total`,
    help: 'Upkeep passes of this process, by result (ok, error).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['ok', 'error']) upkeepRuns.inc({ result }, 0);
  return {
    registry,
    beforeScrape: [],
    requestDuration: new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: "Time to answer a request, by the contract's operationId (or the route's own name: healthz, metrics, api_docs...; other: files and development pages; unmatched: the SPA's pages and unknown paths) and status class.",
      labelNames: ['operation', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    outboxDeliveries,
    upkeepRuns,
    upkeepDuration: new Histogram({
      name: `${PREFIX}upkeep_duration_seconds`,
      help: 'Time an upkeep pass of this process took.',
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
    upkeepPurged: new Counter({
      name: `${PREFIX}upkeep_rows_purged_total`,
      help: 'Rows the upkeep of this process deleted (check-ins: emptied of personal data), by kind.',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
  };
}

/**
 * The outboxes' depth, read from the database when Prometheus scrapes (`read`: one short query,
 * before the text is written). Database-wide: every app process on one database reports the same.
 */
export function watchOutboxes(metrics: Metrics, read: () => Promise<OutboxDepth[]>): void {
  const messages = new Gauge({
    name: `${PREFIX}outbox_messages`,
    help: 'Messages in the outbox by kind and status (pending: waiting or being retried; failed: given up). Database-wide: the same in every app process.',
    labelNames: ['kind', 'status'] as const,
    registers: [metrics.registry],
  });
  const oldest = new Gauge({
    name: `${PREFIX}outbox_oldest_pending_age_seconds`,
    help: 'Age of the oldest pending message of the outbox, 0 when none waits. Database-wide.',
    labelNames: ['kind'] as const,
    registers: [metrics.registry],
  });
  metrics.beforeScrape.push(async () => {
    const depths = await read();
    messages.reset();
    oldest.reset();
    for (const depth of depths) {
      messages.set({ kind: depth.kind, status: 'pending' }, depth.pending);
      messages.set({ kind: depth.kind, status: 'failed' }, depth.failed);
      oldest.set({ kind: depth.kind }, depth.oldestPendingSeconds);
    }
  });
}

let processRegistry: Registry | null = null;

/** Node's and the process's own metrics (CPU, memory, event loop, GC): one set per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The text Prometheus reads: the app's metrics and the process's. */
export async function exposition(metrics: Metrics): Promise<{ contentType: string; text: string }> {
  await Promise.all(metrics.beforeScrape.map((refresh) => refresh()));
  const texts = await Promise.all([metrics.registry.metrics(), processMetrics().metrics()]);
  return { contentType: metrics.registry.contentType, text: texts.join('\n') };
}
