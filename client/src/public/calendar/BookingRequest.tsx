import { Button, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PageLink, useSearchParams } from '../../islands/location.tsx';
import type { SubmittedForm } from '../../../../shared/ssr.ts';
import { ReceiptPanel } from '../components/ReceiptPanel.tsx';
import { BOOKING_SENT_TITLE, bookingSentMessage } from './booking-sent.ts';
import { BOOKING_REQUEST_ID, calendarHref, parseMonth } from './calendar-url.ts';
import { monthOf } from '../../../../shared/dates.ts';
import classes from './calendar.module.css';
import { RequestForm } from './BookingRequestForm.tsx';
import type { SubmissionReceipt } from '../../../../shared/visitor-forms.ts';

/**
 * A sent request's receipt, in the form's place (#booking-request): the same whether it was sent
 * natively (the server renders it from the receipt cookie) or by the island (focused at once).
 */
export function BookingReceipt({ receipt, closed, focusOnShow }: { receipt: SubmissionReceipt & { form: 'booking' }; closed: string; focusOnShow: boolean }) {
  return (
    <ReceiptPanel
      id={BOOKING_REQUEST_ID}
      receipt={receipt}
      title={BOOKING_SENT_TITLE}
      message={bookingSentMessage(receipt.eventDate)}
      focusOnShow={focusOnShow}
      actions={
        <Button component={PageLink} href={closed} variant="default">
          Back to the calendar
        </Button>
      }
    />
  );
}

/**
 * A visitor's booking request for an available (or premium, or partially available) date: a time
 * slot, guests 1–450, event type and contact details. It arrives as a pending booking; the server
 * checks everything again. Shown inline on /calendar?…&request=1 (#booking-request), inside the
 * calendar's island. Every field has a name and native controls (radio buttons, a native select),
 * so the form is complete in the server's HTML and posts natively before the island has taken it
 * over or without JavaScript; once it has, it is sent by the RequestBooking mutation over the
 * islands' fetch, with whatever the fields hold (typed before the code arrived included). From the
 * first press of Send until the answer (the last availability check, then the request) the button
 * is disabled, and the form's one-time submission key makes a repeat return the first request
 * instead of storing a second one.
 */
export function BookingRequest({
  date,
  timeSlots,
  submitted,
  onSent,
  onStale,
}: {
  date: string;
  /** The slots the server offers on this date (GraphQL names: within its hours, free of confirmed bookings, not ended). */
  timeSlots: readonly string[];
  /** The refused native post the page answers, if any: its values and messages. */
  submitted: SubmittedForm | null;
  /** The request was stored: its receipt, for the calendar to show in place of the form. */
  onSent(receipt: SubmissionReceipt): void;
  /** The date's availability changed since the page was shown: the calendar asks again and answers with the date as it is now. */
  onStale(date: string): Promise<{ isBookable: boolean } | null>;
}) {
  const params = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Back to the date without the form; the month shown stays as it was.
  const closed = calendarHref({
    month: parseMonth(params.get('month')) ?? monthOf(date),
    date,
  });
  useEffect(() => {
    // Opened by a click once the island runs: take focus there. On a page loaded with the form
    // open, the browser has scrolled to it; focus stays where it is.
    if (document.documentElement.dataset.hydrated) headingRef.current?.focus();
  }, [date]);

  return (
    <Paper
      id="booking-request"
      className={classes.bookingRequest}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-labelledby="booking-request-heading"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="booking-request-heading" ref={headingRef} tabIndex={-1}>
          Request a Booking
        </Title>
        <RequestForm date={date} timeSlots={timeSlots} submitted={submitted?.form === 'booking' ? submitted : null} closed={closed} onSent={onSent} onStale={() => onStale(date)} />
      </Stack>
    </Paper>
  );
}
