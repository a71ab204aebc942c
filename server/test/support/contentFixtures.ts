import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';

/**
 * The test server's content fixtures (never part of the app itself): the browser tests replace an
 * information page's HTML, in every language, as a hotel editing its pages would (hostile content
 * included), then read it back through the app; and open a hotel of their own, then remove it, as a
 * hotel leaving the service would be.
 */
export function registerContentFixtures(app: FastifyInstance, db: Db): void {
  app.put<{ Body: { hotelId: string; pageIndex: number; html: string } }>(
    '/test-fixtures/info-page-content',
    async (request, reply) => {
      const { hotelId, pageIndex, html } = request.body;
      const content = { content_ja: html, content_en: html, content_zh: html, content_ko: html };
      await db
        .insertInto('hotel_pages')
        .values({ hotel_id: hotelId, page_index: pageIndex, view_status: 1, ...content })
        .onConflict((oc) => oc.columns(['hotel_id', 'page_index']).doUpdateSet({ view_status: 1, ...content }))
        .execute();
      return reply.send({ updated: 1 });
    },
  );

  app.put<{ Body: { hotelId: string; name: string } }>('/test-fixtures/hotel', async (request, reply) => {
    const { hotelId, name } = request.body;
    await db
      .insertInto('hotels')
      .values({
        id: hotelId,
        hotel_name: name,
        hotel_name_latin: name,
        checkin_begin_time: '15:00',
        checkin_end_time: '23:00',
      })
      .execute();
    const shown = 1 as const;
    await db
      .insertInto('hotel_icon_display')
      .values({
        hotel_id: hotelId,
        checkin: shown,
        checkout: shown,
        hotel_guide: shown,
        around_spot: shown,
        mobile_request: shown,
        front_telephone: shown,
        wifi: shown,
      })
      .execute();
    return reply.send({ created: 1 });
  });

  app.delete<{ Params: { hotelId: string } }>('/test-fixtures/hotel/:hotelId', async (request, reply) => {
    // Its settings and pages go with it (ON DELETE CASCADE).
    const { numDeletedRows } = await db
      .deleteFrom('hotels')
      .where('id', '=', request.params.hotelId)
      .executeTakeFirst();
    return reply.send({ deleted: Number(numDeletedRows) });
  });
}
