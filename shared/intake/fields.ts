import { BOOKING_FORM_MESSAGES } from '../bookings.ts';
import { isEmailAddress } from '../email-address.ts';
import { GUEST_CAPACITY, isEventType } from '../events.ts';
import { hasVisibleText } from '../text.ts';
import { characterCount, isSubmissionKey, SUBMISSION_KEY_MESSAGE, TEXT_LIMITS, tooLongMessage } from '../visitor-forms.ts';
import { accepted, refused, type FieldCheck } from './checks.ts';

/*
 * The field rules the visitor forms and the owner's booking and inquiry forms share: a person's
 * name, e-mail and phone, a long text, the event type and the guest count. Each takes what was
 * typed and answers the stored value (trimmed; null for an optional field left empty) or the
 * message shown beside the field. Limits count characters as a visitor does (characterCount).
 */

export const INTAKE_MESSAGES = {
  nameTooLong: `Name must be at most ${TEXT_LIMITS.name} characters.`,
  phoneInvalid: 'Please enter a valid phone number, for example (631) 555-0142.',
} as const;

type Typed = string | null | undefined;

/** Digits, spaces and the signs people write phone numbers with; at least seven digits. */
const PHONE_PATTERN = /^[0-9+()\-.\s/x]{7,}$/i;

/** A person's name: required, something visible, at most TEXT_LIMITS.name characters. */
export function nameField(typed: Typed): FieldCheck<string> {
  const name = (typed ?? '').trim();
  if (!hasVisibleText(name)) return refused(BOOKING_FORM_MESSAGES.nameRequired, 'REQUIRED');
  if (characterCount(name) > TEXT_LIMITS.name) return refused(INTAKE_MESSAGES.nameTooLong, 'TOO_LONG');
  return accepted(name);
}

/** An e-mail address: required, and one isEmailAddress accepts. */
export function emailField(typed: Typed): FieldCheck<string> {
  const email = (typed ?? '').trim();
  if (!email) return refused(BOOKING_FORM_MESSAGES.emailRequired, 'REQUIRED');
  if (!isEmailAddress(email)) return refused(BOOKING_FORM_MESSAGES.emailInvalid);
  return accepted(email);
}

/** A phone number: optional; when given, at most TEXT_LIMITS.phone characters with seven digits or more. */
export function phoneField(typed: Typed): FieldCheck<string | null> {
  const phone = (typed ?? '').trim();
  if (!phone) return accepted(null);
  if (phone.length > TEXT_LIMITS.phone || !PHONE_PATTERN.test(phone) || (phone.match(/\d/g)?.length ?? 0) < 7) return refused(INTAKE_MESSAGES.phoneInvalid);
  return accepted(phone);
}

/**
 * A long text (a message, special requests, the owner's notes): optional; past `max` characters it
 * is refused whole, never cut ("Message must be at most 5,000 characters; this one has 10,000…").
 */
export function longTextField(typed: Typed, label: string, max: number = TEXT_LIMITS.longText): FieldCheck<string | null> {
  const text = (typed ?? '').trim();
  if (!text) return accepted(null);
  const count = characterCount(text);
  if (count > max) return refused(tooLongMessage(label, max, count), 'TOO_LONG');
  return accepted(text);
}

/** An event type as stored ("Wedding"): one of the list; required on a booking, optional on an inquiry. */
export function eventTypeField(typed: Typed, { required }: { required: boolean }): FieldCheck<string | null> {
  const eventType = (typed ?? '').trim();
  if (!eventType) return required ? refused(BOOKING_FORM_MESSAGES.eventTypeRequired, 'REQUIRED') : accepted(null);
  if (!isEventType(eventType)) return refused(BOOKING_FORM_MESSAGES.eventTypeUnknown);
  return accepted(eventType);
}

/** The number of guests: a whole number from 1 to the venue's capacity (typed as text in a form). */
export function guestCountField(typed: number | Typed): FieldCheck<number> {
  const count = typeof typed === 'number' ? typed : Number((typed ?? '').trim() || Number.NaN);
  if (!Number.isInteger(count) || count < 1 || count > GUEST_CAPACITY) return refused(BOOKING_FORM_MESSAGES.guestCount, 'OUT_OF_RANGE');
  return accepted(count);
}

/** The form's one-time key (shared/visitor-forms.ts): none is null; a malformed one was made by no form. */
export function submissionKeyField(typed: Typed): FieldCheck<string | null> {
  const key = (typed ?? '').trim();
  if (!key) return accepted(null);
  return isSubmissionKey(key) ? accepted(key) : refused(SUBMISSION_KEY_MESSAGE);
}
