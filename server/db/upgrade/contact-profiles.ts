import type Database from 'better-sqlite3';
import { LEGACY_CONTACT_PROFILE_KEYS } from '../../../shared/contact.ts';
import { isWebLink } from '../../../shared/settings.ts';

/*
 * Start-up upgrade (one home for the social profiles): the contact record kept an Instagram and a
 * Facebook address beside the Social Media & Footer links, which are what the pages show. The
 * links are now their only home and a drizzle-kit migration drops the two columns. Migrations run
 * first when the database opens, so the values are carried HERE, on the raw connection, BEFORE the
 * migrations (openDatabase calls this): a value goes into the social link of the same network when
 * that link is empty (not stored, null or ''), never over one the owner set. It runs while the
 * columns exist, i.e. once; if the process stops between this and the migration, the next start
 * finds the link filled and changes nothing. A staged edit of the two fields is dropped from the
 * row's `staged` (the columns it would publish into are going; the profiles are edited on the
 * Social Media & Footer screen), and so is its part of the pending change-log entry; an entry left
 * with nothing to publish is marked reverted. Only published values are carried: social links go
 * live at once, and an unpublished edit must not.
 */

type Profiles = Partial<Record<(typeof LEGACY_CONTACT_PROFILE_KEYS)[number], string>>;

/**
 * The stored social document with the profiles filled in where its link is empty, or null when
 * nothing changes. Used here and by the contact-info upgrade (older databases' JSON details).
 */
export function socialWithProfiles(stored: unknown, profiles: Profiles): Record<string, unknown> | null {
  const social: Record<string, unknown> = stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...(stored as Record<string, unknown>) } : {};
  let changed = false;
  for (const key of LEGACY_CONTACT_PROFILE_KEYS) {
    const value = profiles[key]?.trim();
    const current = social[key];
    if (value && isWebLink(value) && (current == null || current === '')) {
      social[key] = value;
      changed = true;
    }
  }
  return changed ? social : null;
}

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const withoutProfiles = (value: unknown): Record<string, unknown> | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !(LEGACY_CONTACT_PROFILE_KEYS as readonly string[]).includes(key)));
};

/** Returns true when it carried or dropped anything. Needs the raw connection (the columns are no longer in the Drizzle schema). */
export function carryContactProfilesBeforeMigration(sqlite: Database.Database, now = Date.now()): boolean {
  const columns = sqlite.prepare(`select name from pragma_table_info('contact_info')`).pluck().all() as string[];
  if (!LEGACY_CONTACT_PROFILE_KEYS.every((key) => columns.includes(key))) return false;
  return sqlite
    .transaction(() => {
      let changed = false;
      const row = sqlite.prepare(`select id, instagram, facebook, staged, published_at from contact_info limit 1`).get() as
        | { id: string; instagram: string; facebook: string; staged: string | null; published_at: number | null }
        | undefined;
      if (!row) return false;

      if (row.published_at != null) {
        const socialRow = sqlite.prepare(`select value from site_settings where key = 'social'`).get() as { value: string } | undefined;
        const next = socialWithProfiles(parseJson(socialRow?.value), { instagram: row.instagram, facebook: row.facebook });
        if (next) {
          sqlite
            .prepare(`insert into site_settings (key, value, updated_at) values ('social', ?, ?) on conflict(key) do update set value = excluded.value, updated_at = excluded.updated_at`)
            .run(JSON.stringify(next), now);
          changed = true;
        }
      }

      const staged = parseJson(row.staged);
      const keptStaged = withoutProfiles(staged);
      if (keptStaged && Object.keys(keptStaged).length !== Object.keys(staged as object).length) {
        const empty = Object.keys(keptStaged).length === 0;
        sqlite
          .prepare(`update contact_info set staged = ?, is_published = ? where id = ?`)
          .run(empty ? null : JSON.stringify(keptStaged), empty && row.published_at != null ? 1 : 0, row.id);
        changed = true;
      }

      const pending = sqlite
        .prepare(`select id, change_type, old_value, new_value from content_change_log where table_name = 'contact_info' and status = 'pending'`)
        .all() as { id: string; change_type: string; old_value: string | null; new_value: string | null }[];
      for (const entry of pending) {
        const newValue = withoutProfiles(parseJson(entry.new_value));
        if (!newValue || Object.keys(newValue).length === Object.keys(parseJson(entry.new_value) as object).length) continue;
        const oldValue = withoutProfiles(parseJson(entry.old_value));
        if (entry.change_type === 'update' && Object.keys(newValue).length === 0) {
          sqlite.prepare(`update content_change_log set status = 'reverted', reverted_at = ? where id = ?`).run(now, entry.id);
        } else {
          sqlite
            .prepare(`update content_change_log set old_value = ?, new_value = ? where id = ?`)
            .run(oldValue ? JSON.stringify(oldValue) : null, JSON.stringify(newValue), entry.id);
        }
        changed = true;
      }
      return changed;
    })
    .immediate();
}
