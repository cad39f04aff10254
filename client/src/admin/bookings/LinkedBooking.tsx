import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { BookingCard, BookingFieldsFragment } from './BookingCard.tsx';
import { useLiveBookings } from './booking-ui.tsx';
import { BOOKING_FORM_MESSAGES } from '../../../../shared/bookings.ts';
import { adminSectionPath } from '../../../../shared/routes.ts';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';

const LinkedBookingQuery = graphql(`
  query LinkedBooking($id: ID!) {
    booking(id: $id) {
      id
      ...BookingCard_booking
    }
  }
`);

/**
 * One booking named by the address (/admin/bookings?booking=<id>), as an inquiry's
 * "Booking created" link opens it: shown above the lists, whatever tab or page they are on.
 */
export function LinkedBooking({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(LinkedBookingQuery, { variables: { id }, context: LIVE_QUERY_CONTEXT });
  useLiveBookings(() => void refetch(), { announce: false });
  const goTo = useGoToSection();
  const booking = data?.booking ? getFragmentData(BookingFieldsFragment, data.booking) : null;

  return (
    <Stack gap="xs" component="section" aria-label="The linked booking">
      <Group justify="space-between">
        <Text fw={600}>The linked booking</Text>
        <Anchor
          href={adminSectionPath('bookings')}
          size="sm"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            goTo('bookings');
          }}
        >
          Show all bookings
        </Anchor>
      </Group>
      {booking ? (
        <BookingCard booking={booking} />
      ) : loading ? (
        <Loader size="sm" aria-label="Loading the booking" />
      ) : (
        <Alert color="yellow" title="Booking not found">
          {error ? errorMessage(error) : BOOKING_FORM_MESSAGES.bookingGone}
        </Alert>
      )}
    </Stack>
  );
}
