import { useQuery } from '@apollo/client/react';
import { Box, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { Island } from '../../islands/Island.tsx';
import { useSubmissionReceipt, useSubmittedForm } from '../../lib/submitted-form.ts';
import { parseDate, parseMonth, provisionalMonth } from '../calendar/calendar-url.ts';
import { CalendarIsland, PublicCalendarMonthQuery, type CalendarMonth } from '../calendar/CalendarIsland.tsx';
// The island loads the booking request form on demand; the page imports it so that the form's
// styles are among those the server inlines into /calendar (server/http/server-render.ts inlines
// the page chunk's), for a page opened with ?request=1 without JavaScript
// (docs/decisions/033-islands.md).
import '../calendar/BookingRequest.tsx';
import { monthOf } from '../../../../shared/dates.ts';
import classes from '../calendar/calendar.module.css';
import { telHref } from '../../../../shared/contact.ts';
import { useContactInfo } from '../content.ts';

/**
 * One calendarMonth(month:) request; null until that month's answer is there. `cache-first`: a
 * month is asked for once per visit.
 */
function useCalendarMonth(month: string, skip = false) {
  const { data, loading, error } = useQuery(PublicCalendarMonthQuery, {
    variables: { month },
    skip,
    fetchPolicy: 'cache-first',
  });
  const calendar = !skip && data?.calendarMonth.month === month ? data.calendarMonth : null;
  return { calendar, loading: !skip && loading && !calendar, error: skip ? undefined : error };
}

/**
 * /calendar — 'Event Calendar & Availability': a static hero, then the calendar itself as an
 * island (client/src/public/calendar/CalendarIsland.tsx) given the months it first shows.
 *
 * The page reads the address as the island does (?month, &date; see CalendarIsland) only to fetch
 * those months: without ?month the venue's current month is shown, so it asks for the provisional
 * month (UTC) and takes the venue's today from its answer; if that is another month, it asks for
 * that one too; and the chosen date's month, when it is another one, so the card has its details.
 * The server renders the page once all of them are there (Apollo's prerender).
 */
export default function CalendarPage() {
  const [params] = useSearchParams();
  const monthParam = parseMonth(params.get('month'));
  const selected = parseDate(params.get('date'));
  const submitted = useSubmittedForm('booking');
  const receipt = useSubmissionReceipt('booking');

  const firstMonth = monthParam ?? provisionalMonth();
  const first = useCalendarMonth(firstMonth);
  const month = monthParam ?? (first.calendar ? monthOf(first.calendar.today) : firstMonth);
  const second = useCalendarMonth(month, month === firstMonth);
  const dateMonth = selected ? monthOf(selected) : month;
  const other = useCalendarMonth(dateMonth, dateMonth === month || dateMonth === firstMonth);
  const loading = first.loading || second.loading || other.loading;
  // The first answer says what today is for the venue: the island's first month.
  const months = [first, second, other].flatMap(({ calendar }) => (calendar ? [calendar] : [])) satisfies CalendarMonth[];

  // The venue's phone and e-mail, from the layout's query (already in the cache).
  // The venue's contact details (one record) for the booking form's "call us" line.
  const { info: contact } = useContactInfo();

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
      {loading ? (
        // Only in the single-page app (an admin browsing the site): the server renders once every month is there.
        <Container size="lg" py={48}>
          <Loader size="sm" aria-label="Loading availability" />
        </Container>
      ) : (
        <Island
          name="calendar"
          component={CalendarIsland}
          props={{
            months,
            failed: Boolean(first.error ?? second.error),
            submitted,
            receipt,
            contact: {
              phone: contact.phone || null,
              phoneHref: contact.phone ? telHref(contact.phone) : null,
              email: contact.email || null,
            },
          }}
        />
      )}
    </>
  );
}
