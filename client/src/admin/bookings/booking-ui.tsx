import { useSubscription } from '@apollo/client/react';
import { Alert, Badge, Box, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4, IconFlag, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { BookingStatus } from '../../gql/graphql.ts';
import { errorMessage, errorReasons } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { DialogActions } from '../content-kit/ConfirmDialog.tsx';
import { formatMediumDate, formatTimeRange } from '../../../../shared/dates.ts';
import { eventTypeLabel, type EventTypeName } from '../../../../shared/events.ts';

/* Pieces shared by the bookings, dashboard, inquiries, calendar and quick-block screens. */

export const BOOKING_STATUS: Record<BookingStatus, { label: string; color: string; Icon: Icon }> = {
  PENDING: { label: 'Pending', color: 'yellow', Icon: IconClockHour4 },
  CONFIRMED: { label: 'Confirmed', color: 'teal', Icon: IconCircleCheck },
  COMPLETED: { label: 'Completed', color: 'blue', Icon: IconFlag },
  CANCELLED: { label: 'Cancelled', color: 'gray', Icon: IconCircleX },
};

export function BookingStatusBadge({ status, size = 'md' }: { status: BookingStatus; size?: 'sm' | 'md' | 'lg' }) {
  const meta = BOOKING_STATUS[status];
  return (
    <Badge color={meta.color} variant="light" size={size} leftSection={<meta.Icon size={12} aria-hidden />}>
      {meta.label}
    </Badge>
  );
}

/**
 * One booking in a short list (the dashboard's recent bookings, a day in the admin month view): the
 * client, "type · date · hours · guests" (the date left out where the list is one day's) and its status.
 */
export function BookingLine({
  booking,
  withDate = true,
}: {
  booking: { clientName: string; eventType: EventTypeName; eventDate: string; startTime: string; endTime: string; guestCount: number; status: BookingStatus };
  withDate?: boolean;
}) {
  const details = [eventTypeLabel(booking.eventType), withDate ? formatMediumDate(booking.eventDate) : null, formatTimeRange(booking.startTime, booking.endTime), `${booking.guestCount} guests`];
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {booking.clientName}
        </Text>
        <Text size="xs" c="dimmed">
          {details.filter(Boolean).join(' · ')}
        </Text>
      </div>
      <Box style={{ flexShrink: 0 }}>
        <BookingStatusBadge status={booking.status} size="sm" />
      </Box>
    </Group>
  );
}

/** A figure card: icon, label, value and an optional hint. */
export function StatCard({ label, value, hint, Icon, color }: { label: string; value: ReactNode; hint?: ReactNode; Icon: Icon; color: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} shadow="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            {label}
          </Text>
          <Text fw={700} fz={{ base: 22, sm: 28 }} lh={1.2} mt={4}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color} visibleFrom="xs">
          <Icon size={22} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** Saves text as a CSV file in the browser. */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "bookings-2026-11-22.csv" */
export const csvName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`;

const LiveBookingsSubscription = graphql(`
  subscription LiveBookings {
    bookingsChanged {
      change
      booking {
        id
        status
        clientName
        eventDate
        adminNotes
        totalCostCents
        allowedTransitions
        updatedAt
      }
    }
  }
`);

const LiveInquiriesSubscription = graphql(`
  subscription LiveInquiries {
    inquiriesChanged {
      change
      inquiry {
        id
        name
        status
        handledAt
        version
      }
    }
  }
`);

/**
 * New bookings and inquiries arrive live (an @admin subscription): the screen refetches, and a new
 * one is announced with a toast.
 */
export function useLiveBookings(onChange: () => void, { announce = true }: { announce?: boolean } = {}) {
  useSubscription(LiveBookingsSubscription, {
    onData: ({ data }) => {
      const event = data.data?.bookingsChanged;
      if (!event) return;
      if (announce && event.change === 'CREATED' && event.booking.status === 'PENDING') {
        notify.info(`${event.booking.clientName} asked for ${formatMediumDate(event.booking.eventDate)}.`, 'New booking request');
      }
      onChange();
    },
  });
}

export function useLiveInquiries(onChange: () => void, { announce = true }: { announce?: boolean } = {}) {
  useSubscription(LiveInquiriesSubscription, {
    onData: ({ data }) => {
      const event = data.data?.inquiriesChanged;
      if (!event) return;
      if (announce && event.change === 'CREATED') notify.info(`${event.inquiry.name} sent a message.`, 'New inquiry');
      onChange();
    },
  });
}

/** The message of a failure toast: the specification's text, then the reason. */
export const failure = (what: string, reason: string) => `${what}: ${reason}`;

/** A confirmation the owner's own calendar argues against (a blocked date, hours of a partial date). */
export function calendarObjection(error: unknown): string | null {
  const reasons = errorReasons(error);
  return reasons.includes('DATE_BLOCKED') || reasons.includes('OUTSIDE_HOURS') ? errorMessage(error) : null;
}

/**
 * Asks before confirming a booking against the owner's calendar: the server's refusal names the
 * block or the hours, and "Confirm Anyway" sends the override.
 */
export function ConfirmAnywayModal({ objection, onClose, onConfirm, loading }: { objection: string | null; onClose(): void; onConfirm(): void; loading: boolean }) {
  return (
    <Modal opened={objection !== null} onClose={onClose} title="Confirm against your calendar?" centered radius="lg">
      <Stack>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {objection}
        </Alert>
        <DialogActions cancelLabel="Keep Pending" onCancel={onClose} confirmLabel="Confirm Anyway" onConfirm={onConfirm} color="orange" busy={loading} />
      </Stack>
    </Modal>
  );
}
