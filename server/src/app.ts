import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import AjvCompiler from '@fastify/ajv-compiler';
import type { BuildCompilerFromPool } from '@fastify/ajv-compiler';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { ROOT_DIR } from './config.ts';
import type { Db } from './db/database.ts';
import { registerCardTokenSandbox } from './payments/cardTokenServer.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { createSandboxGateway } from './payments/sandboxGateway.ts';
import { HttpError, installErrorHandler, refuseNulCharacters } from './errors.ts';
import { createServiceHandlers, notImplemented } from './handlers/index.ts';
import { COMPRESS_THRESHOLD_BYTES, type GuideCache } from './services/guideCache.ts';
import { createSecurityHandlers } from './security.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { registerDevIdentityProvider } from './devIdentityProvider.ts';
import { createSpaPage } from './spaPage.ts';
import { createDevIdentityProvider, remoteOidcVerifier, type IdentityVerifier } from './services/identity.ts';
import { createMailer, DEFAULT_MAIL_FROM, type Mailer } from './services/mail.ts';
import { demoPhotoSource, type PlacePhotoSource } from './services/placePhotos.ts';

export const OPENAPI_FILE = path.join(ROOT_DIR, 'openapi.yaml');
/** The key the tokeniser sandbox accepts unless CARD_TOKEN_API_KEY says otherwise (a public shop key). */
export const SANDBOX_CARD_TOKEN_API_KEY = 'pk_sandbox_sakura';

export interface AppOptions {
  db: Db;
  /** Spot photos: the demo files unless a maps photo service is configured (MAPS_API_KEY). */
  placePhotos?: PlacePhotoSource;
  /** Outgoing mail; by default .eml files in a temporary outbox (main.ts passes the configured one). */
  mailer?: Mailer;
  /** Base URL of the app, for links in mails. */
  publicUrl?: string;
  /** Built SPA to serve at / (index.html for every non-API route); null serves the API only. */
  staticDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /**
   * Social sign-in: a real OpenID Connect provider, or (unset) the development provider served
   * under /dev/idp. In production without a provider, social sign-in is refused.
   */
  oidc?: { issuer: string; clientId: string; jwksUrl: string };
  production?: boolean;
  /**
   * Multiplies the per-address attempt limits (sign-in, registration, reset). The browser and
   * screen tests send everything from 127.0.0.1, where real traffic comes from many guests.
   */
  addressLimitFactor?: number;
  /** The payment gateway; by default the sandbox (server/src/payments/sandboxGateway.ts). */
  gateway?: PaymentGateway;
  /** The key the card tokenisation sandbox accepts (the SPA's CARD_TOKEN_API_KEY). */
  cardTokenApiKey?: string;
  /**
   * Mount the tokeniser sandbox on this app too (server tests through app.inject). The servers
   * people use run it on its own port (cardTokenServer.ts), so card numbers never reach this origin.
   */
  mountCardTokenSandbox?: boolean;
  /** The card tokeniser's URL as the SPA should call it from this request's page (put into index.html). */
  cardTokenUrl?: (request: FastifyRequest) => string;
  /** Origins hotels' widget scripts may load from besides this one (Content-Security-Policy). */
  scriptOrigins?: string[];
  /** The hotel guides kept in memory; the test server passes its own, to clear it after editing a page. */
  guideCache?: GuideCache;
}

export const DEMO_PHOTO_DIR = path.join(ROOT_DIR, 'server', 'assets', 'place-photos');

const coercingCompilers = AjvCompiler();
const strictCompilers = AjvCompiler();

/** Fastify's validator compilers, without type coercion for request bodies (see buildApp). */
const typedBodies: BuildCompilerFromPool = (externalSchemas, options) => {
  const coercing = coercingCompilers(externalSchemas, options);
  const strict = strictCompilers(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as typeof options);
  // Called with Fastify's route schema definition ({schema, method, url, httpPart}), which the
  // package's types call a schema. Fastify lower-cases header names in a headers schema only for
  // its own compilers, so it is done here (header names are case-insensitive).
  return (route) => {
    const definition = route as unknown as { httpPart?: string; schema: HeadersSchema };
    if (definition.httpPart === 'body') return strict(route);
    if (definition.httpPart === 'headers')
      return coercing({ ...definition, schema: lowerCaseHeaders(definition.schema) } as never);
    return coercing(route);
  };
};

interface HeadersSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

function lowerCaseHeaders(schema: HeadersSchema): HeadersSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([name, s]) => [name.toLowerCase(), s])),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

/** A log line per answered request: method, path (no query: it holds phone numbers), status, time. */
function logRequests(app: FastifyInstance): void {
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
}

/**
 * The provider API (routes and request validation from openapi.yaml) and, when built, the SPA.
 */
