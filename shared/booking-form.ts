/*
 * A booking as the owner types it (New booking on the Bookings screen, Create booking / Create quote
 * from an inquiry): its values and the checks both dialogs run before sending, with the messages
 * the server answers with. Imports neither side.
 */
import { BOOKING_FORM_MESSAGES, centsOfDollars, totalCostProblem } from './bookings.ts';
import { DATE_MESSAGES } from './calendar.ts';
import { isEmailAddress } from './email-address.ts';
import { GUEST_CAPACITY } from './events.ts';
import { hasVisibleText } from './text.ts';

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
 * database (the slot taken, a blocked date, another client's hold) and the phone number's form are
 * the server's to say; its refusal lands under the field it names.
 */
export function bookingDraftErrors(draft: BookingDraft): BookingDraftErrors {
  const errors: BookingDraftErrors = {};
  if (!draft.eventDate) errors.eventDate = DATE_MESSAGES.required;
  if (!draft.timeSlot) errors.timeSlot = BOOKING_FORM_MESSAGES.timeSlotRequired;
  const guests = Number(draft.guestCount);
  if (draft.guestCount === '' || !Number.isInteger(guests) || guests < 1 || guests > GUEST_CAPACITY) errors.guestCount = BOOKING_FORM_MESSAGES.guestCount;
  if (!draft.eventType) errors.eventType = BOOKING_FORM_MESSAGES.eventTypeRequired;
  if (!hasVisibleText(draft.clientName)) errors.clientName = BOOKING_FORM_MESSAGES.nameRequired;
  const email = draft.clientEmail.trim();
  if (!email) errors.clientEmail = BOOKING_FORM_MESSAGES.emailRequired;
  else if (!isEmailAddress(email)) errors.clientEmail = BOOKING_FORM_MESSAGES.emailInvalid;
  const cost = totalCostCentsOf(draft);
  const costProblem = cost === null ? null : totalCostProblem(cost);
  if (costProblem) errors.totalCost = costProblem;
  return errors;
}

/** The price in whole cents, or null when the field is empty (no price yet). */
export function totalCostCentsOf(draft: Pick<BookingDraft, 'totalCost'>): number | null {
  return draft.totalCost === '' ? null : centsOfDollars(Number(draft.totalCost));
}
