import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconFlag, IconX, type Icon } from '@tabler/icons-react';
import type { BookingStatus } from '../../gql/graphql.ts';

/** The button of each status change a booking can take (shown only where the server allows it). */
const ACTIONS: Record<BookingStatus, { label: string; color: string; variant: string; Icon: Icon }> = {
  CONFIRMED: { label: 'Confirm', color: 'teal', variant: 'filled', Icon: IconCheck },
  COMPLETED: { label: 'Mark Completed', color: 'blue', variant: 'light', Icon: IconFlag },
  PENDING: { label: 'Move to Pending', color: 'yellow', variant: 'light', Icon: IconArrowBackUp },
  CANCELLED: { label: 'Cancel Booking', color: 'red', variant: 'subtle', Icon: IconX },
};
const ACTION_ORDER: BookingStatus[] = ['CONFIRMED', 'COMPLETED', 'PENDING', 'CANCELLED'];

/** A button for each status change the server allows the booking now, in a fixed order; a final booking says so. */
export function StatusActions({ booking, disabled, onAction }: { booking: { status: BookingStatus; allowedTransitions: readonly BookingStatus[] }; disabled: boolean; onAction(status: BookingStatus): void }) {
  return (
    <Group gap="xs">
      {ACTION_ORDER.filter((status) => booking.allowedTransitions.includes(status)).map((status) => {
        const action = ACTIONS[status];
        return (
          <Button
            key={status}
            size="sm"
            color={action.color}
            variant={action.variant}
            leftSection={<action.Icon size={16} aria-hidden />}
            disabled={disabled}
            onClick={() => onAction(status)}
          >
            {action.label}
          </Button>
        );
      })}
      {booking.allowedTransitions.length === 0 && (
        <Text size="sm" c="dimmed">
          {booking.status === 'COMPLETED' ? 'Completed bookings are final.' : 'Cancelled bookings are final.'}
        </Text>
      )}
    </Group>
  );
}
