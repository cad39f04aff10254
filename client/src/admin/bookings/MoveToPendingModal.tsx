import { Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../content-kit/ConfirmDialog.tsx';
import { formatLongDate } from '../../../../shared/dates.ts';
import { eventTypeLabel } from '../../../../shared/events.ts';
import type { BookingCard_BookingFragment } from '../../gql/graphql.ts';

/** Asked before a confirmed booking goes back to pending: the client is told, and a Confirm & Block block is lifted. */
export function MoveToPendingModal({
  booking,
  opened,
  onClose,
  onMove,
  loading,
}: {
  booking: Pick<BookingCard_BookingFragment, 'clientName' | 'eventType' | 'eventDate'>;
  opened: boolean;
  onClose(): void;
  onMove(): void;
  loading: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Move this booking back to pending?" centered>
      <Stack>
        <Text size="sm">
          {booking.clientName}'s {eventTypeLabel(booking.eventType).toLowerCase()} on {formatLongDate(booking.eventDate)} will no longer be confirmed.{' '}
          {booking.clientName} is e-mailed that the date is not confirmed any more, and a block made by Confirm &amp; Block is lifted.
        </Text>
        <DialogActions cancelLabel="Keep Confirmed" onCancel={onClose} confirmLabel="Move to Pending" onConfirm={onMove} color="yellow" busy={loading} />
      </Stack>
    </Modal>
  );
}
