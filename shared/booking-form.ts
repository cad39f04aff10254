/*
 * A booking as the owner types it (New booking on the Bookings screen, Create booking / Create quote
 * from an inquiry): its values and the checks both dialogs run before sending, with the messages
 * the server answers with. Imports neither side.
 */
import { BOOKING_FORM_MESSAGES, centsOfDollars, totalCostProblem } from './bookings.ts';
import { DATE_MESSAGES } from './calendar.ts';
import type { FieldCheck } from './intake/checks.ts';
import { emailField, guestCountField, longTextField, nameField, phoneField } from './intake/fields.ts';

/** The dialog's fields; a number input is '' until something is typed. */
export interface BookingDraft {
  eventDate: string | null;
  timeSlot: string | null;
  guestCount: number | string;
  eventType: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  specialRequests: string;
  adminNotes: string;
  /** Dollars as typed; the API takes whole cents (totalCostCents). */
  totalCost: number | string;
}

export const EMPTY_BOOKING_DRAFT: BookingDraft = {
  eventDate: null,
  timeSlot: null,
  guestCount: '',
  eventType: null,
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  specialRequests: '',
  adminNotes: '',
  totalCost: '',
};

export type BookingDraftErrors = Partial<Record<keyof BookingDraft, string>>;

/**
 * Every problem the dialog can see before sending, at once, in the server's words. What needs the
 * database (the slot taken, a blocked date, another client's hold) is the server's to say; its
 * refusal lands under the field it names.
 */
export function bookingDraftErrors(draft: BookingDraft): BookingDraftErrors {
  const errors: BookingDraftErrors = {};
  if (!draft.eventDate) errors.eventDate = DATE_MESSAGES.required;
  if (!draft.timeSlot) errors.timeSlot = BOOKING_FORM_MESSAGES.timeSlotRequired;
  // The person's fields follow the rules every booking and inquiry form shares (shared/intake/fields.ts).
  const problem = (check: FieldCheck<unknown>) => (check.ok ? undefined : check.message);
  errors.guestCount = problem(guestCountField(draft.guestCount));
  if (!draft.eventType) errors.eventType = BOOKING_FORM_MESSAGES.eventTypeRequired;
  errors.clientName = problem(nameField(draft.clientName));
  errors.clientEmail = problem(emailField(draft.clientEmail));
  errors.clientPhone = problem(phoneField(draft.clientPhone));
  errors.specialRequests = problem(longTextField(draft.specialRequests, 'Special requests'));
  const cost = totalCostCentsOf(draft);
  const costProblem = cost === null ? null : totalCostProblem(cost);
  if (costProblem) errors.totalCost = costProblem;
  for (const field of Object.keys(errors) as (keyof BookingDraft)[]) if (errors[field] === undefined) delete errors[field];
  return errors;
}

/** The price in whole cents, or null when the field is empty (no price yet). */
export function totalCostCentsOf(draft: Pick<BookingDraft, 'totalCost'>): number | null {
  return draft.totalCost === '' ? null : centsOfDollars(Number(draft.totalCost));
}
