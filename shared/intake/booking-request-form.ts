import { BOOKING_FORM_MESSAGES } from '../bookings.ts';
import { formatLongDate, isValidDate } from '../dates.ts';
import { isTimeSlot, type TimeSlot } from '../events.ts';
import { FormProblems, type FormCheck } from './checks.ts';
import { emailField, eventTypeField, guestCountField, longTextField, nameField, phoneField, submissionKeyField } from './fields.ts';

/*
 * The booking request on /calendar (and the fields of a booking the owner enters), one schema for
 * the island (before sending), the native post's handler and the service (inside the send): every
 * wrong field at once, with the messages the visitor reads beside each field.
 */

export const BOOKING_DATE_MESSAGES = {
  invalid: 'Please choose a date on the calendar.',
  past: 'Please choose a date today or later.',
  beyond: (lastBookableDate: string) => `Bookings can be made up to ${formatLongDate(lastBookableDate)}. Please choose an earlier date.`,
} as const;

/** A booking as typed (or as an API client sent it): the time slot by its value ("5pm-midnight"), the event type as stored. */
export interface BookingFormInput {
  eventDate?: string | null;
  timeSlot?: string | null;
  /** A number from the API, the typed text from a form. */
  guestCount?: number | string | null;
  eventType?: string | null;
  clientName?: string | null;
  clientEmail?: string | null;
  clientPhone?: string | null;
  specialRequests?: string | null;
  submissionKey?: string | null;
}

export interface BookingFormValue {
  eventDate: string;
  timeSlot: TimeSlot;
  guestCount: number;
  eventType: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  specialRequests: string | null;
  submissionKey: string | null;
}

/** The fields a refusal names, in the form's order (the time slot first: an unknown one is "Invalid time slot selected" whatever the date). */
export type BookingFormField =
  | 'submissionKey'
  | 'timeSlot'
  | 'eventDate'
  | 'guestCount'
  | 'eventType'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
  | 'specialRequests';

/**
 * The dates a booking may be requested for: from the venue's today to its last bookable date
 * (calendar settings). Where one is not known (the island has no horizon) it is not checked
 * there; the service always knows both.
 */
export interface BookingWindow {
  today: string | null;
  lastBookableDate: string | null;
}

/**
 * A booking's fields checked into `problems` (the owner's form adds its own after them); the
 * values once every field passed.
 */
export function collectBookingFields(problems: FormProblems<string>, input: BookingFormInput, window: BookingWindow): () => Omit<BookingFormValue, 'submissionKey'> {
  const typedSlot = (input.timeSlot ?? '').trim();
  if (!typedSlot) problems.add('timeSlot', BOOKING_FORM_MESSAGES.timeSlotRequired, 'REQUIRED');
  else if (!isTimeSlot(typedSlot)) problems.add('timeSlot', BOOKING_FORM_MESSAGES.timeSlotInvalid);
  const eventDate = (input.eventDate ?? '').trim();
  if (!isValidDate(eventDate)) problems.add('eventDate', BOOKING_DATE_MESSAGES.invalid, eventDate ? 'INVALID' : 'REQUIRED');
  else if (window.today && eventDate < window.today) problems.add('eventDate', BOOKING_DATE_MESSAGES.past, 'OUT_OF_RANGE');
  else if (window.lastBookableDate && eventDate > window.lastBookableDate) problems.add('eventDate', BOOKING_DATE_MESSAGES.beyond(window.lastBookableDate), 'OUT_OF_RANGE');
  const guestCount = problems.take('guestCount', guestCountField(input.guestCount));
  const eventType = problems.take('eventType', eventTypeField(input.eventType, { required: true }));
  const clientName = problems.take('clientName', nameField(input.clientName));
  const clientEmail = problems.take('clientEmail', emailField(input.clientEmail));
  const clientPhone = problems.take('clientPhone', phoneField(input.clientPhone));
  const specialRequests = problems.take('specialRequests', longTextField(input.specialRequests, 'Special requests'));
  return () => ({
    eventDate,
    timeSlot: typedSlot as TimeSlot,
    guestCount: guestCount!,
    eventType: eventType!,
    clientName: clientName!,
    clientEmail: clientEmail!,
    clientPhone: clientPhone ?? null,
    specialRequests: specialRequests ?? null,
  });
}

/** The booking request checked against the bookable window: what to store, or every problem at once. */
export function checkBookingRequestForm(input: BookingFormInput, window: BookingWindow): FormCheck<BookingFormValue, BookingFormField> {
  const problems = new FormProblems<BookingFormField>();
  const submissionKey = problems.take('submissionKey', submissionKeyField(input.submissionKey));
  const fields = collectBookingFields(problems as FormProblems<string>, input, window);
  return problems.result(() => ({ ...fields(), submissionKey: submissionKey ?? null }));
}
