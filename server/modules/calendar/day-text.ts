import type { CalendarDayInfo } from './calendar.service.ts';
import { formatHoursCompact, formatLongDate } from '../../../shared/dates.ts';

/** Plain-language availability of a date, for e-mails: "Saturday, December 5, 2026 is already booked." */
export function describeDayStatus(day: CalendarDayInfo): string {
  const date = formatLongDate(day.date);
  const hours = day.startTime && day.endTime ? formatHoursCompact(day.startTime, day.endTime) : null;
  switch (day.status) {
    case 'AVAILABLE':
      if (day.notBookableReason === 'SLOTS_ENDED') return `${date} is today, and its time slots have all ended.`;
      return day.isBookable ? `${date} is currently available${hours ? ` (${hours})` : ''}.` : `${date} is not yet open for booking.`;
    case 'PREMIUM_RATE':
      return `${date} is currently available at a premium rate (${day.premiumMultiplier ?? 1}x the standard rate).`;
    case 'PARTIALLY_AVAILABLE':
      return `${date} is partially available${hours ? `: ${hours}` : ''}${day.notes ? ` (${day.notes})` : ''}.`;
    case 'BOOKED':
      return `${date} is already booked.`;
    case 'UNAVAILABLE':
      return `${date} is not available.`;
    case 'PAST':
      return `${date} has already passed.`;
  }
}

/** "Friday, December 4, 2026 (premium rate 1.5x)" for a suggested alternative date. */
export function describeAlternative(day: CalendarDayInfo): string {
  const date = formatLongDate(day.date);
  return day.status === 'PREMIUM_RATE' ? `${date} (premium rate ${day.premiumMultiplier ?? 1}x)` : date;
}

/** Whether the whole day is open (no alternatives needed). */
export function isOpenDay(day: CalendarDayInfo): boolean {
  return day.isBookable && (day.status === 'AVAILABLE' || day.status === 'PREMIUM_RATE');
}
