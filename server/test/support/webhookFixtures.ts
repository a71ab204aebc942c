import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { emitWebhookEvent } from '../../src/services/webhooks.ts';

/**
 * The test server's webhook fixture (never part of the app itself): `count` room-order events of a
 * hotel recorded at once, as a busy day would, for the console's delivery list to page through.
 */
export function registerWebhookFixtures(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { hotelId: string; count: number } }>('/test-fixtures/webhook-events', async (request, reply) => {
    const { hotelId, count } = request.body;
    await db.transaction().execute(async (trx) => {
      for (let i = 1; i <= count; i++) {
        await emitWebhookEvent(trx, hotelId, 'order.placed', {
          hotelId,
          requestOrderId: `fixture-${i}`,
          checkinId: '0',
          roomNumber: '000',
          paymentMethod: 2,
          totalAmount: 0,
          items: [],
        });
      }
    });
    return reply.send({ recorded: count });
  });
}
