import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { asAdmin, expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { ownerAlertSettings } from '../../db/schema/index.ts';
import { ownerAlerts, setOwnerAlert } from './index.ts';

/*
 * An alert's switch names the version the owner was shown, like every other switch: one made on
 * an alert switched since (another tab) is refused and changes nothing; each switch is kept.
 */

describe('owner alert switches carry a version', () => {
  test('an alert never switched reads on at version 0; a switch moves it on and is kept', async ({ world }) => {
    expect(ownerAlerts(world.db).find((alert) => alert.kind === 'payment_overdue')).toMatchObject({ enabled: true, version: 0 });
    const off = await setOwnerAlert(world, { kind: 'payment_overdue', enabled: false, version: 0 }, asAdmin(world));
    expect(off).toMatchObject({ enabled: false, version: 1 });
    const [kept] = keptVersions(world, 'owner_alert', 'payment_overdue');
    expect(kept).toMatchObject({ change: 'update', version: 1, oldValues: { enabled: true }, newValues: { enabled: false }, savedBy: world.adminId });
    expect(kept!.summary).toBe("Updated on of 'A payment is overdue' (venue alert)");
  });

  test('a switch from a stale version is refused with the alert as it is now, and nothing changes', async ({ world }) => {
    // Tab A switches the alert off; tab B still shows it on at version 0 and switches it off too.
    await setOwnerAlert(world, { kind: 'quote_accepted', enabled: false, version: 0 }, asAdmin(world));
    await setOwnerAlert(world, { kind: 'quote_accepted', enabled: true, version: 1 }, asAdmin(world));
    const error = await refusal(setOwnerAlert(world, { kind: 'quote_accepted', enabled: false, version: 0 }, asAdmin(world)));
    expectStale(error, { kind: 'owner_alert', yours: 0, current: 2 });
    expect(error.extensions.current).toEqual({ enabled: true });
    expect(error.message).toContain('Nothing was switched');
    expect(world.db.select().from(ownerAlertSettings).where(eq(ownerAlertSettings.kind, 'quote_accepted')).get()).toMatchObject({ enabled: true, version: 2 });
    expect(keptVersions(world, 'owner_alert', 'quote_accepted')).toHaveLength(2);
  });

  test('switching to what the alert already is writes nothing; without a version it is not checked', async ({ world }) => {
    await expect(setOwnerAlert(world, { kind: 'hold_expiring', enabled: true, version: 0 }, asAdmin(world))).resolves.toMatchObject({ version: 0 });
    expect(keptVersions(world, 'owner_alert', 'hold_expiring')).toHaveLength(0);
    await setOwnerAlert(world, { kind: 'hold_expiring', enabled: false, version: 0 }, asAdmin(world));
    await expect(setOwnerAlert(world, { kind: 'hold_expiring', enabled: true })).resolves.toMatchObject({ enabled: true, version: 2 });
  });
});
