import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { pendingMigrations } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the request log (plugins/requestLog.ts) leaves out this route's successful answers. */
    requestLog?: boolean;
  }
}

export interface HealthOptions {
  /** How long /readyz waits for the database before it answers 503 (ms). */
  readyTimeoutMs?: number;
}

/** Long enough for a busy database, short enough for an orchestrator's probe (Docker's default timeout is 30 s). */
export const READY_TIMEOUT_MS = 2000;

class NotReady extends Error {}

/** `promise`, or a NotReady rejection after `ms`; the timer never keeps the process alive. */
function within<T>(promise: Promise<T>, ms: number, reason: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReady(reason)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Health checks for load balancers and orchestrators (Docker HEALTHCHECK, Kubernetes probes), outside
 * the contract like the /dev pages: they are the operator's, not the guests' API, and carry no data.
 * - GET /healthz: 200 {status:'ok'} while the process serves; touches nothing else (liveness).
 * - GET /readyz: 200 {status:'ok'} when the database answers `select 1` within the timeout and every
 *   migration of this code is applied; else 503 {status:'unavailable', reason} (readiness). Never hangs.
 * Successful answers stay out of the request log (a probe every few seconds would drown it).
 */
export default fp(
  async (app: FastifyInstance, { readyTimeoutMs = READY_TIMEOUT_MS }: HealthOptions) => {
    app.get('/healthz', { config: { requestLog: false, operation: 'healthz' } }, async (_request, reply) => {
      noStore(reply);
      return { status: 'ok' };
    });

    app.get('/readyz', { config: { requestLog: false, operation: 'readyz' } }, async (request, reply) => {
      noStore(reply);
      try {
        const pending = await within(
          (async () => {
            await sql`select 1`.execute(app.db);
            return pendingMigrations(app.db);
          })(),
          readyTimeoutMs,
          `the database did not answer within ${readyTimeoutMs} ms`,
        );
        if (pending.length > 0) {
          return reply
            .status(503)
            .send({ status: 'unavailable', reason: `migrations not applied: ${pending.join(', ')}` });
        }
        return { status: 'ok' };
      } catch (error) {
        // The cause goes to the operator's log, not to whoever asks (it may name hosts or users).
        request.log.warn({ err: error }, 'readiness check failed');
        const reason = error instanceof NotReady ? error.message : 'the database is not reachable';
        return reply.status(503).send({ status: 'unavailable', reason });
      }
    });
  },
  { name: 'health', dependencies: ['database'] },
);
