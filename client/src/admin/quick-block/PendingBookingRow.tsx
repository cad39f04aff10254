import { useMutation } from '@apollo/client/react';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatMediumDate, formatTimeRange } from '../../../../shared/dates.ts';
import { eventTypeLabel, type EventTypeName } from '../../../../shared/events.ts';
import { calendarObjection, ConfirmAnywayModal, failure } from '../bookings/booking-ui.tsx';
import { useAskAboutOthers, type SlotMessage } from '../notices/ConfirmWithOthers.tsx';
import { QUICK_BLOCK_REFETCH } from './refetch.ts';

const ConfirmAndBlockMutation = graphql(`
  mutation ConfirmBookingAndBlockDate($input: ConfirmBookingAndBlockDateInput!) {
    confirmBookingAndBlockDate(input: $input) {
      booking {
        id
        status
        allowedTransitions
      }
      specialDate {
        id
        date
        status
        notes
      }
    }
  }
`);

/**
 * A pending booking on the chosen date, confirmed and its date blocked in one step. As on its
 * booking card, the others on its slot and the message they get are shown first (ConfirmWithOthers).
 */
export function PendingBookingRow({ booking }: { booking: { id: string; clientName: string; eventType: EventTypeName; eventDate: string; startTime: string; endTime: string; guestCount: number } }) {
  const [confirmAndBlock, { loading }] = useMutation(ConfirmAndBlockMutation, { refetchQueries: QUICK_BLOCK_REFETCH });
  const [objection, setObjection] = useState<string | null>(null);
  const others = useAskAboutOthers(booking);

  async function onConfirm(override = false, message: SlotMessage | null = others.message) {
    try {
      await confirmAndBlock({ variables: { input: { bookingId: booking.id, ...(override ? { override } : {}), ...(message ? { othersMessage: message } : {}) } } });
      setObjection(null);
      others.forget();
      notify.success('Booking confirmed and date blocked');
    } catch (error) {
      // A blocked date or hours outside a partial date: the owner may confirm knowingly.
      const calendar = override ? null : calendarObjection(error);
      setObjection(calendar);
      if (calendar) return;
      // One transaction: on failure the booking is still pending and the date open.
      notify.error(failure('Failed to block date', `${errorMessage(error)} The booking is still pending.`));
    }
  }

  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Box style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text fw={600} size="sm">
            {booking.clientName}
          </Text>
          <Text size="xs" c="dimmed">
            {eventTypeLabel(booking.eventType)} · {formatMediumDate(booking.eventDate)} · {formatTimeRange(booking.startTime, booking.endTime)} · {booking.guestCount} guests
          </Text>
        </Box>
        <Button size="xs" color="teal" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => void others.ask(onConfirm)} loading={loading} aria-label={`Confirm & Block ${booking.clientName}`}>
          Confirm &amp; Block
        </Button>
      </Group>
      <ConfirmAnywayModal objection={objection} onClose={() => setObjection(null)} onConfirm={() => onConfirm(true)} loading={loading} />
      {others.dialog((message) => onConfirm(false, message), loading)}
    </Paper>
  );
}
