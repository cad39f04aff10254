import { and, eq, max } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../config.ts';
import { addDays, todayIn, WEEKDAY_NAMES, weekdayOf } from '../../lib/dates.ts';
import { mainEventSpaceId } from '../../modules/bookings/event-space.ts';
import type { DB } from '../client.ts';
import {
  bookings,
  calendarAvailability,
  calendarSettings,
  contactInfo,
  contentSections,
  faqs,
  galleryImages,
  heroSlides,
  inquiries,
  pageSettings,
  siteSettings,
  type BookingStatus,
} from '../schema/index.ts';
import { CONTACT_INFO, STARTER_FAQS, STARTER_PAGES, STARTER_SECTIONS } from './starter-content.ts';
import { WEEKDAYS } from '../../../shared/calendar.ts';

export const STARTER_IMAGES_DIR = path.join(rootDir, 'data', 'starter', 'images');
/** URL prefix the server serves the starter images under. */
export const STARTER_IMAGES_URL = '/starter';
const SEED_MARKER = 'seeded_at';

/**
 * The starter's premium-rate date, "Peak season Saturday": the first Saturday at least ten days
 * after today (10 to 16 days out, clear of the starter's other special dates at +6 and +19).
 */
export function starterPremiumDate(today: string): string {
  const first = addDays(today, 10);
  const daysToSaturday = (WEEKDAY_NAMES.indexOf('saturday') - WEEKDAY_NAMES.indexOf(weekdayOf(first)) + 7) % 7;
  return addDays(first, daysToSaturday);
}

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
 * Returns true when it seeded. On an already seeded database it only adds the fixed pages'
 * sections that a later version introduced (see `addMissingPageSections`).
 */
