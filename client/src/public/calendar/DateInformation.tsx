import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import { Columns } from '../components/Columns.tsx';
import { IconCalendarEvent, IconCircleCheck, IconClock, IconInfoCircle, IconMail, IconNotes, IconUsers } from '@tabler/icons-react';
import type { DayStatus, NotBookableReason } from '../../gql/graphql.ts';
import { PageLink } from '../../islands/location.tsx';
import { calendarHref, contactHref, DATE_INFORMATION_ID } from './calendar-url.ts';
import { DAY_STATUS, HELD_MARK } from './day-status.tsx';
import { formatHoursCompact, formatLongDate } from '../../../../shared/dates.ts';
import { GUEST_CAPACITY } from '../../../../shared/events.ts';
import { notBookableText } from '../../../../shared/not-bookable.ts';

export interface DateInformationDay {
  date: string;
  status: DayStatus;
  isPast: boolean;
  isBookable: boolean;
  notBookableReason?: NotBookableReason | null;
  startTime?: string | null;
  endTime?: string | null;
  notes?: string | null;
  premiumMultiplier?: number | null;
  isHeld?: boolean | null;
}

/** The calendar's booking window, for saying when a date beyond it opens. */
export interface BookingWindow {
  today: string;
  lastBookableDate: string;
}

/** Reasons a date that is otherwise open cannot be requested now: the card says that instead of "Available". */
const CLOSED_FOR_NOW: ReadonlySet<NotBookableReason> = new Set(['BEYOND_BOOKING_WINDOW', 'SLOTS_ENDED']);
const CLOSED_FOR_NOW_HEADLINE: Partial<Record<NotBookableReason, string>> = {
  BEYOND_BOOKING_WINDOW: 'Not Yet Open for Requests',
  SLOTS_ENDED: "Today's Time Slots Have Ended",
};

/**
 * The Date Information card: the selected date's badge and text (specification section 2):
 * Fully Booked; Unavailable; Premium Rate with multiplier; Partially Available with hours and
 * notes; Available (hours, capacity, contact us to reserve); Past Date (cannot be booked). A date
 * that cannot be requested says why, in the one wording of shared/calendar.ts (beyond the booking
 * window: from when it can be; today: its slots have ended), never "Available" beside it. A date
 * the visitor has just sent a request for says so, with the reference.
 */
export function DateInformation({
  day,
  month,
  window = null,
  requested = null,
}: {
  day: DateInformationDay | null;
  /** The displayed month, kept by the request link. */
  month: string;
  window?: BookingWindow | null;
  /** The reference of a request this visitor just sent for the date. */
  requested?: string | null;
}) {
  return (
    <Paper id={DATE_INFORMATION_ID} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" aria-live="polite" style={{ scrollMarginTop: 96 }}>
      <Stack gap="md">
        <Group gap="xs">
          <IconInfoCircle size={20} color="var(--mantine-color-willow-7)" aria-hidden />
          <Title order={2} size="h4">
            Date Information
          </Title>
        </Group>
        {day ? (
          <SelectedDate day={day} month={month} window={window} requested={requested} />
        ) : (
          <Text c="dimmed">Select a date on the calendar to see its availability and details.</Text>
        )}
      </Stack>
    </Paper>
  );
}

