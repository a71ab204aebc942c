import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';

/** The test cards' numbers (docs/demo-data.md "Test cards"), as typed with or without spaces. */
const TEST_CARD_NUMBERS = /4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?00(02|69)|3530\s?1113\s?3330\s?0000/;

/**
 * Where a full card number could have been written by the app: every text and JSON column of the
 * database and the server's log. The browser tests ask the test server (`GET
 * /test-fixtures/card-number-scan`) after paying, and expect nothing found (never part of the app).
 */
export function registerCardNumberScan(app: FastifyInstance, db: Db, logFile: string): void {
  app.get('/test-fixtures/card-number-scan', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb')
      ORDER BY table_name, column_name`.execute(db);
    const database: string[] = [];
    let scanned = 0;
    for (const { table_name: table, column_name: column } of columns.rows) {
      scanned += 1;
      const found = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${sql.table(table)}
        WHERE ${sql.ref(column)}::text ~ ${TEST_CARD_NUMBERS.source}`.execute(db);
      if (found.rows[0]!.n > 0) database.push(`${table}.${column}`);
    }
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    const logLines = log.split('\n').filter((line) => TEST_CARD_NUMBERS.test(line));
    return { columnsScanned: scanned, logBytes: log.length, database, log: logLines };
  });
}
