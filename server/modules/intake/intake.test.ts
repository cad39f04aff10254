import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { bookingScenario, specialDateScenario } from '../../../tests/support/scenarios.ts';
import { bookings, emailOutbox, inquiries } from '../../db/schema/index.ts';
import { zonedDateTimeToUtc, calendarMonth, dayInfo, isDateAvailable } from '../calendar/index.ts';
import { sendBookingRequest } from '../bookings/index.ts';
import { INQUIRY_LIMITS } from './index.ts';
import { sendInquiry } from '../inquiries/index.ts';
import { findReceipt } from './index.ts';
import { ALTERNATIVE_DATE_MESSAGES, newSubmissionKey, RECEIPT_LIFETIME_MS, SUBMISSION_KEY_MESSAGE } from '../../../shared/visitor-forms.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';

/*
 * The visitor forms' rules at the services: one record per submission key, today's ended time
 * slots, alternative dates, the message's limit counted as a visitor counts, and the receipt.
 */

const visitor = { ip: '203.0.113.7' };
const inquiry = (overrides: Record<string, unknown> = {}) => ({ name: 'Ada Visitor', email: 'ada@example.com', ...overrides });
const request = (world: ServiceWorld, overrides: Record<string, unknown> = {}) => ({
  eventDate: world.day(40),
  timeSlot: '5pm-midnight',
  guestCount: 80,
  eventType: 'Wedding',
  clientName: 'Ada Visitor',
  clientEmail: 'ada@example.com',
  ...overrides,
});
const outboxCount = (world: ServiceWorld) => world.db.select().from(emailOutbox).all().length;
/** The venue's clock at a time of day today (its zone). */
const at = (world: ServiceWorld, time: string) => world.clock.set(zonedDateTimeToUtc(world.day(0), time, world.config.venueTimeZone));

