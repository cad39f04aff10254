import { formatTime12 } from '../../../../shared/dates.ts';
import type { SpecialDateStatus } from '../../gql/graphql.ts';

/** Times every 30 minutes for selects; the end list runs to 24:00 (midnight). */
function times(from: number, to: number) {
  const options: { value: string; label: string }[] = [];
  for (let minutes = from; minutes <= to; minutes += 30) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    options.push({ value, label: minutes === 24 * 60 ? 'Midnight' : formatTime12(value) });
  }
  return options;
}

export const START_TIME_OPTIONS = times(0, 23 * 60 + 30);
export const END_TIME_OPTIONS = times(30, 24 * 60);

export const SPECIAL_STATUS_OPTIONS: { value: SpecialDateStatus; label: string }[] = [
  { value: 'UNAVAILABLE', label: 'Unavailable' },
  { value: 'PARTIALLY_AVAILABLE', label: 'Partially Available' },
  { value: 'PREMIUM_RATE', label: 'Premium Rate' },
  { value: 'AVAILABLE', label: 'Available' },
];

export const specialStatusLabel = (status: SpecialDateStatus) => SPECIAL_STATUS_OPTIONS.find((option) => option.value === status)!.label;

/** Both admin calendar queries, refetched after any change to special dates or settings. */
export const CALENDAR_ADMIN_QUERIES = ['CalendarAdmin', 'AdminCalendarMonth'];
