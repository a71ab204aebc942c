import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A log line per answered request: method, path (no query: it holds phone numbers), status, time.
 * Fastify's own two lines per request are off (app.ts, disableRequestLogging). A route with
 * `config: { requestLog: false }` is logged only when it fails.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', (request, reply, done) => {
      // Health probes (plugins/health.ts) every few seconds: only their failures are worth a line.
      if (request.routeOptions.config.requestLog !== false || reply.statusCode >= 400) {
        const { url } = request;
        const query = url.indexOf('?');
        request.log.info(
          {
            method: request.method,
            path: query === -1 ? url : url.slice(0, query),
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
          },
          'request',
        );
      }
      done();
    });
  },
  { name: 'request-log' },
);
