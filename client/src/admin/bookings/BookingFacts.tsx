import { Anchor, Box, SimpleGrid, Text } from '@mantine/core';
import { IconCalendar, IconClock, IconMail, IconMapPin, IconPhone, IconUsers } from '@tabler/icons-react';
import { formatLongDate, formatTimeRange } from '../../../../shared/dates.ts';
import { mailtoHref } from '../../../../shared/email-address.ts';
import type { BookingCard_BookingFragment } from '../../gql/graphql.ts';
import { CardField as Field } from './CardField.tsx';

/** A booking card's facts: date, time, guests, space, how to reach the client, and their special requests. */
export function BookingFacts({ booking }: { booking: BookingCard_BookingFragment }) {
  return (
    <>
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      <Field Icon={IconCalendar} label="Date">
        {formatLongDate(booking.eventDate)}
      </Field>
      <Field Icon={IconClock} label="Time">
        {formatTimeRange(booking.startTime, booking.endTime)}
      </Field>
      <Field Icon={IconUsers} label="Guests">
        {booking.guestCount}
      </Field>
      <Field Icon={IconMapPin} label="Event space">
        {booking.eventSpace.name} ({booking.eventSpace.type})
      </Field>
      <Field Icon={IconMail} label="Email">
        <Anchor href={mailtoHref(booking.clientEmail)} size="sm" style={{ wordBreak: 'break-all' }}>
          {booking.clientEmail}
        </Anchor>
      </Field>
      <Field Icon={IconPhone} label="Phone">
        {booking.clientPhone ? (
          <Anchor href={`tel:${booking.clientPhone.replace(/[^\d+]/g, '')}`} size="sm">
            {booking.clientPhone}
          </Anchor>
        ) : (
          'Not provided'
        )}
      </Field>
    </SimpleGrid>

    {booking.specialRequests && (
      <Box bg="gray.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
          Special requests
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {booking.specialRequests}
        </Text>
      </Box>
    )}
    </>
  );
}
