import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { islandChunks } from './scripts/production/island-chunks.ts';
import { precompressAssets } from './scripts/production/precompress.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const gqlDir = path.join(root, 'client', 'src', 'gql');
const mainEntry = path.join(root, 'client', 'src', 'main.tsx');
/** Each island's code in a few chunks, and each page's own CSS files (scripts/production/island-chunks.ts). */
const islands = islandChunks(path.join(root, 'client'), mainEntry);

const DOCUMENT_MODULE = 'virtual:venue-gql/';
const DOCUMENT_LINE = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** `graphql(\`query Name …\`)`: the document's text, without interpolations (the client preset allows none). */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION_NAME = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+(\w+)/;

/**
 * Replaces each graphql(`...`) call with an import of that one document, and serves every document
 * as a module of its own (`virtual:venue-gql/<Name>`) instead of from src/gql/graphql.ts. One module
 * per document matters: the bundler splits by module, so a graphql.ts shared by visitor and admin
 * chunks would carry every document used anywhere into the visitor's bundle. Each document now
 * lives in the chunk that uses it.
 *
 * This is what the client preset's Babel optimizer does, done here without Babel or the preset
 * (both dev-only tooling), so `npm ci --omit=dev && npm run build` works on a server: the document
 * a call stands for is found by its operation or fragment name in the generated graphql.ts.
 */
function graphqlDocumentImports(): Plugin {
  const artifact = path.join(gqlDir, 'graphql.ts');
  let documents: Map<string, string> | undefined;
  let exportNames: Map<string, string> | undefined;
  const load = () => {
    if (documents && exportNames) return { documents, exportNames };
    documents = new Map();
    exportNames = new Map();
    for (const [, name, literal] of fs.readFileSync(artifact, 'utf8').matchAll(DOCUMENT_LINE)) {
      documents.set(name!, literal!);
      const first = (JSON.parse(literal!) as { definitions: { kind: string; name?: { value: string } }[] }).definitions[0];
      if (first?.name) exportNames.set(`${first.kind === 'FragmentDefinition' ? 'fragment' : 'operation'}:${first.name.value}`, name!);
    }
    return { documents, exportNames };
  };
  return {
    name: 'venue:graphql-document-imports',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
      exportNames = undefined;
    },
    resolveId(source) {
      return source.startsWith(DOCUMENT_MODULE) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      const literal = load().documents.get(name);
      if (!literal) this.error(`${name} is not in src/gql/graphql.ts: run npm run codegen.`);
      return { code: `export const ${name} = ${literal};\n`, map: null };
    },
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.startsWith(gqlDir) || !id.startsWith(path.join(root, 'client')) || !code.includes('graphql(`')) {
        return null;
      }
      const imported = new Set<string>();
      const replaced = code.replace(GRAPHQL_CALL, (call, text: string) => {
        const match = DEFINITION_NAME.exec(text);
        if (!match) return call;
        const kind = match[1] === 'fragment' ? 'fragment' : 'operation';
        const name = load().exportNames.get(`${kind}:${match[2]}`);
        if (!name) this.error(`The ${kind} ${match[2]} in ${path.relative(root, id)} is not in src/gql/graphql.ts: run npm run codegen.`);
        imported.add(name);
        return name;
      });
      if (imported.size === 0) return null;
      const imports = [...imported].map((name) => `import { ${name} } from "${DOCUMENT_MODULE}${name}";`).join(' ');
      // On the first line, so the other lines keep their numbers.
      return { code: `${imports} ${replaced}`, map: null };
    },
  };
}

const MANTINE_PACKAGES = ['core', 'notifications', 'dates'] as const;

/**
 * Mantine's CSS, per component, in the chunk that uses the component. Mantine ships one class-name
 * module per component (`esm/components/Button/Button.module.mjs`) and the matching stylesheet
 * (`styles/Button.layer.css`); this plugin adds `import '<that stylesheet>'` to each class-name
 * module, so Vite puts a component's CSS in the CSS file of the chunk that first needs it. The
 * visitor's shell then loads only the styles of the components it renders, and a page or admin
 * section brings the rest with its own chunk, without anyone listing components by hand.
 * Dependencies come first because a component's module imports its dependencies' modules first
 * (Button imports UnstyledButton). Everything is in `@layer mantine`, so the app's own CSS wins
 * whatever order chunks load in.
 *
 * In development Vite pre-bundles node_modules, so the transform never sees Mantine's modules: the
 * entry imports the complete stylesheets instead.
 */
