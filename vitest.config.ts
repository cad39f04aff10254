/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

/*
 * Two projects: `server` (GraphQL over HTTP against a real server and SQLite file per test file)
 * and `e2e` (the built client in Debian's Chromium). `npm test` runs both; the e2e project builds
 * the client once first (tests/support/build-client.ts).
 */
export default defineConfig({
  resolve: {
    // graphql 16 has no "exports" map: Node loads index.js for dependencies, while Vite would pick
    // index.mjs for our own files. Two copies break instanceof checks, so everyone gets index.js.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    reporters: process.env.CI_JSON_REPORT ? ['default', ['json', { outputFile: process.env.CI_JSON_REPORT }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          setupFiles: ['tests/support/setup.ts'],
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['tests/support/setup.ts'],
          globalSetup: ['tests/support/build-client.ts'],
          pool: 'forks',
          maxWorkers: 2,
          // Browser tests run after the server tests, each project with its own worker count.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
