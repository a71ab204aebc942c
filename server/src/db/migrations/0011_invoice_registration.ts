import { sql, type Kysely } from 'kysely';

/**
 * Qualified invoices (適格請求書, issue 24): a hotel's registration number as the National Tax Agency
 * gives it (T and 13 digits), and the registered business that issues its invoices (a company that
 * runs the hotel; the hotel's name when null). Without a number the hotel's receipts stay plain
 * receipts: nothing claims a registration it does not have.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE hotels
    ADD COLUMN invoice_registration_number text
      CONSTRAINT hotels_invoice_registration_number_format CHECK (invoice_registration_number ~ '^T[0-9]{13}$'),
    ADD COLUMN invoice_issuer_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE hotels
    DROP COLUMN IF EXISTS invoice_registration_number,
    DROP COLUMN IF EXISTS invoice_issuer_name`.execute(db);
}
