import { eq } from 'drizzle-orm';
import { HOLD_ALREADY_ACTIVE, HOLD_DEFAULT_DAYS } from '../../../shared/holds.ts';
import { bookingScenario } from '../../../tests/support/scenarios.ts';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { emailOutbox, holds, inquiries } from '../../db/schema/index.ts';
import { placeHold, processDueHolds, releaseHold } from './holds.service.ts';

/*
 * Holds at the service: first and second options on a date, what frees a date, and who is told.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function inquiryScenario(world: ServiceWorld, name: string, desiredDate = world.day(40)) {
  return world.db
    .insert(inquiries)
    .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, message: 'We would love to hold a date.', desiredDate })
    .returning()
    .get();
}

const holdRow = (world: ServiceWorld, id: string) => world.db.select().from(holds).where(eq(holds.id, id)).get()!;
const mailTo = (world: ServiceWorld, to: string) => world.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).all();

describe('placing holds', () => {
  test('the first client on a date is first option; an overlapping second queues behind, the daytime slot does not', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const ada = inquiryScenario(world, 'Ada');
    const ben = inquiryScenario(world, 'Ben');
    const cy = inquiryScenario(world, 'Cy');
    const first = await placeHold(world, { inquiryId: ada.id, timeSlot: '5pm-midnight' }, world.adminId);
    const second = await placeHold(world, { inquiryId: ben.id }, world.adminId);
    const morning = await placeHold(world, { inquiryId: cy.id, timeSlot: '10am-4pm' }, world.adminId);
    expect([first.position, second.position, morning.position]).toEqual([1, 2, 1]);
    // Unless the owner says otherwise, a hold lasts the default number of days.
    expect(first.expiresAt.getTime() - world.clock.now().getTime()).toBe(HOLD_DEFAULT_DAYS * DAY_MS);
  });

  test('a client holds one date at a time, and a confirmed booking cannot be held over', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const ada = inquiryScenario(world, 'Ada');
    await placeHold(world, { inquiryId: ada.id }, world.adminId);
    await expect(placeHold(world, { inquiryId: ada.id, date: world.day(41) }, world.adminId)).rejects.toThrow(HOLD_ALREADY_ACTIVE);
    const taken = bookingScenario(world, { status: 'confirmed', eventDate: world.day(50) });
    const ben = inquiryScenario(world, 'Ben', taken.eventDate);
    await expect(placeHold(world, { inquiryId: ben.id }, world.adminId)).rejects.toThrow(/has a confirmed booking at that time/);
    expect(world.db.select().from(holds).where(eq(holds.inquiryId, ben.id)).all()).toEqual([]);
  });

  test('a date in the past cannot be held', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const ada = inquiryScenario(world, 'Ada', '2027-01-31');
    await expect(placeHold(world, { inquiryId: ada.id }, world.adminId)).rejects.toThrow('A date in the past cannot be held');
  });
});

describe('freeing a held date', () => {
  test('releasing the first option promotes the second and offers them the date by e-mail', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const ada = inquiryScenario(world, 'Ada');
    const ben = inquiryScenario(world, 'Ben');
    const first = await placeHold(world, { inquiryId: ada.id }, world.adminId);
    const second = await placeHold(world, { inquiryId: ben.id, expiresAt: new Date(world.clock.now().getTime() + DAY_MS) }, world.adminId);
    const { hold, promoted } = await releaseHold(world, first.id);
    expect(hold.status).toBe('released');
    expect(promoted.map((row) => row.id)).toEqual([second.id]);
    const now = holdRow(world, second.id);
    expect(now.position).toBe(1);
    // The promoted client gets at least the default time to answer from now.
    expect(now.expiresAt.getTime()).toBe(world.clock.now().getTime() + HOLD_DEFAULT_DAYS * DAY_MS);
    expect(mailTo(world, ben.email)).toHaveLength(1);
    expect(mailTo(world, ada.email)).toHaveLength(0);
  });

  test('an expired first option frees the date for the second when the scheduler runs, not before', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const ada = inquiryScenario(world, 'Ada');
    const ben = inquiryScenario(world, 'Ben');
    const first = await placeHold(world, { inquiryId: ada.id, expiresAt: new Date('2027-02-02T10:00:00-05:00') }, world.adminId);
    const second = await placeHold(world, { inquiryId: ben.id }, world.adminId);
    expect(await processDueHolds(world)).toEqual({ expired: 0, promoted: 0 });
    world.clock.set('2027-02-02T10:00:00-05:00');
    expect(await processDueHolds(world)).toEqual({ expired: 1, promoted: 1 });
    expect(holdRow(world, first.id).status).toBe('expired');
    expect(holdRow(world, second.id)).toMatchObject({ status: 'active', position: 1 });
  });
});
