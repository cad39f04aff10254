import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatHoursCompact, formatLongDate, formatMediumDate, formatMonth, formatTime12, formatTimeRange, isValidMonth } from './dates.ts';

/*
 * Dates and times are formatted by one module (shared/dates.ts) that the server (e-mails,
 * calendar texts, server-rendered pages) and the screens both use; no second copy is left.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const FORMATTERS = ['formatLongDate', 'formatMediumDate', 'formatMonth', 'formatTime12', 'formatTimeRange', 'formatHourCompact', 'formatHoursCompact', 'minutesOf', 'endMinutes', 'isValidDate', 'isValidMonth'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !file.includes(`${path.sep}gql${path.sep}`) && !entry.name.endsWith('.generated.ts') ? [file] : [];
  });
}

describe('shared/dates.ts', () => {
  it('is the only place the date and time formatting is written', () => {
    const defined = [...sourceFiles('server'), ...sourceFiles('client/src')].flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return FORMATTERS.filter((name) => new RegExp(`(?:function|const)\\s+${name}\\b`).test(text)).map((name) => `${file}: ${name}`);
    });
    expect(defined).toEqual([]);
  });

  it('formats as the specification shows dates and times', () => {
    expect(formatLongDate('2026-12-05')).toBe('Saturday, December 5, 2026');
    expect(formatMediumDate('2026-12-05')).toBe('Sat, Dec 5, 2026');
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatTime12('17:00')).toBe('5:00 PM');
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('24:00')).toBe('12:00 AM');
    expect(formatTimeRange('17:00', '00:00')).toBe('5:00 PM - 12:00 AM');
    expect(formatHoursCompact('10:00', '17:30')).toBe('10AM - 5:30PM');
    expect([isValidMonth('2026-12'), isValidMonth('2026-13'), isValidMonth('2026-1')]).toEqual([true, false, false]);
  });
});
