import { sql, type Kysely } from 'kysely';

/**
 * The mails table becomes the outbox (services/mailDelivery.ts): a mail is recorded `pending` in the
 * caller's flow and delivered by a worker that claims due rows for a lease (`claimed_until`, its
 * `claim_token`), retries a failed send with backoff (`attempts`, `next_attempt_at`, `last_error`)
 * and gives up (`failed`) after the last attempt. Mails recorded before this migration were sent at
 * once or lost: those never sent are marked failed rather than sent late (a reset link has expired).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mails
    ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sent','failed')),
    ADD COLUMN attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN claimed_until timestamptz,
    ADD COLUMN claim_token text,
    ADD COLUMN last_error text`.execute(db);
  await sql`UPDATE mails SET status = 'sent' WHERE sent_at IS NOT NULL`.execute(db);
  await sql`UPDATE mails SET status = 'failed', last_error = 'not sent before the outbox (migration 0009)'
    WHERE sent_at IS NULL`.execute(db);
  await sql`CREATE INDEX mails_due ON mails (next_attempt_at) WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS mails_due`.execute(db);
  await sql`ALTER TABLE mails
    DROP COLUMN IF EXISTS status,
    DROP COLUMN IF EXISTS attempts,
    DROP COLUMN IF EXISTS next_attempt_at,
    DROP COLUMN IF EXISTS claimed_until,
    DROP COLUMN IF EXISTS claim_token,
    DROP COLUMN IF EXISTS last_error`.execute(db);
}
