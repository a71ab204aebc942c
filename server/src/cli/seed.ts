import { databaseLocation, readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { isProduction, readDemoMode } from '../productionCheck.ts';

/** `npm run seed`: migrate and (re)write the demo data. Safe to run again. Refused in production. */
const config = readConfig();
if (isProduction(process.env) && !readDemoMode(process.env.DEMO_MODE)) {
  console.error(
    [
      'Not seeding: NODE_ENV=production. The demo data add accounts whose password is in the README and',
      'reset the demo hotels, so they never go into a database real guests use.',
      'DEMO_MODE=1 npm run seed writes them anyway, for a demonstration.',
    ].join('\n'),
  );
  process.exit(1);
}
const database = await openDatabase(databaseLocation(config));
try {
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  console.log('Demo data written.');
} finally {
  await database.close();
}
