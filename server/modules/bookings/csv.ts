import { stringify } from 'csv-stringify/sync';

/*
 * CSV for spreadsheets: RFC 4180 quoting by csv-stringify, a BOM so Excel reads UTF-8, and
 * formula-safe cells: text starting with = + - @ (or a tab/return) gets a leading apostrophe so a
 * visitor's "=HYPERLINK(...)" is shown, not run (OWASP "CSV injection").
 */
export type CsvCell = string | number | null | undefined;

export function safeCell(value: CsvCell): string | number {
  if (value == null) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return '\uFEFF' + stringify([header, ...rows.map((row) => row.map(safeCell))], { quoted_string: false, record_delimiter: 'windows' });
}
