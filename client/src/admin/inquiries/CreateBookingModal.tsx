import '@mantine/dates/styles.css';
import { useMutation } from '@apollo/client/react';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { graphql } from '../../gql';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { useVenueToday } from '../../public/calendar/useVenueToday.ts';
import { failure } from '../bookings/booking-ui.tsx';
import type { CreateBookingInput, InquiriesListQuery } from '../../gql/graphql.ts';
import { pickerA11y } from '../../public/calendar/picker-props.ts';
import { EVENT_TYPE_OPTIONS, GUEST_CAPACITY, TIME_SLOTS, type EventTypeName, type TimeSlotName } from '../../../../shared/events.ts';
import { BOOKING_FORM_MESSAGES, centsOfDollars } from '../../../../shared/bookings.ts';
import { DATE_MESSAGES } from '../../../../shared/calendar.ts';
import { DayMarksLegend, useDayMarks } from '../calendar/day-marks.tsx';

const CreateBookingMutation = graphql(`
  mutation CreateBookingFromInquiry($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking {
        id
        status
        eventDate
        clientName
      }
    }
  }
`);

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

interface Form {
  eventDate: string | null;
  timeSlot: string | null;
  guestCount: number | string;
  eventType: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  specialRequests: string;
  adminNotes: string;
  totalCost: number | string;
}

