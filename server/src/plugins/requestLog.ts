import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A log line per answered request: method, path (no query: it holds phone numbers), status, time.
 * Fastify's own two lines per request are off (app.ts, disableRequestLogging).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          path: request.url.split('?')[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
