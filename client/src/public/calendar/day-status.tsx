import { IconBan, IconCalendarCheck, IconCircleCheck, IconClockHour4, IconHistory, IconHourglass, IconStar, type Icon } from '@tabler/icons-react';
import { HELD_PUBLIC_TEXT } from '../../../../shared/holds.ts';
import type { DayStatus } from '../../gql/graphql.ts';

/**
 * How each display status looks: a label (the Calendar Legend's words), a colour AND an icon, so
 * the status never depends on colour alone.
 */
export interface DayStatusMeta {
  /** Legend and badge label. */
  label: string;
  /** The Date Information card's headline (specification section 2). */
  headline: string;
  color: string;
  /** A text colour with enough contrast on white. */
  textColor: string;
  Icon: Icon;
}

export const DAY_STATUS: Record<DayStatus, DayStatusMeta> = {
  AVAILABLE: { label: 'Available', headline: 'Available', color: 'teal', textColor: 'teal.9', Icon: IconCircleCheck },
  BOOKED: { label: 'Booked', headline: 'Fully Booked', color: 'red', textColor: 'red.9', Icon: IconCalendarCheck },
  UNAVAILABLE: { label: 'Unavailable', headline: 'Unavailable', color: 'dark', textColor: 'dark.6', Icon: IconBan },
  PREMIUM_RATE: { label: 'Premium Rate', headline: 'Premium Rate', color: 'yellow', textColor: 'gold.8', Icon: IconStar },
  PARTIALLY_AVAILABLE: { label: 'Partial', headline: 'Partially Available', color: 'blue', textColor: 'blue.9', Icon: IconClockHour4 },
  PAST: { label: 'Past Dates', headline: 'Past Date', color: 'gray', textColor: 'gray.7', Icon: IconHistory },
};

/**
 * A tentative hold is not a status of its own (the date keeps its status and may still be
 * requested): it is marked with its own icon and said in words, never by colour.
 */
export const HELD_MARK = { label: 'Tentatively held', text: HELD_PUBLIC_TEXT, Icon: IconHourglass };

/** The legend's order (specification section 2). */
export const LEGEND_ORDER: DayStatus[] = ['AVAILABLE', 'BOOKED', 'UNAVAILABLE', 'PREMIUM_RATE', 'PARTIALLY_AVAILABLE', 'PAST'];

/** The day's status in a few words, for accessible labels: "Premium Rate (1.5x)". */
export function statusPhrase(day: { status: DayStatus; premiumMultiplier?: number | null; isPast?: boolean; isHeld?: boolean | null }): string {
  if (day.isPast && day.status !== 'PAST') return `Past Date (${DAY_STATUS[day.status].headline})`;
  const phrase = day.status === 'PREMIUM_RATE' ? `Premium Rate (${day.premiumMultiplier ?? 1}x)` : DAY_STATUS[day.status].headline;
  return day.isHeld ? `${phrase}. ${HELD_PUBLIC_TEXT}` : phrase;
}