export async function buildApp({
  db,
  staticDir = null,
  logger = false,
  placePhotos = demoPhotoSource(DEMO_PHOTO_DIR),
  mailer = createMailer({ db, from: DEFAULT_MAIL_FROM, outboxDir: path.join(os.tmpdir(), 'hotel-guest-outbox') }),
  publicUrl = 'http://localhost:8080',
  oidc,
  production = false,
  addressLimitFactor = 1,
  gateway = createSandboxGateway(db),
  cardTokenApiKey = SANDBOX_CARD_TOKEN_API_KEY,
  mountCardTokenSandbox = false,
  cardTokenUrl,
  scriptOrigins = [],
  guideCache,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Request bodies: reject unknown fields instead of silently dropping them (Ajv's default in
    // Fastify is removeAdditional: true, which would accept them).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    // Query strings, paths and headers are text, so their numbers and lists are read from text
    // (coerceTypes above); a JSON body is typed, and a string where the contract wants a number
    // (`"2"` for a quantity) is refused, not read as one.
    schemaController: { compilersFactory: { buildValidator: typedBodies } },
    bodyLimit: 256 * 1024,
    // One line per request instead of Fastify's two, and without the query string, which carries
    // guests' phone numbers (logRequests below).
    logController: new LogController({ disableRequestLogging: true }),
    // A path Fastify's router cannot read (an id longer than it takes, broken %-encoding) is bad
    // input like any other: 400 with the contract's Error body, not the router's own 414 answer.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .header('Cache-Control', 'no-store')
        .send({ message: 'The address of this request is not valid.', code: 'bad_url' });
    },
  });
  installErrorHandler(app);
  refuseNulCharacters(app);
  logRequests(app);
  // The API takes JSON bodies only. Fastify also parses text/plain by default, and a body schema
  // declared for application/json would not apply to it: refuse it (415) instead.
  app.removeContentTypeParser('text/plain');
  // Images and PDFs appear in openapi.yaml only as answers (the place photo, the receipt). Naming
  // them here as refused request bodies keeps the answer for such an upload a 415 and
  // fastify-openapi-glue's start-up check ("no parser for image/...") quiet.
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp', 'application/pdf'],
    (_request, _payload, done) =>
      done(new HttpError(415, 'Request bodies must be JSON.', 'unsupported_media_type'), undefined),
  );

  // API answers are compressed when the browser accepts it (the hotel guide carries pages of HTML);
  // the SPA's files are compressed at build time and sent as they are (preCompressed below).
  // Brotli at quality 4: most of its gain for a fraction of the CPU of its default 11.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const devIdp = !oidc && !production ? await createDevIdentityProvider(`${publicUrl}/dev/idp`) : null;
  const identity: IdentityVerifier = oidc
    ? remoteOidcVerifier(oidc.issuer, oidc.clientId, oidc.jwksUrl)
    : (devIdp?.verifier ?? { verify: async () => null });
  if (devIdp) registerDevIdentityProvider(app, devIdp, publicUrl);

  const serviceHandlers = createServiceHandlers(db, {
    placePhotos,
    mailer,
    publicUrl,
    identity,
    gateway,
    addressLimitFactor,
    guideCache,
  });
  const operationResolver = (operationId: string) => serviceHandlers[operationId] ?? notImplemented(operationId);
  const securityHandlers = createSecurityHandlers(db);

  await app.register(openapiGlue, { specification: OPENAPI_FILE, operationResolver, securityHandlers });
  if (mountCardTokenSandbox) await registerCardTokenSandbox(app, db, cardTokenApiKey);

  registerSecurityHeaders(app, { cardTokenUrl, scriptOrigins });

  // API answers carry personal data: never cache them (unless a handler says otherwise, as the
  // spot photos do).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  const spaPage = staticDir ? createSpaPage({ db, staticDir, cardTokenUrl }) : null;
  if (staticDir && spaPage?.exists()) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // index.html is served with this page's additions (spaPage.ts), never as a plain file.
      allowedPath: (pathName) => pathName !== '/index.html',
      // Cache-Control comes from setHeaders alone (send's default max-age=0 would override it).
      cacheControl: false,
      setHeaders(res, filePath) {
        // Content-hashed bundles never change; everything else is revalidated.
        const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(filePath);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A path with a file extension is a missing file, not a client-side route.
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(request.url.split('?')[0] ?? '');
    if (!isApi && wantsPage && !looksLikeFile && spaPage?.exists()) {
      // Client-side routes (/hotel-guide, /checkin, ...) all load the SPA, which shows its own not-found page.
      return spaPage
        .render(request)
        .then((html) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html));
    }
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
  });

  return app;
}
