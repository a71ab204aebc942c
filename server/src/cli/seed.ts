import { databaseLocation, readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed.ts';

/** `npm run seed`: migrate and (re)write the demo data. Safe to run again. */
const config = readConfig();
const database = await openDatabase(databaseLocation(config));
try {
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  console.log('Demo data written.');
} finally {
  await database.close();
}
