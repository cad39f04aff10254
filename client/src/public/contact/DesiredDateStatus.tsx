import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { useQuery } from '../../islands/graphql.ts';
import { DAY_STATUS } from '../calendar/day-status.tsx';
import { formatHoursCompact, monthOf } from '../../../../shared/dates.ts';
import { notBookableText } from '../../../../shared/not-bookable.ts';

const DesiredDateMonthQuery = graphql(`
  query DesiredDateMonth($month: YearMonth!) {
    calendarMonth(month: $month) {
      month
      today
      lastBookableDate
      days {
        date
        status
        isPast
        isBookable
        notBookableReason
        startTime
        endTime
        premiumMultiplier
      }
    }
  }
`);

/**
 * A chosen date's live status under the inquiry form's date fields, so a visitor knows before
 * sending: open (with its rate or hours), or why it cannot be requested, in the calendar's words.
 * An inquiry may still ask about any date: the venue answers with what it can offer.
 */
export function DesiredDateStatus({ date }: { date: string }) {
  const month = monthOf(date);
  const { data } = useQuery(DesiredDateMonthQuery, { month });
  // The server's HTML (a refused post's dates) and the hydration that matches it say nothing yet:
  // without JavaScript "Checking this date..." would wait for code that never runs.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const calendar = data?.calendarMonth.month === month ? data.calendarMonth : undefined;
  const day = calendar?.days.find((candidate) => candidate.date === date);
  if (!calendar || !day) return <span data-desired-date-status>{live ? 'Checking this date...' : ''}</span>;
  const meta = DAY_STATUS[day.isPast ? 'PAST' : day.status];
  const detail =
    day.status === 'PREMIUM_RATE'
      ? ` at ${day.premiumMultiplier ?? 1}x the standard rate`
      : day.status === 'PARTIALLY_AVAILABLE' && day.startTime && day.endTime
        ? `: ${formatHoursCompact(day.startTime, day.endTime)}`
        : '';
  const reason = day.notBookableReason;
  // Taken or closed: an inquiry still goes, and the reply offers the nearest open dates.
  const text = !reason
    ? `This date is currently ${meta.headline.toLowerCase()}${detail}.`
    : reason === 'SLOTS_ENDED'
      ? "Today's time slots have all ended — we'll suggest the nearest open dates."
      : reason === 'BOOKED' || reason === 'UNAVAILABLE'
        ? `This date is ${meta.headline.toLowerCase()} — we'll suggest the nearest open dates.`
        : notBookableText(reason, calendar, date);
  return (
    <Text component="span" size="xs" c={reason ? 'orange.9' : 'teal.9'} fw={500} data-desired-date-status>
      <meta.Icon size={12} style={{ verticalAlign: '-2px', marginRight: 4 }} aria-hidden />
      {text}
    </Text>
  );
}
