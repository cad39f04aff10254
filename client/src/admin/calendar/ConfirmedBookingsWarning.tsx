import { useQuery } from '@apollo/client/react';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { getFragmentData, graphql } from '../../gql';
import { BookingSummaryFields } from './booking-summary.ts';
import type { SpecialDateStatus } from '../../gql/graphql.ts';
import { formatTimeRange, monthOf } from '../../../../shared/dates.ts';
import { eventTypeLabel } from '../../../../shared/events.ts';

const DateBookingsQuery = graphql(`
  query SpecialDateBookings($month: YearMonth!) {
    calendarBookings(month: $month) {
      ...BookingSummary_booking
    }
  }
`);

/** What a special date of this status does to a date that has confirmed bookings. */
function consequence(status: SpecialDateStatus): string {
  switch (status) {
    case 'UNAVAILABLE':
      return 'Blocking the date does not cancel the booking.';
    case 'PARTIALLY_AVAILABLE':
      return 'Visitors can only request the time slots these bookings leave free; when none is left the date shows as booked.';
    default:
      return 'The date stays booked on the public calendar whatever status you set here.';
  }
}

/**
 * Warns, in the add and edit special-date forms, when the chosen date already has confirmed
 * bookings: an open special date never reopens them (the server keeps the date booked).
 */
export function ConfirmedBookingsWarning({ date, status }: { date: string | null; status: SpecialDateStatus }) {
  const { data } = useQuery(DateBookingsQuery, { variables: { month: date ? monthOf(date) : '' }, skip: !date, fetchPolicy: 'cache-and-network' });
  const confirmed = getFragmentData(BookingSummaryFields, data?.calendarBookings ?? []).filter((booking) => booking.eventDate === date && booking.status === 'CONFIRMED');
  if (!date || confirmed.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={confirmed.length === 1 ? 'This date has a confirmed booking' : `This date has ${confirmed.length} confirmed bookings`}>
      <List size="sm" spacing={2}>
        {confirmed.map((booking) => (
          <List.Item key={booking.id}>
            {booking.clientName} ({eventTypeLabel(booking.eventType)}, {formatTimeRange(booking.startTime, booking.endTime)})
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        {consequence(status)}
      </Text>
    </Alert>
  );
}