export function seedStarterContent(db: DB, { timeZone, now = new Date() }: { timeZone: string; now?: Date }): boolean {
  return db.transaction(
    (tx) => {
      if (tx.select().from(siteSettings).where(eq(siteSettings.key, SEED_MARKER)).get()) {
        addMissingPageSections(tx, now);
        return false;
      }
      const publishedAt = now;
      const today = todayIn(timeZone, now);

      tx.insert(pageSettings)
        .values(STARTER_PAGES.map((page, index) => ({ ...page, sortOrder: index + 1 })))
        .run();

      tx.insert(contentSections)
        .values(
          STARTER_SECTIONS.map((section, index) => ({
            ...section,
            link: section.link ?? null,
            sortOrder: index + 1,
            isActive: true,
            isPublished: true,
            publishedAt,
          })),
        )
        .run();

      tx.insert(contactInfo).values({ ...CONTACT_INFO, isPublished: true, publishedAt }).run();

      tx.insert(faqs)
        .values(STARTER_FAQS.map((faq, index) => ({ ...faq, sortOrder: index + 1, isActive: true })))
        .run();

      const images = starterImages();
      const gallery = images.filter((image) => image.kind === 'gallery');
      tx.insert(galleryImages)
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
            title: image.title,
            subtitle: '',
            imageUrl: starterImageUrl(image.file),
            altText: image.altText,
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

      const eventSpaceId = mainEventSpaceId(tx);

      const specialDates = [
        { date: addDays(today, 6), status: 'unavailable' as const, notes: 'maintenance: Ballroom floor refinishing' },
        { date: starterPremiumDate(today), status: 'premium_rate' as const, notes: 'Peak season Saturday', premiumMultiplier: 1.5 },
        { date: addDays(today, 19), status: 'partially_available' as const, notes: 'Morning corporate breakfast; evening open', startTime: '17:00', endTime: '24:00' },
        { date: addDays(today, 41), status: 'available' as const, notes: 'Open house: tours all day' },
      ];
      const thisNewYearsEve = `${today.slice(0, 4)}-12-31`;
      const newYearsEve = thisNewYearsEve >= today ? thisNewYearsEve : `${Number(today.slice(0, 4)) + 1}-12-31`;
      if (!specialDates.some((special) => special.date === newYearsEve)) {
        specialDates.push({ date: newYearsEve, status: 'premium_rate', notes: 'New Year’s Eve', premiumMultiplier: 2 });
      }
      tx.insert(calendarAvailability).values(specialDates).run();

      const sample = (
        status: BookingStatus,
        dayOffset: number,
        slot: [string, string],
        client: { name: string; email: string; phone?: string },
        event: { type: string; guests: number; cost?: number; requests?: string; notes?: string },
        createdDaysAgo: number,
      ) => ({
        eventSpaceId,
        clientName: client.name,
        clientEmail: client.email,
        clientPhone: client.phone ?? null,
        eventType: event.type,
        eventDate: addDays(today, dayOffset),
        startTime: slot[0],
        endTime: slot[1],
        guestCount: event.guests,
        specialRequests: event.requests ?? null,
        status,
        adminNotes: event.notes ?? null,
        totalCost: event.cost ?? null,
        source: 'website' as const,
        createdAt: new Date(now.getTime() - createdDaysAgo * 86_400_000),
      });
      const evening: [string, string] = ['17:00', '00:00'];
      const daytime: [string, string] = ['10:00', '16:00'];
      const allDay: [string, string] = ['09:00', '23:59'];
      tx.insert(bookings)
        .values([
          sample('pending', 27, evening, { name: 'Sophia Bennett', email: 'sophia.bennett@example.com', phone: '(631) 555-0198' }, { type: 'Wedding', guests: 180, requests: 'Ceremony on the lawn if the weather allows; vegetarian options for about 20 guests.' }, 1),
          sample('pending', 34, daytime, { name: 'Marcus Hale', email: 'marcus.hale@example.com' }, { type: 'Retirement Party', guests: 90, requests: 'Projector for a slideshow.' }, 2),
          sample('pending', 48, evening, { name: 'Priya Raman', email: 'priya.raman@example.com', phone: '(516) 555-0121' }, { type: 'Cultural Event', guests: 320 }, 4),
          sample('confirmed', 9, evening, { name: 'Olivia & James Carter', email: 'olivia.carter@example.com', phone: '(631) 555-0167' }, { type: 'Wedding', guests: 220, cost: 14500, notes: 'Deposit received. Florist arrives 1PM.' }, 40),
          sample('confirmed', 22, daytime, { name: 'Northwind Partners', email: 'events@northwind.example.com' }, { type: 'Conference/Meeting', guests: 140, cost: 6200, notes: 'Needs two wireless mics and the screen.' }, 25),
          sample('confirmed', 63, allDay, { name: 'Elena Rossi', email: 'elena.rossi@example.com' }, { type: 'Anniversary', guests: 110, cost: 8800 }, 12),
          sample('completed', -12, evening, { name: 'David Kim', email: 'david.kim@example.com' }, { type: 'Birthday Party', guests: 75, cost: 4200 }, 70),
          sample('completed', -30, evening, { name: 'Hannah Lopez', email: 'hannah.lopez@example.com' }, { type: 'Wedding', guests: 260, cost: 16800 }, 200),
          sample('cancelled', 16, daytime, { name: 'Greg Foster', email: 'greg.foster@example.com' }, { type: 'Holiday Party', guests: 60, notes: 'Client moved the party to next year.' }, 30),
        ])
        .run();

      tx.insert(inquiries)
        .values([
          {
            name: 'Amelia Grant',
            email: 'amelia.grant@example.com',
            phone: '(631) 555-0110',
            eventType: 'Wedding',
            desiredDate: addDays(today, 90),
            message: 'We are planning a wedding for about 150 guests and would love to schedule a tour on a weekend.',
            status: 'new',
            createdAt: new Date(now.getTime() - 3 * 3_600_000),
          },
          {
            name: 'Tom Becker',
            email: 'tom.becker@example.com',
            phone: null,
            eventType: 'Corporate Event',
            desiredDate: null,
            message: 'Do you offer weekday rates for a half-day workshop of 60 people?',
            status: 'handled',
            createdAt: new Date(now.getTime() - 5 * 86_400_000),
            handledAt: new Date(now.getTime() - 4 * 86_400_000),
          },
        ])
        .run();

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
export function addMissingPageSections(tx: Tx | DB, now = new Date()): number {
  let added = 0;
  for (const section of STARTER_SECTIONS) {
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
