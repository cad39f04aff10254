import '@mantine/charts/styles.css';
import { useQuery } from '@apollo/client/react';
import { Alert, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { addMonths, monthsBetween, reportRangeProblem } from '../../../../shared/reports.ts';
import { useLiveBookings, useLiveInquiries } from '../bookings/booking-ui.tsx';
import { LIVE_QUERY_CONTEXT, useLiveSetup } from '../shell/live-updates.ts';
import { monthLabel, ReportBody } from './ReportBody.tsx';

const ReportsQueryDocument = graphql(`
  query Reports($from: YearMonth!, $to: YearMonth!) {
    reports(from: $from, to: $to) {
      from
      to
      totalRevenueCents
      totalBookings
      conversionRate
      averageLeadTimeDays
      months {
        month
        revenueCents
        bookings
        inquiries
        convertedInquiries
        conversionRate
        bookedDays
        openDays
        occupancy
      }
      bookingsByEventType {
        eventType
        bookings
        revenueCents
      }
      bookingsBySource {
        source
        bookings
      }
      pipeline {
        stage
        inquiries
      }
      lostReasons {
        reason
        inquiries
      }
      paymentsReceived {
        receivedCents
        refundedCents
        netCents
        months {
          month
          payments
          receivedCents
          refundedCents
          netCents
        }
      }
      conversionBySource {
        source
        inquiries
        convertedInquiries
        conversionRate
      }
      moneyOutstanding {
        totalCents
        overdueCents
        months {
          month
          dueCents
        }
      }
    }
  }
`);

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The ranges the owner picks from, ending or starting at this month. */
function presets(now: string) {
  return [
    { value: 'last-12', label: 'Last 12 months', from: addMonths(now, -11), to: now },
    { value: 'next-12', label: 'Next 12 months', from: now, to: addMonths(now, 11) },
    { value: 'this-year', label: `This year (${now.slice(0, 4)})`, from: `${now.slice(0, 4)}-01`, to: `${now.slice(0, 4)}-12` },
    { value: 'last-year', label: `Last year (${Number(now.slice(0, 4)) - 1})`, from: `${Number(now.slice(0, 4)) - 1}-01`, to: `${Number(now.slice(0, 4)) - 1}-12` },
  ];
}

/**
 * Reports: revenue, bookings by event type, inquiry conversion, lead time and occupancy
 * for a range of months, computed by the server. Each chart has a table view (the same figures,
 * readable by a screen reader) and a CSV export.
 */
export default function ReportsSection() {
  const now = thisMonth();
  const ranges = presets(now);
  const [rangeKey, setRangeKey] = useState('last-12');
  const [from, setFrom] = useState(ranges[0]!.from);
  const [to, setTo] = useState(ranges[0]!.to);
  const problem = reportRangeProblem(from, to);
  const { data, loading, error, refetch } = useQuery(ReportsQueryDocument, { variables: { from, to }, skip: problem !== null, fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  // A booking, a payment or an inquiry changed (here, in another tab or on the website): the figures follow.
  const live = () => void (problem === null && refetch());
  useLiveBookings(live, { announce: false });
  useLiveInquiries(live, { announce: false });
  useLiveSetup(live, { demoData: true });
  const report = data?.reports;
  const monthOptions = monthsBetween(addMonths(now, -60), addMonths(now, 24)).map((month) => ({ value: month, label: monthLabel(month) }));

  const pickRange = (key: string | null) => {
    const range = ranges.find((candidate) => candidate.value === key);
    if (!range) return;
    setRangeKey(range.value);
    setFrom(range.from);
    setTo(range.to);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Reports
        </Title>
        <Text c="dimmed" mt={4}>
          Revenue, bookings, inquiry conversion and occupancy by month, from the bookings and the calendar as they are now.
        </Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select label="Range" data={[...ranges.map(({ value, label }) => ({ value, label })), { value: 'custom', label: 'Custom' }]} value={rangeKey} onChange={pickRange} allowDeselect={false} w={200} />
        <Select label="From" data={monthOptions} value={from} onChange={(value) => {
            if (!value) return;
            setFrom(value);
            setRangeKey('custom');
          }} allowDeselect={false} searchable w={150} />
        <Select label="To" data={monthOptions} value={to} onChange={(value) => {
            if (!value) return;
            setTo(value);
            setRangeKey('custom');
          }} allowDeselect={false} searchable w={150} />
        {loading && <Loader size="sm" aria-label="Loading the report" />}
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      {report && !problem && <ReportBody report={report} />}
    </Stack>
  );
}
