import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, DISPLAY_NAME_MAX } from '../../../shared/accounts.ts';
import { hasVisibleText } from '../../../shared/text.ts';
import type { ValidatedSession } from '../../auth/sessions.ts';
import { writeTransaction } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { nextVersion } from '../../db/schema/columns.ts';
import { badInput, checkFields } from '../../errors.ts';
import { validateUploadedImage } from '../settings/index.ts';
import { assertVersion, keepVersion } from '../versions/index.ts';
import { venueName, type AccountServices } from './account-checks.ts';
import { ACCOUNT_EMAIL_KINDS, profileUpdatedEmail } from './account-emails.ts';

/**
 * Display name and avatar; the owner is told by e-mail (the original's profile_update_confirmation).
 * The save names the profile's version it edited (absent: not checked): one made over a profile
 * saved since in another tab is refused (CONFLICT) and changes nothing; every change is kept.
 */
export async function updateProfile(deps: AccountServices, viewer: ValidatedSession, input: { displayName: string; avatarUrl?: string | null; version?: number | null }) {
  // A name of invisible characters only (U+200B…) is no name: stored as none.
  const collapsed = input.displayName.trim().replace(/\s+/g, ' ');
  const displayName = hasVisibleText(collapsed) ? collapsed : null;
  const { avatarUrl } = checkFields({
    displayName: () => {
      if (displayName && displayName.length > DISPLAY_NAME_MAX) {
        throw badInput(ACCOUNT_MESSAGES.displayNameTooLong, 'displayName', 'TOO_LONG');
      }
    },
    avatarUrl: () =>
      input.avatarUrl == null || input.avatarUrl.trim() === ''
        ? null
        : validateUploadedImage(deps.config, input.avatarUrl, 'avatar', { label: 'profile picture', field: 'avatarUrl' }),
  });

  await writeTransaction(deps.db, (tx) => {
    const before = tx.select().from(profiles).where(eq(profiles.userId, viewer.user.id)).get();
    const shown = { displayName: before?.displayName ?? null, avatarUrl: before?.avatarUrl ?? null };
    assertVersion(tx, { kind: 'profile', recordId: viewer.user.id, version: before?.version ?? 0, values: shown }, input.version);
    const saved = tx
      .insert(profiles)
      .values({ userId: viewer.user.id, displayName, avatarUrl })
      .onConflictDoUpdate({ target: profiles.userId, set: { displayName, avatarUrl, version: nextVersion, updatedAt: new Date() } })
      .returning()
      .get();
    keepVersion(tx, {
      kind: 'profile',
      recordId: viewer.user.id,
      version: saved.version,
      change: before ? 'update' : 'create',
      name: displayName ?? viewer.user.email,
      before: before ? shown : null,
      after: { displayName, avatarUrl },
      actor: { userId: viewer.user.id },
    });
    deps.outbox.enqueue(
      {
        kind: ACCOUNT_EMAIL_KINDS.profileUpdated,
        to: viewer.user.email,
        ...profileUpdatedEmail({ venueName: venueName(tx), displayName, avatarChanged: (before?.avatarUrl ?? null) !== avatarUrl }),
      },
      tx,
    );
  });
  deps.outbox.kick();
  return viewer.user;
}
