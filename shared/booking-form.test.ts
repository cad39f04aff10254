import { describe, expect, it } from 'vitest';
import { bookingDraftErrors, EMPTY_BOOKING_DRAFT, totalCostCentsOf, type BookingDraft } from './booking-form.ts';
import { BOOKING_FORM_MESSAGES, TOTAL_COST_NEGATIVE, TOTAL_COST_TOO_LARGE } from './bookings.ts';
import { DATE_MESSAGES } from './calendar.ts';
import { GUEST_CAPACITY } from './events.ts';
import { INTAKE_MESSAGES } from './intake/fields.ts';

/* The checks New booking and Create booking / quote from an inquiry run before sending. */

const walkIn: BookingDraft = {
  ...EMPTY_BOOKING_DRAFT,
  eventDate: '2031-06-14',
  timeSlot: 'EVENING',
  guestCount: 60,
  eventType: 'BIRTHDAY',
  clientName: 'Wanda Walkin',
  clientEmail: 'wanda@example.com',
  totalCost: 3200.5,
};

describe('a booking typed by the owner', () => {
  it('with every required field filled passes, with or without a price', () => {
    expect(bookingDraftErrors(walkIn)).toEqual({});
    expect(bookingDraftErrors({ ...walkIn, totalCost: '' })).toEqual({});
  });

  it('left empty names every missing field at once, in the server’s words', () => {
    expect(bookingDraftErrors(EMPTY_BOOKING_DRAFT)).toEqual({
      eventDate: DATE_MESSAGES.required,
      timeSlot: BOOKING_FORM_MESSAGES.timeSlotRequired,
      guestCount: BOOKING_FORM_MESSAGES.guestCount,
      eventType: BOOKING_FORM_MESSAGES.eventTypeRequired,
      clientName: BOOKING_FORM_MESSAGES.nameRequired,
      clientEmail: BOOKING_FORM_MESSAGES.emailRequired,
    });
  });

  it('refuses a name that shows nothing, an address that is not one and a phone without its digits', () => {
    expect(bookingDraftErrors({ ...walkIn, clientName: '\u200b ', clientEmail: 'wanda@', clientPhone: '555-01' })).toEqual({
      clientName: BOOKING_FORM_MESSAGES.nameRequired,
      clientEmail: BOOKING_FORM_MESSAGES.emailInvalid,
      clientPhone: INTAKE_MESSAGES.phoneInvalid,
    });
    expect(bookingDraftErrors({ ...walkIn, clientName: 'W'.repeat(101) })).toEqual({ clientName: INTAKE_MESSAGES.nameTooLong });
  });

  it('checks the phone number and special requests by the rules every visitor form shares', () => {
    expect(bookingDraftErrors({ ...walkIn, clientPhone: 'call me', specialRequests: 'x'.repeat(5001) })).toEqual({
      clientPhone: 'Please enter a valid phone number, for example (631) 555-0142.',
      specialRequests: 'Special requests must be at most 5,000 characters; this one has 5,001. Please shorten it.',
    });
    expect(bookingDraftErrors({ ...walkIn, clientPhone: '(631) 555-0142' })).toEqual({});
  });

  it('keeps the guests between 1 and the capacity, whole', () => {
    for (const guestCount of [0, GUEST_CAPACITY + 1, 2.5]) expect(bookingDraftErrors({ ...walkIn, guestCount })).toEqual({ guestCount: BOOKING_FORM_MESSAGES.guestCount });
    expect(bookingDraftErrors({ ...walkIn, guestCount: GUEST_CAPACITY })).toEqual({});
  });

  it('refuses a negative or too large price, read in whole cents', () => {
    expect(bookingDraftErrors({ ...walkIn, totalCost: -250 })).toEqual({ totalCost: TOTAL_COST_NEGATIVE });
    expect(bookingDraftErrors({ ...walkIn, totalCost: 20_000_000 })).toEqual({ totalCost: TOTAL_COST_TOO_LARGE });
    expect(totalCostCentsOf({ totalCost: 4999.99 })).toBe(499_999);
    expect(totalCostCentsOf({ totalCost: '' })).toBeNull();
  });
});
