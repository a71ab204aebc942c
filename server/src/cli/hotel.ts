import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { databaseLocation, loadSecretFiles, readConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { lockDataDir, DataDirLockedError, type DataDirLock } from '../db/dataDirLock.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { listPendingCheckins } from '../db/repositories/checkins.ts';
import { numericId } from '../errors.ts';
import type { StaffRole } from '../db/schema.ts';
import { approveSubmittedCheckin } from '../services/checkinApproval.ts';
import { addStaff, checkNewStaff, StaffAccountError } from '../services/frontDeskStaff.ts';
import { createHotel, HotelSetupError } from '../services/hotelSetup.ts';
import { STAFF_ROLES } from '../services/staffRoles.ts';
import { componentLog, rootLogger } from '../logger.ts';
import { allReadable, describeKeyUse, passportKeyUse, rotatePassportKey } from '../services/passportKeys.ts';
import { configuredRegisterCipher, type RegisterCipher } from '../services/registerCrypto.ts';
import { readPassword } from './readPassword.ts';
import { HOTEL_FILE_USAGE, HotelFileCommandError, runHotelFileCommand } from './hotelFileCommands.ts';
import { HotelFileError } from '../services/hotelFile.ts';

const USAGE = `Usage: npm run hotel -- <command>
  create <hotelId> --name <Japanese name> --name-latin <Latin name> [--time-zone Asia/Tokyo] [--phone <number>]
                                     a new, empty hotel (its managers set up the rest in the console)
  add-staff <hotelId> <email> <name> [--role manager|frontDesk]
                                     a staff account of the hotel (frontDesk unless --role says manager);
                                     the password is read from STAFF_PASSWORD or standard input, never
                                     from the command line
  approve <checkinCode|id>           the hotel approves a submitted check-in (approvedStatus 2)
  pending                            lists the check-ins waiting for approval
  passport-keys                      the passport keys set and in use: fails while a passport's key is missing
  rotate-passport-key [batchSize]    seals the passports of old keys (PASSPORT_ENCRYPTION_OLD_KEYS) again
                                     with PASSPORT_ENCRYPTION_KEY, batchSize (200) rows per transaction
${HOTEL_FILE_USAGE}`;

export class HotelCommandError extends Error {}

export interface HotelCommandOptions {
  /** The new staff member's password (add-staff): STAFF_PASSWORD, else standard input. */
  password?: () => Promise<string>;
  /** The passport keys (passport-keys, rotate-passport-key): asked for only by those commands. */
  registerCipher?: () => RegisterCipher;
}

/**
 * What the hotel does outside this app, for demos and tests: approve an online check-in (spec doc 2
 * §9: approvedStatus 2 means approved and eligible for check-out) through the same path as the
 * front-desk page (services/checkinApproval.ts: the webhooks hear of it too), list those waiting, create front-desk staff accounts, and show
 * and rotate the passport keys (services/passportKeys.ts). Returns the text to print.
 */
export async function runHotelCommand(db: Db, args: string[], options: HotelCommandOptions = {}): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'approve' && rest.length === 1) {
    const ref = rest[0]!.trim();
    const id = numericId(ref);
    const row = await approveSubmittedCheckin(db, id !== null ? { id } : { checkinCode: ref.toUpperCase() });
    if (!row) throw new HotelCommandError(`No submitted check-in "${ref}".`);
    return `Approved check-in ${row.id} (${row.checkin_code}) at ${row.hotel_id}.`;
  }
  if (command === 'pending' && rest.length === 0) {
    const rows = await listPendingCheckins(db);
    if (rows.length === 0) return 'No check-ins are waiting for approval.';
    return rows
      .map((r) => `${r.id}\t${r.checkin_code}\t${r.hotel_id}\t${r.telephone ?? '-'}\t${r.total_members ?? '-'} guests`)
      .join('\n');
  }
  if (command === 'create') return createHotelCommand(db, rest);
  if (command === 'add-staff') return addStaffCommand(db, rest, options);
  if (command === 'passport-keys' && rest.length === 0) {
    const uses = await passportKeyUse(db, cipherOf(options));
    const text = describeKeyUse(uses);
    if (!allReadable(uses)) throw new HotelCommandError(text);
    return text;
  }
  if (command === 'rotate-passport-key' && rest.length <= 1) {
    const batchSize = rest[0] === undefined ? 200 : Number(rest[0]);
    if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
      throw new HotelCommandError('The batch size is a number of rows from 1 to 10000.');
    }
    const cipher = cipherOf(options);
    const { resealed, uses } = await rotatePassportKey(db, cipher, { batchSize });
    const text = [
      `Sealed again with key ${cipher.keyId}: ${resealed.guest_register} register entries, ${resealed.passport_captures} uploads.`,
      describeKeyUse(uses),
    ].join('\n');
    if (!allReadable(uses)) throw new HotelCommandError(text);
    return text;
  }
  try {
    const output = await runHotelFileCommand(db, args);
    if (output !== undefined) return output;
  } catch (error) {
    if (error instanceof HotelFileError || error instanceof HotelFileCommandError) {
      throw new HotelCommandError(error.message);
    }
    throw error;
  }
  throw new HotelCommandError(USAGE);
}

