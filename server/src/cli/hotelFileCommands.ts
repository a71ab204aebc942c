import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { readHotelSetup } from '../db/repositories/hotelSetupRead.ts';
import { applyHotelSetup } from '../db/repositories/hotelSetupWrite.ts';
import { readHotelFile, writeHotelFile } from '../services/hotelFile.ts';

export const HOTEL_FILE_USAGE = `  export <hotelId>                   prints the hotel's setup as a hotel file (YAML, docs/hotel-file.md)
  import <file>                      makes the file's hotel exactly what the file says, in one transaction`;

export class HotelFileCommandError extends Error {}

/**
 * `npm run hotel -- export <hotelId>` and `import <file>` (docs/hotel-file.md). Answers the text to print,
 * or undefined when the arguments are not one of these commands. A relative file is read from the
 * working folder, which under `npm run` is the project's.
 */
export async function runHotelFileCommand(db: Db, args: string[]): Promise<string | undefined> {
  const [command, ...rest] = args;
  if (command === 'export' && rest.length === 1) {
    const setup = await readHotelSetup(db, rest[0]!);
    if (!setup) throw new HotelFileCommandError(`There is no hotel "${rest[0]}".`);
    return writeHotelFile(setup).trimEnd();
  }
  if (command === 'import' && rest.length === 1) {
    const file = path.resolve(rest[0]!);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw new HotelFileCommandError(`Cannot read ${rest[0]}: ${(error as Error).message}`);
    }
    return importHotelFile(db, text, rest[0]!);
  }
  return undefined;
}

/** Applies a hotel file's text (HotelFileError when it is refused; then nothing is written). */
export async function importHotelFile(db: Db, text: string, name: string): Promise<string> {
  const setup = readHotelFile(text, name);
  const hotelId = setup.hotel.id;
  const changed = await db.transaction().execute(async (trx) => {
    const before = await readHotelSetup(trx, hotelId);
    await applyHotelSetup(trx, setup);
    const after = await readHotelSetup(trx, hotelId);
    return before === null ? 'created' : JSON.stringify(before) === JSON.stringify(after) ? 'unchanged' : 'updated';
  });
  return `Imported ${name}: hotel ${hotelId} ${changed}.`;
}
