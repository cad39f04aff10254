import { useMutation } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { EMPTY_BOOKING_DRAFT, type BookingDraft } from '../../../../shared/booking-form.ts';
import { TIME_SLOTS } from '../../../../shared/events.ts';
import { useVenueToday } from '../../public/calendar/useVenueToday.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { BookingFields, bookingErrorsOf, bookingInputOf, CreateBookingMutation, useBookingForm } from '../bookings/BookingFields.tsx';
import type { InquiriesListQuery } from '../../gql/graphql.ts';
import { DialogActions } from '../content-kit/ConfirmDialog.tsx';

/** "Create quote" on an inquiry without a booking: the booking and its draft quote in one go (quotes.service createQuoteFromInquiry). */
export const CreateQuoteFromInquiryMutation = graphql(`
  mutation CreateQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {
    createQuoteFromInquiry(input: $input) {
      created
      quote {
        id
        status
      }
      booking {
        id
        status
        eventDate
        clientName
      }
    }
  }
`);

const received = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An inquiry as the list shows it (its query is the list's; the type comes from codegen, not from the list, which imports this dialog). */
type InquiryView = InquiriesListQuery['inquiries']['nodes'][number];

/**
 * The form as the inquiry says it. A hold placed for the inquiry says more: its date and time slot
 * are what the owner and the client agreed to keep, so the booking (and its quote) starts on them.
 */
function prefill(inquiry: InquiryView, today: string): BookingDraft {
  const hold = inquiry.activeHold;
  const heldSlot = hold ? TIME_SLOTS.find((slot) => slot.startTime === hold.startTime && slot.endTime === hold.endTime) : undefined;
  const date = hold && hold.date >= today ? hold.date : inquiry.desiredDate && inquiry.desiredDate >= today ? inquiry.desiredDate : null;
  return {
    eventDate: date,
    timeSlot: heldSlot?.name ?? null,
    guestCount: '',
    eventType: inquiry.eventType ?? null,
    clientName: inquiry.name,
    clientEmail: inquiry.email,
    clientPhone: inquiry.phone ?? '',
    specialRequests: inquiry.message ?? '',
    adminNotes: `From the inquiry received ${received.format(new Date(inquiry.createdAt))}.`,
    totalCost: '',
  };
}

/**
 * 'Create booking from inquiry': a pending booking pre-filled from the inquiry; the inquiry becomes
 * handled. With `forQuote`, "Create quote" on an inquiry without a booking: the same pending booking
 * and a draft quote on it, created together; the quote editor then opens (`onQuoteCreated`).
 */
export function CreateBookingModal({
  inquiry,
  onClose,
  onCreated,
  forQuote = false,
  onQuoteCreated,
}: {
  inquiry: InquiryView | null;
  onClose(): void;
  onCreated(): void;
  forQuote?: boolean;
  onQuoteCreated?(bookingId: string): void;
}) {
  const form = useBookingForm();
  // The inquiry the fields were last filled from: they show once they hold what it says.
  const [filledFrom, setFilledFrom] = useState<InquiryView | null>(null);
  const [createBooking, { loading: creatingBooking }] = useMutation(CreateBookingMutation);
  const [createQuote, { loading: creatingQuote }] = useMutation(CreateQuoteFromInquiryMutation);
  const loading = creatingBooking || creatingQuote;
  const today = useVenueToday();

  useEffect(() => {
    // What the inquiry says is where the form starts: only the owner's changes since then make it
    // dirty (closing by accident then asks first).
    const start = inquiry ? prefill(inquiry, today) : EMPTY_BOOKING_DRAFT;
    form.setValues(start);
    form.resetDirty(start);
    form.resetTouched();
    form.clearErrors();
    setFilledFrom(inquiry);
    // Prefilled when the dialog opens for an inquiry, not again when today's answer arrives.
  }, [inquiry]);

  const onSubmit = form.onSubmit(async (values) => {
    if (!inquiry) return;
    const input = { ...bookingInputOf(values), inquiryId: inquiry.id };
    try {
      if (forQuote) {
        // The quote dialog has no price field: accepting the quote sets the booking's price.
        const result = await createQuote({ variables: { input: { inquiryId: inquiry.id, booking: input } } });
        const booking = result.data!.createQuoteFromInquiry.booking!;
        notify.success(`A pending booking for ${booking.clientName} on ${formatLongDate(booking.eventDate)} was created with a draft quote.`, 'Quote started');
        onCreated();
        onClose();
        onQuoteCreated?.(booking.id);
        return;
      }
      const result = await createBooking({ variables: { input } });
      const booking = result.data!.createBooking.booking!;
      notify.success(`A pending booking for ${booking.clientName} on ${formatLongDate(booking.eventDate)} was created.`, 'Booking created');
      onCreated();
      onClose();
    } catch (error) {
      form.setErrors(bookingErrorsOf(error));
      notify.error(failure(forQuote ? 'Failed to create quote' : 'Failed to create booking', errorMessage(error)));
    }
  });

  return (
    <GuardedModal
      opened={inquiry !== null}
      dirty={form.isDirty()}
      onClose={onClose}
      title={
        <Text fw={700} size="lg">
          {forQuote ? 'Create quote from inquiry' : 'Create booking from inquiry'}
        </Text>
      }
      size="lg"
      radius="lg"
    >
      {inquiry && filledFrom === inquiry && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {forQuote
                ? 'A quote is for a date: the pending booking below is created with a draft quote, and the quote editor opens. The client confirms the booking by accepting the quote.'
                : 'The booking is created as pending; confirm it in Bookings Management once the date is agreed.'}
            </Text>
            <BookingFields form={form} withTotalCost={!forQuote} />
            <DialogActions onCancel={onClose} confirmLabel={forQuote ? 'Create Booking and Quote' : 'Create Pending Booking'} busy={loading} />
          </Stack>
        </form>
      )}
    </GuardedModal>
  );
}
