import { and, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { bookingScenario, sentQuoteScenario } from '../../../tests/support/scenarios.ts';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { emailOutbox, followUpSends, holds, inquiries, ownerNotices, quotes } from '../../db/schema/index.ts';
import { NOTICE_MESSAGES } from '../../../shared/notices.ts';
import { cancelBooking, updateBookingStatus } from '../bookings/index.ts';
import { processDueFollowUps } from '../followups/index.ts';
import { placeHold } from '../holds/index.ts';
import { acceptQuote } from '../quotes/index.ts';
import { listNotices, offerDateBack, othersOnSlotIn, setOwnerAlert } from './index.ts';

/*
 * Everyone hears what concerns them: the others on a slot when it is confirmed, the second option
 * when the first accepts or cancels, and the venue for acceptances, refusals, overdue payments and
 * holds about to end. Each reaction is stored in the transaction of what caused it.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function inquiryScenario(world: ServiceWorld, name: string, desiredDate: string) {
  const email = `${name.toLowerCase()}@example.com`;
  return world.db.insert(inquiries).values({ name, email, message: 'We would love this date.', desiredDate }).returning().get();
}
const mailTo = (world: ServiceWorld, to: string, kind?: string) =>
  world.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), kind ? eq(emailOutbox.kind, kind) : undefined))
    .all();
const notices = (world: ServiceWorld, kind: string) => world.db.select().from(ownerNotices).where(eq(ownerNotices.kind, kind as never)).all();
const admin = (world: ServiceWorld) => ({ kind: 'admin' as const, userId: world.adminId });

describe('confirming a slot others are on', () => {
  test('the dialog lists them; on confirmation their quotes are withdrawn and each is told with the owner’s text', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const date = world.day(60);
    const ada = bookingScenario(world, { eventDate: date, clientName: 'Ada', clientEmail: 'ada@example.com' });
    const ben = await sentQuoteScenario(world, { booking: { eventDate: date, clientName: 'Ben', clientEmail: 'ben@example.com' } });
    const cy = inquiryScenario(world, 'Cy', date);
    await placeHold(world, { inquiryId: cy.id }, world.adminId);
    // A client on the daytime slot of the same date is not on this evening slot.
    bookingScenario(world, { eventDate: date, startTime: '10:00', endTime: '16:00', clientEmail: 'dee@example.com' });

    const listed = world.db.transaction((tx) => othersOnSlotIn(tx, ada));
    expect(listed.map((other) => [other.clientName, other.holdPosition, other.openQuotes.map((q) => q.status)])).toEqual([
      ['Ben', null, ['sent']],
      ['Cy', 1, []],
    ]);

    const message = { subject: '{{eventDate}} is gone', body: 'Sorry {{clientName}}, {{eventDate}} was just booked. Call {{venuePhone}}.' };
    await expect(updateBookingStatus(world, { id: ada.id, status: 'confirmed', othersMessage: { subject: '', body: 'Hi {{nobody}}' } }, admin(world))).rejects.toThrow(NOTICE_MESSAGES.subjectRequired);
    await updateBookingStatus(world, { id: ada.id, status: 'confirmed', othersMessage: message }, admin(world));

    expect(world.db.select().from(quotes).where(eq(quotes.id, ben.quote.id)).get()!.status).toBe('withdrawn');
    const toBen = mailTo(world, 'ben@example.com', 'slot_taken');
    expect(toBen).toHaveLength(1);
    expect(toBen[0]!.text).toContain('Sorry Ben,');
    expect(mailTo(world, 'cy@example.com', 'slot_taken')[0]!.text).toContain('Sorry Cy,');
    expect(mailTo(world, 'dee@example.com')).toHaveLength(0);
    expect(world.db.select().from(holds).where(eq(holds.inquiryId, cy.id)).get()!.status).toBe('released');
    expect(notices(world, 'others_told').map((n) => n.title).sort()).toEqual([expect.stringMatching(/^Ben was told/), expect.stringMatching(/^Cy was told/)]);
  });
});

describe('the second option', () => {
  async function firstAndSecond(world: ServiceWorld) {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const date = world.day(60);
    const ada = await sentQuoteScenario(world, { booking: { eventDate: date, clientName: 'Ada', clientEmail: 'ada@example.com' } });
    await placeHold(world, { bookingId: ada.booking.id }, world.adminId);
    const ben = inquiryScenario(world, 'Ben', date);
    const second = await placeHold(world, { inquiryId: ben.id }, world.adminId);
    expect(second.position).toBe(2);
    return { ada, ben, second, date };
  }

  test('when the first option accepts, the second is told and the venue gets an alert naming them', async ({ world }) => {
    const { ada, second } = await firstAndSecond(world);
    const state = await acceptQuote(world, { token: ada.token, name: 'Ada Lovelace', address: '127.0.0.1' });
    expect(state.kind).toBe('accepted');
    expect(world.db.select().from(holds).where(eq(holds.id, second.id)).get()!.status).toBe('released');
    expect(mailTo(world, 'ben@example.com', 'slot_taken')).toHaveLength(1);
    const [accepted] = notices(world, 'quote_accepted');
    expect(accepted!.title).toMatch(/^Ada Lovelace accepted the quote for/);
    expect(accepted!.body).toContain('Told that the date is taken: Ben');
    const alert = mailTo(world, world.config.venueEmail, 'owner_alert_quote_accepted');
    expect(alert).toHaveLength(1);
    expect(alert[0]!.replyTo).toBe('ada@example.com');
  });

  test('when the first then cancels, the second is offered the date back in one click, once', async ({ world }) => {
    const { ada, ben } = await firstAndSecond(world);
    await acceptQuote(world, { token: ada.token, name: 'Ada Lovelace', address: '127.0.0.1' });
    world.clock.advance(DAY_MS);
    await cancelBooking(world, { id: ada.booking.id }, admin(world));
    const [offer] = notices(world, 'date_free_again');
    expect(offer!.title).toMatch(/is free again: offer it to Ben\?$/);
    expect(mailTo(world, 'ben@example.com', 'hold_offered')).toHaveLength(0);

    const offered = await offerDateBack(world, { id: offer!.id }, world.adminId);
    expect(offered.offeredAt).not.toBeNull();
    const hold = world.db.select().from(holds).where(and(eq(holds.inquiryId, ben.id), eq(holds.status, 'active'))).get()!;
    expect(hold.position).toBe(1);
    expect(mailTo(world, 'ben@example.com', 'hold_offered')).toHaveLength(1);
    await expect(offerDateBack(world, { id: offer!.id }, world.adminId)).rejects.toThrow(NOTICE_MESSAGES.alreadyOffered);
  });
});

describe('the venue is told', () => {
  test('a refused acceptance (the date was taken meanwhile) alerts the venue once, however often the client retries', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const date = world.day(60);
    const ben = await sentQuoteScenario(world, { booking: { eventDate: date, clientName: 'Ben', clientEmail: 'ben@example.com' } });
    // A walk-in the owner entered as confirmed took the evening.
    bookingScenario(world, { eventDate: date, status: 'confirmed' });
    await expect(acceptQuote(world, { token: ben.token, name: 'Ben', address: '127.0.0.1' })).rejects.toThrow(/overlaps a confirmed booking/);
    await expect(acceptQuote(world, { token: ben.token, name: 'Ben', address: '127.0.0.1' })).rejects.toThrow();
    const [refused, ...more] = notices(world, 'acceptance_refused');
    expect(more).toEqual([]);
    expect(refused!.body).toContain('overlaps a confirmed booking');
    expect(mailTo(world, world.config.venueEmail, 'owner_alert_acceptance_refused')).toHaveLength(1);
  });

  test('a hold about to end alerts the venue; a switched-off alert writes and sends nothing', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const cy = inquiryScenario(world, 'Cy', world.day(30));
    const dee = inquiryScenario(world, 'Dee', world.day(31));
    await placeHold(world, { inquiryId: cy.id, expiresAt: new Date(world.clock.now().getTime() + DAY_MS) }, world.adminId);
    await processDueFollowUps(world);
    expect(notices(world, 'hold_expiring')).toHaveLength(1);
    expect(mailTo(world, world.config.venueEmail, 'hold_reminder_owner')).toHaveLength(1);

    await setOwnerAlert(world, { kind: 'hold_expiring', enabled: false });
    await placeHold(world, { inquiryId: dee.id, expiresAt: new Date(world.clock.now().getTime() + DAY_MS) }, world.adminId);
    await processDueFollowUps(world);
    expect(notices(world, 'hold_expiring')).toHaveLength(1);
    expect(mailTo(world, world.config.venueEmail, 'hold_reminder_owner')).toHaveLength(1);
    // The client's own reminder is the follow-up's business and still goes.
    expect(mailTo(world, 'dee@example.com', 'hold_reminder_client')).toHaveLength(1);
    expect(listNotices(world.db).unread).toBe(1);
  });
});

describe('follow-ups check that what they are about still stands', () => {
  test('a quote reminder whose date another client booked is skipped, with why, and never sent later', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const date = world.day(60);
    const ben = await sentQuoteScenario(world, { booking: { eventDate: date, clientName: 'Ben', clientEmail: 'ben@example.com' } });
    bookingScenario(world, { eventDate: date, status: 'confirmed' });
    world.clock.advance(4 * DAY_MS);
    const publish = vi.spyOn(world.pubsub, 'publish');
    await processDueFollowUps(world);
    // The skip reaches the open follow-up log and Ben's timeline at once.
    expect(publish).toHaveBeenCalledWith('timelineChanged', expect.objectContaining({ bookingId: ben.booking.id }));
    await processDueFollowUps(world);
    expect(mailTo(world, 'ben@example.com', 'follow_up_quote_not_accepted')).toHaveLength(0);
    const [skipped, ...more] = world.db.select().from(followUpSends).where(eq(followUpSends.kind, 'quote_not_accepted')).all();
    expect(more).toEqual([]);
    expect(skipped).toMatchObject({ outcome: 'skipped', bookingId: ben.booking.id, outboxMessageId: null });
    expect(skipped!.skipReason).toMatch(/was booked by another client\.$/);
  });
});
