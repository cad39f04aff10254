import { and, desc, eq, inArray, isNull, like, or } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import { adminNotes, bookings, calendarAvailability, contactInfo, contentSections, faqs, galleryImages, heroSlides, holds, inquiries, siteSettings } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
import { DEFAULT_CONTACT_INFO } from '../../../shared/contact.ts';
import {
  DEMO_RECORDS_KEY,
  isPlaceholderText,
  PLACEHOLDER_VENUE_NAME,
  SEEDED_AT_KEY,
  SETUP_MESSAGES,
  SETUP_STEP_KEYS,
  SETUP_STEPS,
  STARTER_VENUE_KEY,
  type DemoRecords,
  type SetupStepKey,
} from '../../../shared/setup.ts';
import { getSiteSetting, SITE_SETTINGS_DEFAULTS } from '../settings/index.ts';

/*
 * Setting up the venue (shared/setup.ts): the notes the admin sees once, the dashboard's checklist,
 * worked out from what the site holds each time it is asked, and removing the demo venue's sample
 * data. What counts as "not yet the owner's": a placeholder in [brackets] (the empty venue of a
 * production install), or a row the seed wrote and nobody changed since (the demo venue's texts):
 * created with the seed and never updated. "Never updated" is the record's version (every update
 * adds one), not how far updated_at is from created_at: an owner who edits within a second of the
 * seed (or a test that does) has edited it all the same.
 */

const HIDDEN_KEY = 'setup_checklist_hidden';
/** The seed writes every row in one transaction: rows created this close to it are its own. */
const SEED_WINDOW_MS = 60_000;
/**
 * Rows edited before records had versions read version 1; their edit moved updated_at away from
 * created_at (by more than this: a person's edit follows the seed by minutes, not a second).
 */
const UNCHANGED_MS = 1_000;

export interface SetupChecklistItem {
  step: SetupStepKey;
  label: string;
  hint: string;
  done: boolean;
  section: string | null;
}

export interface DemoDataCount {
  bookings: number;
  inquiries: number;
  specialDates: number;
}

export interface SetupChecklist {
  items: SetupChecklistItem[];
  done: number;
  total: number;
  hidden: boolean;
  demoData: DemoDataCount;
}

const setting = (db: DB | Transaction, key: string): unknown => db.select().from(siteSettings).where(eq(siteSettings.key, key)).get()?.value;

function seededAt(db: DB | Transaction): number | null {
  const value = setting(db, SEEDED_AT_KEY);
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

/** A row the seed wrote and nobody changed since. */
function untouchedSeedRow(row: { createdAt: Date; updatedAt: Date; version: number }, seeded: number | null): boolean {
  if (seeded === null || row.version > 1) return false;
  const created = row.createdAt.getTime();
  return created <= seeded + SEED_WINDOW_MS && Math.abs(row.updatedAt.getTime() - created) < UNCHANGED_MS;
}

/**
 * The demo venue's sample rows still present: the ids the seed recorded, or, for a database seeded
 * before ids were recorded, the samples it always wrote (clients at example.com, which no real
 * client has, and the special dates written with the seed).
 */
function demoRows(db: DB | Transaction): DemoRecords {
  const recorded = setting(db, DEMO_RECORDS_KEY) as Partial<DemoRecords> | undefined;
  const present = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
  if (recorded && typeof recorded === 'object') {
    const ids = (list: unknown) => (Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
    const bookingIds = ids(recorded.bookings);
    const inquiryIds = ids(recorded.inquiries);
    const dateIds = ids(recorded.specialDates);
    return {
      bookings: bookingIds.length ? present(db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, bookingIds)).all()) : [],
      inquiries: inquiryIds.length ? present(db.select({ id: inquiries.id }).from(inquiries).where(inArray(inquiries.id, inquiryIds)).all()) : [],
      specialDates: dateIds.length ? present(db.select({ id: calendarAvailability.id }).from(calendarAvailability).where(inArray(calendarAvailability.id, dateIds)).all()) : [],
    };
  }
  const seeded = seededAt(db);
  if (seeded === null || setting(db, STARTER_VENUE_KEY) === 'empty') return { bookings: [], inquiries: [], specialDates: [] };
  const exampleAddress = (column: typeof bookings.clientEmail | typeof inquiries.email) => or(like(column, '%@example.com'), like(column, '%.example.com'));
  return {
    bookings: present(db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.source, 'website'), exampleAddress(bookings.clientEmail))).all()),
    inquiries: present(db.select({ id: inquiries.id }).from(inquiries).where(exampleAddress(inquiries.email)).all()),
    specialDates: present(
      db
        .select({ id: calendarAvailability.id, createdAt: calendarAvailability.createdAt })
        .from(calendarAvailability)
        .all()
        .filter((row) => row.createdAt.getTime() <= seeded + SEED_WINDOW_MS),
    ),
  };
}

