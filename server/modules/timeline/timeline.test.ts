import { eq } from 'drizzle-orm';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { inquiries, quotes } from '../../db/schema/index.ts';
import { createBooking, recordPayment } from '../bookings/index.ts';
import { extendHold, placeHold, releaseHold } from '../holds/index.ts';
import { updateInquiryStatus } from '../inquiries/index.ts';
import { acceptQuote, createQuote, sendQuote, updateQuote } from '../quotes/index.ts';
import { clientTimeline } from './index.ts';

/*
 * One client's story, from either end: the inquiry, its holds, the booking made from it, the quote,
 * the acceptance, the money and every e-mail, in order and with who did it.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const zoneOf = (world: ServiceWorld) => ({ timeZone: world.config.venueTimeZone });

/** A draft quote for the venue's hire at `cents`, all due on acceptance, no tax or deposit. */
async function pricedQuote(world: ServiceWorld, bookingId: string, cents: number) {
  const draft = await createQuote(world, { bookingId });
  await updateQuote(world, {
    id: draft.id,
    lines: [{ kind: 'venue_hire', description: 'Venue hire', quantity: 1, unitAmountCents: cents }],
    taxRateMilliPercent: 0,
    discountCents: 0,
    depositKind: 'percent',
    depositValue: 0,
    blockDateOnAcceptance: false,
    schedule: [{ dueRule: 'after_acceptance', dueDays: 0, amountCents: cents }],
  });
  return draft;
}

function inquiryScenario(world: ServiceWorld, name: string, desiredDate: string) {
  return world.db.insert(inquiries).values({ name, email: `${name.toLowerCase()}@example.com`, message: 'A spring wedding.', desiredDate, createdAt: world.clock.now() }).returning().get();
}

describe('a client timeline', () => {
  test('follows an inquiry to a paid booking, with who did each step', async ({ world }) => {
    // The clock starts at the real now: a quote's draft is stamped by the wall clock.
    world.clock.set(new Date());
    const date = world.day(90);
    const ada = inquiryScenario(world, 'Ada', date);
    const step = () => world.clock.advance(1);
    const owner = { kind: 'admin' as const, userId: world.adminId };
    step();
    await updateInquiryStatus(world, { id: ada.id, status: 'read' }, world.adminId);
    step();
    const hold = await placeHold(world, { inquiryId: ada.id }, world.adminId);
    step();
    await extendHold(world, { id: hold.id, expiresAt: new Date(world.clock.now().getTime() + 10 * DAY_MS), actorId: world.adminId });
    step();
    const booking = await createBooking(world, { inquiryId: ada.id, clientName: 'Ada', clientEmail: 'ada@example.com', eventType: 'Wedding', eventDate: date, timeSlot: 'all-day', guestCount: 120 }, owner);
    step();
    const draft = await pricedQuote(world, booking.id, 500_000);
    step();
    const { link } = await sendQuote(world, { id: draft.id });
    step();
    await acceptQuote(world, { token: link.split('/').pop()!, name: 'Ada Lovelace', address: '127.0.0.1' });
    step();
    await recordPayment(world, { bookingId: booking.id, amountCents: 500_000, method: 'card', occurredOn: world.day(0) }, owner);

    const fromInquiry = clientTimeline(world.db, { inquiryId: ada.id }, zoneOf(world));
    const fromBooking = clientTimeline(world.db, { bookingId: booking.id }, zoneOf(world));
    expect(fromBooking.map((entry) => entry.id)).toEqual(fromInquiry.map((entry) => entry.id));
    const kinds = fromInquiry.map((entry) => entry.kind);
    for (const kind of ['received', 'read', 'hold_placed', 'hold_extended', 'quote_drafted', 'quote_sent', 'quote_accepted', 'status_changed', 'hold_converted', 'payment', 'email_sent'] as const) {
      expect(kinds, kind).toContain(kind);
    }
    // In order: received first, the payment after the acceptance.
    expect(kinds[0]).toBe('received');
    expect(kinds.indexOf('payment')).toBeGreaterThan(kinds.indexOf('quote_accepted'));
    const read = fromInquiry.find((entry) => entry.kind === 'read')!;
    expect(read).toMatchObject({ actor: 'admin', actorName: expect.stringContaining('@') });
    expect(fromInquiry.find((entry) => entry.kind === 'quote_accepted')).toMatchObject({ actor: 'client', actorName: 'Ada Lovelace' });
    const confirmation = fromInquiry.find((entry) => entry.kind === 'email_sent' && entry.email!.subject.toLowerCase().includes('confirm'))!;
    expect(confirmation.email!.to).toBe('ada@example.com');
    expect(confirmation.email!.text.length).toBeGreaterThan(20);
    // Another client's e-mails are not on it.
    expect(fromInquiry.every((entry) => entry.email?.to !== 'ben@example.com')).toBe(true);
  });

  test('a hold placed and released is on it, after the inquiry', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const ben = inquiryScenario(world, 'Ben', world.day(40));
    const hold = await placeHold(world, { inquiryId: ben.id }, world.adminId);
    world.clock.advance(60_000);
    await releaseHold(world, hold.id);
    const kinds = clientTimeline(world.db, { inquiryId: ben.id }, zoneOf(world)).map((entry) => entry.kind);
    expect(kinds).toEqual(['received', 'hold_placed', 'hold_released']);
    expect(world.db.select().from(inquiries).where(eq(inquiries.id, ben.id)).get()).toBeTruthy();
  });

  test("a quote's last day reads as the venue's date, not the server's (an evening in New York is already tomorrow in UTC)", async ({ world }) => {
    world.clock.set('2027-03-01T10:00:00-05:00');
    const cleo = inquiryScenario(world, 'Cleo', world.day(60));
    const booking = await createBooking(world, { inquiryId: cleo.id, clientName: 'Cleo', clientEmail: 'cleo@example.com', eventType: 'Wedding', eventDate: world.day(60), timeSlot: 'all-day', guestCount: 40 }, { kind: 'admin', userId: world.adminId });
    const draft = await pricedQuote(world, booking.id, 100_000);
    await sendQuote(world, { id: draft.id });
    // 10:30 PM on March 9 in New York is 03:30 on March 10 in UTC.
    world.db.update(quotes).set({ expiresAt: new Date('2027-03-10T03:30:00Z') }).where(eq(quotes.id, draft.id)).run();
    const sent = clientTimeline(world.db, { inquiryId: cleo.id }, zoneOf(world)).find((entry) => entry.kind === 'quote_sent')!;
    expect(world.config.venueTimeZone).toBe('America/New_York');
    expect(sent.summary).toContain('open until Tuesday, March 9, 2027');
  });
});
