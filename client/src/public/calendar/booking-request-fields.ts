import { graphql } from '../../gql';
import { eventTypeLabel, TIME_SLOTS, type EventTypeName } from '../../../../shared/events.ts';
import { SUBMISSION_KEY_FIELD, type SubmissionReceipt } from '../../../../shared/visitor-forms.ts';

/* The booking request form's fields, its mutation and its receipt (BookingRequestForm.tsx draws and sends it). */

export const RequestBookingMutation = graphql(`
  mutation RequestBooking($input: RequestBookingInput!) {
    requestBooking(input: $input) {
      booking {
        id
        reference
        status
        eventDate
        startTime
        endTime
        guestCount
        eventType
        clientName
        clientEmail
        clientPhone
        specialRequests
      }
    }
  }
`);

export interface Form {
  timeSlot: string;
  guestCount: string;
  eventType: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  specialRequests: string;
  website: string;
}

export const EMPTY: Form = {
  timeSlot: '',
  guestCount: '',
  eventType: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  specialRequests: '',
  website: '',
};

export const FIELD_LABELS: Record<Exclude<keyof Form, 'website'>, string> = {
  timeSlot: 'Time slot',
  guestCount: 'Number of guests',
  eventType: 'Event type',
  clientName: 'Your name',
  clientEmail: 'Email',
  clientPhone: 'Phone',
  specialRequests: 'Special requests',
};
export const fieldId = (field: string) => `booking-${field}`;
export const KEY_FIELD_ID = fieldId(SUBMISSION_KEY_FIELD);

/** The form's fields as the form holds them (what was typed before the code arrived included). */
export function readForm(form: HTMLFormElement): Form {
  const data = new FormData(form);
  return Object.fromEntries(Object.keys(EMPTY).map((key) => [key, String(data.get(key) ?? '')])) as unknown as Form;
}

interface StoredBooking {
  reference: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  eventType: EventTypeName;
  clientName: string;
  clientEmail: string;
  clientPhone?: string | null;
  specialRequests?: string | null;
}

/** What the island shows for a stored request: the receipt the server renders too. */
export function receiptOf(booking: StoredBooking): SubmissionReceipt {
  const slot = TIME_SLOTS.find((candidate) => candidate.startTime === booking.startTime && candidate.endTime === booking.endTime);
  return {
    form: 'booking',
    reference: booking.reference,
    eventDate: booking.eventDate,
    timeSlot: slot?.value ?? `${booking.startTime}-${booking.endTime}`,
    guestCount: booking.guestCount,
    eventType: eventTypeLabel(booking.eventType),
    name: booking.clientName,
    email: booking.clientEmail,
    phone: booking.clientPhone ?? null,
    specialRequests: booking.specialRequests ?? null,
  };
}
