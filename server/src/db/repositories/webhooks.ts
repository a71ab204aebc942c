import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Webhooks (migration 0019): a hotel's endpoints, the events recorded for them and the outbox of
 * their deliveries. The worker (services/webhookDelivery.ts) claims one due delivery at a time for
 * a lease, as the mail outbox does (repositories/mails.ts); its times come from its clock (`at`), so
 * that tests can move it.
 */

export interface EndpointValues {
  url: string;
  eventTypes: string[];
  enabled: boolean;
}

const ENDPOINT_COLUMNS = ['id', 'url', 'event_types', 'enabled', 'created_at', 'secret_rotated_at'] as const;

export function listEndpoints(db: Db, hotelId: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('hotel_id', '=', hotelId)
    .orderBy('id')
    .execute();
}

export type EndpointRow = Awaited<ReturnType<typeof listEndpoints>>[number];

/** The hotel's endpoint, locked for the caller's transaction; undefined when missing or another hotel's. */
export function lockEndpoint(db: Db, hotelId: string, id: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('hotel_id', '=', hotelId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertEndpoint(db: Db, hotelId: string, values: EndpointValues, secret: string) {
  return db
    .insertInto('webhook_endpoints')
    .values({ hotel_id: hotelId, url: values.url, event_types: values.eventTypes, enabled: values.enabled, secret })
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateEndpoint(db: Db, id: number, values: EndpointValues) {
  return db
    .updateTable('webhook_endpoints')
    .set({ url: values.url, event_types: values.eventTypes, enabled: values.enabled })
    .where('id', '=', id)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function replaceSecret(db: Db, id: number, secret: string) {
  return db
    .updateTable('webhook_endpoints')
    .set({ secret, secret_rotated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

/**
 * Records an event and one pending delivery to each enabled endpoint of the hotel that wants its
 * type; call it with the transaction of the change it tells of. Answers how many deliveries.
 */
export async function recordEvent(
  trx: Db,
  event: { id: string; hotelId: string; type: string; payload: unknown },
): Promise<number> {
  await trx
    .insertInto('webhook_events')
    .values({ id: event.id, hotel_id: event.hotelId, type: event.type, payload: JSON.stringify(event.payload) })
    .execute();
  const rows = await trx
    .insertInto('webhook_deliveries')
    .columns(['event_id', 'endpoint_id'])
    .expression((eb) =>
      eb
        .selectFrom('webhook_endpoints')
        .select([eb.val(event.id).as('event_id'), 'id'])
        .where('hotel_id', '=', event.hotelId)
        .where('enabled', '=', true)
        .where(sql<boolean>`${event.type} = any(event_types)`),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Claims the next due delivery to an enabled endpoint (none of `skipEndpoints`) for `leaseMs` under
 * `token`, counting the attempt; rows another worker claims at the same moment are skipped.
 */
export async function claimDueDelivery(
  db: Db,
  { at, leaseMs, token, skipEndpoints }: { at: Date; leaseMs: number; token: string; skipEndpoints: number[] },
) {
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set({
      claimed_until: new Date(at.getTime() + leaseMs),
      claim_token: token,
      attempts: sql<number>`attempts + 1`,
      last_attempt_at: at,
    })
    .where(
      'id',
      'in',
      db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select('d.id')
        .where('d.status', '=', 'pending')
        .where('d.next_attempt_at', '<=', at)
        .where('e.enabled', '=', true)
        .$if(skipEndpoints.length > 0, (qb) => qb.where('d.endpoint_id', 'not in', skipEndpoints))
        .where((eb) => eb.or([eb('d.claimed_until', 'is', null), eb('d.claimed_until', '<', at)]))
        .orderBy('d.next_attempt_at')
        .orderBy('d.id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'attempts', 'give_up_at'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const message = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.event_id', 'd.endpoint_id', 'v.type', 'v.payload', 'e.url', 'e.secret'])
    .where('d.id', '=', claimed.id)
    .executeTakeFirstOrThrow();
  return { ...claimed, ...message };
}

export type ClaimedDelivery = NonNullable<Awaited<ReturnType<typeof claimDueDelivery>>>;

/**
 * Marks failed the pending deliveries to disabled endpoints whose day is over at `at`: a disabled
 * endpoint holds its deliveries (enabled again, it gets them), but not past their day. Answers how many.
 */
export async function failPausedDeliveries(db: Db, at: Date, error: string): Promise<number> {
  const rows = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', last_error: error, claimed_until: null, claim_token: null })
    .where('status', '=', 'pending')
    .where('give_up_at', '<', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .where('endpoint_id', 'in', db.selectFrom('webhook_endpoints').select('id').where('enabled', '=', false))
    .returning('id')
    .execute();
  return rows.length;
}

/** Ends a claim: only the worker holding it (its token) may. */
function byClaim(db: Db, id: number, token: string) {
  return db
    .updateTable('webhook_deliveries')
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'pending');
}

export async function markDelivered(db: Db, id: number, token: string, at: Date, status: number): Promise<boolean> {
  const row = await byClaim(db, id, token)
    .set({
      status: 'delivered',
      delivered_at: at,
      last_status: status,
      last_error: null,
      claimed_until: null,
      claim_token: null,
    })
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function scheduleRetry(
  db: Db,
  id: number,
  token: string,
  { next, status, error }: { next: Date; status: number | null; error: string },
): Promise<void> {
  await byClaim(db, id, token)
    .set({ next_attempt_at: next, last_status: status, last_error: error, claimed_until: null, claim_token: null })
    .execute();
}

export async function markFailed(
  db: Db,
  id: number,
  token: string,
  { status, error }: { status: number | null; error: string },
): Promise<void> {
  await byClaim(db, id, token)
    .set({ status: 'failed', last_status: status, last_error: error, claimed_until: null, claim_token: null })
    .execute();
}

/** The deliveries to an endpoint, with their event's type. */
function deliveries(db: Db, endpointId: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .select([
      'd.id',
      'd.event_id',
      'v.type',
      'd.status',
      'd.attempts',
      'd.created_at',
      'd.last_attempt_at',
      'd.last_status',
      'd.last_error',
      'd.delivered_at',
      'd.next_attempt_at',
    ])
    .where('d.endpoint_id', '=', endpointId);
}

/** An endpoint's deliveries, newest first: the latest, or those before the delivery `beforeId`. */
export function listDeliveries(db: Db, endpointId: number, beforeId: number | null, limit: number) {
  return deliveries(db, endpointId)
    .$if(beforeId !== null, (qb) => qb.where('d.id', '<', beforeId!))
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

/** One of the endpoint's deliveries. */
export function listDelivery(db: Db, endpointId: number, deliveryId: number) {
  return deliveries(db, endpointId).where('d.id', '=', deliveryId).executeTakeFirst();
}

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

/**
 * Sends a delivery again (the console): pending, due now, for another day; the same event, so the
 * same `webhook-id`. A delivery being attempted right now (claimed) is left to its worker.
 */
export function requeueDelivery(db: Db, endpointId: number, deliveryId: number) {
  return db
    .updateTable('webhook_deliveries')
    .set({
      status: 'pending',
      next_attempt_at: sql<Date>`now()`,
      give_up_at: sql<Date>`now() + interval '1 day'`,
      claimed_until: null,
      claim_token: null,
    })
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]))
    .returning('id')
    .executeTakeFirst();
}

/** The webhook outbox's deliveries pending and failed, and how long the oldest pending one has waited (s). */
export async function webhookOutboxDepth(
  db: Db,
): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
  const { rows } = await sql<{ pending: number; failed: number; oldest_pending_seconds: number | null }>`
    select
      (select count(*) from webhook_deliveries where status = 'pending')::int as pending,
      (select count(*) from webhook_deliveries where status = 'failed')::int as failed,
      (select extract(epoch from now() - min(created_at)) from webhook_deliveries where status = 'pending')::float8
        as oldest_pending_seconds`.execute(db);
  const row = rows[0]!;
  return {
    pending: row.pending,
    failed: row.failed,
    oldestPendingSeconds: Math.max(0, row.oldest_pending_seconds ?? 0),
  };
}
