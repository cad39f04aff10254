import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The module boundaries the code promises (docs/security.md and
 * docs/decisions/051-module-boundaries.md), read from the source files' own import statements
 * (static, type-only, re-exports and dynamic `import()`):
 * - shared/ imports nothing from server/ or client/ (both sides import it);
 * - server/ imports from client/ only the server-rendering entry (whose build it loads at run time);
 * - no domain module (server/modules, its tests aside) imports the starter content (server/db/seed);
 * - a server module is entered from another only through its index.ts (no new side door);
 * - client/src/admin has no import circle (the section registry imports the screens lazily; a
 *   screen imports only the section keys).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

/** Where server/ may import from client/. */
const SERVER_RENDERING_ENTRY = 'client/src/entry-server.tsx';

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(relative));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(relative);
  }
  return out;
}

/** The project files a source file imports (package imports left out), as root-relative paths. */
function projectImports(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

/** Imports of another module's inner files (not its index.ts) that existed before the rule: only removals. */
const KNOWN_SIDE_DOORS = new Set([
  'accounts/account-deps.ts -> settings/settings.service.ts',
  'accounts/profile.service.ts -> settings/uploaded-image.ts',
  'bookings/booking-changes.ts -> calendar/calendar.service.ts',
  'bookings/booking-changes.ts -> holds/holds.service.ts',
  'bookings/booking-life.ts -> calendar/calendar.service.ts',
  'bookings/booking-life.ts -> holds/holds.service.ts',
  'bookings/bookings.service.ts -> calendar/calendar.service.ts',
  'bookings/bookings.service.ts -> holds/holds.service.ts',
  'bookings/email-fields.ts -> content/contact-info.service.ts',
  'bookings/email-fields.ts -> settings/settings.service.ts',
  'content/contact-info.service.ts -> publishing/publishing.service.ts',
  'content/content.service.ts -> publishing/publishing.service.ts',
  'dashboard/dashboard.resolvers.ts -> content/content.service.ts',
  'followups/followup-scan.ts -> bookings/email-fields.ts',
  'followups/followup-scan.ts -> calendar/calendar.service.ts',
  'followups/followup-scan.ts -> quotes/quotes.service.ts',
  'followups/followups.service.ts -> bookings/email-fields.ts',
  'holds/hold-emails.ts -> bookings/booking-emails.ts',
  'holds/hold-emails.ts -> bookings/email-fields.ts',
  'holds/holds.resolvers.ts -> bookings/bookings.service.ts',
  'holds/holds.resolvers.ts -> inquiries/inquiries.service.ts',
  'holds/holds.service.ts -> bookings/email-fields.ts',
  'holds/holds.service.ts -> calendar/calendar.service.ts',
  'holds/holds.service.ts -> calendar/time.ts',
  'inquiries/inquiries.resolvers.ts -> bookings/bookings.service.ts',
  'inquiries/inquiries.resolvers.ts -> calendar/calendar.service.ts',
  'inquiries/inquiries.service.ts -> bookings/booking-rules.ts',
  'inquiries/inquiries.service.ts -> bookings/email-fields.ts',
  'inquiries/inquiries.service.ts -> calendar/calendar.service.ts',
  'inquiries/inquiries.service.ts -> calendar/day-text.ts',
  'inquiries/inquiry-emails.ts -> bookings/email-fields.ts',
  'inquiries/inquiry-emails.ts -> calendar/calendar.service.ts',
  'inquiries/inquiry-emails.ts -> calendar/day-text.ts',
  'inquiries/inquiry-intake.ts -> bookings/booking-rules.ts',
  'notices/notices.service.ts -> bookings/email-fields.ts',
  'notices/offer.ts -> bookings/email-fields.ts',
  'notices/offer.ts -> calendar/time.ts',
  'notices/offer.ts -> holds/hold-emails.ts',
  'notices/offer.ts -> holds/holds.service.ts',
  'notices/slot-others.ts -> bookings/email-fields.ts',
  'notices/slot-others.ts -> calendar/time.ts',
  'notices/slot-others.ts -> followups/followup-emails.ts',
  'quotes/quote-emails.ts -> bookings/booking-emails.ts',
  'quotes/quotes.resolvers.ts -> bookings/booking-ledger.resolvers.ts',
  'quotes/quotes.service.ts -> bookings/email-fields.ts',
  'quotes/quotes.service.ts -> dashboard/dashboard.service.ts',
  'quotes/quotes.service.ts -> holds/holds.service.ts',
  'reports/reports.service.ts -> calendar/calendar.service.ts',
  'settings/settings.resolvers.ts -> content/content.service.ts',
  'setup/setup.service.ts -> settings/settings.service.ts',
]);

const isIn = (folder: string) => (file: string) => file === folder || file.startsWith(`${folder}/`);

describe('module boundaries', () => {
  it('shared/ imports nothing from server/ or client/', () => {
    const crossings = sourceFiles('shared').flatMap((file) =>
      projectImports(file)
        .filter((target) => !isIn('shared')(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('server/ imports from client/ only the server-rendering entry', () => {
    const allowed = new Set([SERVER_RENDERING_ENTRY]);
    const crossings = sourceFiles('server').flatMap((file) =>
      projectImports(file)
        .filter((target) => isIn('client')(target) && !allowed.has(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('no domain module imports the starter content (a database that was never seeded still works)', () => {
    // A module's own tests may seed the starter venue as their scenario; the module itself never needs it.
    const crossings = sourceFiles('server/modules').filter((file) => !file.endsWith('.test.ts')).flatMap((file) =>
      projectImports(file)
        .filter(isIn('server/db/seed'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('the admin area has no import circle', () => {
    const files = sourceFiles('client/src/admin');
    const graph = new Map(files.map((file) => [file, projectImports(file).filter((target) => files.includes(target))]));
    const circles: string[] = [];
    // Depth-first walk; a file met again while still on the path closes a circle.
    const state = new Map<string, 'open' | 'done'>();
    const walk = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') circles.push([...trail.slice(trail.indexOf(next)), file, next].join(' -> '));
        else if (!state.has(next)) walk(next, [...trail, file]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) walk(file, []);
    expect(circles).toEqual([]);
  });

  it("a server module is entered from another only through its front door (index.ts), and no new way in is added", () => {
    const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
    const crossings = new Set(
      sourceFiles('server/modules')
        .filter((file) => !file.endsWith('.test.ts'))
        .flatMap((file) =>
          projectImports(file)
            .filter((target) => moduleOf(target) !== null && moduleOf(target) !== moduleOf(file) && !target.endsWith('/index.ts'))
            .map((target) => `${file.slice('server/modules/'.length)} -> ${target.slice('server/modules/'.length)}`),
        ),
    );
    // Ways in that predate the front doors: each goes when its module's index.ts exports what is
    // used and the importer switches to it. The list only shrinks.
    expect([...crossings].filter((crossing) => !KNOWN_SIDE_DOORS.has(crossing)).sort()).toEqual([]);
  });

  it('reads imports of every kind (the walk would miss nothing)', () => {
    const probe = ts.preProcessFile(
      "import a from './a.ts';\nimport type { B } from './b.ts';\nexport { c } from './c.ts';\nconst d = () => import('./d.ts');",
      true,
      true,
    );
    expect(probe.importedFiles.map((file) => file.fileName)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts']);
  });
});
