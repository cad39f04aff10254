import { eq } from 'drizzle-orm';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { versionValueText } from '../../../shared/versions.ts';
import { followUpSends, inquiries, timelineEntries } from '../../db/schema/index.ts';
import { createBooking } from '../bookings/index.ts';
import { processDueFollowUps } from '../followups/index.ts';
import { extendHold, placeHold, releaseHold } from '../holds/index.ts';
import { updateInquirySource, updateInquiryStatus } from './inquiries.service.ts';
import { markInquiryLost, reopenInquiry } from './inquiry-outcome.ts';

/*
 * An inquiry's status and source are changed naming the version the card showed: a change over an
 * inquiry that moved since (another tab's change, a hold, a booking made from it, a follow-up sent)
 * is refused with CONFLICT and the inquiry as it is now, and writes nothing; a current one moves
 * the version on and is kept in the saved versions and on the client's timeline.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new inquiry from Ada for a date two months out, received now. */
function adaAsks(world: ServiceWorld) {
  return world.db
    .insert(inquiries)
    .values({ name: 'Ada', email: 'ada@example.com', message: 'A spring wedding.', desiredDate: world.day(60), createdAt: world.clock.now() })
    .returning()
    .get();
}

const stored = (world: ServiceWorld, id: string) => world.db.select().from(inquiries).where(eq(inquiries.id, id)).get()!;
const timelineOf = (world: ServiceWorld, id: string) => world.db.select().from(timelineEntries).where(eq(timelineEntries.inquiryId, id)).all();

describe('status and source changes carry a version', () => {
  test('a new inquiry is version 1; a current change moves it on, is kept and is on the timeline', async ({ world }) => {
    const ada = adaAsks(world);
    expect(ada.version).toBe(1);
    const read = await updateInquiryStatus(world, { id: ada.id, status: 'read', version: 1 }, world.adminId);
    expect(read).toMatchObject({ status: 'read', version: 2 });
    const sourced = await updateInquirySource(world, { id: ada.id, source: 'directory', version: 2 }, world.adminId);
    expect(sourced).toMatchObject({ source: 'directory', version: 3 });
    expect(keptVersions(world, 'inquiry', ada.id).map((row) => [row.version, row.oldValues, row.newValues, row.savedBy])).toEqual([
      [3, { status: 'READ', source: 'NOT_GIVEN' }, { status: 'READ', source: 'DIRECTORY' }, world.adminId],
      [2, { status: 'NEW', source: 'NOT_GIVEN' }, { status: 'READ', source: 'NOT_GIVEN' }, world.adminId],
    ]);
    expect(timelineOf(world, ada.id).map((entry) => entry.kind)).toEqual(['read']);
    // The change log and the stale notice name a source as the card does.
    expect(versionValueText('source', 'DIRECTORY')).toBe('Wedding or event directory');
    expect(versionValueText('status', 'READ')).toBe('Read');
  });

  test('a stale status change is refused with the status saved meanwhile and changes nothing', async ({ world }) => {
    const ada = adaAsks(world);
    // Another tab marks it handled; this card still shows version 1 (New).
    await updateInquiryStatus(world, { id: ada.id, status: 'handled', version: 1 }, world.adminId);
    const before = { row: stored(world, ada.id), timeline: timelineOf(world, ada.id).length, kept: keptVersions(world, 'inquiry', ada.id).length };
    const error = await refusal(updateInquiryStatus(world, { id: ada.id, status: 'read', version: 1 }, world.adminId));
    expectStale(error, { kind: 'inquiry', yours: 1, current: 2 });
    expect(error.message).toContain('Nothing was changed');
    expect(error.extensions.current).toEqual({ status: 'HANDLED', source: 'NOT_GIVEN' });
    expect(error.extensions.savedBy).toEqual(expect.stringContaining('@'));
    expect(stored(world, ada.id)).toEqual(before.row);
    expect(timelineOf(world, ada.id)).toHaveLength(before.timeline);
    expect(keptVersions(world, 'inquiry', ada.id)).toHaveLength(before.kept);
    // Applied again on the version saved meanwhile, it is made.
    expect(await updateInquiryStatus(world, { id: ada.id, status: 'read', version: 2 }, world.adminId)).toMatchObject({ status: 'read', version: 3 });
  });

  test('a stale source change is refused; the status or source it already has is never refused; no version is not checked', async ({ world }) => {
    const ada = adaAsks(world);
    await updateInquirySource(world, { id: ada.id, source: 'search_engine', version: 1 }, world.adminId);
    const error = await refusal(updateInquirySource(world, { id: ada.id, source: 'past_event', version: 1 }, world.adminId));
    expectStale(error, { kind: 'inquiry', yours: 1, current: 2 });
    expect(stored(world, ada.id)).toMatchObject({ source: 'search_engine', version: 2 });
    // A retry of what is already so (or another tab that did the same) changes nothing and is not refused.
    expect(await updateInquirySource(world, { id: ada.id, source: 'search_engine', version: 1 })).toMatchObject({ source: 'search_engine', version: 2 });
    expect(await updateInquiryStatus(world, { id: ada.id, status: 'new', version: 1 })).toMatchObject({ status: 'new', version: 2 });
    // An integration that does not read first writes blind, as before.
    expect(await updateInquirySource(world, { id: ada.id, source: 'other' })).toMatchObject({ source: 'other', version: 3 });
  });

  test('a bad version is refused as bad input and changes nothing', async ({ world }) => {
    const ada = adaAsks(world);
    await expect(updateInquiryStatus(world, { id: ada.id, status: 'read', version: -1 })).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(stored(world, ada.id)).toMatchObject({ status: 'new', version: 1 });
  });
});

