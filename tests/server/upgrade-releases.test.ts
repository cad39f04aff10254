import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/config.ts';
import { readManifest } from '../../server/db/backup.ts';
import { openDatabase } from '../../server/db/client.ts';
import { knownMigrations, migrationsFolder } from '../../server/db/migrations.ts';
import { DATA_UPGRADES } from '../../server/db/upgrade/index.ts';
import { compareSnapshots, snapshotDatabase, type DatabaseSnapshot, type Difference } from '../support/database-snapshot.ts';
import { quoteTotals } from '../../shared/quotes.ts';
import { startTestServer } from '../support/test-server.ts';

/*
 * Every release upgrades databases made by earlier ones. tests/fixtures/releases/<commit>/ holds a
 * database (and its uploads) made by that release and filled through its own API
 * (make-fixture.sh, fill-<commit>.mjs): every kind of record, a staged edit, uploads, settings.
 * Each is upgraded by this code, then every value the old database held is compared with the
 * upgraded one: anything gone or changed must be one of the changes listed for that release, each
 * with why. A migration that changes stored data fails here until its change is listed.
 */

const FIXTURES = path.join(rootDir, 'tests', 'fixtures', 'releases');
/** The fixtures' admin (make-fixture.sh). */
const OWNER = { email: 'owner@maplebarn.example', password: 'Fixture-Passw0rd!' };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-upgrade-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A copy of a fixture to upgrade: database, uploads, an empty backups folder. */
function copyFixture(commit: string) {
  const dir = fs.mkdtempSync(path.join(work, `${commit}-`));
  const databasePath = path.join(dir, 'venue.db');
  fs.copyFileSync(path.join(FIXTURES, commit, 'venue.db'), databasePath);
  fs.cpSync(path.join(FIXTURES, commit, 'uploads'), path.join(dir, 'uploads'), { recursive: true });
  return { dir, databasePath, uploadsDir: path.join(dir, 'uploads'), backupsDir: path.join(dir, 'backups') };
}

const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : {});

/** An allowed difference: says which, and checks it is exactly the expected one. */
interface Allowed {
  why: string;
  matches(difference: Difference): boolean;
}

function unexpected(differences: Difference[], allowed: Allowed[]) {
  return differences.filter((difference) => ![...MIGRATION_CHANGES, ...allowed].some((rule) => rule.matches(difference)));
}

/** Tags applied to a database: every migration of this release, oldest first. */
const releaseTags = () => knownMigrations(migrationsFolder).map((migration) => migration.tag);

/** Every /uploads/ address the database names exists in the uploads folder. */
function uploadsNamed(databasePath: string): string[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    const names = new Set<string>();
    for (const table of db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]) {
      for (const row of db.prepare(`select * from "${table}"`).all() as Record<string, unknown>[]) {
        for (const value of Object.values(row)) {
          if (typeof value === 'string') for (const match of value.matchAll(/\/uploads\/([\w.-]+\.(?:png|webp|jpe?g))/g)) names.add(match[1]!);
        }
      }
    }
    return [...names];
  } finally {
    db.close();
  }
}

/**
 * What migrations change in every database that has the data they touch: each says why. A new
 * migration that moves or drops stored values adds its line here (and checks where they went).
 */
const MIGRATION_CHANGES: Allowed[] = [
  {
    why: "0003_resource_checklist_link: the starter's checklist resource linked to /faq; it links to the checklist page now (only while it still linked to /faq).",
    matches: (d) =>
      d.kind === 'value-changed' && d.table === 'content_sections' && d.column === 'link' && d.row.section_key === 'resource_planning_checklist' && d.before === '/faq' && d.after === '/wedding-planning-checklist.html',
  },
  {
    why: "0009: the event space's capacity column is dropped (the 450-guest limit is a rule in code, not a stored value).",
    matches: (d) => d.kind === 'column-removed' && d.table === 'event_spaces' && d.column === 'capacity',
  },
  {
    why: '0017/0018: quote tax rates move from basis points to thousandths of a percent (checked below); the old column is dropped.',
    matches: (d) => d.kind === 'column-removed' && d.table === 'quotes' && d.column === 'tax_rate_basis_points',
  },
  {
    why: "0023/0024: every payment becomes a payment entry of its booking's ledger with the same id, amount, day and method, and the accepted quote's total a charge (checked below); the payments table is dropped.",
    matches: (d) => d.kind === 'table-removed' && d.table === 'payments',
  },
];

