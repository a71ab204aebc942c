import os from 'node:os';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino, { type LevelWithSilent } from 'pino';
import { ROOT_DIR, type TrustProxy } from './config.ts';
import type { Db } from './db/database.ts';
import { componentLog, type Logger } from './logger.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { createSandboxGateway } from './payments/sandboxGateway.ts';
import apiDocs from './plugins/apiDocs.ts';
import compression from './plugins/compression.ts';
import database from './plugins/database.ts';
import devServices from './plugins/devServices.ts';
import health from './plugins/health.ts';
import hotelImages from './plugins/hotelImages.ts';
import metricsPlugin from './plugins/metrics.ts';
import requestId, { requestIdGenerator } from './plugins/requestId.ts';
import requestLog from './plugins/requestLog.ts';
import securityHeaders from './plugins/securityHeaders.ts';
import spa from './plugins/spa.ts';
import contract from './routes/contract.ts';
import { OPENAPI_FILE, openapiDocument } from './openapiDocument.ts';
import type { HotelChanges } from './db/hotelChanges.ts';
import { createAnswerCache } from './services/answerCache.ts';
import { productsListFirstImages } from './services/hotelAnswers.ts';
import { createDevIdentityProvider, remoteOidcVerifier, type IdentityVerifier } from './services/identity.ts';
import { createMailer, DEFAULT_MAIL_FROM, type Mailer } from './services/mail.ts';
import { startWebhookDelivery, type WebhookDelivery } from './services/webhookDelivery.ts';
import { demoPhotoSource, type PlacePhotoSource } from './services/placePhotos.ts';
import { processRegisterCipher, type RegisterCipher } from './services/registerCrypto.ts';
import { createAnswerFront } from './web/answerFront.ts';
import { apiOrigin, type PageSettings } from './web/pageSettings.ts';
import { typedBodies } from './web/validators.ts';

/** The key the tokeniser sandbox accepts unless CARD_TOKEN_API_KEY says otherwise (a public shop key). */
export const SANDBOX_CARD_TOKEN_API_KEY = 'pk_sandbox_sakura';
export const DEMO_PHOTO_DIR = path.join(ROOT_DIR, 'server', 'assets', 'place-photos');

export interface AppOptions {
  db: Db;
  /** Spot photos: the demo files unless a maps photo service is configured (MAPS_API_KEY). */
  placePhotos?: PlacePhotoSource;
  /**
   * Outgoing mail; by default .eml files in a temporary outbox, logged through `log` and counted in
   * `metrics` (cli/serve.ts passes the configured one). Closed with the app.
   */
  mailer?: Mailer;
  /**
   * The webhooks' outbox worker (services/webhookDelivery.ts); by default one of this app's own on
   * `db`, logged through `log`. Stopped with the app.
   */
  webhookDelivery?: WebhookDelivery;
  /** Base URL of the app, for links in mails. */
  publicUrl?: string;
  /** Built SPA to serve at / (index.html for every non-API route); null serves the API only. */
  staticDir?: string | null;
  /**
   * The process's logger (logger.ts): the app writes through it as component `http`, each request's
   * lines with its `reqId`. By default silent.
   */
  log?: Logger;
  /** The level of the app's lines (component `http`) when it is not the logger's (LogSettings.httpLevel). */
  httpLogLevel?: LevelWithSilent;
  /** The Prometheus metrics served at /metrics (metrics.ts); by default a set of this app's own. */
  metrics?: Metrics;
  /** METRICS_TOKEN: /metrics only with this bearer token; unset, only to direct private or loopback peers. */
  metricsToken?: string;
  /**
   * Social sign-in: a real OpenID Connect provider, or (unset) the development provider served
   * under /dev/idp. In production without a provider, social sign-in is refused.
   */
  oidc?: { issuer: string; clientId: string; jwksUrl: string };
  /** false (SOCIAL_SIGN_IN=off): no social sign-in at all, not even the development provider. */
  socialSignIn?: boolean;
  production?: boolean;
  /**
   * Staff must have a second factor (productionCheck.ts staffSecondFactorRequired: production without
   * DEMO_MODE); without one a staff token is good only for the enrolment. Off by default.
   */
  staffSecondFactorRequired?: boolean;
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
  /** The separate guest app of hotels with the GUE plugin (put into index.html; the SPA reads it at run time). */
  guestAppUrl?: string;
  /** Origins hotels' widget scripts may load from besides this one (Content-Security-Policy). */
  scriptOrigins?: string[];
  /**
   * What tells the app which hotels' data changed (DatabaseHandle.hotelChanges): with it, the guide and
   * the products list are kept in memory until they change (services/answerCache.ts); without it,
   * nothing is kept and every request reads the database.
   */
  hotelChanges?: HotelChanges;
  /** The mail folder listed at /dev/outbox (development only: cli/serve.ts passes it without SMTP). */
  devOutboxDir?: string;
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host to believe (TRUST_PROXY, config.ts): request.ip (rate
   * limits) and request.protocol (HSTS) follow them only then. Off by default.
   */
  trustProxy?: TrustProxy;
  /** The SPA's settings written into its page at run time (web/pageSettings.ts: API_BASE, HELP_URL...). */
  pageSettings?: PageSettings;
  /** The guest register's passport key (PASSPORT_ENCRYPTION_KEY); by default a random key of this process. */
  registerCipher?: RegisterCipher;
}

