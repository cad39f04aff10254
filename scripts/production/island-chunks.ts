import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { HYDRATE_MODULE, ISLAND_MODULES, PAGE_ASSETS_FILE, STATIC_PAGE_MODULE, type IslandName, type PageAssets } from '../../shared/islands.ts';

/** What the bundler says of a module (rolldown's ModuleInfo, the parts read here). */
interface ModuleEdges {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
type ModuleInfoOf = (id: string) => ModuleEdges | null;


/** A package's index: nothing but imports and exports (@mantine/core, @tabler/icons-react). */
const REEXPORTS =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|["']use client["'];?|(?:import|export)\s*(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)?\s*(?:from\s*)?["'][^"']+["'];?|export\s*\{[^}]*\};?/g;
const NAMED_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const CSS = /\.css(?:$|\?)/;
/** The module of the bundler's runtime helpers, which chunks share. */
const ROLLDOWN_RUNTIME = '\0rolldown/runtime.js';
/** A CSS module: class names for the code that imports it, and its stylesheet. */
const MODULE_CSS = /\.module\.css$/;
/** A stylesheet with no JavaScript of its own (a CSS module exports its class names). */
const PURE_CSS = /(?<!\.module)\.css(?:$|\?)/;

/** A bare import's package (`@mantine/core/styles.css` → `@mantine/core`), or null for a relative one. */
const packageOf = (specifier: string) => (specifier.startsWith('.') || specifier.startsWith('/') ? null : specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
/** The package a file of node_modules belongs to. */
const packageOfFile = (id: string) => packageOf(id.split(`${path.sep}node_modules${path.sep}`).at(-1)!.split(path.sep).join('/'));

/**
 * The names a module imports or re-exports with `{ … } from` a package: what it may use of that
 * package's barrel (NavLink from react-router-dom is not Mantine's NavLink).
 */
function namesImported(code: string, pkg: string | null): Set<string> {
  const names = new Set<string>();
  for (const [, list, from] of code.matchAll(NAMED_FROM)) {
    if (packageOf(from!) !== pkg) continue;
    for (const item of list!.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, '');
      if (name) names.add(name);
    }
  }
  return names;
}

const WHOLE_FROM = /(?:import|export)\s*\*(?:\s*as\s+\w+)?\s*from\s*["']([^"']+)["']/g;
const wholePackageImported = (code: string, pkg: string | null) => [...code.matchAll(WHOLE_FROM)].some(([, from]) => packageOf(from!) === pkg);

/** A barrel's modules by the names it gives them (`import { Button } from "./components/…"`). */
function barrelModules(id: string, code: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, list, from] of code.matchAll(NAMED_FROM)) {
    if (!from!.startsWith('.')) continue;
    const file = path.resolve(path.dirname(id), from!);
    for (const item of list!.split(',')) {
      const name = item.trim().split(/\s+as\s+/).at(-1);
      if (name) modules.set(name, file);
    }
  }
  return modules;
}

/**
 * The modules a module needs before it runs (its static imports, recursively), imports first: the
 * order their code, and so their styles, take effect. Through a package's barrel only the modules
 * named in the importer's `{ … } from` lists are followed: importing Button from @mantine/core must
 * not bring every component (nor IconX every icon).
 */
function staticImports(info: ModuleInfoOf) {
  const barrels = new Map<string, Map<string, string> | null>();
  const barrel = (id: string) => {
    if (!barrels.has(id)) {
      const code = info(id)?.code;
      const isBarrel = id.includes(`${path.sep}node_modules${path.sep}`) && !!code && code.replace(REEXPORTS, '').trim() === '';
      barrels.set(id, isBarrel ? barrelModules(id, code) : null);
    }
    return barrels.get(id)!;
  };
  const importsOf = (id: string): string[] => {
    const edges = info(id);
    if (!edges) return [];
    return edges.importedIds.flatMap((imported) => {
      const modules = barrel(imported);
      if (!modules) return [imported];
      const pkg = packageOfFile(imported);
      // `import * as X` or `export *` from the package: any of its modules may be used.
      if (wholePackageImported(edges.code ?? '', pkg)) return [...new Set(modules.values())];
      return [...namesImported(edges.code ?? '', pkg)].flatMap((name) => modules.get(name) ?? []);
    });
  };
  return (starts: readonly string[], skip: (id: string) => boolean = () => false): string[] => {
    const found: string[] = [];
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || skip(id)) return;
      seen.add(id);
      if (!info(id)) return;
      for (const imported of importsOf(id)) visit(imported);
      found.push(id);
    };
    starts.forEach(visit);
    return found;
  };
}

