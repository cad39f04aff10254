import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { acceptedQuoteScenario, sentQuoteScenario } from '../../../tests/support/scenarios.ts';
import { inquiries } from '../../db/schema/index.ts';
import { INQUIRY_OUTCOME_MESSAGES, inquiryLostReason, inquiryStage } from '../../../shared/inquiry-outcome.ts';
import { updateBookingStatus } from '../bookings/index.ts';
import { inquiryFactsFor, markInquiryLost, reopenInquiry } from '../inquiries/index.ts';
import { buildReports } from './reports.service.ts';

/*
 * Conversion counts won inquiries only: an inquiry is won when a booking made from it is confirmed
 * or completed, lost with a reason the owner picks (or when its booking is cancelled), open
 * otherwise. Six quoted inquiries of which two became live bookings convert at 2 of 6, not 6 of 6.
 */

const owner = (world: ServiceWorld) => ({ kind: 'admin' as const, userId: world.adminId });

function inquiryScenario(world: ServiceWorld, name: string) {
  return world.db.insert(inquiries).values({ name, email: `${name.toLowerCase()}@example.com`, createdAt: world.clock.now() }).returning().get();
}

/** An inquiry with a booking made from it and a quote sent for that booking. */
async function quotedInquiry(world: ServiceWorld, name: string, accepted = false) {
  const inquiry = inquiryScenario(world, name);
  const options = { booking: { inquiryId: inquiry.id, source: 'inquiry' as const, eventDate: world.day(40 + name.length * 3) } };
  const quoted = accepted ? await acceptedQuoteScenario(world, options) : await sentQuoteScenario(world, options);
  return { inquiry, ...quoted };
}

const stageOf = (world: ServiceWorld, id: string) => inquiryStage(inquiryFactsFor(world.db, [id]).get(id)!);

describe('conversion and the pipeline', () => {
  test('six quoted inquiries, two of them live bookings: conversion is 2 of 6, the rest open or lost', async ({ world }) => {
    world.clock.set('2027-05-12T15:00:00-04:00');
    const confirmed = await quotedInquiry(world, 'Ada', true);
    const completed = await quotedInquiry(world, 'Grace', true);
    const waiting = await quotedInquiry(world, 'Alan');
    const waitingToo = await quotedInquiry(world, 'Edsger');
    const cancelled = await quotedInquiry(world, 'Barbara');
    const chosenElsewhere = await quotedInquiry(world, 'Katherine');

    expect(confirmed.booking.status).toBe('confirmed');
    await updateBookingStatus(world, { id: cancelled.booking.id, status: 'cancelled' }, owner(world));
    // Grace's event has taken place: her booking is completed (the inquiries' month is unchanged).
    world.clock.set(`${completed.booking.eventDate}T23:00:00-04:00`);
    await updateBookingStatus(world, { id: completed.booking.id, status: 'completed' }, owner(world));
    await markInquiryLost(world, { id: chosenElsewhere.inquiry.id, reason: 'chose_another_venue', note: 'Went with the hotel' });

    expect(stageOf(world, confirmed.inquiry.id)).toBe('won');
    expect(stageOf(world, completed.inquiry.id)).toBe('won');
    expect(stageOf(world, waiting.inquiry.id)).toBe('quote_sent');
    expect(stageOf(world, waitingToo.inquiry.id)).toBe('quote_sent');
    expect(stageOf(world, cancelled.inquiry.id)).toBe('lost');
    expect(inquiryLostReason(inquiryFactsFor(world.db, [cancelled.inquiry.id]).get(cancelled.inquiry.id)!)).toBe('booking_cancelled');
    expect(stageOf(world, chosenElsewhere.inquiry.id)).toBe('lost');

    const report = buildReports(world, '2027-05', '2027-05');
    expect(report.months[0]).toMatchObject({ inquiries: 6, convertedInquiries: 2 });
    expect(report.conversionRate).toBe(2 / 6);
    expect(report.conversionBySource.find((row) => row.source === 'not_given')).toEqual({ source: 'not_given', inquiries: 6, convertedInquiries: 2, conversionRate: 2 / 6 });
    expect(report.pipeline).toEqual([
      { stage: 'new', inquiries: 0 },
      { stage: 'held', inquiries: 0 },
      { stage: 'booking_pending', inquiries: 0 },
      { stage: 'quote_sent', inquiries: 2 },
      { stage: 'won', inquiries: 2 },
      { stage: 'lost', inquiries: 2 },
    ]);
    expect(report.lostReasons).toEqual([
      { reason: 'chose_another_venue', inquiries: 1 },
      { reason: 'booking_cancelled', inquiries: 1 },
    ]);
  });

  test('an inquiry with nothing made from it is new; a pending booking without a quote is pending', async ({ world }) => {
    world.clock.set('2027-05-12T15:00:00-04:00');
    const fresh = inquiryScenario(world, 'Fresh');
    expect(stageOf(world, fresh.id)).toBe('new');
    const { inquiry, booking } = await quotedInquiry(world, 'Pending');
    expect(stageOf(world, inquiry.id)).toBe('quote_sent');
    // The owner withdraws nothing but the quote expires: the booking is still pending.
    world.db.$client.prepare(`update quotes set status = 'expired' where booking_id = ?`).run(booking.id);
    expect(stageOf(world, inquiry.id)).toBe('booking_pending');
    expect(buildReports(world, '2027-05', '2027-05').conversionRate).toBe(0);
  });

  test('marking lost: refused for a won inquiry or with the cancellation reason; reopened, it is open again', async ({ world }) => {
    world.clock.set('2027-05-12T15:00:00-04:00');
    const won = await quotedInquiry(world, 'Won', true);
    await expect(markInquiryLost(world, { id: won.inquiry.id, reason: 'price' })).rejects.toThrow(INQUIRY_OUTCOME_MESSAGES.alreadyWon);
    expect(stageOf(world, won.inquiry.id)).toBe('won');

    const open = inquiryScenario(world, 'Open');
    await expect(markInquiryLost(world, { id: open.id, reason: 'booking_cancelled' })).rejects.toThrow(INQUIRY_OUTCOME_MESSAGES.reasonNotPickable);
    await expect(markInquiryLost(world, { id: open.id, reason: 'other', note: 'x'.repeat(501) })).rejects.toThrow(INQUIRY_OUTCOME_MESSAGES.noteTooLong);
    expect(stageOf(world, open.id)).toBe('new');

    const lost = await markInquiryLost(world, { id: open.id, reason: 'no_response' });
    expect(lost).toMatchObject({ lostReason: 'no_response', lostNote: null, lostAt: world.clock.now() });
    expect(stageOf(world, open.id)).toBe('lost');
    const reopened = await reopenInquiry(world, { id: open.id });
    expect(reopened).toMatchObject({ lostReason: null, lostAt: null });
    expect(stageOf(world, open.id)).toBe('new');
    await expect(reopenInquiry(world, { id: open.id })).rejects.toThrow(INQUIRY_OUTCOME_MESSAGES.notLost);
  });
});
