import { describe, expect, it } from 'vitest';
import { formatInstant, formatInstantDate } from '../../shared/instants.ts';

/* Moments read in the venue's zone, with the zone named when the reader is elsewhere. */
describe('formatInstant', () => {
  it('shows the venue’s time, naming the zone only when the reader’s differs', () => {
    expect(formatInstant('2026-11-28T07:05:00Z', 'America/New_York', 'America/New_York')).toBe('Nov 28, 2026, 2:05 AM');
    expect(formatInstant('2026-11-28T07:05:00Z', 'America/New_York', 'Europe/Paris')).toBe('Nov 28, 2026, 2:05 AM EST');
    expect(formatInstant('2027-07-04T23:30:00Z', 'America/New_York', 'UTC')).toBe('Jul 4, 2027, 7:30 PM EDT');
  });

  it('gives the venue’s date of a moment (late evening in New York is already tomorrow in UTC)', () => {
    expect(formatInstantDate('2026-12-12T03:30:00Z', 'America/New_York')).toBe('Dec 11, 2026');
  });
});
