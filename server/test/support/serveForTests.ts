import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp, SANDBOX_CARD_TOKEN_API_KEY } from '../../src/app.ts';
import { buildCardTokenApp, CARD_TOKEN_PATH } from '../../src/payments/cardTokenServer.ts';
import { createLogger } from '../../src/logger.ts';
import { createMetrics } from '../../src/metrics.ts';
import { createMailer, DEFAULT_MAIL_FROM } from '../../src/services/mail.ts';
import { startWebhookDelivery, type WebhookRetrySchedule } from '../../src/services/webhookDelivery.ts';
import { lowerPasswordCostForTests } from '../../src/services/passwords.ts';
import { followDemoCalendar } from '../../src/db/seed/demoCalendar.ts';
import { registerCardNumberScan } from './cardNumberScan.ts';
import { registerCatalogueFixtures } from './catalogueFixtures.ts';
import { registerWebhookFixtures } from './webhookFixtures.ts';
import { registerContentFixtures } from './contentFixtures.ts';
import { registerFrontDeskFixtures } from './frontDeskFixtures.ts';
import { registerInvoiceFixtures } from './invoiceFixtures.ts';
import { registerSessionFixtures } from './sessionFixtures.ts';
import { createTestDatabase } from './helpers.ts';
import { pgliteTestDatabase } from './templates.ts';

/**
 * A throw-away server for the SPA and browser tests: in-memory PGlite, migrated and seeded (or a copy of
 * TEST_PGLITE_TEMPLATES's seeded template, support/templates.ts), or with SERVE_ON_POSTGRES=1 a database of
 * its own on TEST_DATABASE_URL's PostgreSQL (a copy of TEST_PG_TEMPLATES's seeded one, dropped when the
 * server stops: scripts/test-e2e.mjs asks for it when CI has a PostgreSQL), mail written to a temporary outbox
 * listed at /dev/outbox (POST /test-fixtures/mail-flush waits for its delivery); serves the built SPA too
 * when STATIC_DIR is set.
 */
// Sign-ins in milliseconds: the screen and browser tests sign in hundreds of times (passwords.ts).
lowerPasswordCostForTests();
const datedAt = new Date();
// On PGlite even when TEST_DATABASE_URL is set (the SPA suite's server: the embedded engine through every
// screen), unless SERVE_ON_POSTGRES asks for production's database. Either way a copy of the run's seeded
// template when its runner made one (scripts/test-e2e.mjs), the same data in less time for each server.
const database = process.env.SERVE_ON_POSTGRES
  ? await createTestDatabase({ seeded: true })
  : await pgliteTestDatabase({ seeded: true });
// A test run that spans the demo hotel's change of day (02:00 in Tokyo) still finds its reservations.
const calendar = followDemoCalendar(database.db, { datedAt, onError: (error) => console.error(error) });
const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hotel-guest-test-outbox-'));
// One set of metrics for the app and its mail, as cli/serve.ts has (served at /metrics).
const metrics = createMetrics();
const mailer = createMailer({ db: database.db, from: DEFAULT_MAIL_FROM, outboxDir, metrics });
// The card tokeniser sandbox on a port of its own, as in service: card numbers never reach the app's origin.
const tokeniser = await buildCardTokenApp(database.db, SANDBOX_CARD_TOKEN_API_KEY);
const tokenAddress = await tokeniser.listen({ port: 0, host: '127.0.0.1' });
const tokenUrl = `${tokenAddress}${CARD_TOKEN_PATH}`;
// The app's log (every request), scanned for card numbers by the browser tests.
const logFile = path.join(outboxDir, 'server.log');
// Every test request comes from 127.0.0.1: per-address limits scaled up (per-account ones unchanged).
const log = createLogger({ level: 'info' }, pino.destination({ dest: logFile, sync: true }));
// Webhooks retried within seconds, not after 30 s (DEFAULT_WEBHOOK_SCHEDULE), and looked for twice a
// second: a browser test sees an endpoint that was down get its event soon after it is back.
const webhookSchedule: WebhookRetrySchedule = { firstDelayMs: 1_000, maxDelayMs: 2_000, jitter: 0 };
const webhookDelivery = startWebhookDelivery({ db: database.db, log, schedule: webhookSchedule, pollMs: 500 });
const app = await buildApp({
  db: database.db,
  // The guide and products list kept until the database says they changed (the fixtures' writes too).
  hotelChanges: database.hotelChanges,
  log,
  metrics,
  cardTokenUrl: () => tokenUrl,
  staticDir: process.env.STATIC_DIR || null,
  mailer,
  webhookDelivery,
  addressLimitFactor: 50,
  devOutboxDir: outboxDir,
});
// Paid orders for the invoice screens (creditCardPay's result without a card and a stay).
registerInvoiceFixtures(app, database.db);
registerCardNumberScan(app, database.db, logFile);
registerCatalogueFixtures(app, database.db);
registerContentFixtures(app, database.db);
registerFrontDeskFixtures(app, database.db);
registerSessionFixtures(app, database.db);
registerWebhookFixtures(app, database.db);
// The browser tests read a mail once the outbox worker has delivered what was queued so far.
app.post('/test-fixtures/mail-flush', async () => ({ sent: await mailer.flush() }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`CARD_TOKEN_URL ${tokenUrl}`);
console.log(`LISTENING ${address}`);

const stop = async () => {
  await calendar.stop();
  await app.close();
  await tokeniser.close();
  await database.close();
  await fs.rm(outboxDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
