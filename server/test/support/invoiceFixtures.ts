import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import { findUserByEmail } from '../../src/db/repositories/users.ts';

/**
 * Card payments as creditCardPay leaves them (a payment order and the folio lines that carry its
 * id), written straight to the database: for the invoice tests, and for the SPA and browser tests
 * through the test server's fixture route (never part of the app itself).
 */

export interface FixtureLine {
  subject: string;
  /** Yen, tax included; negative for a discount. */
  price: number;
  rate: 0 | 8 | 10;
  discount?: boolean;
  /** YYYY-MM-DD; 2026-05-12 unless given. */
  date?: string;
}

/** A stay with 10% and 8% lines and a 10% discount: ¥14,280, tax ¥1,200 (10%) and ¥80 (8%). */
export const FIXTURE_STAY: FixtureLine[] = [
  { subject: '客室料金 Room charge', price: 12000, rate: 10, date: '2026-05-11' },
  { subject: '駐車場 Parking', price: 2200, rate: 10, date: '2026-05-11' },
  { subject: '人形焼 Ningyo-yaki (take-out)', price: 1080, rate: 8, date: '2026-05-12' },
  { subject: '会員割引 Member discount', price: -1000, rate: 10, discount: true, date: '2026-05-12' },
];

export interface FixtureOrder {
  lines?: FixtureLine[];
  /** ISO instant of the payment. */
  createdAt?: string;
  result?: 'success' | 'failure' | 'pending';
  reservationIds?: number[];
  checkinIds?: number[];
  hotelId?: string;
}

export async function insertPaidOrder(
  db: Db,
  userId: number | null,
  {
    lines = FIXTURE_STAY,
    createdAt = '2026-05-12T05:30:00Z',
    result = 'success',
    reservationIds = [],
    checkinIds = [],
    hotelId = 'sakura-asakusa',
  }: FixtureOrder = {},
): Promise<{ orderId: string; saleIds: string[] }> {
  const orderId = `ORD${randomBytes(10).toString('hex').toUpperCase()}`;
  const amount = lines.reduce((sum, line) => sum + line.price, 0);
  // created_at is the database's own (no insert through the typed builder): set it in plain SQL.
  await sql`INSERT INTO payment_orders (id, hotel_id, user_id, kind, amount, card_brand, masked_number,
      process_result, transaction_number, reservation_ids, checkin_ids, created_at)
    VALUES (${orderId}, ${hotelId}, ${userId}, 'checkout', ${amount}, 'VISA', '************4242', ${result},
      ${`txn_${orderId}`}, ${JSON.stringify(reservationIds)}::jsonb, ${JSON.stringify(checkinIds)}::jsonb,
      ${createdAt}::timestamptz)`.execute(db);
  const rows = await db
    .insertInto('sales')
    .values(
      lines.map((line) => ({
        hotel_id: hotelId,
        sales_date: line.date ?? '2026-05-12',
        sales_subject_name: line.subject,
        unit_price: line.price,
        sales_price: line.price,
        tax_rate: line.rate,
        is_discount: line.discount ?? false,
        order_id: orderId,
      })),
    )
    .returning('id')
    .execute();
  return { orderId, saleIds: rows.map((r) => String(r.id)) };
}

/** `POST /test-fixtures/paid-order {email, ...FixtureOrder}`: a paid order of that member. */
export function registerInvoiceFixtures(app: FastifyInstance, db: Db): void {
  app.post<{ Body: FixtureOrder & { email: string } }>('/test-fixtures/paid-order', async (request, reply) => {
    const { email, ...order } = request.body;
    const user = await findUserByEmail(db, email);
    if (!user) return reply.status(404).send({ message: `No member ${email}` });
    return insertPaidOrder(db, user.id, order);
  });
}
