import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';

/**
 * The test server's catalogue fixture (never part of the app itself): the browser tests take a
 * product out of its sale hours while it is in a guest's cart, as the clock would at closing time.
 */
export function registerCatalogueFixtures(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { nameEn: string; saleStartTime: string | null; saleEndTime: string | null } }>(
    '/test-fixtures/product-sale-hours',
    async (request, reply) => {
      const { nameEn, saleStartTime, saleEndTime } = request.body;
      const updated = await db
        .updateTable('products')
        .set({ sale_start_time: saleStartTime, sale_end_time: saleEndTime })
        .where('name_en', '=', nameEn)
        .executeTakeFirst();
      return reply.send({ updated: Number(updated.numUpdatedRows) });
    },
  );
}