function mantineCssPerComponent(): Plugin {
  let serve = false;
  const stylesheet = (pkg: string, file: string) => `@mantine/${pkg}/${file}`;
  return {
    name: 'venue:mantine-css-per-component',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (serve) {
        if (file !== mainEntry) return null;
        const all = MANTINE_PACKAGES.map((pkg) => `import '${stylesheet(pkg, 'styles.layer.css')}';`).join('\n');
        return { code: `${all}\n${code}`, map: null };
      }
      const match = /[\\/]@mantine[\\/](core|notifications|dates)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/.exec(file);
      if (!match) return null;
      const [, pkg, component] = match as unknown as [string, (typeof MANTINE_PACKAGES)[number], string];
      const css = pkg === 'core' ? stylesheet('core', `styles/${component}.layer.css`) : stylesheet(pkg, 'styles.layer.css');
      const cssFile = path.join(root, 'node_modules', css);
      if (!fs.existsSync(cssFile)) this.error(`No stylesheet ${css} for ${path.basename(file)}: check the Mantine version.`);
      return { code: `import '${css}';\n${code}`, map: null };
    },
  };
}

/**
 * `vite build` makes the production build even when NODE_ENV says otherwise: Vitest sets it to
 * "test" before the browser tests build the client, and Vite would then bundle React's development
 * build (and its JSX dev runtime) — 70 kB more, and not what visitors get. NODE_ENV is set for
 * Vite's own resolution and put back as soon as the configuration is resolved.
 */
function productionNodeEnvForBuild(command: string): Plugin {
  const previous = process.env.NODE_ENV;
  const forced = command === 'build' && previous !== 'production';
  if (forced) process.env.NODE_ENV = 'production';
  return {
    name: 'venue:production-node-env',
    configResolved() {
      if (!forced) return;
      if (previous === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = previous;
    },
  };
}

/** The server's build of client/src/entry-server.tsx (`vite build --ssr`): visitor pages rendered on the server. */
const serverBuild = {
  outDir: path.join(root, 'dist', 'server'),
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: path.join(root, 'client', 'src', 'entry-server.tsx'), output: { entryFileNames: 'entry-server.js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: path.join(root, 'client'),
  cacheDir: path.join(root, '.vite-cache'),
  plugins: [
    productionNodeEnvForBuild(command),
    graphqlDocumentImports(),
    mantineCssPerComponent(),
    react(),
    ...islands.plugins,
    // Brotli and gzip copies of the browser's assets, sent as they are (server/http/precompressed.ts).
    ...(isSsrBuild ? [] : [precompressAssets(path.join(root, 'dist', 'client', 'assets'))]),
  ],
  // The server build carries the parts of React, Mantine, Apollo and the icons that the visitor pages
  // use, in its own files: loading whole packages (all 5,000 icons, every Mantine component) took
  // seconds of the server's start and tens of megabytes of its memory.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: isSsrBuild ? serverBuild : {
    outDir: path.join(root, 'dist', 'client'),
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: which files each chunk loads (the bundle budget test reads it;
    // express.static does not serve dot-folders).
    manifest: true,
    chunkSizeWarningLimit: 4000, // the explorer (GraphiQL + Monaco) is large and loaded only at /graphql
    rolldownOptions: {
      // GraphiQL's "use no memo" directives are harmless once bundled.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      input: {
        main: path.join(root, 'client', 'index.html'),
        explorer: path.join(root, 'client', 'explorer.html'),
        // The script of visitor pages sent without React (server/http/server-render.ts).
        static: path.join(root, 'client', 'src', 'islands', 'static-page.ts'),
      },
      output: { codeSplitting: { groups: [islands.group], includeDependenciesRecursively: false } },
    },
  },
  server: { proxy: {} },
  // GraphiQL's worker set-up imports Monaco's workers with `?worker`, which the development
  // pre-bundler cannot load: that one module is served as it is (Vite's worker plugin handles it).
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
}));
