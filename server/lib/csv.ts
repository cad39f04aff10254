import { stringify } from 'csv-stringify/sync';

/*
 * CSV for spreadsheets: RFC 4180 quoting by csv-stringify, a BOM so Excel reads UTF-8, and
 * formula-safe cells (OWASP "CSV injection"), so a visitor's "=HYPERLINK(...)" is shown, not run:
 * - every field holding a CR or LF is quoted. csv-stringify leaves a field with a bare "\n" unquoted
 *   under `record_delimiter: 'windows'`, and a spreadsheet then starts a new row inside it, whose
 *   first cell is whatever the visitor wrote after the line break;
 * - every line of a text cell that starts like a formula (= + - @, their full-width forms, a tab or
 *   a carriage return, also after leading spaces) gets a leading apostrophe, so even a reader that
 *   splits rows on line breaks never sees a formula at the start of a cell.
 * Numbers are written as numbers (a negative amount stays a number).
 */
export type CsvCell = string | number | null | undefined;

/** A line that a spreadsheet would read as a formula (or as a formula after trimming). */
const FORMULA_START = /^[ \u00a0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

/** Prefixes an apostrophe to each line of the text that starts like a formula. */
export function safeText(value: string): string {
  return value
    .split(/(\r\n|\r|\n)/)
    .map((part, index) => (index % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
}

export function safeCell(value: CsvCell): string | number {
  if (value == null) return '';
  if (typeof value === 'number') return value;
  return safeText(value);
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return (
    '\uFEFF' +
    stringify([header, ...rows.map((row) => row.map(safeCell))], {
      quoted_string: false,
      quoted_match: /[\r\n]/,
      record_delimiter: 'windows',
    })
  );
}
