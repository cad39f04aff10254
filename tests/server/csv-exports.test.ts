import { parse } from 'csv-parse/sync';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { safeText, toCsv } from '../../server/lib/csv.ts';

/*
 * Both CSV exports (bookings, inquiries) are formula-safe when read by a real CSV parser and by a
 * reader that splits rows on any line break: a visitor's text never starts a row or a line with a
 * formula. The attack: a message "-2+3\n=cmd|' /C calc'!A0", whose bare line feed csv-stringify
 * left unquoted, so the spreadsheet started a new row at "=cmd…".
 */
test.override('serverOptions', { seed: false });

const ATTACKS = [
  "-2+3\n=cmd|' /C calc'!A0",
  "Hello\r=HYPERLINK(\"http://evil.example\",\"click\")",
  'Two lines\r\n+SUM(A1:A9)',
  'Fine\n  @SUM(1)',
  '\tTab first',
  '＝1+1 full-width',
];
const FORMULA_START = /^[ \u00a0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

/** Every cell, and every line of every cell, as a spreadsheet would read it. */
function assertFormulaSafe(csv: string, expectedRows: number) {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const rows = parse(csv, { bom: true, relax_column_count: false }) as string[][];
  expect(rows).toHaveLength(expectedRows);
  for (const row of rows) {
    expect(row).toHaveLength(rows[0]!.length);
    for (const cell of row) {
      // A number written as a number (a negative amount) is a value, not a formula.
      if (/^-?\d+(\.\d+)?$/.test(cell)) continue;
      for (const line of cell.split(/\r\n|\r|\n/)) expect(line, JSON.stringify(cell)).not.toMatch(FORMULA_START);
    }
  }
  // A reader that takes every line break as a new row (as some importers do) sees no formula either.
  for (const line of csv.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t]/);
  return rows;
}

describe('toCsv', () => {
  it('quotes every field with a CR or LF and neutralises the first character of each of its lines', () => {
    const csv = toCsv(['Message', 'Amount'], ATTACKS.map((text, i) => [text, -i]));
    const rows = assertFormulaSafe(csv, ATTACKS.length + 1);
    expect(rows.slice(1).map((row) => row[0])).toEqual(ATTACKS.map(safeText));
    expect(rows[1]![0]).toBe("'-2+3\n'=cmd|' /C calc'!A0");
    // Numbers stay numbers: a negative amount is not text.
    expect(rows[2]![1]).toBe('-1');
    // Text without a line break or formula is written as it is.
    expect(toCsv(['a'], [['plain, "quoted" text']])).toBe('\uFEFFa\r\n"plain, ""quoted"" text"\r\n');
  });
});

describe('the admin exports', () => {
  it('bookings and inquiries CSVs parse to one row per record with no formula anywhere', async ({ server, admin, factories }) => {
    for (const [i, text] of ATTACKS.entries()) {
      factories.booking({ clientName: text, specialRequests: text, adminNotes: text, eventDate: factories.day(30 + i) });
      factories.inquiry({ name: text, message: text });
    }
    // Through the contact form as a visitor would send it.
    const sent = await server.session().request(`mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }`, {
      input: { name: 'Mallory', email: 'mallory@example.com', message: ATTACKS[0] },
    });
    expect(sent.errors).toBeUndefined();

    const { bookingsCsv } = await admin.data<{ bookingsCsv: string }>(`{ bookingsCsv }`);
    const bookingRows = assertFormulaSafe(bookingsCsv, ATTACKS.length + 1);
    expect(bookingRows.slice(1).map((row) => row[bookingRows[0]!.indexOf('Special requests')])).toEqual(expect.arrayContaining(ATTACKS.map(safeText)));

    const { inquiriesCsv } = await admin.data<{ inquiriesCsv: string }>(`{ inquiriesCsv }`);
    const inquiryRows = assertFormulaSafe(inquiriesCsv, ATTACKS.length + 2);
    expect(inquiryRows.slice(1).map((row) => row[inquiryRows[0]!.indexOf('Message')])).toContain("'-2+3\n'=cmd|' /C calc'!A0");
  });
});