const countOf = (rows: DemoRecords): DemoDataCount => ({ bookings: rows.bookings.length, inquiries: rows.inquiries.length, specialDates: rows.specialDates.length });

/** Whether each step is done, from the site as it is now. */
function stepsDone(db: DB, mode: AppServices['outbox']['mode']): Record<SetupStepKey, boolean> {
  const seeded = seededAt(db);
  const branding = getSiteSetting(db, 'branding');
  const unwritten = (text: string) => isPlaceholderText(text);
  const sections = db.select().from(contentSections).where(eq(contentSections.isActive, true)).all();
  const sectionDone = (section: (typeof sections)[number]) =>
    !unwritten(section.title) && !unwritten(section.content) && !untouchedSeedRow(section, seeded) && !(section.staged && (unwritten(section.staged.title ?? '') || unwritten(section.staged.content ?? '')));
  const contact = db.select().from(contactInfo).limit(1).get();
  const slides = db.select().from(heroSlides).where(eq(heroSlides.isActive, true)).all();
  const demo = countOf(demoRows(db));
  return {
    NAME:
      !unwritten(branding.siteTitle) &&
      branding.siteTitle !== PLACEHOLDER_VENUE_NAME &&
      branding.siteTitle !== SITE_SETTINGS_DEFAULTS.branding.siteTitle &&
      !unwritten(branding.siteDescription),
    CONTACT: Boolean(contact && (contact.phone || contact.email) && contact.phone !== DEFAULT_CONTACT_INFO.phone && contact.email !== DEFAULT_CONTACT_INFO.email),
    LOGO: Boolean(branding.logoUrl),
    HOME_PAGE:
      sections.filter((section) => section.type === 'hero').every(sectionDone) &&
      slides.length > 0 &&
      slides.every((slide) => !slide.imageUrl.startsWith('/starter/') && !unwritten(slide.title)),
    PAGES: sections.filter((section) => ['about', 'event', 'gallery', 'contact'].includes(section.type)).every(sectionDone),
    PHOTOS:
      db
        .select({ id: galleryImages.id, imageUrl: galleryImages.imageUrl })
        .from(galleryImages)
        .where(and(eq(galleryImages.isActive, true), eq(galleryImages.isPublished, true)))
        .all()
        .some((image) => !image.imageUrl.startsWith('/starter/')),
    FAQS: db
      .select()
      .from(faqs)
      .where(eq(faqs.isActive, true))
      .all()
      .some((faq) => !unwritten(faq.question) && !unwritten(faq.answer) && !untouchedSeedRow(faq, seeded)),
    EMAIL: mode === 'resend',
    DEMO_DATA: demo.bookings + demo.inquiries + demo.specialDates === 0,
  };
}

