import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const gqlDir = path.join(root, 'client', 'src', 'gql');

/**
 * Replaces each graphql(`...`) call with an import of that one document from src/gql/graphql.ts
 * (the client preset's own Babel optimizer), so a page bundles only the documents it uses and
 * no admin query ends up in the visitor's bundle.
 */
function graphqlDocumentImports(): Plugin {
  return {
    name: 'venue:graphql-document-imports',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.startsWith(gqlDir) || !id.startsWith(path.join(root, 'client')) || !code.includes('graphql(`')) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: gqlDir, gqlTagName: 'graphql' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

export default defineConfig({
  root: path.join(root, 'client'),
  cacheDir: path.join(root, '.vite-cache'),
  plugins: [graphqlDocumentImports(), react()],
  build: {
    outDir: path.join(root, 'dist', 'client'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000, // the explorer (GraphiQL + Monaco) is large and loaded only at /graphql
    rollupOptions: {
      // GraphiQL's "use no memo" directives are harmless once bundled.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      input: {
        main: path.join(root, 'client', 'index.html'),
        explorer: path.join(root, 'client', 'explorer.html'),
      },
    },
  },
  server: { proxy: {} },
});
