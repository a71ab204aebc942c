import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';

/**
 * A throw-away server for the SPA and browser tests: in-memory PGlite, migrated and seeded; serves
 * the built SPA too when STATIC_DIR is set.
 */
const database = await openDatabase({ pgliteDir: 'memory://' });
await migrateToLatest(database.db);
await seedDemoData(database.db);
const app = await buildApp({ db: database.db, staticDir: process.env.STATIC_DIR || null });
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`LISTENING ${address}`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
