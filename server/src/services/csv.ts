import { stringify } from 'csv-stringify/sync';

/**
 * CSV for Excel: csv-stringify's RFC 4180 quoting with CRLF line ends and a UTF-8 byte order mark
 * (else Excel reads Japanese text as Shift_JIS). Our own addition: a cell a spreadsheet would run as
 * a formula is made text with a leading apostrophe (CSV injection).
 */

/** A cell starting like a formula (=, +, -, @; tab and CR too, which some spreadsheets skip first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text: empty for null, formula starts defused. */
export function cellText(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The rows as one CSV text: byte order mark, each row ended by CRLF. */
export const toCsv = (rows: (string | number | null)[][]): string =>
  stringify(
    rows.map((row) => row.map(cellText)),
    // A line break in a cell is quoted too (by default only the record delimiter is), or Excel splits the row.
    { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
