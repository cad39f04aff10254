import { Anchor, Box, Text } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { formatLongDate, formatTimeRange } from '../../../../shared/dates.ts';
import { eventTypeLabel } from '../../../../shared/events.ts';
import { BookingLine } from '../bookings/booking-ui.tsx';
import { BookingSummaryFields } from '../calendar/booking-summary.ts';
import type { Overview } from './dashboard-query.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { ListOrEmpty } from '../content-kit/RecordList.tsx';

/** The latest bookings received, each as one line with its status. */
export function RecentBookingsCard({ bookings, onViewAll }: { bookings: Overview['recentBookings']; onViewAll(): void }) {
  const recent = getFragmentData(BookingSummaryFields, bookings);
  return (
    <DashboardCard
      title="Recent Bookings"
      action={
        <Anchor component="button" size="sm" onClick={onViewAll}>
          View all
        </Anchor>
      }
    >
      <ListOrEmpty items={recent} empty="No bookings yet." gap={0}>
        {(booking, index) => (
          <Box key={booking.id} py="sm" style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}>
            <BookingLine booking={booking} />
          </Box>
        )}
      </ListOrEmpty>
    </DashboardCard>
  );
}

/** The confirmed events coming up, by date. */
export function UpcomingEventsCard({ bookings }: { bookings: Overview['upcomingBookings'] }) {
  const upcoming = getFragmentData(BookingSummaryFields, bookings);
  return (
    <DashboardCard title="Upcoming Events">
      <ListOrEmpty items={upcoming} empty="No confirmed events coming up." gap="sm">
        {(booking) => (
          <div key={booking.id}>
            <Text size="sm" fw={600}>
              {formatLongDate(booking.eventDate)}
            </Text>
            <Text size="xs" c="dimmed">
              {booking.clientName} · {eventTypeLabel(booking.eventType)} · {formatTimeRange(booking.startTime, booking.endTime)}
            </Text>
          </div>
        )}
      </ListOrEmpty>
    </DashboardCard>
  );
}
