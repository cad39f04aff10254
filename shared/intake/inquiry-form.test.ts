import { describe, expect, it } from 'vitest';
import { BOOKING_FORM_MESSAGES } from '../bookings.ts';
import { INQUIRY_SOURCE_MESSAGES } from '../inquiries.ts';
import { ALTERNATIVE_DATE_MESSAGES, newSubmissionKey, SUBMISSION_KEY_MESSAGE, TEXT_LIMITS } from '../visitor-forms.ts';
import { INTAKE_MESSAGES } from './fields.ts';
import { checkInquiryForm, INQUIRY_FORM_MESSAGES, inquiryInputOf } from './inquiry-form.ts';

/* The inquiry form's one schema, as the island, the native post and the service apply it. */

const today = '2030-06-15';
const check = (input: Parameters<typeof checkInquiryForm>[0]) => checkInquiryForm(input, { today });

describe('the inquiry form', () => {
  it('answers every wrong field at once, in the form order, with the messages the visitor reads', () => {
    const result = check({
      name: ' \u200b ',
      email: 'ada@',
      phone: '12',
      eventType: 'Bar mitzvah party',
      desiredDate: '2030-02-30',
      message: 'x'.repeat(TEXT_LIMITS.longText + 1),
      source: 'carrier pigeon',
      submissionKey: 'short',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        submissionKey: SUBMISSION_KEY_MESSAGE,
        name: BOOKING_FORM_MESSAGES.nameRequired,
        email: BOOKING_FORM_MESSAGES.emailInvalid,
        phone: INTAKE_MESSAGES.phoneInvalid,
        eventType: BOOKING_FORM_MESSAGES.eventTypeUnknown,
        desiredDate: INQUIRY_FORM_MESSAGES.desiredDateInvalid,
        message: 'Message must be at most 5,000 characters; this one has 5,001. Please shorten it.',
        source: INQUIRY_SOURCE_MESSAGES.unknown,
      },
      codes: { submissionKey: 'INVALID', name: 'REQUIRED', email: 'INVALID', phone: 'INVALID', eventType: 'INVALID', desiredDate: 'INVALID', message: 'TOO_LONG', source: 'INVALID' },
    });
  });

  it('stores trimmed values, empty optional fields as none, and the alternatives without repeats', () => {
    const key = newSubmissionKey();
    expect(
      check({
        name: '  Ada Visitor ',
        email: ' ada@example.com ',
        phone: '',
        desiredDate: '2030-07-01',
        alternativeDates: ['2030-07-02', '', '2030-07-01', '2030-07-02'],
        message: '  ',
        submissionKey: key,
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Ada Visitor',
        email: 'ada@example.com',
        phone: null,
        eventType: null,
        desiredDate: '2030-07-01',
        alternativeDates: ['2030-07-02'],
        message: null,
        source: 'not_given',
        submissionKey: key,
      },
    });
  });

  it('requires a name and an e-mail, and refuses a desired date before today', () => {
    const result = check({ name: '', email: '', desiredDate: '2030-06-14' });
    expect(result.ok || result.errors).toEqual({
      name: BOOKING_FORM_MESSAGES.nameRequired,
      email: BOOKING_FORM_MESSAGES.emailRequired,
      desiredDate: INQUIRY_FORM_MESSAGES.desiredDatePast,
    });
    expect(check({ name: 'Ada', email: 'ada@example.com', desiredDate: today }).ok).toBe(true);
  });

  it('counts the limits as a visitor counts characters: an emoji is one', () => {
    const emoji = '\u{1F389}';
    expect(check({ name: 'Ada', email: 'ada@example.com', message: emoji.repeat(TEXT_LIMITS.longText) }).ok).toBe(true);
    const over = check({ name: 'Ada', email: 'ada@example.com', message: emoji.repeat(TEXT_LIMITS.longText + 1) });
    expect(over.ok || over.errors.message).toBe('Message must be at most 5,000 characters; this one has 5,001. Please shorten it.');
    expect(check({ name: emoji.repeat(TEXT_LIMITS.name), email: 'ada@example.com' }).ok).toBe(true);
    const long = check({ name: 'a'.repeat(TEXT_LIMITS.name + 1), email: 'ada@example.com' });
    expect(long.ok || long).toMatchObject({ errors: { name: INTAKE_MESSAGES.nameTooLong }, codes: { name: 'TOO_LONG' } });
  });

  it('takes alternative dates only beside a preferred date, at most three, none past', () => {
    const base = { name: 'Ada', email: 'ada@example.com' };
    const without = check({ ...base, alternativeDates: ['2030-07-02'] });
    expect(without.ok || without.errors).toEqual({ desiredDate: ALTERNATIVE_DATE_MESSAGES.withoutPreferred });
    const many = check({ ...base, desiredDate: '2030-07-01', alternativeDates: ['2030-07-02', '2030-07-03', '2030-07-04', '2030-07-05'] });
    expect(many.ok || many.errors).toEqual({ alternativeDates: ALTERNATIVE_DATE_MESSAGES.tooMany });
    const past = check({ ...base, desiredDate: '2030-07-01', alternativeDates: ['2030-06-01'] });
    expect(past.ok || past.errors).toEqual({ alternativeDates: ALTERNATIVE_DATE_MESSAGES.past });
    const invalid = check({ ...base, desiredDate: '2030-07-01', alternativeDates: ['soon'] });
    expect(invalid.ok || invalid.errors).toEqual({ alternativeDates: ALTERNATIVE_DATE_MESSAGES.invalid });
    // A preferred date with a problem of its own keeps its own message.
    const wrongPreferred = check({ ...base, desiredDate: '2030-06-01', alternativeDates: ['2030-07-02'] });
    expect(wrongPreferred.ok || wrongPreferred.errors).toEqual({ desiredDate: INQUIRY_FORM_MESSAGES.desiredDatePast });
  });

  it('says the three alternative dates beside the first of them', () => {
    expect(inquiryInputOf('alternativeDates')).toBe('alternativeDate1');
    expect(inquiryInputOf('email')).toBe('email');
  });
});
