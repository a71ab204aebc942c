import { sql, type Kysely } from 'kysely';

/**
 * Webhooks out (issue 33): a hotel's endpoints (a URL, the event types it wants, its signing secret)
 * and an outbox like the mails' (0009). An event is recorded in the transaction of the change it
 * tells of, with one delivery per endpoint that wants it; a worker claims due deliveries for a lease,
 * retries a failed one with backoff for a day and then marks it failed. A delivery is one
 * `webhook-id` (the event's id): its retries and a resend from the console carry the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE webhook_endpoints (
    id serial PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
    url text NOT NULL,
    event_types text[] NOT NULL,
    secret text NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    secret_rotated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX webhook_endpoints_hotel ON webhook_endpoints (hotel_id)`.execute(db);
  await sql`CREATE TABLE webhook_events (
    id text PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
    type text NOT NULL,
    payload text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE webhook_deliveries (
    id serial PRIMARY KEY,
    event_id text NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
    endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','delivered','failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    give_up_at timestamptz NOT NULL DEFAULT now() + interval '1 day',
    claimed_until timestamptz,
    claim_token text,
    last_attempt_at timestamptz,
    last_status integer,
    last_error text,
    delivered_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (event_id, endpoint_id)
  )`.execute(db);
  await sql`CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS webhook_deliveries`.execute(db);
  await sql`DROP TABLE IF EXISTS webhook_events`.execute(db);
  await sql`DROP TABLE IF EXISTS webhook_endpoints`.execute(db);
}