/**
 * The provider API (routes and request validation from openapi.yaml) and, when built, the SPA:
 * Fastify with the contract's validation rules, then one plugin per concern (server/src/plugins/,
 * server/src/routes/).
 */
export async function buildApp({
  db,
  staticDir = null,
  log = pino({ level: 'silent' }),
  httpLogLevel,
  metrics = createMetrics(),
  metricsToken,
  placePhotos = demoPhotoSource(DEMO_PHOTO_DIR),
  mailer = createMailer({
    db,
    from: DEFAULT_MAIL_FROM,
    outboxDir: path.join(os.tmpdir(), 'hotel-guest-outbox'),
    log,
    metrics,
  }),
  production = false,
  webhookDelivery = startWebhookDelivery({ db, log, production, metrics }),
  publicUrl = 'http://localhost:8080',
  oidc,
  socialSignIn = true,
  staffSecondFactorRequired = false,
  addressLimitFactor = 1,
  gateway = createSandboxGateway(db),
  cardTokenApiKey = SANDBOX_CARD_TOKEN_API_KEY,
  mountCardTokenSandbox = false,
  cardTokenUrl,
  guestAppUrl,
  scriptOrigins = [],
  hotelChanges,
  devOutboxDir,
  trustProxy = false,
  pageSettings = {},
  registerCipher = processRegisterCipher(),
}: AppOptions): Promise<FastifyInstance> {
  const httpLog = componentLog(log, 'http', httpLogLevel);
  const answerCache = createAnswerCache();
  // The proxy's X-Request-Id only from a trusted proxy, else a UUID (plugins/requestId.ts).
  const genReqId = requestIdGenerator(trustProxy);
  // The hotel guide sent again before Fastify while it is current (web/answerFront.ts).
  const front = createAnswerFront({ cache: answerCache, log: httpLog, metrics, trustProxy, requestId: genReqId });
  const app = Fastify({
    // (As Fastify's own logger type: the app stays a plain FastifyInstance for the plugins.)
    loggerInstance: httpLog as FastifyBaseLogger,
    serverFactory: front.serverFactory,
    trustProxy,
    genReqId,
    requestIdHeader: false,
    // Request bodies: reject unknown fields instead of silently dropping them (Ajv's default in
    // Fastify is removeAdditional: true, which would accept them).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    // Query strings, paths and headers are read from text; JSON bodies are not coerced (web/validators.ts).
    schemaController: { compilersFactory: { buildValidator: typedBodies } },
    bodyLimit: 256 * 1024,
    // One line per request instead of Fastify's two, and without the query string, which carries
    // guests' phone numbers (plugins/requestLog.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A path Fastify's router cannot read (an id longer than it takes, broken %-encoding) is bad
    // input like any other: 400 with the contract's Error body, not the router's own 414 answer.
    frameworkErrors: (_error, request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .header('Cache-Control', 'no-store')
        .header('X-Request-Id', request.id)
        .send({ message: 'The address of this request is not valid.', code: 'bad_url' });
    },
  });

  // Social sign-in: a real provider, else (not in production) the development one under /dev/idp.
  const devIdentityProvider =
    socialSignIn && !oidc && !production ? await createDevIdentityProvider(`${publicUrl}/dev/idp`) : null;
  const identity: IdentityVerifier =
    socialSignIn && oidc
      ? remoteOidcVerifier(oidc.issuer, oidc.clientId, oidc.jwksUrl)
      : (devIdentityProvider?.verifier ?? { verify: async () => null });

  // The app owns its mailer: closing the app stops mail delivery (before its owner closes the database).
  app.addHook('onClose', () => mailer.close());
  app.addHook('onClose', () => webhookDelivery.stop());
  const stopHearing = hotelChanges?.subscribe(answerCache);
  if (stopHearing) app.addHook('onClose', async () => stopHearing());
  // A change may have recorded events (services/webhooks.ts): they are looked for once it is answered.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) webhookDelivery.kick();
    done();
  });
  await app.register(database, { db });
  await app.register(requestId);
  await app.register(metricsPlugin, { metrics, ...(metricsToken && { token: metricsToken }) });
  await app.register(health);
  await app.register(requestLog);
  await app.register(compression);
  await app.register(front.plugin);
  const api = apiOrigin(pageSettings);
  await app.register(securityHeaders, { cardTokenUrl, scriptOrigins, ...(api && { connectOrigins: [api] }) });
  await app.register(apiDocs, { specFile: OPENAPI_FILE, document: openapiDocument() });
  await app.register(contract, {
    placePhotos,
    mailer,
    publicUrl,
    identity,
    gateway,
    addressLimitFactor,
    answerCache,
    registerCipher,
    staffSecondFactorRequired,
    production,
  });
  // The rest answers inside the contract's error handling: the development services, then the SPA.
  await app.register(devServices, {
    identityProvider: devIdentityProvider,
    publicUrl,
    outboxDir: devOutboxDir,
    ...(mountCardTokenSandbox && { cardTokenSandbox: { apiKey: cardTokenApiKey } }),
  });
  await app.register(hotelImages);
  await app.register(spa, {
    staticDir,
    cardTokenUrl,
    guestAppUrl,
    pageSettings,
    cardTokenApiKey,
    firstProductImages: (hotelId, count) => productsListFirstImages(db, answerCache, hotelId, count),
  });
  return app;
}
