import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import path from 'node:path';
import { ROOT_DIR } from '../config.ts';
import type { Db } from '../db/database.ts';
import { installErrorHandler } from '../errors.ts';
import { createCardTokenSandbox } from './cardTokenSandbox.ts';

export const CARD_TOKEN_OPENAPI_FILE = path.join(ROOT_DIR, 'card-token-api.yaml');
/** The path of the tokeniser's one operation (card-token-api.yaml). */
export const CARD_TOKEN_PATH = '/card-token/v1/tokens';

/** Mounts the tokeniser sandbox's contract (card-token-api.yaml) on a Fastify instance. */
export async function registerCardTokenSandbox(app: FastifyInstance, db: Db, apiKey: string): Promise<void> {
  const handlers = createCardTokenSandbox(db, apiKey);
  await app.register(openapiGlue, {
    specification: CARD_TOKEN_OPENAPI_FILE,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof typeof handlers] as RouteHandlerMethod | undefined;
      if (!handler) throw new Error(`card-token-api.yaml's operation ${operationId} has no handler.`);
      return handler;
    },
  });
}

/**
 * The card tokenisation sandbox as a service of its own, on its own port, as a real tokeniser is:
 * the SPA sends card numbers there from the guest's browser (CORS), never to our origin, so no
 * card number reaches our API, its logs or its database. A real service replaces it by URL and key.
 */
export async function buildCardTokenApp(
  db: Db,
  apiKey: string,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true } },
    bodyLimit: 16 * 1024,
  });
  installErrorHandler(app);
  app.removeContentTypeParser('text/plain');
  // Any shop page may ask for a token: the key is public and a token is worth nothing without our API.
  await app.register(fastifyCors, { origin: true, methods: ['POST'] });
  await registerCardTokenSandbox(app, db, apiKey);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route for ${request.method} ${request.url}`, code: 'not_found' }),
  );
  return app;
}
