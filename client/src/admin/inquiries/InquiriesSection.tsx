import { Alert, Box, Button, Group, SegmentedControl, Stack, Text, } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { InquiryStatus } from '../../gql/graphql.ts';
import { useLiveBookings, useLiveInquiries } from '../bookings/booking-ui.tsx';
import { CreateBookingModal } from './CreateBookingModal.tsx';
import { QuotePanel } from '../bookings/QuotePanel.tsx';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { ListControls } from '../lists/ListControls.tsx';
import { ExportCsvButton, ListPage, listVariables, statusCountsOf, useListQuery } from '../lists/list-query.tsx';
import { useListState, type ListOrder } from '../lists/list-state.ts';
import { useLiveCalendar, useLiveSetup } from '../shell/live-updates.ts';
import { InquiryCard, STATUS } from './InquiryCard.tsx';
import type { InquiryView } from './inquiry-view.ts';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';

const InquiriesListQueryDocument = graphql(`
  query InquiriesList(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $status: InquiryStatus
    $search: String
    $eventDateFrom: LocalDate
    $eventDateTo: LocalDate
    $orderBy: InquiryOrder
  ) {
    inquiries(
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
        name
        email
        phone
        eventType
        desiredDate
        alternativeDates
        reference
        message
        source
        status
        createdAt
        handledAt
        version
        desiredDateStatus {
          date
          status
          isPast
          premiumMultiplier
        }
        bookings {
          id
          status
          eventDate
        }
        activeHold {
          id
          date
          startTime
          endTime
          ...HoldStatus_hold
        }
        ...InquiryOutcome_inquiry
      }
    }
  }
`);

const InquiriesCsvQuery = graphql(`
  query InquiriesCsv {
    inquiriesCsv
  }
`);

type Filter = 'ALL' | InquiryStatus;
const FILTERS: Filter[] = ['ALL', 'NEW', 'READ', 'HANDLED', 'HELD'];

const ORDER_LABELS: Record<ListOrder, string> = {
  RECEIVED_DESC: 'Newest first',
  RECEIVED_ASC: 'Oldest first',
  EVENT_DATE_ASC: 'Desired date, soonest first',
  EVENT_DATE_DESC: 'Desired date, latest first',
};

/**
 * Inquiries from the contact form, newest first: new / read / handled, the message, the requested
 * date's status as it is now, and 'Create booking from inquiry' (a pre-filled pending booking).
 * The server pages, searches, filters and sorts; the screen's state lives in the URL.
 */
export default function InquiriesSection() {
  const { state, update, filtered } = useListState<Filter>(FILTERS, 'ALL');
  const filter = state.status;
  const { data, refetch, page } = useListQuery(InquiriesListQueryDocument, listVariables(state));
  const [bookingFrom, setBookingFrom] = useState<InquiryView | null>(null);
  /** "Create quote" on an inquiry without a booking: the booking dialog, then the quote editor. */
  const [quoteFrom, setQuoteFrom] = useState<InquiryView | null>(null);
  const [quoteBooking, setQuoteBooking] = useState<{ id: string; clientName: string } | null>(null);
  useLiveInquiries(() => void refetch());
  // The cards show records changed elsewhere too: a booking made from an inquiry (the client
  // accepting on the quote page, a cancellation in another tab) and its holds (released or
  // converted on acceptance, extended in another tab, ended by the scheduler).
  useLiveBookings(() => void refetch(), { announce: false });
  useLiveCalendar(() => void refetch());
  // The demo data removed (in another tab): its inquiries are gone, with no event of their own.
  useLiveSetup(() => void refetch(), { demoData: true });

  const connection = data?.inquiries;
  const shown = connection?.nodes ?? [];
  const { count, all } = statusCountsOf(connection?.statusCounts);

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <ScreenTitle title="Inquiries">Messages from the contact form, newest first. Every inquiry is kept, even when e-mail fails.</ScreenTitle>
        <ExportCsvButton query={InquiriesCsvQuery} csvOf={(result) => result.inquiriesCsv} what="inquiries" />
      </Group>

      <ListControls state={state} update={update} searchPlaceholder="Name, e-mail or message" dateLabel="Desired date" orderLabels={ORDER_LABELS} />

      {/* On a phone the five filters may be wider than the screen: they scroll, the page does not. */}
      <Box style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}>
        <SegmentedControl
          value={filter}
          onChange={(value) => update({ status: value as Filter })}
          data={[
            { value: 'ALL', label: `All (${all})` },
            { value: 'NEW', label: `New (${count('NEW')})` },
            { value: 'READ', label: `Read (${count('READ')})` },
            { value: 'HANDLED', label: `Handled (${count('HANDLED')})` },
            // Shown while any inquiry waits for review (or the filter is chosen): a flood past the form's limit.
            ...(count('HELD') > 0 || filter === 'HELD' ? [{ value: 'HELD', label: `Held (${count('HELD')})` }] : []),
          ]}
          aria-label="Show inquiries"
          fullWidth={false}
        />
      </Box>

      {count('HELD') > 0 && filter !== 'HELD' && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={`${count('HELD')} ${count('HELD') === 1 ? 'inquiry is' : 'inquiries are'} held for review`}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">The contact form received unusually many messages; these were kept without sending any e-mail.</Text>
            <Button size="xs" variant="light" color="orange" onClick={() => update({ status: 'HELD' })}>
              Show held inquiries
            </Button>
          </Group>
        </Alert>
      )}

      <ListPage
        what="inquiries"
        state={state}
        update={update}
        query={page}
        connection={connection}
        shown={shown.length}
        empty={filtered ? 'No inquiries match the search and dates.' : filter === 'ALL' ? 'No inquiries yet.' : `No ${STATUS[filter].label.toLowerCase()} inquiries.`}
      >
        {shown.map((inquiry) => (
          <InquiryCard key={inquiry.id} inquiry={inquiry} onCreateBooking={setBookingFrom} onCreateQuote={setQuoteFrom} onOpenQuote={setQuoteBooking} />
        ))}
      </ListPage>

      <CreateBookingModal inquiry={bookingFrom} onClose={() => setBookingFrom(null)} onCreated={() => void refetch()} />
      <CreateBookingModal
        forQuote
        inquiry={quoteFrom}
        onClose={() => setQuoteFrom(null)}
        onCreated={() => void refetch()}
        onQuoteCreated={(bookingId) => setQuoteBooking({ id: bookingId, clientName: quoteFrom?.name ?? '' })}
      />
      <GuardedModal opened={quoteBooking !== null} onClose={() => setQuoteBooking(null)} title={`Quote & payments: ${quoteBooking?.clientName ?? ''}`} size="xl">
        {quoteBooking && <QuotePanel bookingId={quoteBooking.id} />}
      </GuardedModal>
    </Stack>
  );
}
