import { vi } from 'vitest';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { asAdmin, expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { apiAllowedOrigins } from '../../db/schema/index.ts';
import { API_ORIGIN_MESSAGES, API_ORIGINS_MAX } from '../../../shared/api-origins.ts';
import { userErrorsOf } from '../../errors.ts';
import { getApiOrigins, setApiOrigins } from './api-origins.ts';

/*
 * The sites allowed to call the API are one list, saved whole from one screen, against the version
 * the owner read: a save over a list saved since (another tab) is refused with CONFLICT and the
 * list as it is now, and writes nothing; every saved list is kept, and each change is announced.
 */

const APP = 'https://app.example.com';
const CRM = 'https://crm.example.org';
const WIDGET = 'http://localhost:5173';

describe('the allowed origins carry a version', () => {
  test('a list never saved is version 0; each change moves it on, is kept and announced; the same list again writes nothing', async ({ world }) => {
    const publish = vi.spyOn(world.pubsub, 'publish');
    expect(getApiOrigins(world.db)).toEqual({ origins: [], version: 0 });
    await expect(setApiOrigins(world, { origins: [' https://App.Example.com/ ', '', WIDGET], version: 0 }, asAdmin(world))).resolves.toEqual({ origins: [APP, WIDGET].sort(), version: 1 });
    expect(publish).toHaveBeenCalledWith('apiAllowedOriginsChanged', { version: 1 });
    await setApiOrigins(world, { origins: [CRM], version: 1 }, asAdmin(world));
    expect(getApiOrigins(world.db)).toEqual({ origins: [CRM], version: 2 });

    const kept = keptVersions(world, 'api_allowed_origins', 'api_allowed_origins');
    expect(kept.map((row) => [row.version, row.oldValues, row.newValues, row.savedBy])).toEqual([
      [2, { origins: [APP, WIDGET].sort() }, { origins: [CRM] }, world.adminId],
      [1, { origins: [] }, { origins: [APP, WIDGET].sort() }, world.adminId],
    ]);
    expect(kept[0]!.summary).toBe("Updated allowed sites of 'Sites allowed to call the API' (list of allowed sites)");

    publish.mockClear();
    await expect(setApiOrigins(world, { origins: [`${CRM}/`], version: 2 }, asAdmin(world))).resolves.toEqual({ origins: [CRM], version: 2 });
    expect(keptVersions(world, 'api_allowed_origins', 'api_allowed_origins')).toHaveLength(2);
    expect(publish).not.toHaveBeenCalled();
  });

  test('a stale save is refused with the list saved meanwhile and changes nothing; without a version it is not checked', async ({ world }) => {
    // Tab A saves; tab B still shows version 0 and saves its own list.
    await setApiOrigins(world, { origins: [APP], version: 0 }, asAdmin(world));
    const publish = vi.spyOn(world.pubsub, 'publish');
    const error = await refusal(setApiOrigins(world, { origins: [CRM], version: 0 }, asAdmin(world)));
    expectStale(error, { kind: 'api_allowed_origins', yours: 0, current: 1 });
    expect(error.extensions).toMatchObject({ recordId: 'api_allowed_origins', current: { origins: [APP] } });
    expect(error.message).toContain('This list of allowed sites has been saved since you opened it');
    expect(getApiOrigins(world.db)).toEqual({ origins: [APP], version: 1 });
    expect(keptVersions(world, 'api_allowed_origins', 'api_allowed_origins')).toHaveLength(1);
    expect(publish).not.toHaveBeenCalled();

    // An integration that does not read first (no version) saves as before.
    await expect(setApiOrigins(world, { origins: [CRM] }, asAdmin(world))).resolves.toEqual({ origins: [CRM], version: 2 });
  });

  test('a bad list names every bad entry, or the limit, and changes nothing', async ({ world }) => {
    await setApiOrigins(world, { origins: [APP], version: 0 }, asAdmin(world));
    const bad = await refusal(setApiOrigins(world, { origins: [CRM, 'https://crm.example.org/login', 'app.example.com'], version: 1 }, asAdmin(world)));
    expect(userErrorsOf(bad)).toEqual([
      { field: 'origins.1', code: 'INVALID', message: API_ORIGIN_MESSAGES.invalid },
      { field: 'origins.2', code: 'INVALID', message: API_ORIGIN_MESSAGES.invalid },
    ]);
    const many = Array.from({ length: API_ORIGINS_MAX + 1 }, (_, n) => `https://site${n}.example.com`);
    const tooMany = await refusal(setApiOrigins(world, { origins: many, version: 1 }, asAdmin(world)));
    expect(userErrorsOf(tooMany)).toEqual([{ field: 'origins', code: 'OUT_OF_RANGE', message: API_ORIGIN_MESSAGES.tooMany }]);
    expect(getApiOrigins(world.db)).toEqual({ origins: [APP], version: 1 });
    expect(world.db.select().from(apiAllowedOrigins).all().map((row) => row.origin)).toEqual([APP]);
    expect(keptVersions(world, 'api_allowed_origins', 'api_allowed_origins')).toHaveLength(1);
  });

  test('a list stored before it had a version reads as version 0, and its first save keeps it as the list replaced', async ({ world }) => {
    world.db.insert(apiAllowedOrigins).values([{ origin: APP }, { origin: CRM }]).run();
    expect(getApiOrigins(world.db)).toEqual({ origins: [APP, CRM], version: 0 });
    await setApiOrigins(world, { origins: [APP], version: 0 }, asAdmin(world));
    expect(keptVersions(world, 'api_allowed_origins', 'api_allowed_origins')[0]).toMatchObject({ version: 1, oldValues: { origins: [APP, CRM] }, newValues: { origins: [APP] } });
  });
});
