import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { migrationsFolder } from '../../server/db/client.ts';
import { adminNotes, contactInfo, contentChangeLog, contentSections, siteSettings } from '../../server/db/schema/index.ts';
import { DEFAULT_CONTACT_INFO } from '../../shared/contact.ts';
import { signedInAs } from '../support/factories.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * The venue's contact details are one typed, staged record (`contact_info`), not JSON in
 * a content section's title, and the footer shows that record instead of a second phone, address,
 * e-mail and business hours of its own. The social profiles live only in the social links.
 */

const FIELDS = 'phone email address hours isPublished publishedAt';
const PUBLIC = `query ($preview: Boolean) { contactInfo(preview: $preview) { ${FIELDS} } }`;
const ADMIN = `query { adminContactInfo { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { ${FIELDS} } } }`;
const PUBLISH = `mutation ($input: PublishContentChangesInput!) { publishContentChanges(input: $input) { publishedCount } }`;
const REVERT = `mutation ($input: RevertContentChangeInput!) { revertContentChange(input: $input) { change { id status } } }`;
const LOG = `query { contentChangeLog(first: 20, tableName: CONTACT_INFO) { nodes { id tableName changeType status description fieldChanges { field oldValue newValue } } } }`;
const FOOTER = `query { siteSettings { footer { companyName showContactInfo } } }`;
const SOCIAL = `query { siteSettings { social { instagram facebook } } }`;
const SAVE_SOCIAL_AND_FOOTER = `mutation ($input: UpdateSocialAndFooterInput!) { updateSocialAndFooter(input: $input) { social { instagram } } }`;

type Info = { phone: string; email: string | null; address: string; hours: string; isPublished: boolean; publishedAt: string | null };
type Change = { id: string; tableName: string; changeType: string; status: string; description: string; fieldChanges: { field: string; oldValue: string | null; newValue: string | null }[] };

const NEW_DETAILS = {
  phone: '(516) 555-0199',
  email: 'hello@willowoak.example',
  address: '9 Harbor Way, Port Jefferson, NY 11777',
  hours: 'Tue–Sun, 9AM–11PM',
};

let server: TestServer;
let admin: GraphQLSession;
let user: GraphQLSession;

test.beforeAll(async ({ server: started, admin: signedIn }) => {
  server = started;
  admin = signedIn;
  ({ session: user } = await signedInAs(server, 'user'));
});

const publicInfo = async (preview = false, session = server.session()) => (await session.data<{ contactInfo: Info }>(PUBLIC, { preview })).contactInfo;
const pendingEntries = async () => (await admin.data<{ contentChangeLog: { nodes: Change[] } }>(LOG)).contentChangeLog.nodes.filter((entry) => entry.status === 'PENDING');

