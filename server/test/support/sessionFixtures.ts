import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { hashToken } from '../../src/web/security.ts';

/**
 * The test server's session fixture (never part of the app itself): a member's sign-in that has run
 * out (its expiry passed), as a guest meets it when they come back to the app weeks later.
 */
export function registerSessionFixtures(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { token: string } }>('/test-fixtures/expire-session', async (request) => {
    const result = await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('token_hash', '=', hashToken(request.body.token))
      .executeTakeFirst();
    return { expired: Number(result.numUpdatedRows) };
  });
}
