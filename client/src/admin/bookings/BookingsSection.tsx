import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title, Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4, IconDownload, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkedBooking } from './LinkedBooking.tsx';
import { useConfirmLeave } from '../shell/unsaved-changes.tsx';
import { getFragmentData, graphql } from '../../gql';
import type { BookingStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { BookingCard, BookingFieldsFragment } from './BookingCard.tsx';
import { csvName, downloadCsv, failure, StatCard, useLiveBookings } from './booking-ui.tsx';

const AdminBookingsQuery = graphql(`
  query AdminBookings {
    bookings {
      id
      ...BookingCard_booking
    }
  }
`);

const BookingsCsvQuery = graphql(`
  query BookingsCsv {
    bookingsCsv
  }
`);

type Tab = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'ALL';

const TABS: { value: Tab; label: string; empty: string }[] = [
  { value: 'PENDING', label: 'Pending', empty: 'No pending bookings found.' },
  { value: 'CONFIRMED', label: 'Confirmed', empty: 'No confirmed bookings found.' },
  { value: 'COMPLETED', label: 'Completed', empty: 'No completed bookings found.' },
  { value: 'ALL', label: 'All Bookings', empty: 'No bookings found.' },
];

/**
 * Bookings Management (specification section 2): summary cards, tabs with counts (Pending by
 * default), each booking's fields with the status actions the server allows, admin notes.
 * One query loads every booking; tabs filter it, so counts always agree.
 */
export default function BookingsSection() {
  const [tab, setTab] = useState<Tab>('PENDING');
  // The tabs unmount their cards: unsaved notes or a total cost are not dropped without asking.
  const confirmLeave = useConfirmLeave();
  const { data, loading, error, refetch } = useQuery(AdminBookingsQuery);
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  // An inquiry's "Booking created" link names one booking (?booking=<id>).
  const linkedId = useSearchParams()[0].get('booking');
  useLiveBookings(() => void refetch());

  const bookings = (data?.bookings ?? []).map((booking) => getFragmentData(BookingFieldsFragment, booking));
  const count = (status: BookingStatus) => bookings.filter((booking) => booking.status === status).length;
  const shown = tab === 'ALL' ? bookings : bookings.filter((booking) => booking.status === tab);

  async function exportCsv() {
    setExporting(true);
    try {
      const result = await client.query({ query: BookingsCsvQuery, fetchPolicy: 'network-only' });
      downloadCsv(csvName('bookings'), result.data!.bookingsCsv);
    } catch (caught) {
      notify.error(failure('Failed to export bookings', errorMessage(caught)));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Bookings Management
          </Title>
          <Text c="dimmed">Review requests, confirm dates and keep notes for your team.</Text>
        </div>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportCsv} loading={exporting}>
          Export CSV
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard label="Pending" value={count('PENDING')} Icon={IconClockHour4} color="yellow" />
        <StatCard label="Confirmed" value={count('CONFIRMED')} Icon={IconCircleCheck} color="teal" />
        <StatCard label="Completed" value={count('COMPLETED')} Icon={IconFlag} color="blue" />
        <StatCard label="Cancelled" value={count('CANCELLED')} Icon={IconCircleX} color="gray" />
      </SimpleGrid>

      {linkedId && <LinkedBooking key={linkedId} id={linkedId} />}

      <Tabs value={tab} onChange={(value) => void confirmLeave().then((leave) => leave && setTab((value as Tab) ?? 'PENDING'))} keepMounted={false}>
        <Tabs.List>
          {TABS.map((option) => (
            <Tabs.Tab key={option.value} value={option.value}>
              {option.label} ({option.value === 'ALL' ? bookings.length : count(option.value)})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((option) => (
          <Tabs.Panel key={option.value} value={option.value} pt="lg">
            {error && !data ? (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Failed to fetch bookings">
                {errorMessage(error, 'Please reload the page.')}
              </Alert>
            ) : loading && !data ? (
              <Center py="xl">
                <Group gap="sm">
                  <Loader size="sm" />
                  <Text c="dimmed">Loading bookings...</Text>
                </Group>
              </Center>
            ) : shown.length === 0 ? (
              <Center py={48}>
                <Text c="dimmed">{option.empty}</Text>
              </Center>
            ) : (
              <Stack gap="md">
                {shown.map((booking) => (
                  <BookingCard key={booking.id} booking={booking} />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
