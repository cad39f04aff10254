import '@mantine/dates/styles.css';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { AvailabilityCalendar } from '../calendar/AvailabilityCalendar.tsx';
import { CalendarLegend } from '../calendar/CalendarLegend.tsx';
import { ContactHelp } from '../calendar/ContactHelp.tsx';
import { DateInformation } from '../calendar/DateInformation.tsx';
import { localToday, monthOf } from '../calendar/format.ts';
import classes from '../calendar/calendar.module.css';

// The request form (inputs, select, modal) loads once a bookable date is chosen, not with the page.
const BookingRequestModal = lazy(() => import('../calendar/BookingRequestModal.tsx').then((module) => ({ default: module.BookingRequestModal })));

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

/**
 * /calendar — 'Event Calendar & Availability': the month view (one calendarMonth request per
 * displayed month, statuses computed on the server in the venue's time zone), the Date Information
 * card with a booking request for open dates, and the Calendar Legend.
 */
export default function CalendarPage() {
  const [displayed, setDisplayed] = useState(() => `${monthOf(localToday())}-01`);
  const [selected, setSelected] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const month = monthOf(displayed);
  const { data, loading, error } = useQuery(PublicCalendarMonthQuery, { variables: { month } });
  const calendar = data?.calendarMonth.month === month ? data.calendarMonth : null;

  const days = useMemo(() => new Map((calendar?.days ?? []).map((day) => [day.date, day])), [calendar]);
  const today = data?.calendarMonth.today ?? localToday();
  // The selected date's details stay shown while the visitor browses other months.
  const current = selected ? days.get(selected) : undefined;
  const [remembered, setRemembered] = useState<typeof current>(undefined);
  useEffect(() => {
    if (current) setRemembered(current);
  }, [current]);
  const selectedDay = selected ? (current ?? (remembered?.date === selected ? remembered : null)) : null;

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
              Check open dates, premium dates and partial availability at a glance. Choose a date to see its details and send a
              booking request.
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
                displayed={displayed}
                onDisplayedChange={setDisplayed}
                selected={selected}
                onSelect={setSelected}
                days={days}
                loading={loading && !calendar}
                today={today}
                lastBookableDate={data?.calendarMonth.lastBookableDate ?? null}
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <DateInformation day={selectedDay} onRequest={() => setRequesting(true)} />
              <CalendarLegend />
              <ContactHelp />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      {selectedDay?.isBookable && (
        <Suspense fallback={null}>
          <BookingRequestModal date={selectedDay.date} timeSlots={selectedDay.timeSlots} opened={requesting} onClose={() => setRequesting(false)} />
        </Suspense>
      )}
    </>
  );
}
