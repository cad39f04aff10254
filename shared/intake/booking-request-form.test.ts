import { describe, expect, it } from 'vitest';
import { BOOKING_FORM_MESSAGES } from '../bookings.ts';
import { TEXT_LIMITS } from '../visitor-forms.ts';
import { INTAKE_MESSAGES } from './fields.ts';
import { BOOKING_DATE_MESSAGES, checkBookingRequestForm } from './booking-request-form.ts';

/* The booking request's one schema, as the island, the native post and the service apply it. */

const window = { today: '2030-06-15', lastBookableDate: '2031-06-15' };
const request = {
  eventDate: '2030-08-01',
  timeSlot: '5pm-midnight',
  guestCount: '120',
  eventType: 'Wedding',
  clientName: 'Ada Visitor',
  clientEmail: 'ada@example.com',
};

describe('the booking request', () => {
  it('answers every wrong field at once, the time slot first, with the messages the visitor reads', () => {
    const result = checkBookingRequestForm(
      { eventDate: '2030-06-14', timeSlot: '', guestCount: '451', eventType: '', clientName: '', clientEmail: 'not an address', clientPhone: 'call me', specialRequests: '\u{1F389}'.repeat(TEXT_LIMITS.longText + 2) },
      window,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        timeSlot: BOOKING_FORM_MESSAGES.timeSlotRequired,
        eventDate: BOOKING_DATE_MESSAGES.past,
        guestCount: BOOKING_FORM_MESSAGES.guestCount,
        eventType: BOOKING_FORM_MESSAGES.eventTypeRequired,
        clientName: BOOKING_FORM_MESSAGES.nameRequired,
        clientEmail: BOOKING_FORM_MESSAGES.emailInvalid,
        clientPhone: INTAKE_MESSAGES.phoneInvalid,
        specialRequests: 'Special requests must be at most 5,000 characters; this one has 5,002. Please shorten it.',
      },
      codes: {
        timeSlot: 'REQUIRED',
        eventDate: 'OUT_OF_RANGE',
        guestCount: 'OUT_OF_RANGE',
        eventType: 'REQUIRED',
        clientName: 'REQUIRED',
        clientEmail: 'INVALID',
        clientPhone: 'INVALID',
        specialRequests: 'TOO_LONG',
      },
    });
  });

  it('stores the typed guest count as a number and trimmed texts, empty optional ones as none', () => {
    expect(checkBookingRequestForm({ ...request, clientName: ' Ada Visitor ', clientPhone: ' ', specialRequests: '' }, window)).toEqual({
      ok: true,
      value: { ...request, guestCount: 120, clientPhone: null, specialRequests: null, submissionKey: null },
    });
    expect(checkBookingRequestForm({ ...request, guestCount: 450 }, window).ok).toBe(true);
    for (const guestCount of ['0', '12.5', '', 'many', 451]) {
      const refused = checkBookingRequestForm({ ...request, guestCount }, window);
      expect(refused.ok || refused.errors).toEqual({ guestCount: BOOKING_FORM_MESSAGES.guestCount });
    }
  });

  it('refuses a slot off the list and a date outside the bookable window', () => {
    const slot = checkBookingRequestForm({ ...request, timeSlot: 'all-night' }, window);
    expect(slot.ok || slot.errors).toEqual({ timeSlot: BOOKING_FORM_MESSAGES.timeSlotInvalid });
    const beyond = checkBookingRequestForm({ ...request, eventDate: '2031-06-16' }, window);
    expect(beyond.ok || beyond.errors).toEqual({ eventDate: 'Bookings can be made up to Sunday, June 15, 2031. Please choose an earlier date.' });
    const notADate = checkBookingRequestForm({ ...request, eventDate: '2030-13-01' }, window);
    expect(notADate.ok || notADate.errors).toEqual({ eventDate: BOOKING_DATE_MESSAGES.invalid });
    // Where the window is not known (the island: the calendar offers only bookable dates), it is not checked.
    expect(checkBookingRequestForm({ ...request, eventDate: '2031-06-16' }, { today: null, lastBookableDate: null }).ok).toBe(true);
  });

  it('counts a name as a visitor counts characters', () => {
    const long = checkBookingRequestForm({ ...request, clientName: 'n'.repeat(TEXT_LIMITS.name + 1) }, window);
    expect(long.ok || long.errors).toEqual({ clientName: INTAKE_MESSAGES.nameTooLong });
    expect(checkBookingRequestForm({ ...request, clientName: '\u{1F389}'.repeat(TEXT_LIMITS.name) }, window).ok).toBe(true);
  });
});