const quoteOf = (snapshot: DatabaseSnapshot) => [...snapshot.get('quotes')!.rows.values()][0]!;

/** Every payment of the old database is a ledger entry of the upgraded one, value for value. */
function expectPaymentsInLedger(before: DatabaseSnapshot, after: DatabaseSnapshot) {
  const ledger = after.get('ledger_entries')!.rows;
  for (const [key, payment] of before.get('payments')?.rows ?? []) {
    expect(ledger.get(key), `payment ${key}`).toMatchObject({
      booking_id: payment.booking_id,
      kind: 'payment',
      reason: 'payment',
      amount_cents: payment.amount_cents,
      occurred_on: payment.received_on,
      method: payment.method,
      note: payment.note,
      created_at: payment.created_at,
    });
  }
}

async function upgrade(commit: string) {
  const copy = copyFixture(commit);
  const before = snapshotDatabase(copy.databasePath);
  const lines: string[] = [];
  const opened = openDatabase(copy.databasePath, { backupsDir: copy.backupsDir, uploadsDir: copy.uploadsDir, log: (line) => lines.push(line) });
  const report = opened.upgrade;
  opened.close();
  return { copy, before, after: snapshotDatabase(copy.databasePath), report, lines };
}

function expectRecordedUpgrade(after: DatabaseSnapshot, backup: string | null) {
  const log = after.get('upgrade_log')!;
  const names = [...log.rows.values()].map((row) => row.name);
  expect(names).toEqual(expect.arrayContaining([...releaseTags(), ...DATA_UPGRADES.map((upgrade) => upgrade.name)]));
  if (backup) expect([...log.rows.values()].some((row) => row.backup === backup)).toBe(true);
}