describe('every other write moves the version, so an old change is refused', () => {
  test('a hold placed, extended and released each move it; a status change from before any of them is refused', async ({ world }) => {
    const ada = adaAsks(world);
    const hold = await placeHold(world, { inquiryId: ada.id }, world.adminId);
    const placed = stored(world, ada.id).version;
    expect(placed).toBeGreaterThan(1);
    expectStale(await refusal(updateInquiryStatus(world, { id: ada.id, status: 'handled', version: 1 }, world.adminId)), { kind: 'inquiry', yours: 1, current: placed });
    await extendHold(world, { id: hold.id, expiresAt: new Date(world.clock.now().getTime() + 10 * DAY_MS), actorId: world.adminId });
    const extended = stored(world, ada.id).version;
    expect(extended).toBeGreaterThan(placed);
    await releaseHold(world, hold.id);
    const released = stored(world, ada.id).version;
    expect(released).toBeGreaterThan(extended);
    expectStale(await refusal(updateInquiryStatus(world, { id: ada.id, status: 'handled', version: extended }, world.adminId)), { kind: 'inquiry', yours: extended, current: released });
    expect(stored(world, ada.id).status).toBe('new');
  });

  test('a booking made from it moves it (and marks it handled)', async ({ world }) => {
    const ada = adaAsks(world);
    await createBooking(
      world,
      { inquiryId: ada.id, clientName: 'Ada', clientEmail: 'ada@example.com', eventType: 'Wedding', eventDate: world.day(60), timeSlot: 'all-day', guestCount: 80 },
      { kind: 'admin', userId: world.adminId },
    );
    const after = stored(world, ada.id);
    expect(after.status).toBe('handled');
    expect(after.version).toBeGreaterThan(1);
    expectStale(await refusal(updateInquiryStatus(world, { id: ada.id, status: 'read', version: 1 }, world.adminId)), { kind: 'inquiry', yours: 1, current: after.version });
  });

  test('a raw UPDATE of any of its values moves it by exactly one; a stamp of updated_at alone does not', ({ world }) => {
    const ada = adaAsks(world);
    world.db.$client.prepare("update inquiries set message = 'An autumn wedding.' where id = ?").run(ada.id);
    expect(stored(world, ada.id)).toMatchObject({ message: 'An autumn wedding.', version: 2 });
    world.db.$client.prepare("update inquiries set status = 'read', source = 'other' where id = ?").run(ada.id);
    expect(stored(world, ada.id)).toMatchObject({ status: 'read', version: 3 });
    world.db.$client.prepare('update inquiries set updated_at = updated_at + 1 where id = ?').run(ada.id);
    expect(stored(world, ada.id).version).toBe(3);
  });

  test('the trigger that moves it names every column of the table but updated_at and version', ({ world }) => {
    const columns = (world.db.$client.prepare("select name from pragma_table_info('inquiries')").all() as { name: string }[]).map((row) => row.name);
    const trigger = world.db.$client.prepare("select sql from sqlite_master where type = 'trigger' and name = 'inquiries_version_moves'").get() as { sql: string };
    const named = trigger.sql.slice(trigger.sql.indexOf('UPDATE OF') + 'UPDATE OF'.length, trigger.sql.indexOf(' ON ')).split(',').map((name) => name.trim().replaceAll('`', ''));
    expect(named.sort()).toEqual(columns.filter((name) => name !== 'updated_at' && name !== 'version').sort());
  });

  test('a follow-up sent about it moves it', async ({ world }) => {
    const ada = adaAsks(world);
    world.clock.advance(DAY_MS + 60_000);
    await processDueFollowUps(world);
    const sent = world.db.select().from(followUpSends).where(eq(followUpSends.inquiryId, ada.id)).all();
    expect(sent.map((row) => [row.kind, row.outcome])).toEqual([['inquiry_unanswered', 'sent']]);
    expect(stored(world, ada.id).version).toBe(2);
  });
});

describe('marking lost and reopening carry a version', () => {
  test('a stale "Mark as lost" is refused and changes nothing; on the version saved meanwhile it is made', async ({ world }) => {
    const ada = adaAsks(world);
    // Another tab marks it read; this card still shows version 1.
    await updateInquiryStatus(world, { id: ada.id, status: 'read', version: 1 }, world.adminId);
    const before = stored(world, ada.id);
    const error = await refusal(markInquiryLost(world, { id: ada.id, reason: 'chose_another_venue', version: 1 }));
    expectStale(error, { kind: 'inquiry', yours: 1, current: 2 });
    expect(error.message).toContain('Nothing was changed');
    expect(stored(world, ada.id)).toEqual(before);
    const lost = await markInquiryLost(world, { id: ada.id, reason: 'chose_another_venue', version: 2 });
    expect(lost).toMatchObject({ lostReason: 'chose_another_venue', version: 3 });
  });

  test('a stale "Not lost" is refused and changes nothing; without a version it is not checked', async ({ world }) => {
    const ada = adaAsks(world);
    await markInquiryLost(world, { id: ada.id, reason: 'chose_another_venue', version: 1 });
    // Another tab changes the reason; this card still shows version 2.
    await markInquiryLost(world, { id: ada.id, reason: 'no_response', version: 2 });
    const before = stored(world, ada.id);
    expectStale(await refusal(reopenInquiry(world, { id: ada.id, version: 2 })), { kind: 'inquiry', yours: 2, current: 3 });
    expect(stored(world, ada.id)).toEqual(before);
    expect(await reopenInquiry(world, { id: ada.id })).toMatchObject({ lostReason: null, version: 4 });
  });
});
