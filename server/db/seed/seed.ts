import { and, eq, max } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../config.ts';
import { todayIn } from '../../lib/dates.ts';
import type { DB } from '../client.ts';
import {
  calendarSettings,
  contactInfo,
  contentSections,
  faqs,
  galleryImages,
  heroSlides,
  pageSettings,
  siteSettings,
} from '../schema/index.ts';
import { EMPTY_CONTACT_INFO } from '../../../shared/contact.ts';
import { DEMO_RECORDS_KEY, SEEDED_AT_KEY, STARTER_VENUE_KEY, type StarterVenue } from '../../../shared/setup.ts';
import { insertDemoRecords } from './demo-records.ts';
import { EMPTY_VENUE_FAQ, EMPTY_VENUE_HERO, EMPTY_VENUE_PAGES, EMPTY_VENUE_SECTIONS, EMPTY_VENUE_SETTINGS } from './empty-venue.ts';
import { CONTACT_INFO, STARTER_FAQS, STARTER_PAGES, STARTER_SECTIONS } from './starter-content.ts';
import { WEEKDAYS } from '../../../shared/calendar.ts';

export const STARTER_IMAGES_DIR = path.join(rootDir, 'data', 'starter', 'images');
/** URL prefix the server serves the starter images under. */
export const STARTER_IMAGES_URL = '/starter';
const SEED_MARKER = SEEDED_AT_KEY;

export { starterPremiumDate } from './demo-records.ts';

export interface StarterImage {
  file: string;
  kind: 'hero' | 'gallery' | 'event' | 'about' | 'brand';
  title: string;
  category: string | null;
  altText: string;
  width: number;
  height: number;
}

export function starterImages(): StarterImage[] {
  const manifest = path.join(rootDir, 'data', 'starter', 'images.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')) as StarterImage[];
}

export const starterImageUrl = (file: string) => `${STARTER_IMAGES_URL}/${file}`;

/**
 * Fills an empty database with the starter venue, once: a marker row records that it ran, so a
 * second start (or an owner who deleted every FAQ) never gets the starter content again.
 * `venue`: the demo venue with sample bookings and inquiries, or the empty venue of a production
 * install (server/db/seed/empty-venue.ts). Returns true when it seeded. On an already seeded
 * database it only adds the fixed pages' sections that a later version introduced
 * (see `addMissingPageSections`).
 */
export function seedStarterContent(db: DB, { timeZone, now = new Date(), venue = 'demo' }: { timeZone: string; now?: Date; venue?: StarterVenue }): boolean {
  return db.transaction(
    (tx) => {
      if (tx.select().from(siteSettings).where(eq(siteSettings.key, SEED_MARKER)).get()) {
        const seededAs = tx.select().from(siteSettings).where(eq(siteSettings.key, STARTER_VENUE_KEY)).get()?.value;
        addMissingPageSections(tx, now, seededAs === 'empty' ? 'empty' : 'demo');
        return false;
      }
      const publishedAt = now;
      const today = todayIn(timeZone, now);
      const empty = venue === 'empty';

      tx.insert(pageSettings)
        .values((empty ? EMPTY_VENUE_PAGES : STARTER_PAGES).map((page, index) => ({ ...page, sortOrder: index + 1 })))
        .run();

      tx.insert(contentSections)
        .values(
          (empty ? EMPTY_VENUE_SECTIONS : STARTER_SECTIONS).map((section, index) => ({
            ...section,
            link: section.link ?? null,
            sortOrder: index + 1,
            isActive: true,
            isPublished: true,
            publishedAt,
          })),
        )
        .run();

      // The empty venue's record has nothing set: nothing is shown until the owner adds theirs.
      tx.insert(contactInfo).values({ ...(empty ? EMPTY_CONTACT_INFO : CONTACT_INFO), isPublished: true, publishedAt }).run();

      tx.insert(faqs)
        .values((empty ? [EMPTY_VENUE_FAQ] : STARTER_FAQS).map((faq, index) => ({ ...faq, sortOrder: index + 1, isActive: true })))
        .run();

      const images = starterImages();
      const gallery = empty ? [] : images.filter((image) => image.kind === 'gallery');
      if (gallery.length > 0) tx.insert(galleryImages)
        .values(
          gallery.map((image, index) => ({
            title: image.title,
            category: image.category ?? 'All',
            imageUrl: starterImageUrl(image.file),
            altText: image.altText,
            width: image.width,
            height: image.height,
            sortOrder: index + 1,
            isActive: true,
            isPublished: true,
            publishedAt,
          })),
        )
        .run();
      const heroes = images.filter((image) => image.kind === 'hero');
      tx.insert(heroSlides)
        .values(
          heroes.map((image, index) => ({
            title: empty ? EMPTY_VENUE_HERO.title : image.title,
            subtitle: empty ? EMPTY_VENUE_HERO.subtitle : '',
            imageUrl: starterImageUrl(image.file),
            altText: empty ? EMPTY_VENUE_HERO.altText : image.altText,
            sortOrder: index + 1,
            isActive: true,
            isPublished: true,
            publishedAt,
          })),
        )
        .run();

      tx.insert(calendarSettings)
        .values({
          isActive: true,
          startTime: '10:00',
          endTime: '24:00',
          availableDays: [...WEEKDAYS],
          minimumBookingHours: 4,
          maximumBookingHours: 14,
          advanceBookingDays: 540,
        })
        .run();

      if (venue === 'demo') {
        const records = insertDemoRecords(tx, today, now);
        tx.insert(siteSettings).values({ key: DEMO_RECORDS_KEY, value: records }).run();
      } else {
        const settings = EMPTY_VENUE_SETTINGS(Number(today.slice(0, 4)));
        tx.insert(siteSettings)
          .values((['footer', 'social', 'branding'] as const).map((key) => ({ key, value: settings[key] })))
          .run();
      }
      tx.insert(siteSettings).values({ key: STARTER_VENUE_KEY, value: venue }).run();
      tx.insert(siteSettings).values({ key: SEED_MARKER, value: now.toISOString() }).run();
      return true;
    },
    { behavior: 'immediate' },
  );
}

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/**
 * Adds, published, the starter sections of the fixed pages (every type but `other`, the
 * resources) that a database seeded by an earlier version lacks, such as `cultural_events`.
 * Those sections cannot be deleted (only hidden), so a missing one was never there: adding it
 * shows visitors the same text as the page's built-in fallback and gives the owner a card to edit.
 * Returns how many were added.
 */
export function addMissingPageSections(tx: Tx | DB, now = new Date(), venue: StarterVenue = 'demo'): number {
  let added = 0;
  for (const section of venue === 'empty' ? EMPTY_VENUE_SECTIONS : STARTER_SECTIONS) {
    if (section.type === 'other') continue;
    const exists = tx
      .select({ id: contentSections.id })
      .from(contentSections)
      .where(and(eq(contentSections.type, section.type), eq(contentSections.sectionKey, section.sectionKey)))
      .get();
    if (exists) continue;
    const last = tx.select({ sortOrder: max(contentSections.sortOrder) }).from(contentSections).where(eq(contentSections.type, section.type)).get();
    tx.insert(contentSections)
      .values({ ...section, link: section.link ?? null, sortOrder: (last?.sortOrder ?? 0) + 1, isActive: true, isPublished: true, publishedAt: now })
      .run();
    added += 1;
  }
  return added;
}