describe('a database made by 5cec920 (2026-11-25)', () => {
  const allowed: Allowed[] = [
    {
      why: "The footer's phone, e-mail, address and hours leave the footer setting for the contact record (checked below); its other settings stay.",
      matches: (d) => {
        if (d.kind !== 'value-changed' || d.table !== 'site_settings' || !d.key.includes('footer')) return false;
        if (d.column === 'updated_at') return true;
        const { phone: _p, email: _e, address: _a, hours: _h, ...rest } = json(d.before);
        return d.column === 'value' && JSON.stringify(rest) === JSON.stringify(json(d.after));
      },
    },
    {
      why: 'The contact section (details as JSON in its title) is replaced by the contact record.',
      matches: (d) => d.kind === 'row-removed' && d.table === 'content_sections' && d.row.section_key === 'contact_info',
    },
  ];

  it('upgrades through every migration with a backup first, and keeps every value but the listed moves', async () => {
    const { copy, before, after, report, lines } = await upgrade('5cec920');
    expect(report.migrations).toEqual(releaseTags().slice(3));
    expect(report.from).toBe('version 3 (0002_booking_read_indexes)');
    expect(lines.join('\n')).toContain(`Backed up the database to ${report.backup}`);
    expect(lines.join('\n')).toContain(`Applied ${report.migrations.length} migration(s): ${report.migrations.join(', ')}`);

    // The backup before migrating holds the database exactly as it was.
    const manifest = readManifest(report.backup!)!;
    expect(manifest).toMatchObject({ reason: 'pre-migration', migrations: { from: report.from, to: report.to, applied: report.migrations } });
    expect(compareSnapshots(before, snapshotDatabase(path.join(report.backup!, 'venue.db')))).toEqual([]);
    expect(fs.readdirSync(path.join(report.backup!, 'uploads')).sort()).toEqual(fs.readdirSync(copy.uploadsDir).sort());

    expect(unexpected(compareSnapshots(before, after), allowed)).toEqual([]);
    expectRecordedUpgrade(after, report.backup);

    // Each confirmed or completed booking priced by hand keeps its price as the agreed price in its ledger.
    const priced = [...before.get('bookings')!.rows].filter(([, row]) => (row.status === 'confirmed' || row.status === 'completed') && row.total_cost != null);
    expect(priced.length).toBeGreaterThan(0);
    const charges = [...after.get('ledger_entries')!.rows.values()];
    for (const [, row] of priced) {
      expect(charges.filter((entry) => entry.booking_id === row.id)).toEqual([expect.objectContaining({ kind: 'charge', reason: 'agreed_price', amount_cents: Math.round((row.total_cost as number) * 100) })]);
    }

    // What the owner typed into the footer is the site's contact details now; nothing was dropped
    // (the contact section held the starter values), so no note.
    const [record] = [...after.get('contact_info')!.rows.values()];
    expect(record).toMatchObject({ phone: '(802) 555-0177', email: 'hello@maplebarn.example', address: '48 Orchard Lane, Stowe, VT 05672', hours: 'Tue–Sun, 9AM–9PM', is_published: 1 });
    expect(after.get('admin_notes')!.rows.size).toBe(0);
    for (const file of uploadsNamed(copy.databasePath)) expect(fs.existsSync(path.join(copy.uploadsDir, file)), file).toBe(true);

    // Opening it again changes nothing: no backup, no migration, no data upgrade.
    const again = openDatabase(copy.databasePath, { backupsDir: copy.backupsDir, uploadsDir: copy.uploadsDir });
    expect(again.upgrade).toMatchObject({ backup: null, migrations: [], dataUpgrades: [] });
    again.close();
    expect(compareSnapshots(after, snapshotDatabase(copy.databasePath))).toEqual([]);
  });

  it('serves what visitors saw and every admin list, with the staged edit still pending', { timeout: 60_000 }, async () => {
    const { copy } = await upgrade('5cec920');
    const server = await startTestServer({ config: { databasePath: copy.databasePath, uploadsDir: copy.uploadsDir, backupsDir: copy.backupsDir } });
    try {
      const visitor = server.session();
      const site = await visitor.data<{ contactInfo: { phone: string; email: string; address: string; hours: string }; siteSettings: { footer: { companyName: string }; branding: { siteTitle: string; logoUrl: string } } }>(
        '{ contactInfo { phone email address hours } siteSettings { footer { companyName } branding { siteTitle logoUrl } } }',
      );
      expect(site.contactInfo).toEqual({ phone: '(802) 555-0177', email: 'hello@maplebarn.example', address: '48 Orchard Lane, Stowe, VT 05672', hours: 'Tue–Sun, 9AM–9PM' });
      expect(site.siteSettings.footer.companyName).toBe('Maple Barn Events');
      expect(site.siteSettings.branding.siteTitle).toBe('Maple Barn Events');
      expect((await fetch(`${server.url}${site.siteSettings.branding.logoUrl}`)).status).toBe(200);

      const admin = server.session();
      await admin.signIn(OWNER.email, OWNER.password);
      const lists = await admin.data<{
        bookings: { totalCount: number };
        inquiries: { totalCount: number };
        adminFaqs: unknown[];
        adminGalleryImages: unknown[];
        contentChangeLog: { nodes: { status: string; tableName: string }[] };
        outboxMessages: { nodes: unknown[] };
        dashboardOverview: { __typename: string };
      }>(
        `{ bookings(first: 50) { totalCount } inquiries(first: 50) { totalCount } adminFaqs { id } adminGalleryImages { id }
           contentChangeLog { nodes { status tableName } } outboxMessages { nodes { id } } dashboardOverview { __typename } }`,
      );
      expect(lists.bookings.totalCount).toBe(11);
      expect(lists.inquiries.totalCount).toBe(3);
      expect(lists.adminFaqs).toHaveLength(16);
      expect(lists.adminGalleryImages).toHaveLength(14);
      expect(lists.contentChangeLog.nodes.filter((change) => change.status === 'PENDING').map((change) => change.tableName).sort()).toEqual(['CONTENT_SECTIONS', 'GALLERY_IMAGES']);
      await admin.data('mutation { publishContentChanges(input: {}) { publishedCount } }');
      const sections = await visitor.data<{ contentSections: { sectionKey: string; title: string }[] }>('{ contentSections(type: HERO) { sectionKey title } }');
      expect(sections.contentSections.find((section) => section.sectionKey === 'cta_title')!.title).toBe('Come and see the barn');
    } finally {
      await server.close();
    }
  });
});

