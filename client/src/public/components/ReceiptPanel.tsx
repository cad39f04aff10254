import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatLongDate } from '../../../../shared/dates.ts';
import { isTimeSlot, timeSlotInfo } from '../../../../shared/events.ts';
import { addToCalendarHref, type SubmissionReceipt } from '../../../../shared/visitor-forms.ts';
import classes from './ReceiptPanel.module.css';

export interface ReceiptPanelProps {
  receipt: SubmissionReceipt;
  /** The panel's id: the address the form lands on points at it (#inquiry, #booking-request). */
  id: string;
  title: string;
  message: string;
  /** Where to go next: a new form, the calendar (links, so they work without JavaScript). */
  actions: ReactNode;
  /** Take focus once shown (sent with JavaScript): the visitor, and a screen reader, land on it. */
  focusOnShow?: boolean;
}

const NOT_GIVEN = 'Not given';

/** The receipt's fields as label and value, in the form's order. */
function receiptFields(receipt: SubmissionReceipt): [string, string][] {
  if (receipt.form === 'inquiry') {
    return [
      ['Name', receipt.name],
      ['Email', receipt.email],
      ['Phone', receipt.phone ?? NOT_GIVEN],
      ['Event type', receipt.eventType ?? NOT_GIVEN],
      ['Desired date', receipt.desiredDate ? formatLongDate(receipt.desiredDate) : NOT_GIVEN],
      ...(receipt.alternativeDates.length > 0 ? [['Alternative dates', receipt.alternativeDates.map(formatLongDate).join('\n')] as [string, string]] : []),
      ['Message', receipt.message ?? NOT_GIVEN],
    ];
  }
  const slot = isTimeSlot(receipt.timeSlot) ? timeSlotInfo(receipt.timeSlot) : null;
  return [
    ['Date', formatLongDate(receipt.eventDate)],
    ['Time slot', slot ? `${slot.label} (${slot.hours})` : receipt.timeSlot],
    ['Number of guests', String(receipt.guestCount)],
    ['Event type', receipt.eventType],
    ['Name', receipt.name],
    ['Email', receipt.email],
    ['Phone', receipt.phone ?? NOT_GIVEN],
    ['Special requests', receipt.specialRequests ?? 'None'],
  ];
}

/** The date the receipt's "Add to calendar" file is for: the requested date, or none. */
function calendarDate(receipt: SubmissionReceipt): { date: string; timeSlot?: string } | null {
  if (receipt.form === 'booking') return { date: receipt.eventDate, timeSlot: receipt.timeSlot };
  return receipt.desiredDate ? { date: receipt.desiredDate } : null;
}

/**
 * What a visitor sees once a form is sent, the same with and without JavaScript: that it was
 * received and what happens next, the reference number to quote, everything that was stored, and
 * "Add to calendar" for the requested date. It stays until the visitor moves on (a reload shows it
 * again: server/http/server-render.ts renders it from the browser's receipt cookie).
 */
export function ReceiptPanel({ receipt, id, title, message, actions, focusOnShow = false }: ReceiptPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  const date = calendarDate(receipt);
  const headingId = `${id}-receipt-title`;
  return (
    <Paper id={id} className={classes.panel} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" component="section" aria-labelledby={headingId} data-receipt={receipt.form}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" role="status">
          <ThemeIcon size={36} radius="xl" color="willow" variant="light" aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading}>
              {title}
            </Title>
            <Text size="sm">{message}</Text>
          </Stack>
        </Group>
        <div className={classes.reference}>
          <Text size="sm" component="span">
            Your reference number
          </Text>
          <span className={classes.referenceNumber} data-reference>
            {receipt.reference}
          </span>
        </div>
        <Stack gap={6}>
          <Title order={3} size="h5">
            What you sent
          </Title>
          <dl className={classes.fields}>
            {receiptFields(receipt).map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Stack>
        <Group gap="sm">
          {date && (
            <Button
              component="a"
              href={addToCalendarHref({ form: receipt.form, reference: receipt.reference, date: date.date, timeSlot: date.timeSlot })}
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              variant="light"
            >
              Add to calendar
            </Button>
          )}
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
