import { sql, type Kysely } from 'kysely';

/**
 * The card service sandboxes' own state (server/src/payments/): the tokens the tokeniser issued and
 * the cards the gateway registered. Neither keeps a card number or a security code: only the brand,
 * the last four digits, the expiry and how the sandbox's test card behaves. A real card service
 * replaces both, and these tables stay empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sandbox_card_tokens (
    token text PRIMARY KEY,
    card_brand text NOT NULL,
    last4 text NOT NULL,
    card_expire text NOT NULL,
    behaviour text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`.execute(db);
  await sql`CREATE TABLE sandbox_gateway_cards (
    id text PRIMARY KEY,
    card_brand text NOT NULL,
    last4 text NOT NULL,
    card_expire text NOT NULL,
    behaviour text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sandbox_gateway_cards`.execute(db);
  await sql`DROP TABLE IF EXISTS sandbox_card_tokens`.execute(db);
}
