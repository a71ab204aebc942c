import fs from 'node:fs/promises';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '../openapiDocument.ts';

export interface ApiDocsOptions {
  /** The contract's file, that /api/openapi.yaml serves as it is. */
  specFile: string;
  /** The same contract as an object, the reference is drawn from. */
  document: OpenApiDocument;
}

/** The API reference (Swagger UI) and the contract itself. */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_YAML_PATH = '/api/openapi.yaml';

/**
 * The reference page's own Content-Security-Policy. Like the app's (plugins/securityHeaders.ts), only
 * this origin's scripts run (Swagger UI's files: no inline script, no eval); Swagger UI sets inline
 * styles and draws its icons from data: URLs; its "Try it out" calls this origin's API only.
 */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The API reference at /api/docs, drawn from openapi.yaml by Swagger UI (@fastify/swagger-ui, fed the
 * contract through @fastify/swagger's static mode: nothing is generated from the routes), under its own
 * CSP; and openapi.yaml itself at /api/openapi.yaml, for clients that generate code from it. Both
 * outside the contract they show, in an encapsulated plugin (its CSP hook and Swagger's decorator
 * stay here). Both answer in production too: the contract is public.
 */
export default async function apiDocs(app: FastifyInstance, { specFile, document }: ApiDocsOptions) {
  const contract = await fs.readFile(specFile, 'utf8');
  app.get(OPENAPI_YAML_PATH, { config: { operation: 'openapi_yaml' } }, async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').header('Cache-Control', 'no-cache').send(contract),
  );

  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document },
  });
  // Each route of the reference (page, files, the spec as JSON) is counted as api_docs in the metrics.
  app.addHook('onRoute', (route) => {
    if (route.url?.startsWith(API_DOCS_PATH)) route.config = { ...route.config, operation: 'api_docs' };
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: API_DOCS_CSP,
    theme: { title: 'Hotel guest API reference' },
    // BaseLayout: the reference alone, without Swagger UI's top bar (its logo and a box to load any other spec).
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    uiHooks: {
      onRequest: (request, reply, done) => {
        reply.header('Cache-Control', 'no-cache');
        // Swagger UI's initializer finds the contract at the page's address + `/json`, query string
        // included (`/api/docs/?from=mail/./json` is the page again): "Unable to render this definition".
        // The page takes no query, so a link with one lands on the page without it.
        const [path, query] = request.url.split('?', 2);
        if (query !== undefined && (path === API_DOCS_PATH || path === `${API_DOCS_PATH}/`)) {
          void reply.redirect(`${API_DOCS_PATH}/`);
          return;
        }
        done();
      },
    },
  });
}
