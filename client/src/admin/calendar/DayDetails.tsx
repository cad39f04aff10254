import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { DAY_STATUS, statusPhrase } from '../../public/calendar/day-status.tsx';
import { formatHoursCompact, formatLongDate, formatTimeRange } from '../../../../shared/dates.ts';
import { blockNotesText } from '../../../../shared/calendar.ts';
import { BookingLine } from '../bookings/booking-ui.tsx';
import { HoldActions, HoldBadge, holdWords } from '../holds/HoldControls.tsx';
import type { BookingSummary } from './booking-summary.ts';
import type { MonthDay, MonthHold } from './month-data.ts';
import { ListOrEmpty } from '../content-kit/RecordList.tsx';

/** The selected date: its status, hours and notes, its special date (edit or add), holds and bookings. */
export function DayDetails({
  date,
  day,
  bookings,
  holds,
  onAdd,
  onEdit,
  isFuture,
}: {
  date: string;
  day: MonthDay | undefined;
  bookings: BookingSummary[];
  holds: MonthHold[];
  onAdd(): void;
  onEdit(id: string): void;
  isFuture: boolean;
}) {
  const meta = day ? DAY_STATUS[day.status] : null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {formatLongDate(date)}
      </Title>
      {meta && day && (
        <Group gap="xs">
          <Badge color={meta.color} variant="light" size="lg" leftSection={<meta.Icon size={14} aria-hidden />}>
            {statusPhrase(day)}
          </Badge>
          {day.isPast && day.status !== 'PAST' && (
            <Badge color="gray" variant="outline">
              Past
            </Badge>
          )}
        </Group>
      )}
      {day?.startTime && day.endTime && (day.status === 'PARTIALLY_AVAILABLE' || day.specialDateId) && (
        <Text size="sm">Hours: {formatHoursCompact(day.startTime, day.endTime)}</Text>
      )}
      {day?.notes && (
        <Text size="sm" c="dimmed">
          Notes: {blockNotesText(day.notes)}
        </Text>
      )}
      {day?.specialDateId ? (
        <Button size="xs" variant="light" onClick={() => onEdit(day.specialDateId!)} style={{ alignSelf: 'flex-start' }}>
          Edit special date
        </Button>
      ) : (
        isFuture && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCalendarPlus size={14} aria-hidden />}
            onClick={onAdd}
            style={{ alignSelf: 'flex-start' }}
          >
            Add special date
          </Button>
        )
      )}
      {holds.length > 0 && (
        <>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mt="xs">
            Holds ({holds.length})
          </Text>
          <Stack gap="xs">
            {holds.map((hold) => (
              <Paper key={hold.id} withBorder p="xs" radius="md" aria-label={`${holdWords(hold)}: ${hold.clientName}`}>
                <Stack gap={6}>
                  <Text size="sm" fw={600}>
                    {hold.clientName} · {formatTimeRange(hold.startTime, hold.endTime)}
                  </Text>
                  <HoldBadge hold={hold} />
                  <HoldActions hold={hold} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mt="xs">
        Bookings ({bookings.length})
      </Text>
      <ListOrEmpty items={bookings} empty="No bookings on this date.">
        {(booking) => (
          <Paper key={booking.id} withBorder p="xs" radius="md">
            <BookingLine booking={booking} withDate={false} />
          </Paper>
        )}
      </ListOrEmpty>
    </Stack>
  );
}