const received = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An inquiry as the list shows it (its query is the list's; the type comes from codegen, not from the list, which imports this dialog). */
type InquiryView = InquiriesListQuery['inquiries']['nodes'][number];

/**
 * The form as the inquiry says it. A hold placed for the inquiry says more: its date and time slot
 * are what the owner and the client agreed to keep, so the booking (and its quote) starts on them.
 */
function prefill(inquiry: InquiryView, today: string): Form {
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

/** The booking the form describes, as createBooking takes it (and createQuoteFromInquiry, as its `booking`). */
function bookingInput(form: Form, inquiryId: string): CreateBookingInput {
  return {
    eventDate: form.eventDate!,
    timeSlot: form.timeSlot as TimeSlotName,
    guestCount: Number(form.guestCount),
    eventType: form.eventType as EventTypeName,
    clientName: form.clientName,
    clientEmail: form.clientEmail,
    clientPhone: form.clientPhone || null,
    specialRequests: form.specialRequests || null,
    adminNotes: form.adminNotes || null,
    // The quote dialog has no price field: accepting the quote sets the booking's price.
    totalCostCents: form.totalCost === '' ? null : centsOfDollars(Number(form.totalCost)),
    inquiryId,
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
  const [form, setForm] = useState<Form | null>(null);
  // Changed by the owner since it was prefilled: closing by accident then asks first.
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [createBooking, { loading: creatingBooking }] = useMutation(CreateBookingMutation);
  const [createQuote, { loading: creatingQuote }] = useMutation(CreateQuoteFromInquiryMutation);
  const loading = creatingBooking || creatingQuote;
  const today = useVenueToday();
  const dayMarks = useDayMarks(form?.eventDate ?? null);

  useEffect(() => {
    setForm(inquiry ? prefill(inquiry, today) : null);
    setTouched(false);
    setErrors({});
    // Prefilled when the dialog opens for an inquiry, not again when today's answer arrives.
  }, [inquiry]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((previous) => (previous ? { ...previous, [key]: value } : previous));
    setTouched(true);
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form || !inquiry) return;
    const next: typeof errors = {};
    if (!form.eventDate) next.eventDate = DATE_MESSAGES.required;
    if (!form.timeSlot) next.timeSlot = BOOKING_FORM_MESSAGES.timeSlotRequired;
    if (form.guestCount === '') next.guestCount = BOOKING_FORM_MESSAGES.guestCount;
    if (!form.eventType) next.eventType = BOOKING_FORM_MESSAGES.eventTypeRequired;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      if (forQuote) {
        const result = await createQuote({ variables: { input: { inquiryId: inquiry.id, booking: bookingInput(form, inquiry.id) } } });
        const made = { booking: result.data!.createQuoteFromInquiry.booking! };
        notify.success(`A pending booking for ${made.booking.clientName} on ${formatLongDate(made.booking.eventDate)} was created with a draft quote.`, 'Quote started');
        onCreated();
        onClose();
        onQuoteCreated?.(made.booking.id);
        return;
      }
      const result = await createBooking({ variables: { input: bookingInput(form, inquiry.id) } });
      const booking = result.data!.createBooking.booking!;
      notify.success(`A pending booking for ${booking.clientName} on ${formatLongDate(booking.eventDate)} was created.`, 'Booking created');
      onCreated();
      onClose();
    } catch (error) {
      // The API names the price in cents (totalCostCents); the form's field holds dollars.
      const named = errorField(error);
      const field = (named === 'totalCostCents' ? 'totalCost' : named) as keyof Form | undefined;
      if (field && form && field in form) setErrors((previous) => ({ ...previous, [field]: errorMessage(error) }));
      notify.error(failure(forQuote ? 'Failed to create quote' : 'Failed to create booking', errorMessage(error)));
    }
  }

  return (
    <GuardedModal
      opened={inquiry !== null}
      dirty={touched}
      onClose={onClose}
      title={
        <Text fw={700} size="lg">
          {forQuote ? 'Create quote from inquiry' : 'Create booking from inquiry'}
        </Text>
      }
      size="lg"
      radius="lg"
    >
      {form && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {forQuote
                ? 'A quote is for a date: the pending booking below is created with a draft quote, and the quote editor opens. The client confirms the booking by accepting the quote.'
                : 'The booking is created as pending; confirm it in Bookings Management once the date is agreed.'}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <DatePickerInput
                {...pickerA11y}
                {...dayMarks}
                description={<DayMarksLegend />}
                label="Event date"
                leftSection={<IconCalendar size={16} aria-hidden />}
                valueFormat="dddd, MMMM D, YYYY"
                minDate={today}
                value={form.eventDate}
                onChange={(value) => set('eventDate', value)}
                error={errors.eventDate}
                withAsterisk
                popoverProps={{ withinPortal: true }}
              />
              <Select
                label="Time slot"
                data={TIME_SLOTS.map((slot) => ({ value: slot.name, label: `${slot.label} (${slot.hours})` }))}
                value={form.timeSlot}
                onChange={(value) => set('timeSlot', value)}
                error={errors.timeSlot}
                withAsterisk
                comboboxProps={{ withinPortal: true }}
              />
              <NumberInput
                label="Guests"
                min={1}
                max={GUEST_CAPACITY}
                allowDecimal={false}
                value={form.guestCount}
                onChange={(value) => set('guestCount', value)}
                error={errors.guestCount}
                withAsterisk
              />
              <Select
                label="Event type"
                data={EVENT_TYPE_OPTIONS}
                value={form.eventType}
                onChange={(value) => set('eventType', value)}
                error={errors.eventType}
                withAsterisk
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput label="Client name" value={form.clientName} onChange={(event) => set('clientName', event.currentTarget.value)} error={errors.clientName} withAsterisk />
              <TextInput label="Client email" type="email" value={form.clientEmail} onChange={(event) => set('clientEmail', event.currentTarget.value)} error={errors.clientEmail} withAsterisk />
              <TextInput label="Client phone" value={form.clientPhone} onChange={(event) => set('clientPhone', event.currentTarget.value)} error={errors.clientPhone} />
              {!forQuote && <NumberInput label="Total cost" prefix="$" min={0} decimalScale={2} thousandSeparator="," value={form.totalCost} onChange={(value) => set('totalCost', value)} error={errors.totalCost} />}
            </SimpleGrid>
            <Textarea label="Special requests" autosize minRows={2} maxRows={6} value={form.specialRequests} onChange={(event) => set('specialRequests', event.currentTarget.value)} error={errors.specialRequests} />
            <Textarea label="Admin notes" autosize minRows={2} maxRows={4} value={form.adminNotes} onChange={(event) => set('adminNotes', event.currentTarget.value)} error={errors.adminNotes} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={loading}>
                {forQuote ? 'Create Booking and Quote' : 'Create Pending Booking'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </GuardedModal>
  );
}