export function setupChecklist(deps: Pick<AppServices, 'db' | 'outbox'>): SetupChecklist {
  const done = stepsDone(deps.db, deps.outbox.mode);
  const demoData = countOf(demoRows(deps.db));
  // The demo step is listed only for a venue that started as the demo (and until it is done).
  const startedAsDemo = seededAt(deps.db) !== null && setting(deps.db, STARTER_VENUE_KEY) !== 'empty';
  const steps = SETUP_STEP_KEYS.filter((step) => step !== 'DEMO_DATA' || (startedAsDemo && !done.DEMO_DATA));
  const items = steps.map((step) => ({ step, ...SETUP_STEPS[step], done: done[step] }));
  return {
    items,
    done: items.filter((item) => item.done).length,
    total: items.length,
    hidden: setting(deps.db, HIDDEN_KEY) === true,
    demoData,
  };
}

export async function setSetupChecklistHidden(deps: Pick<AppServices, 'db' | 'outbox' | 'pubsub'>, hidden: boolean): Promise<SetupChecklist> {
  await writeTransaction(deps.db, (tx) =>
    tx
      .insert(siteSettings)
      .values({ key: HIDDEN_KEY, value: hidden })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: hidden, updatedAt: new Date() } })
      .run(),
  );
  deps.pubsub.publish('setupChanged', { change: 'CHECKLIST' });
  return setupChecklist(deps);
}

/**
 * Removes the demo venue's sample bookings (their quotes and payments go with them; their holds
 * are deleted, not left without a client), inquiries and special dates, in one transaction.
 * The owner's own records are never touched.
 */
export async function removeDemoData(deps: Pick<AppServices, 'db' | 'outbox' | 'pubsub'>): Promise<{ removed: DemoDataCount; setupChecklist: SetupChecklist }> {
  const removed = await writeTransaction(deps.db, (tx) => {
    const rows = demoRows(tx);
    if (rows.bookings.length) tx.delete(holds).where(inArray(holds.bookingId, rows.bookings)).run();
    if (rows.inquiries.length) tx.delete(holds).where(inArray(holds.inquiryId, rows.inquiries)).run();
    // A special date blocked for a demo booking goes with it (it is a sample too).
    if (rows.bookings.length) tx.delete(calendarAvailability).where(inArray(calendarAvailability.blockedForBookingId, rows.bookings)).run();
    if (rows.specialDates.length) tx.delete(calendarAvailability).where(inArray(calendarAvailability.id, rows.specialDates)).run();
    if (rows.bookings.length) tx.delete(bookings).where(inArray(bookings.id, rows.bookings)).run();
    if (rows.inquiries.length) tx.delete(inquiries).where(inArray(inquiries.id, rows.inquiries)).run();
    tx.insert(siteSettings)
      .values({ key: DEMO_RECORDS_KEY, value: { bookings: [], inquiries: [], specialDates: [] } })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: { bookings: [], inquiries: [], specialDates: [] }, updatedAt: new Date() } })
      .run();
    return countOf(rows);
  });
  // The calendar's open screens refetch; the hold scheduler re-arms without the demo holds.
  if (removed.specialDates || removed.bookings) deps.pubsub.publish('calendarChanged', { reason: 'specialDate' });
  deps.pubsub.publish('holdsChanged', {});
  // Deleted rows have no bookingsChanged/inquiriesChanged of their own (those carry the record):
  // open dashboards and lists refetch on this.
  deps.pubsub.publish('setupChanged', { change: 'DEMO_DATA' });
  return { removed, setupChecklist: setupChecklist(deps) };
}

export function listAdminNotes(db: DB) {
  return db.select().from(adminNotes).where(isNull(adminNotes.dismissedAt)).orderBy(desc(adminNotes.createdAt)).all();
}

export async function dismissAdminNote(deps: Pick<AppServices, 'db' | 'pubsub'>, id: string): Promise<{ dismissedId: string }> {
  const changed = await writeTransaction(deps.db, (tx) =>
    tx.update(adminNotes).set({ dismissedAt: new Date() }).where(and(eq(adminNotes.id, id), isNull(adminNotes.dismissedAt))).run().changes,
  );
  if (changed === 0) throw notFound(SETUP_MESSAGES.noteNotFound);
  deps.pubsub.publish('setupChanged', { change: 'NOTE' });
  return { dismissedId: id };
}
