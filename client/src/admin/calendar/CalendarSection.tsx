import '@mantine/dates/styles.css';
import { useQuery } from '@apollo/client/react';
import { Alert, Center, Grid, Loader, Stack, } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { localToday } from '../../public/calendar/format.ts';
import { monthOf } from '../../../../shared/dates.ts';
import { useLiveBookings } from '../bookings/booking-ui.tsx';
import { useLiveCalendar, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { AddSpecialDateCard } from './AddSpecialDateCard.tsx';
import { AdminMonthView } from './AdminMonthView.tsx';
import { CalendarFeedCard } from './CalendarFeedCard.tsx';
import { OperatingHoursCard } from './OperatingHoursCard.tsx';
import { SpecialDatesCard } from './SpecialDatesCard.tsx';
import { SPECIAL_DATES_SHOWN } from './special-dates.ts';
import { useVenueToday } from '../../public/calendar/useVenueToday.ts';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';

const CalendarAdminQuery = graphql(`
  query CalendarAdmin($today: LocalDate!, $shown: Int!) {
    calendarSettings {
      id
      startTime
      endTime
      availableDays
      minimumBookingHours
      maximumBookingHours
      advanceBookingDays
      version
    }
    # The list shows a page of each (at most 100); the counts are of the whole lists.
    upcoming: specialDates(from: $today, first: $shown) {
      totalCount
      nodes {
        ...SpecialDateRow_specialDate
      }
    }
    all: specialDates(first: $shown) {
      totalCount
      nodes {
        ...SpecialDateRow_specialDate
      }
    }
    calendarFeed {
      active
      createdAt
      lastFetchedAt
    }
  }
`);

/**
 * Calendar Settings (/admin/calendar; the old `calendar-settings` section leads here): the month with each date's
 * status and bookings, operating hours, booking duration and available days (read-only), special
 * dates (list, edit, remove, add) and the secret iCalendar feed.
 */
export default function CalendarSection() {
  const today = useVenueToday();
  const { data, loading, error, refetch } = useQuery(CalendarAdminQuery, { variables: { today, shown: SPECIAL_DATES_SHOWN }, context: LIVE_QUERY_CONTEXT });
  // Another tab or admin adding, blocking or confirming changes this screen too.
  useLiveCalendar(() => void refetch());
  useLiveBookings(() => void refetch(), { announce: false });
  const [displayed, setDisplayed] = useState(() => `${monthOf(localToday())}-01`);
  const [selected, setSelected] = useState<string | null>(null);
  const [addDate, setAddDate] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const addRef = useRef<HTMLDivElement>(null);

  return (
    <Stack gap="lg" maw={1280}>
      <ScreenTitle title="Calendar Settings">What visitors see on the public calendar, and the bookings behind it.</ScreenTitle>

      <AdminMonthView
        displayed={displayed}
        onDisplayedChange={setDisplayed}
        selected={selected}
        onSelect={setSelected}
        onAddSpecialDate={(date) => {
          setAddDate(date);
          addRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        }}
        onEditSpecialDate={setEditing}
      />

      {error && !data ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Failed to fetch calendar settings">
          {errorMessage(error, 'Please reload the page.')}
        </Alert>
      ) : !data ? (
        <Center py="xl">{loading && <Loader size="sm" aria-label="Loading calendar settings" />}</Center>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="lg">
              <SpecialDatesCard upcoming={data.upcoming} all={data.all} today={today} editing={editing} onEdit={setEditing} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">
              <div ref={addRef}>
                <AddSpecialDateCard presetDate={addDate} onPresetUsed={() => setAddDate(null)} />
              </div>
              <OperatingHoursCard settings={data.calendarSettings} />
              <CalendarFeedCard feed={data.calendarFeed} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
