import { useQuery } from '@apollo/client/react';
import { Alert, Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { PublicCalendarMonthQuery as MonthResult } from '../../gql/graphql.ts';
import { AvailabilityCalendar } from '../calendar/AvailabilityCalendar.tsx';
// In the page's chunk, not loaded on demand: a page opened with ?request=1 renders the form on the
// server, styles included, for visitors without JavaScript (docs/decisions.md).
import { BOOKING_SENT_TITLE, BookingRequest, bookingSentMessage } from '../calendar/BookingRequest.tsx';
import { useSubmittedForm } from '../../lib/submitted-form.ts';
import { parseDate, parseMonth, provisionalMonth } from '../calendar/calendar-url.ts';
import { CalendarLegend } from '../calendar/CalendarLegend.tsx';
import { ContactHelp } from '../calendar/ContactHelp.tsx';
import { DateInformation } from '../calendar/DateInformation.tsx';
import { localToday, monthOf } from '../calendar/format.ts';
import classes from '../calendar/calendar.module.css';

const PublicCalendarMonthQuery = graphql(`
  query PublicCalendarMonth($month: String!) {
    calendarMonth(month: $month) {
      month
      today
      lastBookableDate
      days {
        date
        status
        isPast
        isBookable
        timeSlots
        startTime
        endTime
        notes
        premiumMultiplier
      }
    }
  }
`);

type CalendarMonth = MonthResult['calendarMonth'];

/**
 * One calendarMonth(month:) request; null until that month's answer is there. `cache-first`: a
 * month is asked for once per visit. Links navigate in a transition, and Apollo's useQuery
 * re-subscribes with the variables of whichever render it is in; an update from Apollo during the
 * transition re-renders the month still shown, which with `cache-and-network` asked the server for
 * that month again (seen under load as 2026-12, 2026-11, 2026-12 for one click on "Next month").
 */
function useCalendarMonth(month: string, skip = false) {
  const { data, loading, error } = useQuery(PublicCalendarMonthQuery, {
    variables: { month },
    skip,
    fetchPolicy: 'cache-first',
  });
  const calendar = !skip && data?.calendarMonth.month === month ? data.calendarMonth : null;
  return {
    calendar,
    loading: !skip && loading,
    error: skip ? undefined : error,
  };
}

/**
 * /calendar — 'Event Calendar & Availability': the month view (one calendarMonth request per
 * displayed month, statuses computed on the server in the venue's time zone), the Date Information
 * card, the booking request form inline when asked for, and the Calendar Legend.
 *
 * Everything it shows comes from the address: ?month=yyyy-MM (missing or invalid: the venue's
 * current month), &date=yyyy-MM-dd (the chosen date, in any month) and &request=1 (the form, for
 * a date that can be requested). The server renders the page from it; the links change it.
 */
export default function CalendarPage() {
  const [params] = useSearchParams();
  const monthParam = parseMonth(params.get('month'));
  const selected = parseDate(params.get('date'));
  const requesting = params.get('request') === '1';
  const sent = params.get('sent') === '1';
  // A refused request comes back to its form, even if the date has just stopped being bookable.
  const submittedRequest = useSubmittedForm('booking') !== null;

  // Without ?month the venue's current month is shown: ask for the provisional month (UTC) and
  // take the venue's today from its answer; if that is another month, ask for that one too.
  const firstMonth = monthParam ?? provisionalMonth();
  const first = useCalendarMonth(firstMonth);
  const month = monthParam ?? (first.calendar ? monthOf(first.calendar.today) : firstMonth);
  const second = useCalendarMonth(month, month === firstMonth);
  const shown = month === firstMonth ? first : second;
  // The chosen date's month, when it is another one, so the card has its details.
  const dateMonth = selected ? monthOf(selected) : month;
  const other = useCalendarMonth(dateMonth, dateMonth === month || dateMonth === firstMonth);
  const dateCalendar = dateMonth === month ? shown.calendar : dateMonth === firstMonth ? first.calendar : other.calendar;

  // Today and the booking horizon stay known while another month loads.
  const known = useRef<CalendarMonth | null>(null);
  known.current = shown.calendar ?? first.calendar ?? known.current;
  const today = known.current?.today ?? localToday();

  const days = useMemo(() => new Map((shown.calendar?.days ?? []).map((day) => [day.date, day])), [shown.calendar]);
  const selectedDay = (selected && dateCalendar?.days.find((day) => day.date === selected)) || null;
  const error = shown.error ?? first.error;

  return (
    <>
      <Box className={classes.hero} py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Stack gap="xs" maw={720}>
            <Text tt="uppercase" fw={600} size="xs" lts={2} c="gold.3">
              Plan your date
            </Text>
            <Title order={1} c="white" fz={{ base: 32, md: 44 }}>
              Event Calendar &amp; Availability
            </Title>
            <Text c="gray.2" fz={{ base: 'md', md: 'lg' }}>
              Check open dates, premium dates and partial availability at a glance. Choose a date to see its details and send a booking request.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', md: 48 }}>
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }} shadow="xs">
              {error && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="sm">
                  Failed to fetch calendar availability. Please refresh the page or call us.
                </Alert>
              )}
              <AvailabilityCalendar
                month={month}
                selected={selected}
                days={days}
                loading={shown.loading && !shown.calendar}
                today={today}
                lastBookableDate={known.current?.lastBookableDate ?? null}
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <DateInformation day={selectedDay} month={month} />
              <CalendarLegend />
              <ContactHelp />
            </Stack>
          </Grid.Col>
          {requesting && selectedDay && (selectedDay.isBookable || submittedRequest) && (
            <Grid.Col span={12}>
              <BookingRequest date={selectedDay.date} timeSlots={selectedDay.timeSlots} />
            </Grid.Col>
          )}
          {sent && selected && !requesting && (
            <Grid.Col span={12}>
              {/* Where a request sent without the page's code lands (server/http/public-forms.ts). */}
              <Alert id="booking-request" role="status" color="willow" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} title={BOOKING_SENT_TITLE}>
                {bookingSentMessage(selected)}
              </Alert>
            </Grid.Col>
          )}
        </Grid>
      </Container>
    </>
  );
}
