import { lowerPasswordCostForTests } from '../../src/services/passwords.ts';
import { dropPostgresTemplates, makePgliteTemplates, makePostgresTemplates } from './templates.ts';

// scripts/test-server.mjs: `make pglite <dir>`, `make postgres <prefix>` (prints the template
// databases' names, comma-separated), `drop postgres <names>` on TEST_DATABASE_URL's server.
// The seeded templates' demo accounts hashed at the tests' cost too (helpers.ts).
lowerPasswordCostForTests();
const [action, engine, target] = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
if (action === 'make' && engine === 'pglite' && target) await makePgliteTemplates(target);
else if (action === 'make' && engine === 'postgres' && target && serverUrl) {
  console.log((await makePostgresTemplates(serverUrl, target)).join(','));
} else if (action === 'drop' && engine === 'postgres' && target && serverUrl) {
  await dropPostgresTemplates(serverUrl, target.split(','));
} else {
  console.error('usage: makeTemplates.ts make pglite <dir> | make postgres <prefix> | drop postgres <names>');
  process.exit(2);
}
