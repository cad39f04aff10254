import { and, eq } from 'drizzle-orm';
import { CONTACT_INFO_KEYS, contactInfoOf, EMPTY_CONTACT_INFO, parseLegacyContactInfoJson, type ContactInfo } from '../../../shared/contact.ts';
import type { DB, Transaction } from '../client.ts';
import { contactInfo, contentChangeLog, contentSections, siteSettings } from '../schema/index.ts';
import { socialWithProfiles } from './contact-profiles.ts';

/*
 * Start-up upgrade (issue 21): databases from before the `contact_info` table kept the venue's
 * contact details as JSON in the title of the `contact_info` content section, and the footer
 * setting kept a second phone, e-mail and address. Migrations stay pure schema (drizzle-kit), so the
 * data moves here, in code, in one transaction, once: when the table already has its row this does
 * nothing. What moves:
 * - the section's published JSON → the row's columns; a staged JSON edit → the row's `staged`, with
 *   its pending change-log entry pointed at the new row (so it can still be published or reverted);
 * - the footer's own phone, e-mail and address fill the details the section left empty (or make the
 *   record when there was no section), and leave the footer setting;
 * - the old section is deleted (its published log entries stay as history);
 * - the section's Instagram and Facebook addresses fill the social links where those are empty
 *   (the links are the profiles' one home; contact-profiles.ts does the same for databases that
 *   already had the table with those two columns).
 * Then `upgradeFooterHours` (below) moves the footer's own business hours into the record.
 */

const FOOTER_CONTACT_KEYS = ['phone', 'email', 'address'] as const;

function stringsOf(value: unknown): Partial<Record<(typeof FOOTER_CONTACT_KEYS)[number], string>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    FOOTER_CONTACT_KEYS.flatMap((key) => (typeof record[key] === 'string' && record[key].trim() ? [[key, record[key].trim()]] : [])),
  );
}

function foldFooter(info: ContactInfo, footer: ReturnType<typeof stringsOf>): ContactInfo {
  const next = contactInfoOf(info);
  for (const key of FOOTER_CONTACT_KEYS) if (!next[key] && footer[key]) next[key] = footer[key];
  return next;
}

/** Fills empty social links from profiles older versions kept with the contact details. */
function carryProfilesIntoSocial(tx: Transaction, profiles: { instagram?: string; facebook?: string }, now: Date) {
  const stored = tx.select().from(siteSettings).where(eq(siteSettings.key, 'social')).get();
  const next = socialWithProfiles(stored?.value, profiles);
  if (!next) return;
  tx.insert(siteSettings)
    .values({ key: 'social', value: next, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: next, updatedAt: now } })
    .run();
}

/** Returns true when it moved anything. */
export function upgradeContactInfo(db: DB, now = new Date()): boolean {
  return db.transaction(
    (tx) => {
      if (tx.select({ id: contactInfo.id }).from(contactInfo).limit(1).get()) return false;
      const section = tx
        .select()
        .from(contentSections)
        .where(and(eq(contentSections.type, 'contact'), eq(contentSections.sectionKey, 'contact_info')))
        .get();
      const footerRow = tx.select().from(siteSettings).where(eq(siteSettings.key, 'footer')).get();
      const footer = stringsOf(footerRow?.value);
      if (!section && Object.keys(footer).length === 0) return false;

      const legacy = section ? parseLegacyContactInfoJson(section.title) : null;
      const published = foldFooter(legacy ?? EMPTY_CONTACT_INFO, footer);
      const stagedTitle = section?.staged?.title;
      const stagedInfo = stagedTitle != null ? foldFooter(parseLegacyContactInfoJson(stagedTitle), footer) : null;
      const stagedDiff = stagedInfo
        ? Object.fromEntries(CONTACT_INFO_KEYS.filter((key) => stagedInfo[key] !== published[key]).map((key) => [key, stagedInfo[key]]))
        : {};
      const hasStaged = Object.keys(stagedDiff).length > 0;
      const publishedAt = section ? section.publishedAt : now;

      const row = tx
        .insert(contactInfo)
        .values({
          ...published,
          staged: hasStaged ? stagedDiff : null,
          isPublished: publishedAt != null && !hasStaged,
          publishedAt,
          createdAt: section?.createdAt ?? now,
          updatedAt: section?.updatedAt ?? now,
        })
        .returning()
        .get();

      if (section) {
        const pending = tx
          .select()
          .from(contentChangeLog)
          .where(
            and(
              eq(contentChangeLog.tableName, 'content_sections'),
              eq(contentChangeLog.recordId, section.id),
              eq(contentChangeLog.status, 'pending'),
            ),
          )
          .all();
        for (const entry of pending) {
          const isCreate = section.publishedAt == null;
          const moved = isCreate
            ? { changeType: 'create' as const, description: "Added contact page 'Contact details'", oldValue: null, newValue: { ...published } }
            : hasStaged
              ? {
                  changeType: 'update' as const,
                  description: "Updated contact details of 'Contact details' (contact page)",
                  oldValue: Object.fromEntries(Object.keys(stagedDiff).map((key) => [key, published[key as keyof ContactInfo]])),
                  newValue: stagedDiff,
                }
              : null;
          if (moved) {
            tx.update(contentChangeLog).set({ ...moved, tableName: 'contact_info', recordId: row.id }).where(eq(contentChangeLog.id, entry.id)).run();
          } else {
            tx.update(contentChangeLog).set({ status: 'reverted', revertedAt: now }).where(eq(contentChangeLog.id, entry.id)).run();
          }
        }
        tx.delete(contentSections).where(eq(contentSections.id, section.id)).run();
      }
      // Only what was published: social links go live at once.
      if (legacy && section?.publishedAt != null) carryProfilesIntoSocial(tx, legacy, now);

      if (footerRow && footerRow.value && typeof footerRow.value === 'object') {
        const rest = Object.fromEntries(
          Object.entries(footerRow.value as Record<string, unknown>).filter(([key]) => !(FOOTER_CONTACT_KEYS as readonly string[]).includes(key)),
        );
        tx.update(siteSettings).set({ value: rest, updatedAt: now }).where(eq(siteSettings.key, 'footer')).run();
      }
      return true;
    },
    { behavior: 'immediate' },
  );
}

/**
 * The footer kept its own business hours beside the contact record's (until this version). The
 * record is their one home now: footer hours fill a record whose hours are blank (possible only for
 * a record the upgrade above made from JSON without hours: the form requires them), and the key
 * leaves the stored footer, so this acts once. A filled record keeps its hours (they are what the
 * contact page showed), and without a record nothing is carried (the site shows the defaults).
 * Returns true when it changed anything.
 */
export function upgradeFooterHours(db: DB, now = new Date()): boolean {
  return db.transaction(
    (tx) => {
      const footerRow = tx.select().from(siteSettings).where(eq(siteSettings.key, 'footer')).get();
      const footer = footerRow?.value;
      if (!footer || typeof footer !== 'object' || Array.isArray(footer) || !('hours' in footer)) return false;
      const { hours, ...rest } = footer as Record<string, unknown>;
      const text = typeof hours === 'string' ? hours.trim() : '';
      const row = tx.select({ id: contactInfo.id, hours: contactInfo.hours }).from(contactInfo).limit(1).get();
      if (row && !row.hours.trim() && text) {
        tx.update(contactInfo).set({ hours: text, updatedAt: now }).where(eq(contactInfo.id, row.id)).run();
      }
      tx.update(siteSettings).set({ value: rest, updatedAt: now }).where(eq(siteSettings.key, 'footer')).run();
      return true;
    },
    { behavior: 'immediate' },
  );
}
