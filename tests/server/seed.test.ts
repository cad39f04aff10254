import Database from 'better-sqlite3';
import { and, count, eq, is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { describe, expect, it } from '../support/fixtures.ts';
import { rootDir } from '../../server/config.ts';
import { migrationsFolder, openDatabase, type DB } from '../../server/db/client.ts';
import { resolveAddress } from '../../shared/route-match.ts';
import {
  bookings,
  calendarAvailability,
  calendarSettings,
  contactInfo,
  contentSections,
  eventSpaces,
  faqs,
  galleryImages,
  contentChangeLog,
  heroSlides,
  pageSettings,
} from '../../server/db/schema/index.ts';
import * as schema from '../../server/db/schema/index.ts';
import { seedStarterContent, starterPremiumDate } from '../../server/db/seed/seed.ts';
import { addDays, weekdayOf } from '../../server/lib/dates.ts';
import type { TestServer } from '../support/test-server.ts';
import { FAQ_CATEGORIES } from '../../shared/content.ts';
import { DEFAULT_CONTACT_INFO } from '../../shared/contact.ts';

const tableCounts = (db: TestServer['db']) =>
  Object.fromEntries(
    Object.entries({ pageSettings, contentSections, faqs, galleryImages, heroSlides, calendarAvailability, bookings, eventSpaces, calendarSettings }).map(
      ([name, table]) => [name, db.select({ n: count() }).from(table).get()!.n],
    ),
  );

describe('starter content', () => {
  it('has a page setting for every public route', ({ server }) => {
    const slugs = server.db.select().from(pageSettings).all().map((page) => page.pageSlug);
    expect(slugs.sort()).toEqual(['about', 'calendar', 'contact', 'events', 'faq', 'gallery', 'home', 'resources']);
  });

  it('has every content section key the specification names, published', ({ server }) => {
    const sections = server.db.select().from(contentSections).all();
    const keys = (type: string) => sections.filter((s) => s.type === type).map((s) => s.sectionKey);
    expect(keys('event')).toEqual(
      expect.arrayContaining(['events_section_title', 'wedding_events', 'birthday_events', 'anniversary_events', 'retirement_events', 'cultural_events']),
    );
    expect(keys('contact')).toEqual(
      expect.arrayContaining(['hero_title', 'hero_subtitle', 'info_title', 'info_description', 'follow_us_title']),
    );
    expect(keys('hero').length).toBeGreaterThan(0);
    expect(keys('about').length).toBeGreaterThan(0);
    expect(sections.every((s) => s.isPublished && s.publishedAt)).toBe(true);
    // The contact details are their own published record, not JSON in a section.
    expect(keys('contact')).not.toContain('contact_info');
    expect(server.db.select().from(contactInfo).all()).toEqual([expect.objectContaining({ ...DEFAULT_CONTACT_INFO, isPublished: true })]);
  });

  it('has 12+ FAQs across every admin category', ({ server }) => {
    const rows = server.db.select().from(faqs).all();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((faq) => faq.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it('opens every day from 10:00 to 24:00 and has the event space', ({ server }) => {
    const settings = server.db.select().from(calendarSettings).get()!;
    expect(settings).toMatchObject({ startTime: '10:00', endTime: '24:00', isActive: true });
    expect(settings.availableDays).toHaveLength(7);
    expect(server.db.select().from(eventSpaces).get()).toMatchObject({ name: 'Grand Ballroom' });
  });

  it('has bookings in every status and special dates of several kinds', ({ server }) => {
    const statuses = new Set(server.db.select().from(bookings).all().map((booking) => booking.status));
    expect(statuses).toEqual(new Set(['pending', 'confirmed', 'completed', 'cancelled']));
    const kinds = new Set(server.db.select().from(calendarAvailability).all().map((date) => date.status));
    expect(kinds).toEqual(new Set(['available', 'unavailable', 'partially_available', 'premium_rate']));
  });

  it('puts the "Peak season Saturday" premium rate on a Saturday 10 to 16 days out, whatever today is', ({ server }) => {
    const peak = server.db.select().from(calendarAvailability).all().find((date) => date.notes === 'Peak season Saturday')!;
    expect(peak).toMatchObject({ status: 'premium_rate', premiumMultiplier: 1.5 });
    expect(weekdayOf(peak.date)).toBe('saturday');
    // Every weekday of a whole week of "todays" gives a Saturday in the same range.
    for (let offset = 0; offset < 7; offset += 1) {
      const today = addDays('2026-03-02', offset);
      const premium = starterPremiumDate(today);
      expect(weekdayOf(premium)).toBe('saturday');
      expect(premium >= addDays(today, 10) && premium <= addDays(today, 16)).toBe(true);
    }
  });

  it('has gallery images and hero slides whose files ship in the repository', async ({ server }) => {
    const images = [...server.db.select().from(galleryImages).all(), ...server.db.select().from(heroSlides).all()];
    expect(images.length).toBeGreaterThan(6);
    for (const image of images) {
      expect(image.imageUrl).toMatch(/^\/starter\//);
      const response = await fetch(`${server.url}${image.imageUrl}`);
      expect(response.status, image.imageUrl).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it("gives a database seeded before a fixed page's section existed that section (cultural_events), once", ({ server }) => {
    const cultural = and(eq(contentSections.type, 'event'), eq(contentSections.sectionKey, 'cultural_events'));
    server.db.delete(contentSections).where(cultural).run();
    const before = tableCounts(server.db);
    const second = openDatabase(server.config.databasePath);
    try {
      expect(seedStarterContent(second.db, { timeZone: 'America/New_York' })).toBe(false);
      const row = second.db.select().from(contentSections).where(cultural).get();
      expect(row).toMatchObject({ title: 'Cultural Events', isActive: true, isPublished: true, staged: null });
      expect(row!.publishedAt).toBeInstanceOf(Date);
      expect(tableCounts(second.db)).toEqual({ ...before, contentSections: before.contentSections! + 1 });
      // A second start adds nothing more.
      seedStarterContent(second.db, { timeZone: 'America/New_York' });
      expect(tableCounts(second.db)).toEqual({ ...before, contentSections: before.contentSections! + 1 });
    } finally {
      second.close();
    }
  });

  it('does not duplicate anything when the app starts again on the same database', ({ server }) => {
    const before = tableCounts(server.db);
    const second = openDatabase(server.config.databasePath);
    try {
      expect(seedStarterContent(second.db, { timeZone: 'America/New_York' })).toBe(false);
      expect(tableCounts(second.db)).toEqual(before);
    } finally {
      second.close();
    }
  });
});

describe('the resources of the starter content', () => {
  const CHECKLIST = '/wedding-planning-checklist.html';
  const checklist = and(eq(contentSections.type, 'other'), eq(contentSections.sectionKey, 'resource_planning_checklist'));
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => { fs.rmSync(dir, { recursive: true, force: true }); }));

  const isScreen = (link: string) => {
    const address = resolveAddress('GET', link);
    return address.kind === 'route' && address.route.kind !== 'server';
  };

  it('link to a page of the site or to a file it serves: the checklist is a page of its own', ({ server }) => {
    const links = server.db.select().from(contentSections).where(eq(contentSections.type, 'other')).all().map((section) => section.link!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(isScreen(link) || fs.existsSync(path.join(rootDir, 'client', 'public', link)), link).toBe(true);
    expect(server.db.select().from(contentSections).where(checklist).get()!.link).toBe(CHECKLIST);
  });

  /**
   * Adds to the old database's tables every column today's schema has and they lack (as plain
   * nullable columns with today's default), so today's seed can write them; returns them, to drop
   * once the seed is done. Tables in `skip` are lent by hand.
   */
  function lendLaterColumns(sqlite: Database.Database, skip: string[]): [string, string][] {
    const lent: [string, string][] = [];
    for (const value of Object.values(schema)) {
      if (!is(value, SQLiteTable)) continue;
      const { name, columns } = getTableConfig(value);
      if (skip.includes(name)) continue;
      const existing = (sqlite.prepare(`PRAGMA table_info(\`${name}\`)`).all() as { name: string }[]).map((column) => column.name);
      if (existing.length === 0) continue;
      for (const column of columns) {
        if (existing.includes(column.name) || column.generated) continue;
        const fallback = typeof column.default === 'number' ? ` DEFAULT ${column.default}` : '';
        sqlite.exec(`ALTER TABLE \`${name}\` ADD COLUMN \`${column.name}\` ${column.getSQLType()}${fallback}`);
        lent.push([name, column.name]);
      }
    }
    return lent;
  }

  /** A database seeded before migration 0003: migrated to 0002 only, its checklist linking to `link`. */
  function databaseBeforeChecklist(link: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-checklist-'));
    dirs.push(dir);
    const oldMigrations = path.join(dir, 'drizzle');
    fs.cpSync(migrationsFolder, oldMigrations, { recursive: true });
    const journalFile = path.join(oldMigrations, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === '0003_resource_checklist_link'));
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const file = path.join(dir, 'venue.db');
    const sqlite = new Database(file);
    const db = drizzle(sqlite, { schema }) as DB;
    migrate(db, { migrationsFolder: oldMigrations });
    // Today's seed writes today's event_spaces, which lost the unread capacity column in 0009: it is
    // taken away for the seed and put back as the old schema had it, so migration 0009 still finds it.
    // Likewise today's inquiries carry a source (0013) and an updated_at (0023), which are lent for the
    // seed and taken back, and today's seed writes the contact details into their own table,
    // lent the same way, and so are an inquiry's submission key, alternative dates and lost reason (0032).
    sqlite.exec('ALTER TABLE event_spaces DROP COLUMN capacity');
    sqlite.exec("ALTER TABLE inquiries ADD COLUMN source text NOT NULL DEFAULT 'not_given'");
    sqlite.exec('ALTER TABLE inquiries ADD COLUMN updated_at integer NOT NULL DEFAULT 0');
    const lentToInquiries = ["alternative_dates text NOT NULL DEFAULT '[]'", 'submission_key text', 'lost_reason text', 'lost_note text', 'lost_at integer', 'version integer NOT NULL DEFAULT 1'];
    for (const column of lentToInquiries) sqlite.exec(`ALTER TABLE inquiries ADD COLUMN ${column}`);
    const contactInfoMigration = fs.readdirSync(migrationsFolder).find((name) => name.endsWith('.sql') && fs.readFileSync(path.join(migrationsFolder, name), 'utf8').includes('CREATE TABLE `contact_info`'))!;
    sqlite.exec(fs.readFileSync(path.join(migrationsFolder, contactInfoMigration), 'utf8'));
    // Columns later migrations add to tables the seed writes (every record's version, 0019) are lent too.
    const lent = lendLaterColumns(sqlite, ['inquiries']).filter(([table]) => table !== 'contact_info');
    seedStarterContent(db, { timeZone: 'America/New_York' });
    db.update(contentSections).set({ link }).where(checklist).run();
    sqlite.exec('DROP TABLE contact_info');
    for (const [table, column] of lent) sqlite.exec(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``);
    for (const column of lentToInquiries) sqlite.exec(`ALTER TABLE inquiries DROP COLUMN ${column.split(' ')[0]}`);
    sqlite.exec('ALTER TABLE inquiries DROP COLUMN source');
    sqlite.exec('ALTER TABLE inquiries DROP COLUMN updated_at');
    sqlite.exec('ALTER TABLE event_spaces ADD COLUMN capacity integer NOT NULL DEFAULT 450');
    sqlite.close();
    return file;
  }

  it('point an older database\'s checklist from /faq to the checklist page (migration 0003), keeping a pending edit', () => {
    const file = databaseBeforeChecklist('/faq');
    const before = drizzle(new Database(file), { schema }) as DB; // not migrated further yet
    const row = before.select({ id: contentSections.id, title: contentSections.title }).from(contentSections).where(checklist).get()!;
    // The owner had staged a new title and link, not yet published: the change log holds the live link as the old value.
    // In SQL: today's update statements also move the version, a column this database has not got yet.
    before.$client
      .prepare('UPDATE content_sections SET staged = ?, is_published = 0 WHERE id = ?')
      .run(JSON.stringify({ title: 'Our Planning Checklist', link: '/events' }), row.id);
    // In SQL too: today's change log has an updated_at this database has not got yet.
    before.$client
      .prepare(
        "INSERT INTO content_change_log (id, table_name, record_id, change_type, status, description, old_value, new_value, created_at) VALUES (?, 'content_sections', ?, 'update', 'pending', 'Edited', ?, ?, ?)",
      )
      .run(randomUUID(), row.id, JSON.stringify({ title: row.title, link: '/faq' }), JSON.stringify({ title: 'Our Planning Checklist', link: '/events' }), Date.now());
    before.$client.close();

    const opened = openDatabase(file);
    try {
      const after = opened.db.select().from(contentSections).where(checklist).get()!;
      expect(after).toMatchObject({ link: CHECKLIST, title: 'Wedding Planning Checklist', staged: { title: 'Our Planning Checklist', link: '/events' } });
      const entry = opened.db.select().from(contentChangeLog).where(eq(contentChangeLog.recordId, row.id)).get()!;
      expect(entry).toMatchObject({ oldValue: { title: 'Wedding Planning Checklist', link: CHECKLIST }, newValue: { title: 'Our Planning Checklist', link: '/events' } });
      // The other resources keep their links.
      const links = opened.db.select().from(contentSections).where(eq(contentSections.type, 'other')).all().map((section) => section.link);
      expect(links.sort()).toEqual(['/calendar', '/events', CHECKLIST]);
    } finally {
      opened.close();
    }
  });

  it('leave a checklist its owner pointed elsewhere alone', () => {
    const file = databaseBeforeChecklist('https://example.com/our-checklist.pdf');
    const opened = openDatabase(file);
    try {
      expect(opened.db.select().from(contentSections).where(checklist).get()!.link).toBe('https://example.com/our-checklist.pdf');
    } finally {
      opened.close();
    }
  });
});
