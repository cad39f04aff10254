import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { IconCash, IconClockHour4, IconReceipt, IconTrendingUp } from '@tabler/icons-react';
import type { InquiryLostReason, ReportsQuery } from '../../gql/graphql';
import { csvMoney, csvPercent, formatPercent, REVENUE_HINT } from '../../../../shared/reports.ts';
import { StatCard } from '../bookings/booking-ui.tsx';
import { NOT_FOCUSABLE, ReportCard } from './ReportCard.tsx';
import { eventTypeLabel } from '../../../../shared/events.ts';

import { formatCents } from '../../../../shared/quotes.ts';
import { INQUIRY_SOURCE_HEADING, inquirySourceLabel } from '../../../../shared/inquiries.ts';

import { bookingSourceLabel, dollarsOfCents } from '../../../../shared/bookings.ts';
import { INQUIRY_LOST_REASON_LABELS } from '../../../../shared/inquiry-outcome.ts';
import { stageLabel } from '../inquiries/InquiryOutcome.tsx';

type Report = ReportsQuery['reports'];

export const monthLabel = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

const lostReasonLabel = (reason: InquiryLostReason) => INQUIRY_LOST_REASON_LABELS[reason.toLowerCase() as keyof typeof INQUIRY_LOST_REASON_LABELS];

