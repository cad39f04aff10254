import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { bookingDraftErrors, EMPTY_BOOKING_DRAFT, totalCostCentsOf, type BookingDraft } from '../../../../shared/booking-form.ts';
import { EVENT_TYPE_OPTIONS, GUEST_CAPACITY, TIME_SLOTS, type EventTypeName, type TimeSlotName } from '../../../../shared/events.ts';
import { graphql } from '../../gql';
import type { CreateBookingInput } from '../../gql/graphql.ts';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { MarkedFutureDateInput } from '../calendar/FutureDateInput.tsx';
import { fieldErrorsOf } from '../forms/field-errors.ts';

/** A booking the owner enters (phone, walk-in, or from an inquiry); with `confirm`, confirmed in the same step. */
export const CreateBookingMutation = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
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

export type BookingForm = UseFormReturnType<BookingDraft>;

const TIME_SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot.name, label: `${slot.label} (${slot.hours})` }));

/** A booking dialog's form: its values start empty (or as given), and Submit checks them as the server would. */
export function useBookingForm(initialValues: BookingDraft = EMPTY_BOOKING_DRAFT): BookingForm {
  return useForm<BookingDraft>({ initialValues, validate: bookingDraftErrors });
}

/** The booking the form describes, as createBooking takes it (and createQuoteFromInquiry, as its `booking`). */
export function bookingInputOf(values: BookingDraft): CreateBookingInput {
  return {
    eventDate: values.eventDate!,
    timeSlot: values.timeSlot as TimeSlotName,
    guestCount: Number(values.guestCount),
    eventType: values.eventType as EventTypeName,
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    clientPhone: values.clientPhone || null,
    specialRequests: values.specialRequests || null,
    adminNotes: values.adminNotes || null,
    totalCostCents: totalCostCentsOf(values),
  };
}

/**
 * What the server refused, under the fields it names (every one at once where it says so). The API
 * names the price in cents (totalCostCents); the form's field holds dollars.
 */
export function bookingErrorsOf(error: unknown): Partial<Record<keyof BookingDraft, string>> {
  const found = fieldErrorsOf(error);
  const first = errorField(error);
  if (first && !found[first]) found[first] = errorMessage(error);
  const errors: Partial<Record<keyof BookingDraft, string>> = {};
  for (const [field, message] of Object.entries(found)) {
    const key = (field === 'totalCostCents' ? 'totalCost' : field) as keyof BookingDraft;
    if (key in EMPTY_BOOKING_DRAFT) errors[key] = message;
  }
  return errors;
}

/**
 * The booking's fields, the same in every dialog that creates one: the date (booked, held and
 * blocked days marked), slot, guests, event type, the client, the price (left out where accepting a
 * quote sets it), special requests and admin notes.
 */
export function BookingFields({ form, withTotalCost = true }: { form: BookingForm; withTotalCost?: boolean }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MarkedFutureDateInput label="Event date" {...form.getInputProps('eventDate')} />
        <Select label="Time slot" data={TIME_SLOT_OPTIONS} {...form.getInputProps('timeSlot')} withAsterisk comboboxProps={{ withinPortal: true }} />
        <NumberInput label="Guests" min={1} max={GUEST_CAPACITY} allowDecimal={false} {...form.getInputProps('guestCount')} withAsterisk />
        <Select label="Event type" data={EVENT_TYPE_OPTIONS} {...form.getInputProps('eventType')} withAsterisk comboboxProps={{ withinPortal: true }} />
        <TextInput label="Client name" {...form.getInputProps('clientName')} withAsterisk />
        <TextInput label="Client email" type="email" {...form.getInputProps('clientEmail')} withAsterisk />
        <TextInput label="Client phone" {...form.getInputProps('clientPhone')} />
        {withTotalCost && <NumberInput label="Total cost" prefix="$" min={0} decimalScale={2} fixedDecimalScale thousandSeparator="," {...form.getInputProps('totalCost')} />}
      </SimpleGrid>
      <Textarea label="Special requests" autosize minRows={2} maxRows={6} {...form.getInputProps('specialRequests')} />
      <Textarea label="Admin notes" autosize minRows={2} maxRows={4} {...form.getInputProps('adminNotes')} />
    </>
  );
}