describe('a database made by be70a41 (2026-11-28)', () => {
  it('upgrades with a backup first and keeps every value', async () => {
    const { copy, before, after, report } = await upgrade('be70a41');
    expect(report.from).toBe('version 17 (0016_contact_profiles)');
    expect(report.migrations).toEqual(releaseTags().slice(17));
    expect(report.backup).not.toBeNull();
    expect(unexpected(compareSnapshots(before, after), [])).toEqual([]);
    // The tax rate kept its value in its new unit.
    for (const [key, quote] of before.get('quotes')!.rows) {
      expect(after.get('quotes')!.rows.get(key)!.tax_rate_milli_percent).toBe((quote.tax_rate_basis_points as number) * 10);
    }
    expect(before.get('quotes')!.rows.size).toBe(1);
    // The payment moved into the ledger, and the accepted quote's total is the agreed price there.
    expect(before.get('payments')!.rows.size).toBeGreaterThan(0);
    expect(quoteOf(before).status).toBe('accepted');
    expectPaymentsInLedger(before, after);
    const [quote] = [...before.get('quotes')!.rows.values()];
    const charges = [...after.get('ledger_entries')!.rows.values()].filter((entry) => entry.kind === 'charge' && entry.booking_id === quote!.booking_id);
    if (quote!.status === 'accepted') {
      const lines = [...before.get('quote_line_items')!.rows.values()].filter((line) => line.quote_id === quote!.id);
      const totals = quoteTotals({
        lines: lines.map((line) => ({ quantity: line.quantity as number, unitAmountCents: line.unit_amount_cents as number, multiplier: line.multiplier as number })),
        taxRateMilliPercent: (quote!.tax_rate_basis_points as number) * 10,
        discountCents: quote!.discount_cents as number,
        depositKind: quote!.deposit_kind as 'percent' | 'amount',
        depositValue: quote!.deposit_value as number,
      });
      expect(charges).toEqual([expect.objectContaining({ reason: 'quote_accepted', amount_cents: totals.totalCents, quote_id: quote!.id })]);
    }
    expectRecordedUpgrade(after, report.backup);
    expect(after.get('admin_notes')!.rows.size).toBe(0);
    for (const file of uploadsNamed(copy.databasePath)) expect(fs.existsSync(path.join(copy.uploadsDir, file)), file).toBe(true);
  });

  it('serves the accepted quote, its payment, the holds and the staged contact edit', { timeout: 60_000 }, async () => {
    const { copy } = await upgrade('be70a41');
    const server = await startTestServer({ config: { databasePath: copy.databasePath, uploadsDir: copy.uploadsDir, backupsDir: copy.backupsDir } });
    try {
      const admin = server.session();
      await admin.signIn(OWNER.email, OWNER.password);
      const data = await admin.data<{
        bookings: { nodes: { clientName: string; status: string; paymentSummary: { status: string } }[] };
        adminContactInfo: { phone: string; isPublished: boolean };
        contactInfo: { phone: string };
        followUps: { kind: string; days: number | null }[];
      }>(
        `{ bookings(first: 50, search: "Maya Chen") { nodes { clientName status paymentSummary { status } } }
           adminContactInfo { phone isPublished } contactInfo { phone } followUps { kind days } }`,
      );
      expect(data.bookings.nodes).toEqual([{ clientName: 'Maya Chen', status: 'CONFIRMED', paymentSummary: { status: 'DUE' } }]);
      expect(data.contactInfo.phone).toBe('(207) 555-0190');
      expect(data.adminContactInfo).toEqual({ phone: '(207) 555-0191', isPublished: false });
      expect(data.followUps.find((followUp) => followUp.kind === 'QUOTE_NOT_ACCEPTED')!.days).toBe(5);
    } finally {
      await server.close();
    }
  });
});
