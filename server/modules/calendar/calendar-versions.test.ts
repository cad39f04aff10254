import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { asAdmin, expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { TEST_ADMIN } from '../../../tests/support/test-admin.ts';
import { getCalendarSettings, updateCalendarSettings } from './calendar.service.ts';
import { addSpecialDate, removeSpecialDate, updateSpecialDate } from './special-dates.ts';

/*
 * The version rule for Calendar Settings' own records: operating hours and special dates. A save
 * naming the version it started from succeeds while nobody saved meanwhile; a stale one is refused
 * with CONFLICT, writes nothing, and carries the values saved now; every save is kept.
 */

describe('operating hours', () => {
  test('a stale save is refused with the hours saved meanwhile; both saves are kept', async ({ world }) => {
    const start = getCalendarSettings(world.db);
    // Tab B saves first.
    const b = await updateCalendarSettings(world.db, { startTime: '09:00', endTime: '23:00', version: start.version }, asAdmin(world));
    expect(b.version).toBe(start.version + 1);
    // Tab A, opened at the same version, saves its own hours.
    const error = await refusal(updateCalendarSettings(world.db, { startTime: '11:00', endTime: '24:00', version: start.version }, asAdmin(world)));
    expectStale(error, { kind: 'calendar_settings', yours: start.version, current: b.version });
    expect(error.extensions.current).toEqual({ startTime: '09:00', endTime: '23:00' });
    expect(error.extensions.savedBy).toBe(TEST_ADMIN.email);
    expect(getCalendarSettings(world.db)).toMatchObject({ startTime: '09:00', endTime: '23:00', version: b.version });
    // A keeps theirs, naming the version they have now seen.
    const a = await updateCalendarSettings(world.db, { startTime: '11:00', endTime: '24:00', version: b.version }, asAdmin(world));
    expect(a).toMatchObject({ startTime: '11:00', endTime: '24:00', version: b.version + 1 });
    const kept = keptVersions(world, 'calendar_settings', start.id);
    expect(kept.map((row) => [row.version, row.newValues])).toEqual([
      [a.version, { startTime: '11:00', endTime: '24:00' }],
      [b.version, { startTime: '09:00', endTime: '23:00' }],
    ]);
    expect(kept[0]!.summary).toBe("Updated opening time and closing time of 'Operating hours' (operating hours)");
  });

  test('a save without a version is not checked; a bad time changes nothing and keeps nothing', async ({ world }) => {
    const start = getCalendarSettings(world.db);
    await updateCalendarSettings(world.db, { startTime: '09:00', endTime: '23:00', version: start.version }, asAdmin(world));
    await expect(updateCalendarSettings(world.db, { startTime: '08:00', endTime: '22:00' }, asAdmin(world))).resolves.toMatchObject({ startTime: '08:00' });
    await refusal(updateCalendarSettings(world.db, { startTime: '25:00', endTime: '22:00', version: start.version + 2 }, asAdmin(world)));
    expect(keptVersions(world, 'calendar_settings', start.id)).toHaveLength(2);
  });
});

describe('special dates', () => {
  test('a stale edit is refused with the date as saved meanwhile; create, both edits and the removal are kept', async ({ world }) => {
    const date = world.day(40);
    const created = await addSpecialDate(world, { date, status: 'premium_rate', premiumMultiplier: 1.5, notes: 'Peak season' }, asAdmin(world));
    expect(created.version).toBe(1);
    const b = await updateSpecialDate(world, { id: created.id, status: 'premium_rate', premiumMultiplier: 2, notes: 'Holiday weekend', version: 1 }, asAdmin(world));
    expect(b.version).toBe(2);
    const error = await refusal(updateSpecialDate(world, { id: created.id, status: 'unavailable', notes: 'Maintenance', version: 1 }, asAdmin(world)));
    expectStale(error, { kind: 'special_date', yours: 1, current: 2 });
    expect(error.extensions.current).toEqual({ status: 'PREMIUM_RATE', notes: 'Holiday weekend', startTime: null, endTime: null, premiumMultiplier: 2 });

    // A removal names the version the owner saw too: a date changed since is not removed blind.
    const removal = await refusal(removeSpecialDate(world, created.id, { version: 1, actor: asAdmin(world) }));
    expectStale(removal, { kind: 'special_date', yours: 1, current: 2 });
    await expect(removeSpecialDate(world, created.id, { version: 2, actor: asAdmin(world) })).resolves.toBeNull();

    const kept = keptVersions(world, 'special_date', created.id);
    expect(kept.map((row) => [row.change, row.version, row.newValues?.notes ?? null])).toEqual([
      ['delete', 2, null],
      ['update', 2, 'Holiday weekend'],
      ['create', 1, 'Peak season'],
    ]);
    expect(kept[0]!.oldValues).toMatchObject({ status: 'PREMIUM_RATE', notes: 'Holiday weekend' });
    expect(kept[0]!.summary).toBe(`Deleted special date '${date}'`);
  });

  test('an edit of a date removed meanwhile says so', async ({ world }) => {
    const created = await addSpecialDate(world, { date: world.day(41), status: 'unavailable' }, asAdmin(world));
    await removeSpecialDate(world, created.id);
    const error = await refusal(updateSpecialDate(world, { id: created.id, status: 'available', version: 1 }, asAdmin(world)));
    expect(error.extensions.code).toBe('NOT_FOUND');
  });
});
