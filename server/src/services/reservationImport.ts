import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { recordChange } from './auditLog.ts';
import { storedMatches, writeReservation, type ReservationValues, type Revise } from './integrationReservations.ts';
import {
  IMPORT_MAX_BYTES,
  readReservationCsv,
  tooLarge,
  type Column,
  type CsvRow,
  type Problem,
} from './reservationCsv.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * The console's reservation import (issue 33, docs/integration.md "CSV import"): a manager's CSV,
 * each row written through the integration API's writer as the reservation `csv/<booking number>`
 * (a PMS's ids cannot hold `/`, so a row never writes over a reservation the PMS pushed; a booking
 * number the PMS or the seed already uses is the row's `booking_number_taken`). A CSV row has no
 * revision: one identical to what is stored is unchanged, a changed one raises the stored revision by
 * one. The preview runs the very writes the import makes, in a transaction it rolls back; the import
 * writes all of its rows in one transaction, or none when any row has an error.
 */

type Report = Schema<'ReservationImport'>;
type ReportRow = Schema<'ReservationImportRow'>;

export const CSV_ID_PREFIX = 'csv/';

/** The writer's refusals that are a row's problem, and the column each is about. */
const ROW_REFUSALS: Partial<Record<HttpError['code'], { column: Column; code: Problem['code'] }>> = {
  booking_number_taken: { column: 'bookingNumber', code: 'booking_number_taken' },
  already_checked_in: { column: 'status', code: 'already_checked_in' },
  already_paid: { column: 'amount', code: 'already_paid' },
};

/** No PMS revision: the stored one is kept for an identical row and raised by one for a changed row. */
const csvRevision =
  (values: ReservationValues): Revise =>
  async (stored, trx) => {
    if (!stored) return 1;
    return (await storedMatches(trx, stored, values)) ? 'unchanged' : Number(stored.external_revision ?? 0) + 1;
  };

/** The file's bytes from the request's base64 (its size checked before it is read). */
function fileBytes(content: string): Buffer {
  // Base64 holds 3 bytes in 4 characters: a file that cannot fit is refused before it is decoded.
  if (Math.floor((content.length * 3) / 4) > IMPORT_MAX_BYTES + 2) {
    throw tooLarge(`The file is larger than ${IMPORT_MAX_BYTES} bytes.`);
  }
  return Buffer.from(content, 'base64');
}

/** The rows the file gives the report before the database is asked: a booking number twice is an error. */
function withDuplicates(rows: CsvRow[]): CsvRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    if (!row.values) return row;
    const number = row.values.bookingNumber;
    if (!seen.has(number)) {
      seen.add(number);
      return row;
    }
    return { ...row, values: null, problems: [{ column: 'bookingNumber', code: 'duplicate_booking_number' }] };
  });
}

const reportRow = (row: CsvRow, outcome: ReportRow['outcome'], problems: Problem[]): ReportRow => ({
  line: row.line,
  bookingNumber: row.cells.bookingNumber ?? '',
  guestName: row.cells.guestName ?? '',
  checkinDate: row.cells.checkinDate ?? '',
  nights: row.cells.nights ?? '',
  outcome,
  problems,
});

const OUTCOMES = { created: 'create', updated: 'update', unchanged: 'unchanged' } as const;

/** Thrown to roll a preview (or an import with errors) back, carrying its report out. */
class Rollback extends Error {
  readonly report: Report;
  constructor(report: Report) {
    super('rolled back');
    this.report = report;
  }
}

/** Reads the file and runs its rows; writes them when `apply` and no row has an error. */
export async function importReservations(
  db: Db,
  manager: SignedInStaff,
  file: Schema<'ReservationImportFile'>,
  apply: boolean,
): Promise<Report> {
  const rows = withDuplicates(readReservationCsv(fileBytes(file.content)));
  try {
    return await db.transaction().execute(async (trx) => {
      const report: ReportRow[] = [];
      for (const row of rows) {
        if (!row.values) {
          report.push(reportRow(row, 'error', row.problems));
          continue;
        }
        const externalId = `${CSV_ID_PREFIX}${row.values.bookingNumber}`;
        try {
          // The writer refuses before it writes anything: a refused row leaves the transaction as it was.
          const outcome = await writeReservation(trx, manager.hotelId, externalId, row.values, csvRevision(row.values));
          report.push(reportRow(row, OUTCOMES[outcome], []));
        } catch (error) {
          const refusal = error instanceof HttpError ? ROW_REFUSALS[error.code] : undefined;
          if (!refusal) throw error;
          report.push(reportRow(row, 'error', [refusal]));
        }
      }
      if (!apply || report.some((row) => row.outcome === 'error')) throw new Rollback({ applied: false, rows: report });
      const numbers = (outcome: ReportRow['outcome']) =>
        report.filter((row) => row.outcome === outcome).map((row) => row.bookingNumber);
      const [created, updated] = [numbers('create'), numbers('update')];
      if (created.length + updated.length > 0) {
        await recordChange(trx, {
          hotelId: manager.hotelId,
          actor: { staffId: manager.id, email: manager.email },
          operation: 'reservationImport.apply',
          target: 'reservations/csv',
          before: null,
          after: { created, updated, unchanged: numbers('unchanged').length },
        });
      }
      return { applied: true, rows: report };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.report;
    throw error;
  }
}
