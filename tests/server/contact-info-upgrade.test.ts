import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { describe, expect, it } from '../support/fixtures.ts';
import { migrationsFolder } from '../../server/db/client.ts';
import { adminNotes, contactInfo, contentSections, siteSettings } from '../../server/db/schema/index.ts';
import { DEFAULT_CONTACT_INFO } from '../../shared/contact.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ADMIN, type ContactChange, type ContactDetails, LOG, PUBLIC, PUBLISH, SAVE_SOCIAL_AND_FOOTER, SOCIAL } from '../support/contact-info-world.ts';

/*
 * Upgrading a database an older version left: the contact details it kept as JSON in a content
 * section, or in a record with its own social profiles beside a footer with its own hours, become
 * the one typed record, and nothing a visitor saw or the owner typed is dropped.
 */

/**
 * A database as an older version left it: migrated up to the migration that creates the
 * contact_info table (details as JSON then), or with `withContactTable` up to and including it
 * (the record with its own instagram and facebook columns, the footer with its own hours).
 */
function oldDatabase(rows: (sqlite: Database.Database) => void, { withContactTable = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-old-contact-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const oldMigrations = path.join(dir, 'drizzle');
  fs.cpSync(migrationsFolder, oldMigrations, { recursive: true });
  const journalFile = path.join(oldMigrations, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => fs.readFileSync(path.join(oldMigrations, `${entry.tag}.sql`), 'utf8').includes('CREATE TABLE `contact_info`'));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, withContactTable ? index + 1 : index);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const file = path.join(dir, 'venue.db');
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: oldMigrations });
  if (withContactTable) {
    expect(sqlite.prepare(`select name from pragma_table_info('contact_info')`).pluck().all()).toEqual(expect.arrayContaining(['instagram', 'facebook']));
  } else {
    expect(sqlite.prepare("select name from sqlite_master where name = 'contact_info'").get()).toBeUndefined();
  }
  rows(sqlite);
  sqlite.close();
  return file;
}

const T = Date.parse('2026-10-01T12:00:00Z');
const insertSection = (sqlite: Database.Database, title: string, staged: string | null = null) =>
  sqlite
    .prepare(
      `insert into content_sections (id, type, section_key, title, content, sort_order, is_active, is_published, staged, published_at, created_at, updated_at)
       values ('old-contact', 'contact', 'contact_info', ?, 'Venue contact details (JSON in the title).', 6, 1, ?, ?, ?, ?, ?)`,
    )
    .run(title, staged ? 0 : 1, staged, T, T, T);
const insertFooter = (sqlite: Database.Database, footer: Record<string, unknown>) =>
  sqlite.prepare(`insert into site_settings (key, value, updated_at) values ('footer', ?, ?)`).run(JSON.stringify(footer), T);
const insertSeedMarker = (sqlite: Database.Database) => sqlite.prepare(`insert into site_settings (key, value, updated_at) values ('seeded_at', '"2026-10-01"', ?)`).run(T);

