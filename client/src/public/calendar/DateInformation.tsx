import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import { IconCalendarEvent, IconClock, IconInfoCircle, IconMail, IconNotes, IconUsers } from '@tabler/icons-react';
import type { DayStatus } from '../../gql/graphql.ts';
import { PageLink } from '../../islands/location.tsx';
import { calendarHref, contactHref } from './calendar-url.ts';
import { DAY_STATUS, HELD_MARK } from './day-status.tsx';
import { anySlotFits } from './format.ts';
import { formatHoursCompact, formatLongDate } from '../../../../shared/dates.ts';
import { GUEST_CAPACITY } from '../../../../shared/events.ts';

export interface DateInformationDay {
  date: string;
  status: DayStatus;
  isPast: boolean;
  isBookable: boolean;
  startTime?: string | null;
  endTime?: string | null;
  notes?: string | null;
  premiumMultiplier?: number | null;
  isHeld?: boolean | null;
}

/**
 * The Date Information card: the selected date's badge and text (specification section 2):
 * Fully Booked; Unavailable; Premium Rate with multiplier; Partially Available with hours and
 * notes; Available (hours, capacity, contact us to reserve); Past Date (cannot be booked).
 */
export function DateInformation({ day, month }: { day: DateInformationDay | null; /** The displayed month, kept by the request link. */ month: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" aria-live="polite">
      <Stack gap="md">
        <Group gap="xs">
          <IconInfoCircle size={20} color="var(--mantine-color-willow-7)" aria-hidden />
          <Title order={2} size="h4">
            Date Information
          </Title>
        </Group>
        {day ? <SelectedDate day={day} month={month} /> : <Text c="dimmed">Select a date on the calendar to see its availability and details.</Text>}
      </Stack>
    </Paper>
  );
}

function SelectedDate({ day, month }: { day: DateInformationDay; month: string }) {
  const status: DayStatus = day.isPast ? 'PAST' : day.status;
  const meta = DAY_STATUS[status];
  const hours = day.startTime && day.endTime ? formatHoursCompact(day.startTime, day.endTime) : null;

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
      <Text fw={700} size="lg" c={meta.textColor}>
        {status === 'PREMIUM_RATE' ? `Premium Rate: ${day.premiumMultiplier ?? 1}x` : meta.headline}
      </Text>

      {day.isHeld && status !== 'PAST' && (
        <Group gap="xs" wrap="nowrap" data-held>
          <HELD_MARK.Icon size={18} stroke={2} aria-hidden />
          <Text size="sm" fw={600}>
            {HELD_MARK.text}
          </Text>
        </Group>
      )}
      {status === 'AVAILABLE' && (
        <List spacing={6} size="sm" center>
          <List.Item icon={<ItemIcon Icon={IconClock} />}>Available {hours ?? '10AM - 12AM'}</List.Item>
          <List.Item icon={<ItemIcon Icon={IconUsers} />}>Capacity up to {GUEST_CAPACITY} guests</List.Item>
          <List.Item icon={<ItemIcon Icon={IconMail} />}>Contact us to reserve this date</List.Item>
          {day.notes && <List.Item icon={<ItemIcon Icon={IconNotes} />}>{day.notes}</List.Item>}
        </List>
      )}
      {status === 'PREMIUM_RATE' && (
        <List spacing={6} size="sm" center>
          <List.Item icon={<ItemIcon Icon={IconInfoCircle} />}>This date is available at {day.premiumMultiplier ?? 1}x our standard rate.</List.Item>
          {hours && <List.Item icon={<ItemIcon Icon={IconClock} />}>Available {hours}</List.Item>}
          <List.Item icon={<ItemIcon Icon={IconUsers} />}>Capacity up to {GUEST_CAPACITY} guests</List.Item>
          {day.notes && <List.Item icon={<ItemIcon Icon={IconNotes} />}>{day.notes}</List.Item>}
        </List>
      )}
      {status === 'PARTIALLY_AVAILABLE' && (
        <List spacing={6} size="sm" center>
          {hours && <List.Item icon={<ItemIcon Icon={IconClock} />}>Available hours: {hours}</List.Item>}
          {day.notes && <List.Item icon={<ItemIcon Icon={IconNotes} />}>{day.notes}</List.Item>}
        </List>
      )}
      {status === 'PARTIALLY_AVAILABLE' && !day.isBookable && day.startTime && day.endTime && !anySlotFits(day.startTime, day.endTime) && (
        <Text size="sm">None of our booking time slots fits these hours, so this date cannot be requested online. Contact us to ask about it.</Text>
      )}
      {status === 'BOOKED' && <Text size="sm">This date already has a confirmed event. Please choose another date.</Text>}
      {status === 'UNAVAILABLE' && <Text size="sm">The venue is not available on this date. Please choose another date.</Text>}
      {status === 'PAST' && <Text size="sm">This date has passed and cannot be booked.</Text>}

      {day.isBookable ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
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
        </SimpleGrid>
      ) : (
        status !== 'PAST' && (
          <Button component="a" href={contactHref(day.date)} variant="light" mt="xs">
            Ask us about nearby dates
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
