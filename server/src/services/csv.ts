/**
 * CSV for Excel (no CSV library is installed; the rules are few): RFC 4180 quoting, CRLF line ends,
 * UTF-8 with a byte order mark (else Excel reads Japanese text as Shift_JIS), and cells a spreadsheet
 * would run as a formula made text with a leading apostrophe.
 */

/** A cell starting like a formula (=, +, -, @; tab and CR too, which some spreadsheets skip first). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as one CSV text: byte order mark, each row ended by CRLF. */
export const toCsv = (rows: (string | number | null)[][]): string =>
  `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
