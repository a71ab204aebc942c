import { sql, type Kysely } from 'kysely';

/**
 * A coupon's description in Latin script (doc 1 §2 home: title and venue have Latin variants, shown
 * when the page is not Japanese; the description follows the same rule, so a guest reading English,
 * Chinese or Korean is not left with Japanese text under a Latin title).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE coupons ADD COLUMN description_latin text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE coupons DROP COLUMN IF EXISTS description_latin`.execute(db);
}
