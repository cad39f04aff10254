import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { bookingScenario } from '../../../tests/support/scenarios.ts';
import { expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';
import type { Actor } from './booking-life.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { findBooking, updateBooking, updateBookingStatus } from './bookings.service.ts';

/*
 * A booking's admin notes and total cost follow the version rule: a save names the version it
 * edited, a stale one is refused with what is saved now and writes nothing, and every save (a
 * status change too) is kept as a saved version.
 */

const admin = (world: ServiceWorld): Actor => ({ kind: 'admin', userId: world.adminId });

describe('booking notes and total cost', () => {
  test('a stale save of the notes is refused with the notes saved meanwhile; both notes are kept', async ({ world }) => {
    const booking = bookingScenario(world, { adminNotes: 'Call about the cake.' });
    expect(booking.version).toBe(1);
    // Tab B saves first, from version 1.
    const b = await updateBooking(world, { id: booking.id, adminNotes: 'Cake: three tiers, lemon.', version: 1 }, admin(world));
    expect(b.version).toBe(2);
    // Tab A, also opened at version 1, saves its own notes and a price.
    const error = await refusal(updateBooking(world, { id: booking.id, adminNotes: 'Cake: chocolate.', totalCostCents: 450_000, version: 1 }, admin(world)));
    expectStale(error, { kind: 'booking', yours: 1, current: 2 });
    expect(error.extensions.current).toEqual({ status: 'PENDING', adminNotes: 'Cake: three tiers, lemon.', totalCostCents: null });
    expect(findBooking(world.db, booking.id)).toMatchObject({ adminNotes: 'Cake: three tiers, lemon.', totalCost: null, version: 2 });

    const a = await updateBooking(world, { id: booking.id, adminNotes: 'Cake: three tiers, lemon and chocolate.', totalCostCents: 450_000, version: 2 }, admin(world));
    expect(a.version).toBe(3);
    const kept = keptVersions(world, 'booking', booking.id);
    expect(kept.map((row) => [row.version, row.newValues?.adminNotes, row.newValues?.totalCostCents])).toEqual([
      [3, 'Cake: three tiers, lemon and chocolate.', 450_000],
      [2, 'Cake: three tiers, lemon.', null],
    ]);
    expect(kept[0]!.summary).toBe(`Updated admin notes and total cost of '${booking.clientName}, ${formatLongDate(booking.eventDate)}' (booking)`);
    expect(kept[0]!.savedBy).toBe(world.adminId);
  });

  test('a status change moves the version on and is kept; a note saved from before it is refused', async ({ world }) => {
    const booking = bookingScenario(world);
    const confirmed = await updateBookingStatus(world, { id: booking.id, status: 'confirmed' }, admin(world));
    expect(confirmed.version).toBe(2);
    const error = await refusal(updateBooking(world, { id: booking.id, adminNotes: 'Deposit by Friday.', version: 1 }, admin(world)));
    expectStale(error, { kind: 'booking', yours: 1, current: 2 });
    expect(error.extensions.current).toMatchObject({ status: 'CONFIRMED' });
    expect(keptVersions(world, 'booking', booking.id)[0]).toMatchObject({ version: 2, oldValues: { status: 'PENDING' }, newValues: { status: 'CONFIRMED' } });
  });

  test('a save that names no version is not checked; a malformed version is refused and changes nothing', async ({ world }) => {
    const booking = bookingScenario(world);
    await updateBooking(world, { id: booking.id, adminNotes: 'First.', version: 1 }, admin(world));
    await expect(updateBooking(world, { id: booking.id, adminNotes: 'Second.' }, admin(world))).resolves.toMatchObject({ version: 3 });
    const error = await refusal(updateBooking(world, { id: booking.id, adminNotes: 'Third.', version: 1.5 }, admin(world)));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'version' });
    expect(findBooking(world.db, booking.id)).toMatchObject({ adminNotes: 'Second.', version: 3 });
  });
});
