import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { HttpError, installErrorHandler, refuseNulCharacters } from '../errors.ts';
import type { OperationId } from '../contract.ts';
import { openapiDocument } from '../openapiDocument.ts';
import { createServiceHandlers, type Services } from '../handlers/index.ts';
import { countRequest, INTEGRATION_SCOPES, requireScope } from '../services/integrationAccess.ts';
import { requireManager } from '../services/staffRoles.ts';
import { requireSecondFactor } from '../services/staffSecondFactor.ts';
import { createSecurityHandlers } from '../web/security.ts';

/**
 * The contract: openapi.yaml's routes and request validation (fastify-openapi-glue), one handler per
 * operationId, and every error as `{message, code}`. fastify-plugin, because the error handler, the
 * body parsers and the no-store rule are the whole app's (the SPA's 404s and files, the dev pages).
 */
export default fp(
  async (app: FastifyInstance, services: Services) => {
    installErrorHandler(app);
    refuseNulCharacters(app);
    // The API takes JSON bodies only. Fastify also parses text/plain by default, and a body schema
    // declared for application/json would not apply to it: refuse it (415) instead.
    app.removeContentTypeParser('text/plain');
    // Images, PDFs, the web manifest and the register's CSV appear in openapi.yaml only as answers (the
    // place photo, the receipt...). Naming them here as refused request bodies keeps the answer for
    // such an upload a 415 and fastify-openapi-glue's start-up check ("ContentTypeParser for ... not
    // found", a warning at every start) quiet.
    app.addContentTypeParser(
      [
        'image/jpeg',
        'image/png',
        'image/svg+xml',
        'image/webp',
        'application/pdf',
        'application/manifest+json',
        'text/csv',
      ],
      (_request, _payload, done) =>
        done(new HttpError(415, 'Request bodies must be JSON.', 'unsupported_media_type'), undefined),
    );

    // The body limit stays 256 KB, except for an operation that names its own (`x-body-limit`: the
    // passport upload), which fastify-openapi-glue copies into the route's schema.
    app.addHook('onRoute', (route) => {
      const limit = (route.schema as { 'x-body-limit'?: unknown } | undefined)?.['x-body-limit'];
      if (typeof limit === 'number') route.bodyLimit = limit;
    });
    // Where a second factor is required, a staff member without one may only use the operations
    // marked `x-staff-before-second-factor` (sign-out, who they are, the enrolment): the others answer
    // 403 second_factor_enrolment_required right after the staff token is checked (before their role).
    if (services.staffSecondFactorRequired) {
      app.addHook('onRoute', (route) => {
        const open = (route.schema as { 'x-staff-before-second-factor'?: unknown } | undefined)?.[
          'x-staff-before-second-factor'
        ];
        if (open === true) return;
        const before = [route.preHandler ?? []].flat();
        route.preHandler = [
          ...before,
          async (request) => {
            if (request.staff) requireSecondFactor(request.staff);
          },
        ];
      });
    }
    // The console's operations (`x-staff-role: manager`) are the managers': the role is checked
    // right after the staff token (the security handler, the route's preHandler), before the handler.
    app.addHook('onRoute', (route) => {
      const role = (route.schema as { 'x-staff-role'?: unknown } | undefined)?.['x-staff-role'];
      if (role === undefined) return;
      if (role !== 'manager') throw new Error(`${route.url}: unknown x-staff-role ${String(role)}`);
      const before = [route.preHandler ?? []].flat();
      route.preHandler = [...before, async (request) => requireManager(request.staff!)];
    });
    // The integration API's operations (`x-integration-scope`): after the key (the security handler),
    // the request is counted against the key's rate limit (RateLimit headers on every answer), then
    // the key's scopes are checked, before the handler.
    app.addHook('onRoute', (route) => {
      const scope = (route.schema as { 'x-integration-scope'?: unknown } | undefined)?.['x-integration-scope'];
      if (scope === undefined) return;
      if (!INTEGRATION_SCOPES.includes(scope as never)) {
        throw new Error(`${route.url}: unknown x-integration-scope ${String(scope)}`);
      }
      const before = [route.preHandler ?? []].flat();
      route.preHandler = [
        ...before,
        async (request, reply) => {
          await countRequest(app.db, request.integration!, reply);
          requireScope(request.integration!, scope as (typeof INTEGRATION_SCOPES)[number], request);
        },
      ];
    });
    const handlers = createServiceHandlers(app.db, services);
    await app.register(openapiGlue, {
      specification: openapiDocument(),
      // Every operation has its handler (tsc checks the table against contract.gen.ts); a stale
      // contract.gen.ts is the only way to miss one, and the server then refuses to start.
      operationResolver: (operationId: string) => {
        const handler = handlers[operationId as OperationId] as RouteHandlerMethod | undefined;
        if (!handler) throw new Error(`openapi.yaml's operation ${operationId} has no handler: run npm run codegen.`);
        return handler;
      },
      securityHandlers: createSecurityHandlers(app.db),
    });

    // API answers carry personal data: never cache them (unless a handler says otherwise, as the
    // spot photos do).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'contract', dependencies: ['database'] },
);
