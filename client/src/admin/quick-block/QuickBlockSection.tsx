import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Card, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { getFragmentData, graphql } from '../../gql';
import { BookingSummaryFields } from '../calendar/booking-summary.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useVenueToday } from '../../public/calendar/useVenueToday.ts';
import { useLiveCalendar, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { useLiveBookings } from '../bookings/booking-ui.tsx';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { BlockDateCard } from './BlockDateCard.tsx';
import { BlockedDatesCard } from './BlockedDatesCard.tsx';
import { PendingBookingRow } from './PendingBookingRow.tsx';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';

const QuickBlockQuery = graphql(`
  query QuickBlock($today: LocalDate!, $shown: Int!) {
    bookings(status: PENDING, eventDateFrom: $today, orderBy: EVENT_DATE_ASC, first: $shown) {
      totalCount
      nodes {
        ...BookingSummary_booking
      }
    }
    blocked: specialDates(status: UNAVAILABLE, from: $today, first: 100) {
      nodes {
        id
        date
        status
        notes
        replaces
      }
    }
  }
`);

/** Quick block lists this many pending bookings, then a count of the rest (specification section 9). */
const PENDING_SHOWN = 5;

/**
 * Quick Block: block a future date (notes 'type: reason'), and Confirm & Block pending bookings
 * (one transaction on the server). Blocking a date that has a confirmed booking warns first and
 * names the booking.
 */
export default function QuickBlockSection() {
  const goTo = useGoToSection();
  const today = useVenueToday();
  // The server picks the next pending bookings from today on, in date order; the rest is a count.
  const { data, loading, error, refetch } = useQuery(QuickBlockQuery, { variables: { today, shown: PENDING_SHOWN }, context: LIVE_QUERY_CONTEXT });
  useLiveBookings(() => void refetch(), { announce: false });
  useLiveCalendar(() => void refetch());

  const pending = getFragmentData(BookingSummaryFields, data?.bookings.nodes ?? []);
  const pendingTotal = data?.bookings.totalCount ?? 0;
  const blocked = data?.blocked.nodes ?? [];

  return (
    <Stack gap="lg" maw={1200}>
      <ScreenTitle title="Quick Block">Close a date in seconds, or confirm a pending booking and block its date in one step.</ScreenTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <BlockDateCard />
            <BlockedDatesCard blocked={blocked} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  Pending Bookings
                </Title>
                <Badge color="yellow" variant="light">
                  {pendingTotal} pending
                </Badge>
              </Group>
              {error && !data ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} />}>
                  Failed to fetch bookings: {errorMessage(error)}
                </Alert>
              ) : loading && !data ? (
                <Center py="lg">
                  <Loader size="sm" aria-label="Loading bookings" />
                </Center>
              ) : pending.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No pending bookings to confirm.
                </Text>
              ) : (
                <>
                  {pending.map((booking) => (
                    <PendingBookingRow key={booking.id} booking={booking} />
                  ))}
                  {pendingTotal > pending.length && (
                    <Group justify="space-between">
                      <Text size="sm" c="dimmed">
                        +{pendingTotal - pending.length} more pending booking{pendingTotal - pending.length === 1 ? '' : 's'}
                      </Text>
                      <Anchor component="button" size="sm" onClick={() => goTo('bookings')}>
                        View all in Bookings
                      </Anchor>
                    </Group>
                  )}
                </>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