describe('one record per submission key', () => {
  test('a repeat returns the first inquiry, stores and sends nothing, and is not counted against the limit', async ({ world }) => {
    const key = newSubmissionKey();
    const first = await sendInquiry(world, inquiry({ submissionKey: key, message: 'First' }), visitor);
    const mails = outboxCount(world);
    // Back, edited, sent again: the first send's inquiry is the answer.
    const again = await sendInquiry(world, inquiry({ submissionKey: key, message: 'Edited after Back' }), visitor);
    expect(again).toMatchObject({ repeated: true, inquiry: { id: first.inquiry.id, message: 'First' } });
    expect(world.db.select().from(inquiries).all()).toHaveLength(1);
    expect(outboxCount(world)).toBe(mails);
    // Five sends an hour are allowed; the repeat used none of them.
    for (let i = 0; i < INQUIRY_LIMITS.perAddress.limit - 1; i += 1) await sendInquiry(world, inquiry({ submissionKey: newSubmissionKey() }), visitor);
    expect(world.db.select().from(inquiries).all()).toHaveLength(INQUIRY_LIMITS.perAddress.limit);
  });

  test('two sends with one key at the same moment store one booking request', async ({ world }) => {
    const key = newSubmissionKey();
    const [a, b] = await Promise.all([sendBookingRequest(world, { ...request(world), submissionKey: key }, visitor), sendBookingRequest(world, { ...request(world), submissionKey: key }, visitor)]);
    expect(a.booking.id).toBe(b.booking.id);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(world.db.select().from(bookings).all()).toHaveLength(1);
    expect(world.db.select().from(emailOutbox).all()).toHaveLength(2);
  });

  test('a key a form never made is refused, and sends without a key are each stored', async ({ world }) => {
    await expect(sendInquiry(world, inquiry({ submissionKey: 'short' }), visitor)).rejects.toMatchObject({ message: SUBMISSION_KEY_MESSAGE, extensions: { field: 'submissionKey' } });
    await sendInquiry(world, inquiry(), visitor);
    await sendInquiry(world, inquiry(), visitor);
    expect(world.db.select().from(inquiries).all()).toHaveLength(2);
  });

  test('the receipt shows what was stored, with its reference, for a day', async ({ world }) => {
    const key = newSubmissionKey();
    const { booking } = await sendBookingRequest(world, { ...request(world), submissionKey: key, specialRequests: '  A quartet  ' }, visitor);
    const receipt = findReceipt(world.db, 'booking', key, world.clock.now());
    expect(receipt).toMatchObject({ form: 'booking', eventDate: world.day(40), timeSlot: '5pm-midnight', specialRequests: 'A quartet' });
    expect(receipt!.reference).toBe(`REQ-${booking.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(findReceipt(world.db, 'inquiry', key, world.clock.now())).toBeNull();
    expect(findReceipt(world.db, 'booking', key, new Date(world.clock.now().getTime() + RECEIPT_LIFETIME_MS + 60_000))).toBeNull();
  });

  test('an inquiry held for review (past the overall limit) says so in its receipt, and a repeat of it too', async ({ world }) => {
    const overall = world.rateLimiter(INQUIRY_LIMITS.overall.name, INQUIRY_LIMITS.overall);
    for (let i = 0; i < INQUIRY_LIMITS.overall.limit; i += 1) await overall.hit('all');
    const key = newSubmissionKey();
    const { inquiry: held } = await sendInquiry(world, inquiry({ submissionKey: key }), visitor);
    expect(held.status).toBe('held');
    expect(findReceipt(world.db, 'inquiry', key, world.clock.now())).toMatchObject({ form: 'inquiry', heldForReview: true });
    expect(await sendInquiry(world, inquiry({ submissionKey: key }), visitor)).toMatchObject({ repeated: true, inquiry: { id: held.id, status: 'held' } });
    overall.reset();
    const other = newSubmissionKey();
    await sendInquiry(world, inquiry({ submissionKey: other }), visitor);
    expect(findReceipt(world.db, 'inquiry', other, world.clock.now())).toMatchObject({ heldForReview: false });
  });
});

describe("today's time slots that have ended", () => {
  test('at 22:15 the Daytime slot is gone from the calendar, the availability check and the request; the evening stays', async ({ world }) => {
    at(world, '22:15');
    const today = world.day(0);
    const day = calendarMonth(world, today.slice(0, 7)).days.find((candidate) => candidate.date === today)!;
    expect(day).toMatchObject({ isBookable: true, timeSlots: ['5pm-midnight', 'all-day'] });
    expect(isDateAvailable(world, { date: today, startTime: '10:00', endTime: '16:00' })).toBe(false);
    expect(isDateAvailable(world, { date: today, startTime: '17:00', endTime: '24:00' })).toBe(true);
    await expect(sendBookingRequest(world, request(world, { eventDate: today, timeSlot: '10am-4pm' }), visitor)).rejects.toMatchObject({
      message: 'The Daytime time slot (10AM - 4PM) has already ended today. Please choose a later time slot or another date.',
      extensions: { code: 'BAD_USER_INPUT', field: 'timeSlot' },
    });
    expect(world.db.select().from(bookings).all()).toEqual([]);
    await sendBookingRequest(world, request(world, { eventDate: today, timeSlot: '5pm-midnight' }), visitor);
    expect(world.db.select().from(bookings).all()).toHaveLength(1);
  });

  test('at 23:59 only the evening (until midnight) is left today; tomorrow is untouched', async ({ world }) => {
    at(world, '23:59');
    expect(dayInfo(world, world.day(0))).toMatchObject({ status: 'AVAILABLE', isBookable: true, timeSlots: ['5pm-midnight'] });
    expect(dayInfo(world, world.day(1))).toMatchObject({ isBookable: true, timeSlots: ['10am-4pm', '5pm-midnight', 'all-day'] });
  });

  test('a partially available day whose one slot has ended says so and cannot be requested after it', async ({ world }) => {
    specialDateScenario(world, { date: world.day(0), status: 'partially_available', startTime: '10:00', endTime: '16:00' });
    at(world, '15:59');
    expect(dayInfo(world, world.day(0))).toMatchObject({ isBookable: true, timeSlots: ['10am-4pm'] });
    at(world, '16:00');
    expect(dayInfo(world, world.day(0))).toMatchObject({ isBookable: false, notBookableReason: 'SLOTS_ENDED' });
  });

  test('a date past the booking window says so', ({ world }) => {
    const { lastBookableDate } = calendarMonth(world, world.day(0).slice(0, 7));
    const beyond = new Date(Date.parse(`${lastBookableDate}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(dayInfo(world, beyond)).toMatchObject({ isBookable: false, notBookableReason: 'BEYOND_BOOKING_WINDOW' });
  });
});

describe('alternative dates', () => {
  test('are stored in the order given, repeats dropped, and named in both e-mails with their status', async ({ world }) => {
    const booked = world.day(12);
    bookingScenario(world, { eventDate: booked, status: 'confirmed' });
    const { inquiry: stored } = await sendInquiry(world, inquiry({ desiredDate: world.day(10), alternativeDates: [world.day(11), booked, world.day(11), world.day(10)] }), visitor);
    expect(stored.alternativeDates).toEqual([world.day(11), booked]);
    const [notification, confirmation] = world.db.select().from(emailOutbox).all();
    expect(notification!.text).toContain('Alternative 2:');
    expect(notification!.text).toContain('is already booked.');
    expect(confirmation!.text).toContain('Your alternative 1:');
  });

  test('are refused beyond three, in the past, or without a preferred date', async ({ world }) => {
    const refusal = (alternativeDates: string[], desiredDate: string | null = world.day(20)) => sendInquiry(world, inquiry({ desiredDate, alternativeDates }), visitor);
    await expect(refusal([21, 22, 23, 24].map(world.day))).rejects.toMatchObject({ message: ALTERNATIVE_DATE_MESSAGES.tooMany, extensions: { field: 'alternativeDates' } });
    await expect(refusal([world.day(-1)])).rejects.toMatchObject({ message: ALTERNATIVE_DATE_MESSAGES.past });
    await expect(refusal([world.day(21)], null)).rejects.toMatchObject({ message: ALTERNATIVE_DATE_MESSAGES.withoutPreferred, extensions: { field: 'desiredDate' } });
    expect(world.db.select().from(inquiries).all()).toEqual([]);
  });
});

describe('the message limit', () => {
  test('is counted in characters as a visitor counts them (an emoji is one), and a longer text is refused, never cut', async ({ world }) => {
    const emoji = '🎉'.repeat(5000);
    const { inquiry: stored } = await sendInquiry(world, inquiry({ message: emoji }), visitor);
    expect(stored.message).toBe(emoji);
    await expect(sendInquiry(world, inquiry({ message: 'x'.repeat(10_000) }), visitor)).rejects.toMatchObject({
      message: 'Message must be at most 5,000 characters; this one has 10,000. Please shorten it.',
      extensions: { field: 'message' },
    });
    expect(world.db.select().from(inquiries).where(eq(inquiries.email, 'ada@example.com')).all()).toHaveLength(1);
  });
});
