import { eq } from 'drizzle-orm';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { bookingScenario, specialDateScenario } from '../../../tests/support/scenarios.ts';
import { bookings, emailOutbox } from '../../db/schema/index.ts';
import { createBooking } from './booking-creation.ts';

/*
 * A phone or walk-in booking the owner enters without an inquiry, confirmed on the spot: the same
 * checks as "Confirm" in the same transaction (another confirmed booking always refuses it; a block
 * refuses it unless overridden), and nothing is written when refused.
 */

const owner = (world: ServiceWorld) => ({ kind: 'admin' as const, userId: world.adminId });
const walkIn = (eventDate: string) => ({
  eventDate,
  timeSlot: '5pm-midnight',
  guestCount: 120,
  eventType: 'Birthday Party',
  clientName: 'Walter Walkin',
  clientEmail: 'walter@example.com',
  adminNotes: 'Booked in person (walk-in)',
  totalCostCents: 650_000,
});
const bookingCount = (world: ServiceWorld) => world.db.select().from(bookings).all().length;

describe('a booking entered directly', () => {
  test('confirmed at once: confirmed, the client e-mailed, from the admin, no inquiry', async ({ world }) => {
    const booking = await createBooking(world, { ...walkIn(world.day(20)), confirm: true }, owner(world));
    expect(booking).toMatchObject({ status: 'confirmed', source: 'admin', inquiryId: null, startTime: '17:00', endTime: '00:00' });
    const mail = world.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'walter@example.com')).all();
    expect(mail.length).toBeGreaterThan(0);
  });

  test('refused onto a confirmed booking\'s slot, even with override; nothing is written', async ({ world }) => {
    bookingScenario(world, { eventDate: world.day(21), status: 'confirmed' });
    const before = bookingCount(world);
    await expect(createBooking(world, { ...walkIn(world.day(21)), confirm: true, override: true }, owner(world))).rejects.toThrow();
    expect(bookingCount(world)).toBe(before);
    // Left pending, it is taken (a request to confirm later), as before.
    expect((await createBooking(world, walkIn(world.day(21)), owner(world))).status).toBe('pending');
  });

  test('a blocked date refuses it unless overridden', async ({ world }) => {
    specialDateScenario(world, { date: world.day(22), notes: 'private_event: Owner family party' });
    const before = bookingCount(world);
    await expect(createBooking(world, { ...walkIn(world.day(22)), confirm: true }, owner(world))).rejects.toThrow();
    expect(bookingCount(world)).toBe(before);
    const booking = await createBooking(world, { ...walkIn(world.day(22)), confirm: true, override: true }, owner(world));
    expect(booking.status).toBe('confirmed');
  });
});
