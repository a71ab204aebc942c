// `docker compose` for deploy/backup.sh and deploy/restore.sh in backupRestore.test.ts (Docker cannot
// run here): `exec [-T] <service> <command…>` and `run [--rm] [--no-deps] [-T] <service> <command…>` run
// the command on this machine with that service's container environment (FAKE_COMPOSE_ENV: JSON of
// service → variables, e.g. the db's POSTGRES_USER and PGHOST, the app's DATABASE_URL and key), in the
// repository (the app image's /app); `stop`, `start` and `up` do nothing here. Every call is appended
// to FAKE_COMPOSE_LOG, one line of JSON (its arguments) each.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const [verb, ...rest] = process.argv.slice(2);
fs.appendFileSync(process.env.FAKE_COMPOSE_LOG, `${JSON.stringify([verb, ...rest])}\n`);
if (verb === 'stop' || verb === 'start' || verb === 'up') process.exit(0);
if (verb !== 'exec' && verb !== 'run') {
  console.error(`fakeCompose: ${verb} is not played here`);
  process.exit(2);
}
const args = [...rest];
while (args[0]?.startsWith('-')) args.shift();
const [service, command, ...commandArgs] = args;
const environments = JSON.parse(process.env.FAKE_COMPOSE_ENV);
if (!environments[service]) {
  console.error(`fakeCompose: no service ${service}`);
  process.exit(2);
}
const run = spawnSync(command, commandArgs, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { PATH: process.env.PATH, HOME: process.env.HOME, ...environments[service] },
});
process.exit(run.status ?? 1);