describe('the contact details record', () => {
  it('is seeded with the shared defaults, published, and no content section holds them any more', async () => {
    expect(await publicInfo()).toMatchObject({ ...DEFAULT_CONTACT_INFO, isPublished: true });
    expect(server.db.select().from(contactInfo).all()).toHaveLength(1);
    const sectionKeys = server.db.select({ key: contentSections.sectionKey }).from(contentSections).all().map((row) => row.key);
    expect(sectionKeys).not.toContain('contact_info');
  });

  it('stages an edit: visitors keep the published details, preview (admins only) and the admin form show the staged ones', async () => {
    const { updateContactInfo } = await admin.data<{ updateContactInfo: { contactInfo: Info } }>(UPDATE, { input: NEW_DETAILS });
    expect(updateContactInfo.contactInfo).toMatchObject({ ...NEW_DETAILS, isPublished: false });

    expect(await publicInfo()).toMatchObject({ phone: DEFAULT_CONTACT_INFO.phone, isPublished: true });
    // A visitor asking for preview gets the live details.
    expect((await publicInfo(true)).phone).toBe(DEFAULT_CONTACT_INFO.phone);
    expect((await publicInfo(true, admin)).phone).toBe(NEW_DETAILS.phone);
    expect((await admin.data<{ adminContactInfo: Info }>(ADMIN)).adminContactInfo).toMatchObject({ ...NEW_DETAILS, isPublished: false });

    const [entry] = await pendingEntries();
    expect(entry).toMatchObject({ tableName: 'CONTACT_INFO', changeType: 'UPDATE', description: "Updated phone, email, address and hours of 'Contact details' (contact page)" });
    expect(entry!.fieldChanges).toContainEqual({ field: 'phone', oldValue: DEFAULT_CONTACT_INFO.phone, newValue: NEW_DETAILS.phone });
  });

  it('goes live when the contact table is published, for the page and the footer alike', async () => {
    const { publishContentChanges } = await admin.data<{ publishContentChanges: { publishedCount: number } }>(PUBLISH, { input: { tableName: 'CONTACT_INFO' } });
    expect(publishContentChanges.publishedCount).toBe(1);
    expect(await publicInfo()).toMatchObject({ ...NEW_DETAILS, isPublished: true });
    expect(await pendingEntries()).toEqual([]);
    // The footer has no phone, address or e-mail of its own: it shows this record.
    const footer = await server.session().request(`query { siteSettings { footer { phone } } }`);
    expect(footer.errors?.[0]?.message).toMatch(/Cannot query field "phone" on type "FooterSettings"/);
    expect((await server.session().data<{ siteSettings: { footer: { showContactInfo: boolean } } }>(FOOTER)).siteSettings.footer.showContactInfo).toBe(true);
  });

  it('reverts a pending edit back to what visitors see', async () => {
    await admin.data(UPDATE, { input: { ...NEW_DETAILS, phone: '(516) 555-0000' } });
    const [entry] = await pendingEntries();
    const { revertContentChange } = await admin.data<{ revertContentChange: { change: { status: string } } }>(REVERT, { input: { id: entry!.id } });
    expect(revertContentChange.change.status).toBe('REVERTED');
    expect((await admin.data<{ adminContactInfo: Info }>(ADMIN)).adminContactInfo).toMatchObject({ phone: NEW_DETAILS.phone, isPublished: true });
    expect((await publicInfo()).phone).toBe(NEW_DETAILS.phone);
  });

  it("gives the footer the record's business hours: published to visitors, staged only in an admin's preview", async () => {
    // What the public layout asks for the footer: its switches, and the contact record's details.
    const LAYOUT = `query ($preview: Boolean) { siteSettings { footer { showBusinessHours } } contactInfo(preview: $preview) { hours } }`;
    type Layout = { siteSettings: { footer: { showBusinessHours: boolean } }; contactInfo: { hours: string } };
    await admin.data(UPDATE, { input: { ...NEW_DETAILS, hours: 'Wed–Sun, noon–10PM' } });
    try {
      expect(await server.session().data<Layout>(LAYOUT, { preview: true })).toEqual({
        siteSettings: { footer: { showBusinessHours: true } },
        contactInfo: { hours: NEW_DETAILS.hours },
      });
      expect((await admin.data<Layout>(LAYOUT, { preview: true })).contactInfo.hours).toBe('Wed–Sun, noon–10PM');
      expect((await admin.data<Layout>(LAYOUT, { preview: false })).contactInfo.hours).toBe(NEW_DETAILS.hours);
    } finally {
      for (const entry of await pendingEntries()) await admin.data(REVERT, { input: { id: entry.id } });
    }
  });

  it('has no second home for hours or profiles in the schema: the footer keeps no hours, the record no Instagram or Facebook', async () => {
    const FIELDS_OF = `query ($name: String!) { __type(name: $name) { fields { name } inputFields { name } } }`;
    const namesOf = async (name: string) => {
      const type = (await server.session().data<{ __type: { fields: { name: string }[] | null; inputFields: { name: string }[] | null } }>(FIELDS_OF, { name })).__type;
      return (type.fields ?? type.inputFields ?? []).map((field) => field.name);
    };
    expect(await namesOf('FooterSettings')).not.toContain('hours');
    expect(await namesOf('FooterSettingsInput')).not.toContain('hours');
    expect(await namesOf('ContactInfo')).toEqual(expect.arrayContaining(['phone', 'email', 'address', 'hours']));
    for (const type of ['ContactInfo', 'UpdateContactInfoInput']) {
      expect((await namesOf(type)).filter((name) => name === 'instagram' || name === 'facebook')).toEqual([]);
    }
    expect(await namesOf('SocialLinks')).toEqual(expect.arrayContaining(['instagram', 'facebook']));
    // A client still sending them is told, and nothing is written.
    const before = server.db.select().from(contactInfo).all();
    const sent = await admin.request(UPDATE, { input: { ...NEW_DETAILS, phone: '(516) 555-0123', instagram: 'https://instagram.com/x' } });
    expect(sent.errors?.[0]?.message).toMatch(/Field "instagram" is not defined by type "UpdateContactInfoInput"/);
    expect(server.db.select().from(contactInfo).all()).toEqual(before);
    const footerWithHours = await admin.request(SAVE_SOCIAL_AND_FOOTER, {
      input: { social: {}, footer: { companyName: 'Willow', tagline: '', hours: '9-5', copyright: '', showSocialLinks: true, showContactInfo: true, showBusinessHours: true } },
    });
    expect(footerWithHours.errors?.[0]?.message).toMatch(/Field "hours" is not defined by type "FooterSettingsInput"/);
  });

  it('refuses anonymous and non-admin callers, changing nothing', async () => {
    const before = server.db.select().from(contactInfo).all();
    expect(firstErrorCode(await server.session().request(UPDATE, { input: NEW_DETAILS }))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await user.request(UPDATE, { input: { ...NEW_DETAILS, phone: '1' } }))).toBe('FORBIDDEN');
    expect(firstErrorCode(await server.session().request(ADMIN))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await user.request(ADMIN))).toBe('FORBIDDEN');
    expect(server.db.select().from(contactInfo).all()).toEqual(before);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email', 'Enter a valid email address, like events@example.com.'],
    [{ phone: 'call us' }, 'phone', 'Enter a phone number with digits, like (631) 555-0142.'],
    [{ address: '   ' }, 'address', 'Address is required.'],
    [{ hours: 'x'.repeat(201) }, 'hours', 'Hours must be at most 200 characters.'],
  ])('refuses bad input %j with a clear message and changes nothing', async (patch, field, message) => {
    const before = server.db.select().from(contactInfo).all();
    const log = server.db.select().from(contentChangeLog).all().length;
    const result = await admin.request(UPDATE, { input: { ...NEW_DETAILS, ...patch } });
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(server.db.select().from(contactInfo).all()).toEqual(before);
    expect(server.db.select().from(contentChangeLog).all()).toHaveLength(log);
  });
});

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
      const visitorSees = (await old.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo;
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
      expect((await oldAdmin.data<{ adminContactInfo: Info }>(ADMIN)).adminContactInfo).toMatchObject({ phone: staged.phone, isPublished: false });
      expect(old.db.select().from(contentSections).all().map((row) => row.sectionKey)).not.toContain('contact_info');
      const footer = old.db.select().from(siteSettings).all().find((row) => row.key === 'footer')!.value as Record<string, unknown>;
      expect(footer).toEqual({ companyName: 'Old Hall', showContactInfo: true });

      // The pending edit moved with the details: publishing it makes the staged phone live.
      const [entry] = (await oldAdmin.data<{ contentChangeLog: { nodes: Change[] } }>(LOG)).contentChangeLog.nodes;
      expect(entry).toMatchObject({ id: 'old-entry', tableName: 'CONTACT_INFO', status: 'PENDING' });
      expect(entry!.fieldChanges).toEqual([{ field: 'phone', oldValue: '(999) 555-0000', newValue: staged.phone }]);
      await oldAdmin.data(PUBLISH, { input: { tableName: 'CONTACT_INFO' } });
      expect((await old.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo.phone).toBe(staged.phone);
    } finally {
      await old.close();
    }

    // A second start changes nothing (the upgrade ran once).
    const again = await startTestServer({ config: { databasePath } });
    try {
      expect(again.db.select().from(contactInfo).all()).toHaveLength(1);
      expect(again.db.select().from(adminNotes).all()).toHaveLength(1);
      expect((await again.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo).toMatchObject({ phone: staged.phone, email: 'front@oldhall.example' });
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
      expect((await old.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo).toMatchObject({
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
      expect((await old.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo).toMatchObject({ phone: '(212) 555-0101', email: 'page@oldhall.example', address: DEFAULT_CONTACT_INFO.address });
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
      expect((await old.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo).toMatchObject({ ...DEFAULT_CONTACT_INFO, hours: 'Fri–Sun, 4PM–1AM', isPublished: true });
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
      expect((await old.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo).toMatchObject({ hours: 'Fri–Sun, 4PM–1AM', isPublished: true });
      expect(old.db.select().from(siteSettings).all().find((row) => row.key === 'footer')!.value).toEqual({ companyName: 'Old Hall', showBusinessHours: true });

      // The staged edit keeps its phone only, and still publishes.
      const oldAdmin = await old.adminSession();
      const [entry] = (await oldAdmin.data<{ contentChangeLog: { nodes: Change[] } }>(LOG)).contentChangeLog.nodes.filter((change) => change.status === 'PENDING');
      expect(entry!.fieldChanges).toEqual([{ field: 'phone', oldValue: '(212) 555-0101', newValue: '(212) 555-0303' }]);
      await oldAdmin.data(PUBLISH, { input: { tableName: 'CONTACT_INFO' } });
      expect((await old.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo).toMatchObject({ phone: '(212) 555-0303', hours: 'Fri–Sun, 4PM–1AM' });

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
      expect((await again.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo).toMatchObject({ phone: '(212) 555-0303', hours: 'Fri–Sun, 4PM–1AM' });
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
      expect((await old.session().data<{ contactInfo: Info }>(PUBLIC)).contactInfo.hours).toBe('Footer hours');
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