/** The options of a command (`--name value`), or a refusal that shows the usage. */
function parse<T extends Record<string, { type: 'string' }>>(args: string[], options: T, positionals: number) {
  try {
    const parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
    if (parsed.positionals.length !== positionals) throw new Error('positionals');
    return parsed;
  } catch {
    throw new HotelCommandError(USAGE);
  }
}

async function createHotelCommand(db: Db, args: string[]): Promise<string> {
  const { values, positionals } = parse(
    args,
    {
      name: { type: 'string' },
      'name-latin': { type: 'string' },
      'time-zone': { type: 'string' },
      phone: { type: 'string' },
    },
    1,
  );
  if (values.name === undefined || values['name-latin'] === undefined) {
    throw new HotelCommandError('A new hotel needs --name (Japanese) and --name-latin.');
  }
  const hotelId = positionals[0]!;
  try {
    await createHotel(db, {
      hotelId,
      name: values.name,
      nameLatin: values['name-latin'],
      timeZone: values['time-zone'] ?? 'Asia/Tokyo',
      telephone: values.phone ?? null,
    });
  } catch (error) {
    if (error instanceof HotelSetupError) throw new HotelCommandError(error.message);
    throw error;
  }
  return `Created hotel ${hotelId}: add its first manager with npm run hotel -- add-staff ${hotelId} <email> <name> --role manager.`;
}

async function addStaffCommand(db: Db, args: string[], options: HotelCommandOptions): Promise<string> {
  const { values, positionals } = parse(args, { role: { type: 'string' } }, 3);
  const [hotelId, email, name] = positionals as [string, string, string];
  const role = (values.role ?? 'frontDesk') as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new HotelCommandError(`--role is manager or frontDesk, not "${values.role}".`);
  try {
    // The account is checked before the password is asked for.
    await checkNewStaff(db, { hotelId, email, name });
    const password = await (options.password ?? (() => Promise.resolve('')))();
    if (password === '') {
      throw new HotelCommandError('No password: set STAFF_PASSWORD or type it on standard input.');
    }
    const created = await addStaff(db, { hotelId, email, name, password, role });
    const what = role === 'manager' ? 'manager' : 'front-desk staff';
    return `Added ${what} ${created.email} at ${created.hotelId}: they sign in at /front-desk.`;
  } catch (error) {
    if (error instanceof StaffAccountError) throw new HotelCommandError(error.message);
    throw error;
  }
}

function cipherOf(options: HotelCommandOptions): RegisterCipher {
  if (!options.registerCipher) throw new Error('This command needs the passport keys.');
  return options.registerCipher();
}

/** The refusal printed while a server holds the embedded database. */
export function lockedMessage(error: DataDirLockedError, publicUrl: string): string {
  if (!error.byServer) return `${error.message} Try again when it has finished.`;
  return `${error.message} Approve from the front-desk page ${publicUrl}/front-desk, or stop the server first.`;
}

// `npm run hotel -- <command>`. On PostgreSQL it runs beside any number of servers; on the embedded
// database it refuses while a server holds it (a lock in DATA_DIR), never writing where the
// server would not see it. Its answers (results, usage, refusals) are text for the operator; anything
// unexpected goes to the log (component `cli`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  loadSecretFiles();
  const config = readConfig();
  const location = databaseLocation(config);
  let lock: DataDirLock | null = null;
  try {
    if ('pgliteDir' in location) lock = lockDataDir(config.dataDir, 'hotel');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(lockedMessage(error, config.publicUrl));
    process.exit(1);
  }
  const database = await openDatabase(location);
  try {
    await migrateToLatest(database.db);
    console.log(
      await runHotelCommand(database.db, process.argv.slice(2), {
        password: readPassword,
        registerCipher: () => configuredRegisterCipher(config),
      }),
    );
  } catch (error) {
    if (error instanceof HotelCommandError) console.error(error.message);
    else componentLog(rootLogger(), 'cli').error({ err: error, command: process.argv[2] }, 'npm run hotel failed');
    process.exitCode = 1;
  } finally {
    await database.close();
    lock?.release();
  }
}