/** The report for the chosen months: each figure as a chart, a table and a CSV download. */
export function ReportBody({ report: reported }: { report: Report }) {
  const report = reported;
  const months = report.months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  const range = `${report.from}-to-${report.to}`;
  // Charts plot dollars; every figure a person reads is formatted from whole cents (two decimals).
  const dollarsFormatter = (value: number) => formatCents(Math.round(value * 100));
  const pipelineTotal = report.pipeline.reduce((sum, row) => sum + row.inquiries, 0);
  const payments = report.paymentsReceived;
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <StatCard label="Revenue" value={formatCents(report.totalRevenueCents)} hint={REVENUE_HINT} Icon={IconCash} color="green" />
        <StatCard label="Payments received" value={formatCents(payments.netCents)} hint="Received less refunded, by payment date" Icon={IconReceipt} color="teal" />
        <StatCard label="Inquiry conversion" value={formatPercent(report.conversionRate)} hint="Inquiries won: their booking confirmed or completed" Icon={IconTrendingUp} color="grape" />
        <StatCard
          label="Average lead time"
          value={report.averageLeadTimeDays === null || report.averageLeadTimeDays === undefined ? '—' : `${Math.round(report.averageLeadTimeDays)} days`}
          hint={`From booking to event · ${report.totalBookings} booking${report.totalBookings === 1 ? '' : 's'}`}
          Icon={IconClockHour4}
          color="orange"
        />
      </SimpleGrid>

      <ReportCard
        title="Revenue by month"
        csvFile={`revenue-${range}`}
        header={['Month', 'Revenue', 'Bookings']}
        rows={months.map((month) => [month.label, formatCents(month.revenueCents), String(month.bookings)])}
        csvRows={months.map((month) => [month.month, csvMoney(month.revenueCents), month.bookings])}
        chart={
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={260}
            data={months.map((month) => ({ label: month.label, revenue: dollarsOfCents(month.revenueCents) }))}
            dataKey="label"
            series={[{ name: 'revenue', label: 'Revenue ($)', color: 'teal.6' }]}
            valueFormatter={dollarsFormatter}
            withLegend
          />
        }
      />
      <ReportCard
        title="Payments received"
        csvFile={`payments-${range}`}
        header={['Month', 'Payments', 'Received', 'Refunded', 'Net']}
        rows={payments.months.map((row) => [monthLabel(row.month), String(row.payments), formatCents(row.receivedCents), formatCents(row.refundedCents), formatCents(row.netCents)])}
        csvRows={payments.months.map((row) => [row.month, row.payments, csvMoney(row.receivedCents), csvMoney(row.refundedCents), csvMoney(row.netCents)])}
        chart={
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={240}
            data={payments.months.map((row) => ({ label: monthLabel(row.month), received: dollarsOfCents(row.receivedCents), refunded: dollarsOfCents(row.refundedCents) }))}
            dataKey="label"
            series={[
              { name: 'received', label: 'Received ($)', color: 'teal.6' },
              { name: 'refunded', label: 'Refunded ($)', color: 'red.5' },
            ]}
            valueFormatter={dollarsFormatter}
            withLegend
          />
        }
        empty={payments.receivedCents === 0 && payments.refundedCents === 0}
        emptyText="No payments or refunds in this range."
      />
      <ReportCard
        title="Bookings by event type"
        csvFile={`event-types-${range}`}
        header={['Event type', 'Bookings', 'Revenue']}
        rows={report.bookingsByEventType.map((row) => [eventTypeLabel(row.eventType), String(row.bookings), formatCents(row.revenueCents)])}
        csvRows={report.bookingsByEventType.map((row) => [eventTypeLabel(row.eventType), row.bookings, csvMoney(row.revenueCents)])}
        chart={
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={Math.max(160, report.bookingsByEventType.length * 44) + 40}
            data={report.bookingsByEventType.map((row) => ({ ...row, eventType: eventTypeLabel(row.eventType) }))}
            dataKey="eventType"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            series={[{ name: 'bookings', label: 'Bookings', color: 'blue.6' }]}
            withLegend
          />
        }
        empty={report.bookingsByEventType.length === 0}
      />
      <ReportCard
        title="Sales pipeline"
        csvFile={`pipeline-${range}`}
        header={['Stage', 'Inquiries']}
        rows={report.pipeline.map((row) => [stageLabel(row.stage), String(row.inquiries)])}
        csvRows={report.pipeline.map((row) => [stageLabel(row.stage), row.inquiries])}
        chart={
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={280}
            data={report.pipeline.map((row) => ({ stage: stageLabel(row.stage), inquiries: row.inquiries }))}
            dataKey="stage"
            orientation="vertical"
            yAxisProps={{ width: 130 }}
            series={[{ name: 'inquiries', label: 'Inquiries received in the range, by where they stand now', color: 'violet.6' }]}
            withLegend
          />
        }
        empty={pipelineTotal === 0}
        emptyText="No inquiries in this range."
        footer={
          report.lostReasons.length > 0 && (
            <Text size="sm" c="dimmed" mt="xs">
              Lost: {report.lostReasons.map((row) => `${lostReasonLabel(row.reason)} ${row.inquiries}`).join(' · ')}
            </Text>
          )
        }
      />
      <ReportCard
        title="Inquiry conversion by month"
        csvFile={`conversion-${range}`}
        header={['Month', 'Inquiries', 'Won', 'Conversion']}
        csvHeader={['Month', 'Inquiries', 'Won', 'Conversion (%)']}
        rows={months.map((month) => [month.label, String(month.inquiries), String(month.convertedInquiries), formatPercent(month.conversionRate)])}
        csvRows={months.map((month) => [month.month, month.inquiries, month.convertedInquiries, csvPercent(month.conversionRate)])}
        chart={
          <LineChart
            lineChartProps={NOT_FOCUSABLE}
            h={240}
            data={months.map((month) => ({ label: month.label, conversion: month.conversionRate === null || month.conversionRate === undefined ? null : Math.round(month.conversionRate * 1000) / 10 }))}
            dataKey="label"
            series={[{ name: 'conversion', label: 'Conversion (%)', color: 'grape.6' }]}
            valueFormatter={(value) => `${value.toFixed(1)}%`}
            connectNulls
            withLegend
          />
        }
      />
      <ReportCard
        title="Inquiry conversion by source"
        csvFile={`inquiry-sources-${range}`}
        header={[INQUIRY_SOURCE_HEADING, 'Inquiries', 'Won', 'Conversion']}
        csvHeader={[INQUIRY_SOURCE_HEADING, 'Inquiries', 'Won', 'Conversion (%)']}
        rows={report.conversionBySource.map((row) => [inquirySourceLabel(row.source), String(row.inquiries), String(row.convertedInquiries), formatPercent(row.conversionRate)])}
        csvRows={report.conversionBySource.map((row) => [inquirySourceLabel(row.source), row.inquiries, row.convertedInquiries, csvPercent(row.conversionRate)])}
        chart={
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={Math.max(160, report.conversionBySource.length * 40) + 40}
            data={report.conversionBySource.map((row) => ({ source: inquirySourceLabel(row.source), inquiries: row.inquiries, converted: row.convertedInquiries }))}
            dataKey="source"
            orientation="vertical"
            yAxisProps={{ width: 170 }}
            series={[
              { name: 'inquiries', label: 'Inquiries', color: 'grape.3' },
              { name: 'converted', label: 'Won', color: 'grape.7' },
            ]}
            withLegend
          />
        }
        empty={report.conversionBySource.every((row) => row.inquiries === 0)}
        emptyText="No inquiries in this range."
      />
      <ReportCard
        title="Occupancy by month"
        csvFile={`occupancy-${range}`}
        header={['Month', 'Booked days', 'Open days', 'Occupancy']}
        csvHeader={['Month', 'Booked days', 'Open days', 'Occupancy (%)']}
        rows={months.map((month) => [month.label, String(month.bookedDays), String(month.openDays), formatPercent(month.occupancy)])}
        csvRows={months.map((month) => [month.month, month.bookedDays, month.openDays, csvPercent(month.occupancy)])}
        chart={
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={240}
            data={months.map((month) => ({ label: month.label, occupancy: Math.round((month.occupancy ?? 0) * 1000) / 10 }))}
            dataKey="label"
            series={[{ name: 'occupancy', label: 'Occupancy (% of open days booked)', color: 'orange.6' }]}
            valueFormatter={(value) => `${value.toFixed(1)}%`}
            withLegend
          />
        }
      />
      <ReportCard
        title="Bookings by source"
        csvFile={`sources-${range}`}
        header={['Source', 'Bookings']}
        rows={report.bookingsBySource.map((row) => [bookingSourceLabel(row.source), String(row.bookings)])}
        csvRows={report.bookingsBySource.map((row) => [bookingSourceLabel(row.source), row.bookings])}
        chart={
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={200}
            data={report.bookingsBySource.map((row) => ({ ...row, source: bookingSourceLabel(row.source) }))}
            dataKey="source"
            series={[{ name: 'bookings', label: 'Bookings', color: 'indigo.6' }]}
            withLegend
          />
        }
        empty={report.bookingsBySource.length === 0}
      />
      <ReportCard
        title={`Money outstanding: ${formatCents(report.moneyOutstanding.totalCents)} owed, ${formatCents(report.moneyOutstanding.overdueCents)} overdue`}
        csvFile={`outstanding-${range}`}
        header={['Month due', 'Unpaid']}
        rows={report.moneyOutstanding.months.map((row) => [monthLabel(row.month), formatCents(row.dueCents)])}
        csvRows={report.moneyOutstanding.months.map((row) => [row.month, csvMoney(row.dueCents)])}
        chart={
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={220}
            data={report.moneyOutstanding.months.map((row) => ({ label: monthLabel(row.month), due: dollarsOfCents(row.dueCents) }))}
            dataKey="label"
            series={[{ name: 'due', label: 'Unpaid ($)', color: 'red.6' }]}
            valueFormatter={dollarsFormatter}
            withLegend
          />
        }
        empty={report.moneyOutstanding.totalCents === 0}
        emptyText="Nothing is owed on accepted quotes."
      />
    </>
  );
}
