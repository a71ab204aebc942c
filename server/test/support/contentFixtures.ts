import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import type { GuideCache } from '../../src/services/guideCache.ts';

/**
 * The test server's content fixture (never part of the app itself): the browser tests replace an
 * information page's HTML, in every language, as a hotel editing its pages would (hostile content
 * included), then read it back through the app.
 */
export function registerContentFixtures(app: FastifyInstance, db: Db, guideCache: GuideCache): void {
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
      // Shown at once, not after the guide's few seconds in memory.
      guideCache.clear();
      return reply.send({ updated: 1 });
    },
  );
}