/**
 * The chunks of the visitor pages' code, so an island arrives in a few files instead of dozens.
 * Left to itself the bundler cuts a chunk for every set of entries sharing a module: an island
 * pulled 24 to 52 files (Mantine's components one by one, each icon), and on a slow phone each
 * round of requests costs a round trip. Here, by what each module is reachable from:
 *   page                 what every server-rendered page runs (static-page.ts and its imports:
 *                        one file, where its imports were four more requests after it), with the
 *                        bundler's runtime helpers;
 *   islands              React DOM and hydration (hydrate-islands.tsx and its imports),
 *                        and what two islands or more share (split by the exact set of islands
 *                        using it, the shared parts were eight files of 0.4 to 10 kB; together
 *                        they cost an island page at most 10 kB more than it uses);
 *   island-<name>        what one island alone needs (shared/islands.ts), with its module.
 * Only static imports are followed, so nothing is loaded sooner than before; what an island
 * imports on demand (the lightbox, sending a form) and the admin's code keep the bundler's chunks.
 * Stylesheets with no JavaScript keep the bundler's chunks too: their CSS files stay per set of
 * users, so PAGE_ASSETS_FILE can name exactly the files a page needs.
 */
function planIslandChunks(clientRoot: string, appEntry: string, info: ModuleInfoOf): Map<string, string> {
  const moduleId = (key: string) => path.join(clientRoot, key);
  const closure = staticImports(info);
  const chunkOf = new Map<string, string>();
  const assign = (ids: Iterable<string>, name: string) => {
    for (const id of ids) if (!chunkOf.has(id) && !PURE_CSS.test(id)) chunkOf.set(id, name);
  };
  // The bundler's runtime helpers go with the page's script, which every visitor page loads anyway.
  assign([ROLLDOWN_RUNTIME, ...closure([moduleId(STATIC_PAGE_MODULE)])], 'page');
  assign(closure([moduleId(HYDRATE_MODULE)]), 'islands');
  const users = new Map<string, string[]>();
  for (const [name, key] of Object.entries(ISLAND_MODULES)) {
    for (const id of closure([moduleId(key)], (id) => chunkOf.has(id))) users.set(id, [...(users.get(id) ?? []), name]);
  }
  // What the single-page app's entry needs at once stays out of the island chunks, or the app would load them all.
  const appShell = new Set(closure([appEntry]));
  for (const [id, names] of users) assign([id], names.length === 1 && !appShell.has(id) ? `island-${names[0]}` : 'islands');
  return chunkOf;
}

/**
 * The island chunks (`codeSplitting` groups for vite.config.ts) and a plugin that writes what a
 * server-rendered page needs (PAGE_ASSETS_FILE, shared/islands.ts): for each entry, page and island
 * module the CSS files its own modules need, which the page inlines (read from the manifest's
 * chunks instead, a page would inline the styles of every module grouped with one it uses: every
 * island's component styles on the home page); and each island's script files, which its pages
 * preload.
 */
