import path from 'node:path';
import { buildApp, SANDBOX_CARD_TOKEN_API_KEY } from '../app.ts';
import { buildCardTokenApp, CARD_TOKEN_PATH } from '../payments/cardTokenServer.ts';
import { databaseLocation, readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../db/seed/demoHotels.ts';
import { followDemoCalendar, redateDemoData } from '../db/seed/demoCalendar.ts';
import { isEmpty, seedDemoData } from '../db/seed/seed.ts';
import { createMailer, DEFAULT_MAIL_FROM } from '../services/mail.ts';
import { mapsPhotoSource } from '../services/placePhotos.ts';
import { scheduleUpkeep } from '../services/upkeep.ts';

/** `npm run serve`: migrate, seed an empty database, serve the SPA and the API on one port. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const database = await openDatabase(databaseLocation(config));
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  const datedAt = new Date();
  if (await isEmpty(database.db)) {
    await seedDemoData(database.db);
    console.log('Seeded the demo data.');
  } else if (!config.production) {
    // The demo reservations, stays and coupons are dated from today: move them to the current dates.
    await redateDemoData(database.db, datedAt);
  }
  // ...and again whenever the demo hotels' day changes while the server runs.
  const calendar = config.production
    ? null
    : followDemoCalendar(database.db, {
        datedAt,
        onRedated: (what) => console.log(`A new day at the demo hotels: moved ${what}.`),
        onError: (error) => console.error('Could not move the demo data to the new day:', error),
      });

  // The card tokeniser: a real service (CARD_TOKEN_URL), else the sandbox on its own port, so card
  // numbers never reach this origin.
  const tokeniser = config.cardTokenUrl
    ? null
    : await buildCardTokenApp(database.db, config.cardTokenApiKey ?? SANDBOX_CARD_TOKEN_API_KEY);
  let tokeniserPort = config.cardTokenPort;
  const app = await buildApp({
    db: database.db,
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
    }),
    publicUrl: config.publicUrl,
    oidc: config.oidc,
    production: config.production,
    logger: { level: process.env.LOG_LEVEL || (config.production ? 'info' : 'warn') },
    ...(!config.production && !config.smtpUrl && { devOutboxDir: path.join(config.dataDir, 'outbox') }),
  });

  // Purges expired throttle events, idempotency records and spent tokens (safe in several servers at once).
  const upkeep =
    config.upkeepIntervalMinutes > 0
      ? scheduleUpkeep(database.db, { intervalMs: config.upkeepIntervalMinutes * 60_000 })
      : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing the server and the database…`);
    try {
      await calendar?.stop();
      await upkeep?.stop();
      await app.close();
      await tokeniser?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
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
  console.log(`Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
  if (!config.staticDir) console.log('Serving the API only (STATIC_DIR is empty).');
  console.log(`Ready in ${seconds} s. Open the demo hotel: ${base}/hotel-guide?hotelId=${DEMO_HOTEL_ID}`);
  console.log(`Minimal hotel: ${base}/hotel-guide?hotelId=${MINIMAL_HOTEL_ID}`);
  if (!config.production && !config.smtpUrl) console.log(`Mail outbox (development): ${base}/dev/outbox`);
  if (tokeniser) console.log(`Card tokeniser sandbox: port ${tokeniserPort}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
