import path from 'node:path';
import { buildApp, SANDBOX_CARD_TOKEN_API_KEY } from '../app.ts';
import { buildCardTokenApp, CARD_TOKEN_PATH } from '../payments/cardTokenServer.ts';
import { databaseLocation, loadSecretFiles, readConfig, SettingError } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/dataDirLock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../db/seed/demoHotels.ts';
import { followDemoCalendar, redateDemoData } from '../db/seed/demoCalendar.ts';
import { isEmpty, seedDemoData } from '../db/seed/seed.ts';
import { loadGateway } from '../payments/loadGateway.ts';
import { createMailer, DEFAULT_MAIL_FROM } from '../services/mail.ts';
import { mapsPhotoSource } from '../services/placePhotos.ts';
import { demoModeWarning, productionProblems, refusalMessage, staffSecondFactorRequired } from '../productionCheck.ts';
import { readPageSettings } from '../web/pageSettings.ts';
import { scheduleUpkeep } from '../services/upkeep.ts';
import { configuredRegisterCipher } from '../services/registerCrypto.ts';
import { componentLog, lifecycleLog, readLogSettings, rootLogger, type Logger } from '../logger.ts';
import { createMetrics } from '../metrics.ts';

/**
 * `npm run serve`: migrate, seed an empty database (never in production), serve the SPA and the API on
 * one port. In production it refuses to start on sandboxes unless DEMO_MODE=1 (productionCheck.ts).
 * Every line goes through the process's one logger (logger.ts): JSON, or pretty on a developer's
 * terminal; `log` is the start and stop's (component `serve`).
 */
