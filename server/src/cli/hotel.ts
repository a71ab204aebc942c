import { pathToFileURL } from 'node:url';
import { databaseLocation, readConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { approveCheckin, listPendingCheckins } from '../db/repositories/checkins.ts';
import { numericId } from '../errors.ts';

const USAGE = `Usage: npm run hotel -- <command>
  approve <checkinCode|id>   the hotel approves a submitted check-in (approvedStatus 2)
  pending                    lists the check-ins waiting for approval`;

export class HotelCommandError extends Error {}

/**
 * What the hotel does outside this app, for demos and tests: approve an online check-in (spec doc 2
 * §9: approvedStatus 2 means approved and eligible for check-out). Returns the text to print.
 */
export async function runHotelCommand(db: Db, args: string[]): Promise<string> {
  const [command, reference] = args;
  if (command === 'approve' && reference) {
    const ref = reference.trim();
    const id = numericId(ref);
    const row = await approveCheckin(db, id !== null ? { id } : { checkinCode: ref.toUpperCase() });
    if (!row) throw new HotelCommandError(`No submitted check-in "${ref}".`);
    return `Approved check-in ${row.id} (${row.checkin_code}) at ${row.hotel_id}.`;
  }
  if (command === 'pending' && !reference) {
    const rows = await listPendingCheckins(db);
    if (rows.length === 0) return 'No check-ins are waiting for approval.';
    return rows
      .map((r) => `${r.id}\t${r.checkin_code}\t${r.hotel_id}\t${r.telephone ?? '-'}\t${r.total_members ?? '-'} guests`)
      .join('\n');
  }
  throw new HotelCommandError(USAGE);
}

// `npm run hotel -- approve <checkinCode|id>` (the embedded database: stop the server first).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const database = await openDatabase(databaseLocation(readConfig()));
  try {
    await migrateToLatest(database.db);
    console.log(await runHotelCommand(database.db, process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof HotelCommandError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
