import { and, eq } from 'drizzle-orm';
import { bookingScenario, sentQuoteScenario } from '../../../tests/support/scenarios.ts';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { emailOutbox, holds, inquiries, ownerNotices, quotes } from '../../db/schema/index.ts';
import { changeBookingDetails, updateBookingStatus } from '../bookings/index.ts';
import { placeHold } from '../holds/index.ts';
import { offerDateBack } from './index.ts';

/*
 * A confirmed booking that moves to another date takes a slot as confirming does, and frees the
 * one it leaves as cancelling (or moving it back to pending) does: the clients on the new slot are told (their open quotes
 * withdrawn), and the clients told the old date was taken can be offered it back in one click.
 */
const mailTo = (world: ServiceWorld, to: string, kind: string) =>
  world.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    .all();
const notices = (world: ServiceWorld, kind: string) => world.db.select().from(ownerNotices).where(eq(ownerNotices.kind, kind as never)).all();
const admin = (world: ServiceWorld) => ({ kind: 'admin' as const, userId: world.adminId });

/** Ada confirmed on the first date, where Ben (a pending booking with a sent quote) was told it is taken; Cy holds the second date. */
async function adaConfirmedBenTold(world: ServiceWorld) {
  world.clock.set('2027-02-01T10:00:00-05:00');
  const first = world.day(60);
  const second = world.day(75);
  const ada = bookingScenario(world, { eventDate: first, clientName: 'Ada', clientEmail: 'ada@example.com' });
  const ben = await sentQuoteScenario(world, { booking: { eventDate: first, clientName: 'Ben', clientEmail: 'ben@example.com' } });
  await updateBookingStatus(world, { id: ada.id, status: 'confirmed' }, admin(world));
  expect(mailTo(world, 'ben@example.com', 'slot_taken')).toHaveLength(1);
  return { ada, ben, first, second };
}

describe('a confirmed booking moved to another date', () => {
  test('tells the client with a sent quote on the new slot, withdraws that quote, and leaves a notice', async ({ world }) => {
    const { ada, second } = await adaConfirmedBenTold(world);
    const cara = await sentQuoteScenario(world, { booking: { eventDate: second, clientName: 'Cara', clientEmail: 'cara@example.com' } });

    await changeBookingDetails(world, { id: ada.id, eventDate: second }, admin(world));

    expect(world.db.select().from(quotes).where(eq(quotes.id, cara.quote.id)).get()!.status).toBe('withdrawn');
    expect(mailTo(world, 'cara@example.com', 'slot_taken')).toHaveLength(1);
    expect(notices(world, 'others_told').map((notice) => notice.title)).toContainEqual(expect.stringMatching(/^Cara was told/));
  });

  test('a hold on the new slot the owner overrode is released with a word to its client', async ({ world }) => {
    const { ada, second } = await adaConfirmedBenTold(world);
    const cy = world.db.insert(inquiries).values({ name: 'Cy', email: 'cy@example.com', message: 'This date, please.', desiredDate: second }).returning().get();
    const hold = await placeHold(world, { inquiryId: cy.id }, world.adminId);

    await changeBookingDetails(world, { id: ada.id, eventDate: second, override: true }, admin(world));

    expect(world.db.select().from(holds).where(eq(holds.id, hold.id)).get()!.status).toBe('released');
    expect(mailTo(world, 'cy@example.com', 'slot_taken')).toHaveLength(1);
  });

  test('offers the date it left back to the client told it was taken, in one click', async ({ world }) => {
    const { ada, ben, second } = await adaConfirmedBenTold(world);

    await changeBookingDetails(world, { id: ada.id, eventDate: second }, admin(world));

    const [offer] = notices(world, 'date_free_again');
    expect(offer?.title).toMatch(/is free again: offer it to Ben\?$/);
    await offerDateBack(world, { id: offer!.id }, world.adminId);
    const hold = world.db.select().from(holds).where(and(eq(holds.bookingId, ben.booking.id), eq(holds.status, 'active'))).get()!;
    expect(hold.position).toBe(1);
    expect(mailTo(world, 'ben@example.com', 'hold_offered')).toHaveLength(1);
  });

  test('a move within the slot it keeps (more guests) offers nothing back and tells no one', async ({ world }) => {
    const { ada } = await adaConfirmedBenTold(world);
    await changeBookingDetails(world, { id: ada.id, guestCount: 120 }, admin(world));
    expect(notices(world, 'date_free_again')).toHaveLength(0);
    expect(mailTo(world, 'ben@example.com', 'slot_taken')).toHaveLength(1);
  });

  test('a confirmed booking moved back to pending offers the date back too', async ({ world }) => {
    const { ada } = await adaConfirmedBenTold(world);
    await updateBookingStatus(world, { id: ada.id, status: 'pending' }, admin(world));
    const [offer] = notices(world, 'date_free_again');
    expect(offer?.title).toMatch(/is free again: offer it to Ben\?$/);
    expect(offer?.body).toContain("Ada's booking went back to pending.");
  });
});
