import { databaseLocation, loadSecretFiles, readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/dataDirLock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { configuredRegisterCipher } from '../services/registerCrypto.ts';
import { isProduction, readDemoMode } from '../productionCheck.ts';
import { componentLog, rootLogger } from '../logger.ts';

/**
 * `npm run seed`: migrate and (re)write the demo data. Safe to run again. Refused in production. Its
 * answer and refusals are text for the operator; anything unexpected goes to the log (component `cli`).
 */
loadSecretFiles();
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
const location = databaseLocation(config);
// The embedded database is one process's: refused while a server holds it (db/dataDirLock.ts).
let lock: DataDirLock | null = null;
try {
  if ('pgliteDir' in location) lock = lockDataDir(config.dataDir, 'seed');
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`${error.message} Stop it first: a server seeds an empty database by itself when it starts.`);
  process.exit(1);
}
const database = await openDatabase(location);
try {
  await migrateToLatest(database.db);
  await seedDemoData(database.db, configuredRegisterCipher(config));
  console.log('Demo data written.');
} catch (error) {
  componentLog(rootLogger(), 'cli').error({ err: error }, 'npm run seed failed');
  process.exitCode = 1;
} finally {
  await database.close();
  lock?.release();
}
