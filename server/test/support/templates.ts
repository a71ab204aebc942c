import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { redateDemoData } from '../../src/db/seed/demoCalendar.ts';
import { seedDemoRegister } from '../../src/db/seed/demoRegister.ts';
import { seedDemoData } from '../../src/db/seed/seed.ts';
import { processRegisterCipher } from '../../src/services/registerCrypto.ts';

/**
 * Template databases for a run of the server suite (scripts/test-server.mjs): made once, migrated, and
 * migrated and seeded, so that each test file starts from a copy instead of creating, migrating and
 * seeding its own (on PGlite the empty cluster alone costs seconds of WebAssembly per file). Without
 * them (a test file run by itself) each file builds its database as before: the result is the same.
 *
 * PGlite: tarballs of the data directory in `TEST_PGLITE_TEMPLATES` (a folder); PostgreSQL: template
 * databases named in `TEST_PG_TEMPLATES` ("migrated,seeded"), copied by CREATE DATABASE … TEMPLATE.
 */
export type TemplateKind = 'migrated' | 'seeded';

const tarball = (dir: string, kind: TemplateKind) => path.join(dir, `${kind}.tar`);

/** The PGlite template of this kind as a Blob, when the run made them. */
export async function pgliteTemplate(kind: TemplateKind): Promise<Blob | undefined> {
  const dir = process.env.TEST_PGLITE_TEMPLATES;
  if (!dir) return undefined;
  return new Blob([await fs.readFile(tarball(dir, kind))]);
}

/** The PostgreSQL template database of this kind, when the run made them. */
export function postgresTemplate(kind: TemplateKind): string | undefined {
  const [migrated, seeded] = process.env.TEST_PG_TEMPLATES?.split(',') ?? [];
  return kind === 'migrated' ? migrated : seeded;
}

/**
 * A copy of the seeded template brought to now: its demo calendar re-dated (the template may be older than
 * the demo hotel's last change of day) and its demo passport, sealed with the key of the process that made
 * the template (processRegisterCipher: a random key per process), sealed again with this process's key,
 * which its apps use, as a database seeded in this process would be.
 */
export async function broughtToNow<T extends DatabaseHandle>(handle: T): Promise<T> {
  await redateDemoData(handle.db);
  await seedDemoRegister(handle.db, processRegisterCipher());
  return handle;
}

/**
 * An in-memory PGlite database, migrated (and seeded with the demo data when `seeded`): a copy of the run's
 * template when it made them, built here otherwise (a test file run by itself): the same data either way.
 */
export async function pgliteTestDatabase({ seeded = false } = {}): Promise<DatabaseHandle> {
  const template = await pgliteTemplate(seeded ? 'seeded' : 'migrated');
  if (template) {
    const handle = await openDatabase({ pgliteDir: 'memory://', loadDataDir: template });
    return seeded ? broughtToNow(handle) : handle;
  }
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrateToLatest(handle.db);
  if (seeded) await seedDemoData(handle.db);
  return handle;
}

/** Makes the PGlite templates in `dir`. */
export async function makePgliteTemplates(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await migrateToLatest(handle.db);
    await fs.writeFile(tarball(dir, 'migrated'), Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    await seedDemoData(handle.db);
    await fs.writeFile(tarball(dir, 'seeded'), Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database its tests left with connections open (a server, a stand-in container's): WITH (FORCE).
 * As a non-superuser (the tests' role), FORCE fails with 42501 when one of those connections is an
 * autovacuum worker's; it is asked again, as deploy/restore.sh does, until the worker is done.
 */
export async function dropDatabaseForce(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Makes the two PostgreSQL template databases on the server of `serverUrl`; answers their names. */
export async function makePostgresTemplates(serverUrl: string, prefix: string): Promise<string[]> {
  const names = [`${prefix}_migrated`, `${prefix}_seeded`];
  for (const name of names) await admin(serverUrl, `CREATE DATABASE ${name}`);
  for (const [index, name] of names.entries()) {
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    try {
      await migrateToLatest(handle.db);
      if (index === 1) await seedDemoData(handle.db);
    } finally {
      await handle.close();
    }
  }
  return names;
}

/** Drops the PostgreSQL templates. */
export async function dropPostgresTemplates(serverUrl: string, names: string[]): Promise<void> {
  for (const name of names) await admin(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
}
