import { isValidDate } from '../dates.ts';
import { INQUIRY_SOURCE_MESSAGES, INQUIRY_SOURCE_NOT_GIVEN, isInquirySource, type InquirySource } from '../inquiries.ts';
import { ALTERNATIVE_DATE_FIELDS, ALTERNATIVE_DATE_MESSAGES, ALTERNATIVE_DATES_MAX } from '../visitor-forms.ts';
import { accepted, FormProblems, refused, type FieldCheck, type FormCheck } from './checks.ts';
import { emailField, eventTypeField, longTextField, nameField, phoneField, submissionKeyField } from './fields.ts';

/*
 * The inquiry form on /contact, one schema for the island (before sending), the native post's
 * handler and the service (inside the send): every wrong field at once, with the messages the
 * visitor reads beside each field.
 */

export const INQUIRY_FORM_MESSAGES = {
  desiredDateInvalid: 'Please enter a valid date.',
  desiredDatePast: 'The desired date has already passed. Please choose today or a later date.',
} as const;

/** The inquiry as typed (or as an API client sent it): event type and source as stored, dates yyyy-MM-dd. */
export interface InquiryFormInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  eventType?: string | null;
  desiredDate?: string | null;
  alternativeDates?: readonly string[] | null;
  message?: string | null;
  source?: string | null;
  submissionKey?: string | null;
}

/** The inquiry as stored. */
export interface InquiryFormValue {
  name: string;
  email: string;
  phone: string | null;
  eventType: string | null;
  desiredDate: string | null;
  alternativeDates: string[];
  message: string | null;
  source: InquirySource;
  submissionKey: string | null;
}

/** The fields a refusal names, in the form's order. */
export type InquiryFormField = 'submissionKey' | 'name' | 'email' | 'phone' | 'eventType' | 'desiredDate' | 'alternativeDates' | 'message' | 'source';

/**
 * The form's input a field's message is shown beside: the three alternative dates are one
 * question, answered beside the first of them.
 */
export function inquiryInputOf(field: string): string {
  return field === 'alternativeDates' ? ALTERNATIVE_DATE_FIELDS[0] : field;
}

/** The desired date: none, or a real date today or later (the venue's today). */
export function desiredDateField(typed: string | null | undefined, today: string): FieldCheck<string | null> {
  const date = (typed ?? '').trim();
  if (!date) return accepted(null);
  if (!isValidDate(date)) return refused(INQUIRY_FORM_MESSAGES.desiredDateInvalid);
  if (date < today) return refused(INQUIRY_FORM_MESSAGES.desiredDatePast, 'OUT_OF_RANGE');
  return accepted(date);
}

/** "How did you hear about us?": empty is not given; anything off the list is refused. */
export function inquirySourceField(typed: string | null | undefined): FieldCheck<InquirySource> {
  const source = (typed ?? '').trim();
  if (!source) return accepted(INQUIRY_SOURCE_NOT_GIVEN);
  return isInquirySource(source) ? accepted(source) : refused(INQUIRY_SOURCE_MESSAGES.unknown);
}

/**
 * The other dates that would suit: real dates, today or later, at most three, and only beside a
 * preferred date (said at the preferred date, unless that has a problem of its own). Repeats, and
 * the preferred date itself, are dropped first: they say nothing new.
 */
function alternativeDatesOf(problems: FormProblems<InquiryFormField>, typed: readonly string[] | null | undefined, desiredDate: string | null, today: string): string[] {
  const given = (typed ?? []).map((value) => value.trim()).filter(Boolean);
  if (given.length === 0) return [];
  if (given.some((date) => !isValidDate(date))) problems.add('alternativeDates', ALTERNATIVE_DATE_MESSAGES.invalid);
  else if (given.some((date) => date < today)) problems.add('alternativeDates', ALTERNATIVE_DATE_MESSAGES.past, 'OUT_OF_RANGE');
  else if (!desiredDate) problems.add('desiredDate', ALTERNATIVE_DATE_MESSAGES.withoutPreferred, 'REQUIRED');
  else {
    const dates = [...new Set(given)].filter((date) => date !== desiredDate);
    if (dates.length <= ALTERNATIVE_DATES_MAX) return dates;
    problems.add('alternativeDates', ALTERNATIVE_DATE_MESSAGES.tooMany, 'OUT_OF_RANGE');
  }
  return [];
}

/** The inquiry form checked against the venue's today: what to store, or every problem at once. */
export function checkInquiryForm(input: InquiryFormInput, { today }: { today: string }): FormCheck<InquiryFormValue, InquiryFormField> {
  const problems = new FormProblems<InquiryFormField>();
  const submissionKey = problems.take('submissionKey', submissionKeyField(input.submissionKey));
  const name = problems.take('name', nameField(input.name));
  const email = problems.take('email', emailField(input.email));
  const phone = problems.take('phone', phoneField(input.phone));
  const eventType = problems.take('eventType', eventTypeField(input.eventType, { required: false }));
  const desiredDate = problems.take('desiredDate', desiredDateField(input.desiredDate, today)) ?? null;
  const alternativeDates = alternativeDatesOf(problems, input.alternativeDates, desiredDate, today);
  const message = problems.take('message', longTextField(input.message, 'Message'));
  const source = problems.take('source', inquirySourceField(input.source));
  return problems.result(() => ({
    name: name!,
    email: email!,
    phone: phone ?? null,
    eventType: eventType ?? null,
    desiredDate,
    alternativeDates,
    message: message ?? null,
    source: source!,
    submissionKey: submissionKey ?? null,
  }));
}
