import { Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconFlag, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkedBooking } from './LinkedBooking.tsx';
import { NewBookingModal } from './NewBookingModal.tsx';
import { useConfirmLeave } from '../shell/unsaved-changes.tsx';
import { getFragmentData, graphql } from '../../gql';
import type { BookingStatus } from '../../gql/graphql.ts';
import { BookingCard, BookingFieldsFragment } from './BookingCard.tsx';
import { StatCard, useLiveBookings } from './booking-ui.tsx';
import { ListControls } from '../lists/ListControls.tsx';
import { ExportCsvButton, ListPage, listVariables, statusCountsOf, useListQuery } from '../lists/list-query.tsx';
import { useListState, type ListOrder } from '../lists/list-state.ts';
import { useLiveCalendar, useLiveSetup } from '../shell/live-updates.ts';

const AdminBookingsQuery = graphql(`
  query AdminBookings(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $status: BookingStatus
    $search: String
    $eventDateFrom: LocalDate
    $eventDateTo: LocalDate
    $orderBy: BookingOrder
  ) {
    bookings(
      first: $first
      after: $after
      last: $last
      before: $before
      status: $status
      search: $search
      eventDateFrom: $eventDateFrom
      eventDateTo: $eventDateTo
      orderBy: $orderBy
    ) {
      totalCount
      statusCounts {
        status
        count
      }
      pageInfo {
        ...ListPage_pageInfo
      }
      nodes {
        id
        ...BookingCard_booking
      }
    }
  }
`);

const BookingsCsvQuery = graphql(`
  query BookingsCsv {
    bookingsCsv
  }
`);

type Tab = BookingStatus | 'ALL';

const TABS: { value: Tab; label: string; empty: string }[] = [
  { value: 'PENDING', label: 'Pending', empty: 'No pending bookings found.' },
  { value: 'CONFIRMED', label: 'Confirmed', empty: 'No confirmed bookings found.' },
  { value: 'COMPLETED', label: 'Completed', empty: 'No completed bookings found.' },
  { value: 'CANCELLED', label: 'Cancelled', empty: 'No cancelled bookings found.' },
  { value: 'ALL', label: 'All Bookings', empty: 'No bookings found.' },
];
const TAB_VALUES = TABS.map((tab) => tab.value);

const ORDER_LABELS: Record<ListOrder, string> = {
  RECEIVED_DESC: 'Newest received first',
  RECEIVED_ASC: 'Oldest received first',
  EVENT_DATE_ASC: 'Event date, soonest first',
  EVENT_DATE_DESC: 'Event date, latest first',
};

/**
 * Bookings Management (specification section 2): summary cards, tabs with counts (Pending by
 * default), each booking's fields with the status actions the server allows, admin notes. The
 * server pages, searches, filters and sorts (a busy venue has thousands of bookings); the screen's
 * state lives in the URL (lists/list-state.ts), and live changes refetch the page shown.
 */
export default function BookingsSection() {
  const { state, update, filtered } = useListState<Tab>(TAB_VALUES, 'PENDING');
  const tab = state.status;
  const [creating, setCreating] = useState(false);
  // The tabs unmount their cards: unsaved notes or a total cost are not dropped without asking.
  const confirmLeave = useConfirmLeave();
  const { data, refetch, page } = useListQuery(AdminBookingsQuery, listVariables(state));
  // An inquiry's "Booking created" link names one booking (?booking=<id>).
  const linkedId = useSearchParams()[0].get('booking');
  useLiveBookings(() => void refetch());
  // The demo data removed (in another tab): its bookings are gone, with no event of their own.
  useLiveSetup(() => void refetch(), { demoData: true });
  // A card's hold placed, extended or released in another tab, or ended by the scheduler, is a
  // calendar change (holds announce no booking change of their own).
  useLiveCalendar(() => void refetch());

  const connection = data?.bookings;
  const shown = (connection?.nodes ?? []).map((booking) => getFragmentData(BookingFieldsFragment, booking));
  const { count, all } = statusCountsOf(connection?.statusCounts);
  const leaveThen = (change: () => void) => void confirmLeave().then((leave) => leave && change());

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Bookings Management
          </Title>
          <Text c="dimmed">Review requests, confirm dates and keep notes for your team.</Text>
        </div>
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New booking
          </Button>
          <ExportCsvButton query={BookingsCsvQuery} csvOf={(result) => result.bookingsCsv} what="bookings" />
        </Group>
      </Group>
      <NewBookingModal opened={creating} onClose={() => setCreating(false)} />

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard label="Pending" value={count('PENDING')} Icon={IconClockHour4} color="yellow" />
        <StatCard label="Confirmed" value={count('CONFIRMED')} Icon={IconCircleCheck} color="teal" />
        <StatCard label="Completed" value={count('COMPLETED')} Icon={IconFlag} color="blue" />
        <StatCard label="Cancelled" value={count('CANCELLED')} Icon={IconCircleX} color="gray" />
      </SimpleGrid>

      <ListControls
        state={state}
        update={(changes) => leaveThen(() => update(changes))}
        searchPlaceholder="Name, e-mail or notes"
        dateLabel="Event date"
        orderLabels={ORDER_LABELS}
      />

      {linkedId && <LinkedBooking key={linkedId} id={linkedId} />}

      <Tabs value={tab} onChange={(value) => leaveThen(() => update({ status: (value as Tab) ?? 'PENDING' }))} keepMounted={false}>
        <Tabs.List>
          {TABS.map((option) => (
            <Tabs.Tab key={option.value} value={option.value}>
              {option.label} ({option.value === 'ALL' ? all : count(option.value)})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((option) => (
          <Tabs.Panel key={option.value} value={option.value} pt="lg">
            <ListPage
              what="bookings"
              state={state}
              update={(changes, options) => leaveThen(() => update(changes, options))}
              query={page}
              connection={connection}
              shown={shown.length}
              empty={filtered ? 'No bookings match the search and dates.' : option.empty}
            >
              {shown.map((booking) => (
                <BookingCard key={booking.id} booking={booking} />
              ))}
            </ListPage>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
