import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';

/**
 * The test server's front-desk fixture (never part of the app itself): the payment gateway's record
 * of a charge for an order, as the sandbox writes it when it charged a card and the process stopped
 * before recording the payment. With a pending fixture order (/test-fixtures/paid-order, result
 * pending), the front desk then sees a payment the gateway charged, to settle.
 */
export function registerFrontDeskFixtures(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { orderId: string; amount: number } }>('/test-fixtures/gateway-charge', async (request) => {
    const { orderId, amount } = request.body;
    const transactionNumber = `TX${randomBytes(8).toString('hex').toUpperCase()}`;
    await db
      .insertInto('gateway_charges')
      .values({
        order_id: orderId,
        card_token: 'fixture',
        amount,
        result: 'success',
        transaction_number: transactionNumber,
      })
      .execute();
    return { transactionNumber };
  });
}