export function islandChunks(clientRoot: string, appEntry: string): { group: { debugName: string; name: (id: string, context: { getModuleInfo: ModuleInfoOf }) => string | null }; plugins: Plugin[] } {
  let plan: Map<string, string> | undefined;
  /** Each stylesheet module's CSS file, and the modules whose CSS each file holds (in order). */
  const cssFilesOf = new Map<string, string[]>();
  const modulesOfFile = new Map<string, string[]>();
  /** Each CSS module's own CSS, compiled (its class names as the code knows them), not minified. */
  const moduleCss = new Map<string, string>();
  return {
    group: {
      debugName: 'islands',
      name(id, context) {
        plan ??= planIslandChunks(clientRoot, appEntry, (moduleId) => context.getModuleInfo(moduleId));
        return plan.get(id) ?? null;
      },
    },
    plugins: [
      {
        // Between Vite's CSS compilation and its bundling of the styles (a plugin of normal order).
        name: 'venue:css-module-text',
        apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
        buildStart() {
          moduleCss.clear();
        },
        transform(code, id) {
          if (MODULE_CSS.test(id)) moduleCss.set(id, code);
          return null;
        },
      },
      {
        name: 'venue:island-chunks',
        apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
        enforce: 'post',
        buildStart() {
          plan = undefined;
          cssFilesOf.clear();
          modulesOfFile.clear();
        },
        // After Vite's CSS plugin has given the chunk its stylesheet, and before pure-CSS chunks are
        // folded into their importers: each stylesheet module's own file.
        renderChunk(_code, chunk) {
          const files = [...(chunk.viteMetadata?.importedCss ?? [])];
          const styles = chunk.moduleIds.filter((id) => CSS.test(id));
          for (const id of styles) cssFilesOf.set(id, files);
          for (const file of files) modulesOfFile.set(file, styles);
          return null;
        },
        generateBundle(_options, bundle) {
          const closure = staticImports((id) => this.getModuleInfo(id));
          const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
          type Chunk = (typeof chunks)[number];
          /** A chunk with every chunk it imports statically, imports first (as Vite orders index.html). */
          const chunkClosure = (chunk: Chunk, found = new Set<Chunk>()): Set<Chunk> => {
            if (found.has(chunk)) return found;
            found.add(chunk);
            const imports = chunk.imports.map((file) => bundle[file]).filter((next): next is Chunk => next?.type === 'chunk');
            // Imports first: a set keeps insertion order, so the chunk is moved after them.
            for (const next of imports) chunkClosure(next, found);
            found.delete(chunk);
            found.add(chunk);
            return found;
          };
          const chunkHolding = (id: string) => {
            const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) this.error(`${path.relative(clientRoot, id)} is in no chunk of the build: check shared/islands.ts.`);
            return chunk;
          };
          const stylesOf = (found: Iterable<Chunk>) => [...found].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
          /*
           * The CSS files a module's own static imports need, in the order Vite gives the chunks'
           * stylesheets (a component's after those of the components it builds on, in index.html's
           * order; tests/e2e/server-render.test.ts), leaving out those of modules merely grouped
           * with them.
           */
          const cssOf = (id: string) => {
            const modules = new Set(closure([id]));
            const needed = new Set([...modules].flatMap((module) => cssFilesOf.get(module) ?? []));
            const ordered = [...new Set([...stylesOf(chunkClosure(chunkHolding(id))).filter((file) => needed.has(file)), ...needed])];
            // A chunk's file that also holds CSS modules this one does not need (a CSS module goes
            // with the code importing it: PageHeader's, in the FAQ island's chunk, is also the About
            // page's): those it needs, each from a file of its own.
            return ordered.flatMap((file) => {
              const inFile = modulesOfFile.get(file) ?? [];
              const own = inFile.filter((module) => modules.has(module));
              return own.length === inFile.length || !own.every((module) => moduleCss.has(module)) ? [file] : own.map(moduleFile);
            });
          };
          const moduleFiles = new Map<string, string>();
          const moduleFile = (id: string) => {
            let file = moduleFiles.get(id);
            if (!file) {
              const source = minifyCss(moduleCss.get(id)!, id);
              file = this.getFileName(this.emitFile({ type: 'asset', name: path.basename(id), originalFileName: path.relative(clientRoot, id), source }));
              moduleFiles.set(id, file);
            }
            return file;
          };
          const keyOf = (id: string) => path.relative(clientRoot, id).split(path.sep).join('/');
          const css: PageAssets['css'] = {};
          for (const chunk of chunks) if (chunk.facadeModuleId?.startsWith(clientRoot)) css[keyOf(chunk.facadeModuleId)] = cssOf(chunk.facadeModuleId);
          // Hydration and the islands are grouped with other modules, so no chunk has them as its face.
          for (const key of [HYDRATE_MODULE, ...Object.values(ISLAND_MODULES)]) css[key] = cssOf(path.join(clientRoot, key));

          const hydration = chunkClosure(chunkHolding(path.join(clientRoot, HYDRATE_MODULE)));
          const islands = {} as PageAssets['islands'];
          for (const [name, key] of Object.entries(ISLAND_MODULES) as [IslandName, string][]) {
            const found = chunkClosure(chunkHolding(path.join(clientRoot, key)), new Set(hydration));
            islands[name] = { js: [...found].map((chunk) => chunk.fileName), css: [...new Set(stylesOf(found))] };
          }
          const assets: PageAssets = { css, islands };
          this.emitFile({ type: 'asset', fileName: PAGE_ASSETS_FILE, source: `${JSON.stringify(assets, null, 1)}\n` });
        },
      },
    ],
  };
}

/** Lightning CSS, the minifier Vite minifies CSS with (a dependency of Vite's). */
interface CssMinifier {
  transform(options: { filename: string; code: Uint8Array; minify: boolean }): { code: Uint8Array };
}
function minifyCss(css: string, filename: string): string {
  const fromVite = createRequire(createRequire(import.meta.url).resolve('vite'));
  const { transform } = fromVite('lightningcss') as CssMinifier;
  return Buffer.from(transform({ filename, code: Buffer.from(css), minify: true }).code).toString('utf8');
}
