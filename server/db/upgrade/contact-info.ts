import { and, eq } from 'drizzle-orm';
import { CONTACT_INFO_KEYS, DEFAULT_CONTACT_INFO, EMPTY_CONTACT_INFO, parseLegacyContactInfoJson, type ContactInfo } from '../../../shared/contact.ts';
import type { Transaction } from '../client.ts';
import { adminNotes, contactInfo, contentChangeLog, contentSections, siteSettings } from '../schema/index.ts';
import { socialWithProfiles } from './contact-profiles.ts';

/*
 * Data upgrades of the venue's contact details (run once each, recorded in upgrade_log: see
 * ./index.ts). Databases from before the `contact_info` table kept the details twice: as JSON in
 * the title of the `contact_info` content section (the contact page) and as the footer setting's
 * own phone, e-mail, address and hours (the footer of every page). The record is their one home
 * now. Rules, per detail:
 * - the two agree: that value;
 * - one is what the owner typed and the other the starter venue's value or empty: the owner's
 *   (the starter's details are a made-up venue's, never the owner's choice);
 * - both are the owner's and disagree: what visitors saw on every page wins, i.e. the footer's when
 *   the footer showed it (its "show contact details" / "show business hours" switch was on), else
 *   the contact page's;
 * - neither is the owner's: what visitors saw, the footer's when it showed one, else the page's.
 * A value the owner typed that is not kept is written into a note the admin sees on the dashboard
 * until they dismiss it: nothing the owner typed is dropped silently.
 */

const FOOTER_CONTACT_KEYS = ['phone', 'email', 'address'] as const;
type Key = keyof ContactInfo;

const LABELS: Record<Key, string> = { phone: 'Phone', email: 'Email', address: 'Address', hours: 'Business hours' };

type FooterDocument = Record<string, unknown>;

const asDocument = (value: unknown): FooterDocument | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as FooterDocument) : null);

/** The footer's value of a detail as visitors saw it: what is stored, else the starter default. */
function footerValue(footer: FooterDocument | null, key: Key): string {
  const stored = footer?.[key];
  return typeof stored === 'string' ? stored.trim() : DEFAULT_CONTACT_INFO[key];
}

/** Whether the footer showed the detail (its switches defaulted to on). */
function footerShows(footer: FooterDocument | null, key: Key): boolean {
  const switchName = key === 'hours' ? 'showBusinessHours' : 'showContactInfo';
  return footer?.[switchName] !== false;
}

const typedByOwner = (key: Key, value: string) => value !== '' && value !== DEFAULT_CONTACT_INFO[key];

interface Dropped {
  key: Key;
  kept: string;
  keptFrom: string;
  dropped: string;
  droppedFrom: string;
}

/** One detail from the page's and the footer's values (rules above). */
function reconcile(key: Key, page: string, footer: FooterDocument | null, pageName: string, dropped: Dropped[]): string {
  const fromFooter = footerValue(footer, key);
  if (page === fromFooter) return page;
  const shown = footerShows(footer, key);
  const pageTyped = typedByOwner(key, page);
  const footerTyped = typedByOwner(key, fromFooter);
  if (pageTyped !== footerTyped) return pageTyped ? page : fromFooter;
  const footerWins = shown && fromFooter !== '';
  if (pageTyped) {
    dropped.push(
      footerWins
        ? { key, kept: fromFooter, keptFrom: 'the footer', dropped: page, droppedFrom: pageName }
        : { key, kept: page, keptFrom: pageName, dropped: fromFooter, droppedFrom: 'the footer (hidden from visitors)' },
    );
  }
  return footerWins ? fromFooter : page;
}