async function main(root: Logger, log: Logger): Promise<void> {
  const started = performance.now();
  // NAME_FILE secrets (Docker secrets…) into the environment first: every reader below sees them.
  loadSecretFiles();
  const config = readConfig();
  // Production runs no development provider: without a real one, the page offers no social sign-in.
  const pageSettings = readPageSettings(
    config.production && !config.oidc ? { ...process.env, SOCIAL_SIGN_IN: 'off' } : process.env,
  );
  // Before the database is opened: a refused start migrates nothing.
  const problems = productionProblems(process.env);
  if (problems.length > 0) {
    log.fatal({ settings: problems.map((problem) => problem.setting) }, refusalMessage(problems));
    process.exit(1);
  }
  const demoWarning = demoModeWarning(process.env);
  if (demoWarning) log.warn(demoWarning);
  const registerCipher = configuredRegisterCipher(config);
  const location = databaseLocation(config);
  // The embedded database is one process's: a second server (or the hotel command, or the seed)
  // on the same DATA_DIR is refused until this one stops (db/dataDirLock.ts).
  let lock: DataDirLock | null = null;
  try {
    if ('pgliteDir' in location) lock = lockDataDir(config.dataDir, 'serve');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    log.fatal(`${error.message} Stop it first, or start this one with another DATA_DIR.`);
    process.exit(1);
  }
  const database = await openDatabase(location, { log: root });
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log.info({ migrations: applied }, `Applied migrations: ${applied.join(', ')}`);
  const datedAt = new Date();
  if (config.production) {
    // Production never writes demo data (its accounts' password is in the README).
    if (await isEmpty(database.db))
      log.warn(
        'The database holds no hotels yet: load the hotels\' data (docs/configuration.md, "Production"); for a demonstration, DEMO_MODE=1 npm run seed.',
      );
  } else if (await isEmpty(database.db)) {
    await seedDemoData(database.db, registerCipher);
    log.info('Seeded the demo data.');
  } else {
    // The demo reservations, stays and coupons are dated from today: move them to the current dates.
    await redateDemoData(database.db, datedAt);
  }
  // ...and again whenever the demo hotels' day changes while the server runs.
  const calendarLog = componentLog(root, 'demo-calendar');
  const calendar = config.production
    ? null
    : followDemoCalendar(database.db, {
        datedAt,
        onRedated: (what) => calendarLog.info(`A new day at the demo hotels: moved ${what}.`),
        onError: (error) => calendarLog.error({ err: error }, 'Could not move the demo data to the new day'),
      });

  // The card tokeniser: a real service (CARD_TOKEN_URL), else the sandbox on its own port, so card
  // numbers never reach this origin.
  const tokeniser = config.cardTokenUrl
    ? null
    : await buildCardTokenApp(database.db, config.cardTokenApiKey ?? SANDBOX_CARD_TOKEN_API_KEY);
  let tokeniserPort = config.cardTokenPort;
  // A real card service's adapter (PAYMENT_GATEWAY_MODULE), else the sandbox.
  const gateway = await loadGateway(process.env.PAYMENT_GATEWAY_MODULE, database.db);
  // One set of metrics for the app, its mail and its upkeep (served at /metrics).
  const metrics = createMetrics();
  const app = await buildApp({
    registerCipher,
    db: database.db,
    // The guide and products list are kept in memory until the database says they changed.
    hotelChanges: database.hotelChanges,
    gateway,
    // The sandbox's URL as the guest's browser reaches it: PUBLIC_URL's host when set (behind a proxy),
    // else the host the page was asked for.
    cardTokenUrl: (request) => {
      if (config.cardTokenUrl) return config.cardTokenUrl;
      const base = process.env.PUBLIC_URL
        ? new URL(config.publicUrl)
        : { protocol: `${request.protocol}:`, hostname: request.hostname };
      return `${base.protocol}//${base.hostname}:${tokeniserPort}${CARD_TOKEN_PATH}`;
    },
    staticDir: config.staticDir,
    guestAppUrl: config.guestAppUrl,
    scriptOrigins: config.scriptOrigins,
    ...(config.cardTokenApiKey && { cardTokenApiKey: config.cardTokenApiKey }),
    ...(config.mapsApiKey && { placePhotos: mapsPhotoSource(config.mapsApiKey) }),
    mailer: createMailer({
      db: database.db,
      from: config.mailFrom ?? DEFAULT_MAIL_FROM,
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: root,
      metrics,
    }),
    publicUrl: config.publicUrl,
    oidc: config.oidc,
    socialSignIn: config.socialSignIn,
    production: config.production,
    staffSecondFactorRequired: staffSecondFactorRequired(process.env),
    trustProxy: config.trustProxy,
    pageSettings,
    log: root,
    httpLogLevel: readLogSettings().httpLevel,
    metrics,
    ...(config.metricsToken && { metricsToken: config.metricsToken }),
    ...(!config.production && !config.smtpUrl && { devOutboxDir: path.join(config.dataDir, 'outbox') }),
  });

  // Purges expired throttle events, idempotency records and spent tokens (safe in several servers at once).
  const upkeep =
    config.upkeepIntervalMinutes > 0
      ? scheduleUpkeep(database.db, { intervalMs: config.upkeepIntervalMinutes * 60_000, log: root, metrics })
      : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, `${signal}: closing the server and the database…`);
    try {
      await calendar?.stop();
      await upkeep?.stop();
      await app.close();
      await tokeniser?.close();
      await database.close();
      lock?.release();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Could not close cleanly');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (tokeniser) {
    await tokeniser.listen({ port: config.cardTokenPort, host: config.host });
    const tokenAddress = tokeniser.server.address();
    if (typeof tokenAddress === 'object' && tokenAddress) tokeniserPort = tokenAddress.port;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = process.env.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info(
    { database: database.kind },
    `Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
  if (!config.staticDir) log.info('Serving the API only (STATIC_DIR is empty).');
  const ready = { url: base, seconds: Number(seconds) };
  if (config.production) {
    log.info(ready, `Ready in ${seconds} s at ${base} (health checks: /healthz, /readyz; metrics: /metrics).`);
  } else {
    log.info(ready, `Ready in ${seconds} s. Open the demo hotel: ${base}/hotel-guide?hotelId=${DEMO_HOTEL_ID}`);
    log.info(`Minimal hotel: ${base}/hotel-guide?hotelId=${MINIMAL_HOTEL_ID}`);
  }
  if (!config.production && !config.smtpUrl) log.info(`Mail outbox (development): ${base}/dev/outbox`);
  if (tokeniser) log.info(`Card tokeniser sandbox: port ${tokeniserPort}`);
  log.info(`Front desk (hotel staff): ${base}/front-desk`);
  log.info(`API reference: ${base}/api/docs`);
}

let root: Logger;
try {
  root = rootLogger();
} catch (error) {
  // A logging setting it cannot use (LOG_LEVEL, LOG_PRETTY): said in plain words, there is no logger.
  console.error(error instanceof SettingError ? error.message : error);
  process.exit(1);
}
const log = lifecycleLog(root);
main(root, log).catch((error: unknown) => {
  // A setting it cannot use: that message alone; anything else with its stack.
  if (error instanceof SettingError) log.fatal(error.message);
  else log.fatal({ err: error }, 'The server could not start');
  process.exit(1);
});
