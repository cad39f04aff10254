import { describe, expect, it } from 'vitest';
import { isValidTime, windowsOverlap, windowWithin, zonedDateTimeToUtc } from './time.ts';

/*
 * Times of day as the calendar compares them: half-open windows, and an end of 00:00 meaning the
 * midnight that ends the day (the evening slot runs 17:00–00:00).
 */
const window = (startTime: string, endTime: string) => ({ startTime, endTime });

describe('windowsOverlap', () => {
  it('treats windows as half-open: one ending when the next starts does not overlap it', () => {
    expect(windowsOverlap(window('08:00', '12:00'), window('12:00', '16:00'))).toBe(false);
    expect(windowsOverlap(window('12:00', '16:00'), window('08:00', '12:00'))).toBe(false);
    expect(windowsOverlap(window('08:00', '12:01'), window('12:00', '16:00'))).toBe(true);
  });

  it('reads an end of 00:00 or 24:00 as the end of the day, so the evening overlaps a late party', () => {
    expect(windowsOverlap(window('17:00', '00:00'), window('22:00', '23:30'))).toBe(true);
    expect(windowsOverlap(window('17:00', '24:00'), window('23:59', '00:00'))).toBe(true);
    expect(windowsOverlap(window('08:00', '17:00'), window('17:00', '00:00'))).toBe(false);
  });

  it('finds a window inside another, and the all-day window overlapping every slot', () => {
    const allDay = window('00:00', '00:00');
    expect(windowsOverlap(allDay, window('08:00', '12:00'))).toBe(true);
    expect(windowsOverlap(window('13:00', '14:00'), window('09:00', '18:00'))).toBe(true);
    expect(windowWithin(window('13:00', '14:00'), window('09:00', '18:00'))).toBe(true);
    expect(windowWithin(window('08:00', '14:00'), window('09:00', '18:00'))).toBe(false);
  });
});

describe('times of day', () => {
  it('accepts HH:mm and HH:mm:ss, and 24:00 only as an end', () => {
    expect(isValidTime('09:30')).toBe(true);
    expect(isValidTime('09:30:15')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('24:00', { allowMidnightEnd: true })).toBe(true);
    expect(isValidTime('9:30')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
  });

  it("turns a venue's wall-clock time into the instant, across daylight saving", () => {
    // New York: 17:00 on 14 March 2027 (the day clocks go forward) is 21:00 UTC; a week before, 22:00 UTC.
    expect(zonedDateTimeToUtc('2027-03-14', '17:00', 'America/New_York').toISOString()).toBe('2027-03-14T21:00:00.000Z');
    expect(zonedDateTimeToUtc('2027-03-07', '17:00', 'America/New_York').toISOString()).toBe('2027-03-07T22:00:00.000Z');
    // 24:00 is the midnight that starts the next day.
    expect(zonedDateTimeToUtc('2027-03-07', '24:00', 'America/New_York').toISOString()).toBe('2027-03-08T05:00:00.000Z');
  });
});
