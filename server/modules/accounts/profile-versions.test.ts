import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';
import { expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import type { ValidatedSession } from '../../auth/sessions.ts';
import { emailOutbox, profiles, users } from '../../db/schema/index.ts';
import { updateProfile } from './profile.service.ts';

/*
 * The owner's profile is saved against the version they opened: a save over a profile saved since
 * (another tab) is refused with CONFLICT and the profile as it is now, and nothing is written.
 */

/** The world's admin signed in (the session row is not read by updateProfile). */
function adminViewer(world: ServiceWorld): ValidatedSession {
  const user = world.db.select().from(users).where(eq(users.id, world.adminId)).get()!;
  return { user: { id: user.id, email: user.email, role: 'admin' }, session: {} as ValidatedSession['session'] };
}

describe('profile saves carry a version', () => {
  test('a profile never saved is version 0; each save moves it on and is kept', async ({ world }) => {
    const viewer = adminViewer(world);
    world.db.delete(profiles).where(eq(profiles.userId, viewer.user.id)).run();
    await updateProfile(world, viewer, { displayName: 'Rosa', version: 0 });
    expect(world.db.select().from(profiles).where(eq(profiles.userId, viewer.user.id)).get()).toMatchObject({ displayName: 'Rosa', version: 1 });
    await updateProfile(world, viewer, { displayName: 'Rosa Delgado', version: 1 });
    const kept = keptVersions(world, 'profile', viewer.user.id);
    expect(kept.map((row) => [row.change, row.version, row.newValues])).toEqual([
      ['update', 2, { displayName: 'Rosa Delgado', avatarUrl: null }],
      ['create', 1, { displayName: 'Rosa', avatarUrl: null }],
    ]);
  });

  test('a stale save is refused with the name saved meanwhile and writes nothing (no e-mail either)', async ({ world }) => {
    const viewer = adminViewer(world);
    world.db.delete(profiles).where(eq(profiles.userId, viewer.user.id)).run();
    await updateProfile(world, viewer, { displayName: 'Rosa', version: 0 });
    await updateProfile(world, viewer, { displayName: 'Rosa D.', version: 1 });
    const queued = world.db.select().from(emailOutbox).all().length;
    const error = await refusal(updateProfile(world, viewer, { displayName: 'R. Delgado', version: 1 }));
    expectStale(error, { kind: 'profile', yours: 1, current: 2 });
    expect(error.extensions.current).toEqual({ displayName: 'Rosa D.', avatarUrl: null });
    expect(world.db.select().from(profiles).where(eq(profiles.userId, viewer.user.id)).get()).toMatchObject({ displayName: 'Rosa D.', version: 2 });
    expect(world.db.select().from(emailOutbox).all()).toHaveLength(queued);
    // Without a version (an older client), the save is not checked.
    await updateProfile(world, viewer, { displayName: 'R. Delgado' });
    expect(world.db.select().from(profiles).where(eq(profiles.userId, viewer.user.id)).get()).toMatchObject({ displayName: 'R. Delgado', version: 3 });
  });
});