function SelectedDate({ day, month, window, requested }: { day: DateInformationDay; month: string; window: BookingWindow | null; requested: string | null }) {
  const status: DayStatus = day.isPast ? 'PAST' : day.status;
  const meta = DAY_STATUS[status];
  const hours = day.startTime && day.endTime ? formatHoursCompact(day.startTime, day.endTime) : null;
  const reason = day.isBookable ? null : (day.notBookableReason ?? (day.isPast ? 'PAST' : null));
  const closedForNow = reason !== null && CLOSED_FOR_NOW.has(reason);

  return (
    <Stack gap="sm">
      <Text fw={600} size="lg" ff="heading">
        {formatLongDate(day.date)}
      </Text>
      <Group gap="sm">
        <Badge size="lg" color={meta.color} variant="light" leftSection={<meta.Icon size={14} aria-hidden />}>
          {meta.label}
        </Badge>
      </Group>
      <Text fw={700} size="lg" c={closedForNow ? 'gray.8' : meta.textColor}>
        {closedForNow ? CLOSED_FOR_NOW_HEADLINE[reason!] : status === 'PREMIUM_RATE' ? `Premium Rate: ${day.premiumMultiplier ?? 1}x` : meta.headline}
      </Text>
      {requested && (
        <Alert color="willow" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} p="xs" data-requested>
          You sent a request for this date (reference {requested}). It is pending until we confirm it.
        </Alert>
      )}

      {day.isHeld && status !== 'PAST' && (
        <Group gap="xs" wrap="nowrap" data-held>
          <HELD_MARK.Icon size={18} stroke={2} aria-hidden />
          <Text size="sm" fw={600}>
            {HELD_MARK.text}
          </Text>
        </Group>
      )}
      {status === 'AVAILABLE' && !closedForNow && (
        <List spacing={6} size="sm" center>
          <List.Item icon={<ItemIcon Icon={IconClock} />}>Available {hours ?? '10AM - 12AM'}</List.Item>
          <List.Item icon={<ItemIcon Icon={IconUsers} />}>Capacity up to {GUEST_CAPACITY} guests</List.Item>
          <List.Item icon={<ItemIcon Icon={IconMail} />}>Contact us to reserve this date</List.Item>
          {day.notes && <List.Item icon={<ItemIcon Icon={IconNotes} />}>{day.notes}</List.Item>}
        </List>
      )}
      {status === 'PREMIUM_RATE' && !closedForNow && (
        <List spacing={6} size="sm" center>
          <List.Item icon={<ItemIcon Icon={IconInfoCircle} />}>This date is available at {day.premiumMultiplier ?? 1}x our standard rate.</List.Item>
          {hours && <List.Item icon={<ItemIcon Icon={IconClock} />}>Available {hours}</List.Item>}
          <List.Item icon={<ItemIcon Icon={IconUsers} />}>Capacity up to {GUEST_CAPACITY} guests</List.Item>
          {day.notes && <List.Item icon={<ItemIcon Icon={IconNotes} />}>{day.notes}</List.Item>}
        </List>
      )}
      {status === 'PARTIALLY_AVAILABLE' && !closedForNow && (
        <List spacing={6} size="sm" center>
          {hours && <List.Item icon={<ItemIcon Icon={IconClock} />}>Available hours: {hours}</List.Item>}
          {day.notes && <List.Item icon={<ItemIcon Icon={IconNotes} />}>{day.notes}</List.Item>}
        </List>
      )}
      {reason && (
        <Text size="sm" data-not-bookable={reason}>
          {notBookableText(reason, window, day.date)}
        </Text>
      )}

      {day.isBookable ? (
        <Columns cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          <Button
            component={PageLink}
            href={calendarHref({ month, date: day.date, request: true })}
            leftSection={<IconCalendarEvent size={18} aria-hidden />}
          >
            Request This Date
          </Button>
          <Button component="a" href={contactHref(day.date)} variant="default">
            Contact Us
          </Button>
        </Columns>
      ) : (
        status !== 'PAST' && (
          <Button component="a" href={contactHref(day.date)} variant="light" mt="xs">
            {reason === 'BEYOND_BOOKING_WINDOW' ? 'Ask us about this date' : 'Ask us about nearby dates'}
          </Button>
        )
      )}
    </Stack>
  );
}

function ItemIcon({ Icon }: { Icon: typeof IconClock }) {
  return (
    // A <span>: the list item's icon slot is one (a <div> may not be inside it).
    <ThemeIcon size={22} radius="xl" variant="light" color="willow" inline>
      <Icon size={14} aria-hidden />
    </ThemeIcon>
  );
}