/** Writes the dashboard note listing what was not kept (nothing when all was kept). */
function noteDropped(tx: Transaction, dropped: Dropped[], now: Date) {
  if (dropped.length === 0) return;
  const lines = dropped.map(
    (item) => `${LABELS[item.key]}: kept “${item.kept}” (shown in ${item.keptFrom}); not kept: “${item.dropped}” (shown in ${item.droppedFrom}).`,
  );
  tx.insert(adminNotes)
    .values({
      title: 'Check your contact details',
      body: [
        'Your footer and your contact page showed different contact details. Since the update the site keeps one set, under Contact, and shows it on every page.',
        ...lines,
        'If a value that was not kept is the right one, enter it under Contact and publish.',
      ].join('\n'),
      createdAt: now,
    })
    .run();
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

const withoutKeys = (document: FooterDocument, keys: readonly string[]) => Object.fromEntries(Object.entries(document).filter(([key]) => !keys.includes(key)));

/**
 * The details from the content section's JSON and the footer into the `contact_info` record; a
 * staged JSON edit becomes the record's staged edit (its pending change-log entry moves with it);
 * the old section is deleted (its published log entries stay as history); the footer keeps its
 * other settings. The JSON's Instagram and Facebook fill empty social links (their one home).
 * Returns a line for the log when it moved anything.
 */
export function upgradeContactInfo(tx: Transaction, now = new Date()): string | null {
  if (tx.select({ id: contactInfo.id }).from(contactInfo).limit(1).get()) return null;
  const section = tx
    .select()
    .from(contentSections)
    .where(and(eq(contentSections.type, 'contact'), eq(contentSections.sectionKey, 'contact_info')))
    .get();
  const footerRow = tx.select().from(siteSettings).where(eq(siteSettings.key, 'footer')).get();
  const footer = asDocument(footerRow?.value);
  if (!section && !footer) return null;

  // What the contact page showed: the section's JSON (nothing set when invalid), or the starter
  // details when there was no section.
  const legacy = section ? parseLegacyContactInfoJson(section.title) : null;
  const page: ContactInfo = legacy ?? DEFAULT_CONTACT_INFO;
  const dropped: Dropped[] = [];
  const published = { ...EMPTY_CONTACT_INFO };
  for (const key of CONTACT_INFO_KEYS) published[key] = reconcile(key, page[key], footer, 'the contact page', dropped);

  // A staged edit keeps exactly what the owner changed in it.
  const stagedTitle = section?.staged?.title;
  const stagedPage = stagedTitle != null ? parseLegacyContactInfoJson(stagedTitle) : null;
  const stagedDiff: Partial<ContactInfo> = {};
  if (stagedPage) {
    for (const key of CONTACT_INFO_KEYS) if (stagedPage[key] !== page[key] && stagedPage[key] !== published[key]) stagedDiff[key] = stagedPage[key];
  }
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
      .where(and(eq(contentChangeLog.tableName, 'content_sections'), eq(contentChangeLog.recordId, section.id), eq(contentChangeLog.status, 'pending')))
      .all();
    for (const entry of pending) {
      const isCreate = section.publishedAt == null;
      const moved = isCreate
        ? { changeType: 'create' as const, description: "Added contact page 'Contact details'", oldValue: null, newValue: { ...published } }
        : hasStaged
          ? {
              changeType: 'update' as const,
              description: "Updated contact details of 'Contact details' (contact page)",
              oldValue: Object.fromEntries(Object.keys(stagedDiff).map((key) => [key, published[key as Key]])),
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

  if (footerRow && footer) {
    tx.update(siteSettings)
      .set({ value: withoutKeys(footer, [...FOOTER_CONTACT_KEYS, 'hours']), updatedAt: now })
      .where(eq(siteSettings.key, 'footer'))
      .run();
  }
  noteDropped(tx, dropped, now);
  return 'Moved the contact details into their own record';
}

/**
 * Databases that already had the record kept the footer's own business hours beside the record's
 * (the contact page showed the record's, the footer its own). The record is their one home: the
 * hours are reconciled by the rules above (without a record, against the starter hours the contact
 * page showed), and the key leaves the footer. Returns a line for the
 * log when it changed anything.
 */
export function upgradeFooterHours(tx: Transaction, now = new Date()): string | null {
  const footerRow = tx.select().from(siteSettings).where(eq(siteSettings.key, 'footer')).get();
  const footer = asDocument(footerRow?.value);
  if (!footer || !('hours' in footer)) return null;
  const row = tx.select({ id: contactInfo.id, hours: contactInfo.hours }).from(contactInfo).limit(1).get();
  const dropped: Dropped[] = [];
  if (row) {
    const hours = reconcile('hours', row.hours.trim(), footer, 'the contact page', dropped);
    if (hours !== row.hours) tx.update(contactInfo).set({ hours, updatedAt: now }).where(eq(contactInfo.id, row.id)).run();
  } else {
    // Without a record the contact page showed the starter details: they become the record, with
    // the footer's hours when the owner typed them.
    const hours = reconcile('hours', DEFAULT_CONTACT_INFO.hours, footer, 'the contact page', dropped);
    if (hours !== DEFAULT_CONTACT_INFO.hours) tx.insert(contactInfo).values({ ...DEFAULT_CONTACT_INFO, hours, isPublished: true, publishedAt: now, createdAt: now, updatedAt: now }).run();
  }
  tx.update(siteSettings).set({ value: withoutKeys(footer, ['hours']), updatedAt: now }).where(eq(siteSettings.key, 'footer')).run();
  noteDropped(tx, dropped, now);
  return "Moved the footer's business hours into the contact details";
}
