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
 * - every server module has an index.ts, and nothing outside the module (other modules, server/graphql,
 *   server/http, scripts, tests) imports its inner files;
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

  it('a server module is entered only through its front door (index.ts), from anywhere outside it', () => {
    // Other modules, the GraphQL layer, the HTTP routes, scripts and tests outside the module's
    // folder all use what index.ts exports; a module's own files (and tests beside them) use its
    // inner files directly.
    const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
    const sideDoors = ['server', 'scripts', 'tests'].flatMap(sourceFiles).flatMap((file) =>
      projectImports(file)
        .filter((target) => moduleOf(target) !== null && moduleOf(target) !== moduleOf(file) && !target.endsWith('/index.ts'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(sideDoors).toEqual([]);
  });

  it('every server module has a front door', () => {
    const modules = fs.readdirSync(path.join(ROOT, 'server/modules'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(modules.filter((entry) => !fs.existsSync(path.join(ROOT, 'server/modules', entry.name, 'index.ts'))).map((entry) => entry.name)).toEqual([]);
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