describe('upgrading a database that kept the details as JSON', () => {
  it('carries the published JSON and a pending edit over; the footer every page showed wins a disagreement, the other value goes to a note; once', async () => {
    const published = { phone: '(212) 555-0101', email: '', address: '', hours: 'Daily 9–5', instagram: 'https://instagram.com/oldhall' };
    const staged = { ...published, phone: '(212) 555-0202' };
    const databasePath = oldDatabase((sqlite) => {
      insertSeedMarker(sqlite);
      insertSection(sqlite, JSON.stringify(published), JSON.stringify({ title: JSON.stringify(staged) }));
      sqlite
        .prepare(
          `insert into content_change_log (id, table_name, record_id, change_type, status, description, old_value, new_value, created_at)
           values ('old-entry', 'content_sections', 'old-contact', 'update', 'pending', 'Updated contact details (contact section)', ?, ?, ?)`,
        )
        .run(JSON.stringify({ title: JSON.stringify(published) }), JSON.stringify({ title: JSON.stringify(staged) }), T);
      insertFooter(sqlite, { companyName: 'Old Hall', phone: '(999) 555-0000', email: 'front@oldhall.example', address: '5 Elm St, Oldtown', hours: 'Footer hours', showContactInfo: true });
    });

    const old = await startTestServer({ config: { databasePath } });
    try {
      const oldAdmin = await old.adminSession();
      const visitorSees = (await old.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo;
      // Both phones and both hours were typed by the owner: the footer's, shown on every page, win;
      // the empty e-mail and address come from the footer.
      expect(visitorSees).toMatchObject({ phone: '(999) 555-0000', email: 'front@oldhall.example', address: '5 Elm St, Oldtown', hours: 'Footer hours', isPublished: true });
      // What was not kept is in a note for the admin.
      const [note] = old.db.select().from(adminNotes).all();
      expect(note!.title).toBe('Check your contact details');
      expect(note!.body).toContain('Phone: kept “(999) 555-0000” (shown in the footer); not kept: “(212) 555-0101” (shown in the contact page).');
      expect(note!.body).toContain('Business hours: kept “Footer hours” (shown in the footer); not kept: “Daily 9–5” (shown in the contact page).');
      expect(note!.body).not.toContain('Email');
      // The JSON's Instagram went to the social links, which were not set (Facebook keeps the default).
      expect((await old.session().data<{ siteSettings: { social: object } }>(SOCIAL)).siteSettings.social).toEqual({
        instagram: 'https://instagram.com/oldhall',
        facebook: 'https://www.facebook.com/grandwillowhall',
      });
      expect((await oldAdmin.data<{ adminContactInfo: ContactDetails }>(ADMIN)).adminContactInfo).toMatchObject({ phone: staged.phone, isPublished: false });
      expect(old.db.select().from(contentSections).all().map((row) => row.sectionKey)).not.toContain('contact_info');
      const footer = old.db.select().from(siteSettings).all().find((row) => row.key === 'footer')!.value as Record<string, unknown>;
      expect(footer).toEqual({ companyName: 'Old Hall', showContactInfo: true });

      // The pending edit moved with the details: publishing it makes the staged phone live.
      const [entry] = (await oldAdmin.data<{ contentChangeLog: { nodes: ContactChange[] } }>(LOG)).contentChangeLog.nodes;
      expect(entry).toMatchObject({ id: 'old-entry', tableName: 'CONTACT_INFO', status: 'PENDING' });
      expect(entry!.fieldChanges).toEqual([{ field: 'phone', oldValue: '(999) 555-0000', newValue: staged.phone }]);
      await oldAdmin.data(PUBLISH, { input: { tableName: 'CONTACT_INFO' } });
      expect((await old.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo.phone).toBe(staged.phone);
    } finally {
      await old.close();
    }

    // A second start changes nothing (the upgrade ran once).
    const again = await startTestServer({ config: { databasePath } });
    try {
      expect(again.db.select().from(contactInfo).all()).toHaveLength(1);
      expect(again.db.select().from(adminNotes).all()).toHaveLength(1);
      expect((await again.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo).toMatchObject({ phone: staged.phone, email: 'front@oldhall.example' });
    } finally {
      await again.close();
    }
  });

  it('reads invalid JSON as nothing set: the footer shows what visitors saw, its starter defaults included', async () => {
    const databasePath = oldDatabase((sqlite) => {
      insertSeedMarker(sqlite);
      insertSection(sqlite, 'not json');
      insertFooter(sqlite, { phone: '(999) 555-0000', hours: '  Sat–Sun, 8AM–8PM ' });
    });
    const old = await startTestServer({ config: { databasePath } });
    try {
      // The contact page showed nothing; the footer showed the owner's phone and hours and, for what
      // it did not store, the starter's e-mail and address: that is what the record keeps.
      expect((await old.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo).toMatchObject({
        phone: '(999) 555-0000',
        email: DEFAULT_CONTACT_INFO.email,
        address: DEFAULT_CONTACT_INFO.address,
        hours: 'Sat–Sun, 8AM–8PM',
      });
      expect(old.db.select().from(adminNotes).all()).toEqual([]);
      expect(old.db.select().from(siteSettings).all().find((row) => row.key === 'footer')!.value).toEqual({});
    } finally {
      await old.close();
    }
  });
});

describe('upgrading: what visitors saw wins, nothing typed is dropped', () => {
  it('a footer that hid its details loses a disagreement to the contact page; its values go to the note', async () => {
    const databasePath = oldDatabase((sqlite) => {
      insertSeedMarker(sqlite);
      insertSection(sqlite, JSON.stringify({ ...DEFAULT_CONTACT_INFO, phone: '(212) 555-0101', email: 'page@oldhall.example' }));
      insertFooter(sqlite, { companyName: 'Old Hall', phone: '(999) 555-0000', email: 'page@oldhall.example', address: DEFAULT_CONTACT_INFO.address, showContactInfo: false });
    });
    const old = await startTestServer({ config: { databasePath } });
    try {
      expect((await old.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo).toMatchObject({ phone: '(212) 555-0101', email: 'page@oldhall.example', address: DEFAULT_CONTACT_INFO.address });
      const notes = old.db.select().from(adminNotes).all();
      expect(notes).toHaveLength(1);
      expect(notes[0]!.body).toContain('Phone: kept “(212) 555-0101” (shown in the contact page); not kept: “(999) 555-0000” (shown in the footer (hidden from visitors)).');
      expect(notes[0]!.body.split('\n').filter((line) => line.startsWith('Phone') || line.startsWith('Email') || line.startsWith('Address'))).toHaveLength(1);
    } finally {
      await old.close();
    }
  });

  it("keeps the owner's footer hours when there was no contact record yet", async () => {
    const databasePath = oldDatabase(
      (sqlite) => {
        insertSeedMarker(sqlite);
        insertFooter(sqlite, { companyName: 'Old Hall', hours: 'Fri–Sun, 4PM–1AM' });
      },
      { withContactTable: true },
    );
    const old = await startTestServer({ config: { databasePath } });
    try {
      expect((await old.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo).toMatchObject({ ...DEFAULT_CONTACT_INFO, hours: 'Fri–Sun, 4PM–1AM', isPublished: true });
      expect(old.db.select().from(siteSettings).all().find((row) => row.key === 'footer')!.value).toEqual({ companyName: 'Old Hall' });
    } finally {
      await old.close();
    }
  });
});

describe('upgrading a database whose record kept social profiles and whose footer kept hours', () => {
  const insertRecord = (sqlite: Database.Database, values: { hours: string; instagram: string; facebook: string; staged?: object }) =>
    sqlite
      .prepare(
        `insert into contact_info (id, phone, email, address, hours, instagram, facebook, is_published, staged, published_at, created_at, updated_at)
         values ('record', '(212) 555-0101', 'front@oldhall.example', '5 Elm St', ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(values.hours, values.instagram, values.facebook, values.staged ? 0 : 1, values.staged ? JSON.stringify(values.staged) : null, T, T, T);
  const columns = (server: TestServer) => server.db.$client.prepare(`select name from pragma_table_info('contact_info')`).pluck().all();

  it('fills empty social links and blank hours once, keeps what the owner set, and drops the profiles from a staged edit', async () => {
    const databasePath = oldDatabase(
      (sqlite) => {
        insertSeedMarker(sqlite);
        insertRecord(sqlite, {
          hours: '',
          instagram: 'https://instagram.com/record',
          facebook: 'https://facebook.com/record',
          staged: { phone: '(212) 555-0303', instagram: 'https://instagram.com/staged' },
        });
        sqlite
          .prepare(
            `insert into content_change_log (id, table_name, record_id, change_type, status, description, old_value, new_value, created_at)
             values ('staged-entry', 'contact_info', 'record', 'update', 'pending', 'Updated phone and Instagram', ?, ?, ?)`,
          )
          .run(JSON.stringify({ phone: '(212) 555-0101', instagram: 'https://instagram.com/record' }), JSON.stringify({ phone: '(212) 555-0303', instagram: 'https://instagram.com/staged' }), T);
        sqlite
          .prepare(`insert into site_settings (key, value, updated_at) values ('social', ?, ?)`)
          .run(JSON.stringify({ facebook: 'https://facebook.com/owner', instagram: null, twitter: null, linkedin: null, youtube: null }), T);
        insertFooter(sqlite, { companyName: 'Old Hall', hours: 'Fri–Sun, 4PM–1AM', showBusinessHours: true });
      },
      { withContactTable: true },
    );

    const old = await startTestServer({ config: { databasePath } });
    try {
      expect(columns(old)).not.toContain('instagram');
      // Instagram was empty: it takes the record's; Facebook was the owner's: it stays.
      expect((await old.session().data<{ siteSettings: { social: object } }>(SOCIAL)).siteSettings.social).toEqual({
        instagram: 'https://instagram.com/record',
        facebook: 'https://facebook.com/owner',
      });
      expect((await old.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo).toMatchObject({ hours: 'Fri–Sun, 4PM–1AM', isPublished: true });
      expect(old.db.select().from(siteSettings).all().find((row) => row.key === 'footer')!.value).toEqual({ companyName: 'Old Hall', showBusinessHours: true });

      // The staged edit keeps its phone only, and still publishes.
      const oldAdmin = await old.adminSession();
      const [entry] = (await oldAdmin.data<{ contentChangeLog: { nodes: ContactChange[] } }>(LOG)).contentChangeLog.nodes.filter((change) => change.status === 'PENDING');
      expect(entry!.fieldChanges).toEqual([{ field: 'phone', oldValue: '(212) 555-0101', newValue: '(212) 555-0303' }]);
      await oldAdmin.data(PUBLISH, { input: { tableName: 'CONTACT_INFO' } });
      expect((await old.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo).toMatchObject({ phone: '(212) 555-0303', hours: 'Fri–Sun, 4PM–1AM' });

      // The owner clears Instagram; a restart must not bring the old value back.
      await oldAdmin.data(SAVE_SOCIAL_AND_FOOTER, {
        input: { social: { facebook: 'https://facebook.com/owner' }, footer: { companyName: 'Old Hall', tagline: '', copyright: '', showSocialLinks: true, showContactInfo: true, showBusinessHours: true } },
      });
    } finally {
      await old.close();
    }

    const again = await startTestServer({ config: { databasePath } });
    try {
      expect((await again.session().data<{ siteSettings: { social: object } }>(SOCIAL)).siteSettings.social).toEqual({ instagram: null, facebook: 'https://facebook.com/owner' });
      expect((await again.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo).toMatchObject({ phone: '(212) 555-0303', hours: 'Fri–Sun, 4PM–1AM' });
    } finally {
      await again.close();
    }
  });

  it('hours both typed: the footer’s win and the record’s go to a note; with no social links stored, takes the profile the record had', async () => {
    const databasePath = oldDatabase(
      (sqlite) => {
        insertSeedMarker(sqlite);
        insertRecord(sqlite, { hours: 'Daily 9–5', instagram: 'https://instagram.com/record', facebook: '' });
        insertFooter(sqlite, { companyName: 'Old Hall', hours: 'Footer hours' });
      },
      { withContactTable: true },
    );
    const old = await startTestServer({ config: { databasePath } });
    try {
      expect((await old.session().data<{ contactInfo: ContactDetails }>(PUBLIC)).contactInfo.hours).toBe('Footer hours');
      expect(old.db.select().from(adminNotes).all().map((note) => note.body).join('\n')).toContain('Business hours: kept “Footer hours” (shown in the footer); not kept: “Daily 9–5” (shown in the contact page).');
      expect(old.db.select().from(siteSettings).all().find((row) => row.key === 'footer')!.value).toEqual({ companyName: 'Old Hall' });
      // No social document was stored: Instagram is filled, the empty Facebook leaves the default.
      expect((await old.session().data<{ siteSettings: { social: object } }>(SOCIAL)).siteSettings.social).toEqual({
        instagram: 'https://instagram.com/record',
        facebook: 'https://www.facebook.com/grandwillowhall',
      });
    } finally {
      await old.close();
    }
  });
});
