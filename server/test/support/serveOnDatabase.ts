import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/database.ts';
import { createLogger } from '../../src/logger.ts';
import { createMailer, DEFAULT_MAIL_FROM } from '../../src/services/mail.ts';

/**
 * One API server process on the PostgreSQL database of DATABASE_URL (already migrated and seeded),
 * for the scale-out test (scaleOut.test.ts), which starts two of these on one database. Listens on
 * 127.0.0.1 on a free port and prints `LISTENING <address>`; stops on SIGTERM or SIGINT. The card
 * tokeniser sandbox is mounted on the app (as in the app.inject tests), mail goes to a temporary
 * outbox, and errors are logged to stderr.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL must name the database to serve.');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl });
const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hotel-guest-scale-out-outbox-'));
const app = await buildApp({
  db: database.db,
  hotelChanges: database.hotelChanges,
  log: createLogger({ level: 'error' }, process.stderr),
  mailer: createMailer({ db: database.db, from: DEFAULT_MAIL_FROM, outboxDir }),
  mountCardTokenSandbox: true,
  // Every test request comes from 127.0.0.1: per-address limits scaled up (per-account ones unchanged).
  addressLimitFactor: 50,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTENING ${address}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  try {
    await app.close();
    await database.close();
    await fs.rm(outboxDir, { recursive: true, force: true });
  } finally {
    process.exit(0);
  }
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
