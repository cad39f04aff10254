/// <reference types="vitest/config" />
import { configDefaults, defineConfig } from 'vitest/config';
import { SERVER_NODE_FLAGS } from './scripts/production/node-flags.mjs';
import { LongestFirstSequencer } from './tests/support/sequencer.ts';

/*
 * Four projects, all run by `npm test`:
 * - `unit`: the fast tier (`npm run test:unit`): rules called at the service, beside each module
 *   (under server/ and shared/, named *.test.ts), on a copy of the migrated template database with
 *   named scenarios (tests/support/service-world.ts, scenarios.ts); no HTTP server, no browser.
 * - `fuzz`: tests/server/fuzz.test.ts alone (property-based calls of every mutation, the longest
 *   file by far); it starts first and runs beside the server tests.
 * - `server`: GraphQL over HTTP against a real server and SQLite file per test file.
 * - `e2e`: the built client in Debian's Chromium; the client is built once first
 *   (tests/support/build.ts, when the sources changed since the last build), and these run after the others.
 * Every project copies its databases from migrated templates built once per run
 * (tests/support/template-database.ts). Fixtures: tests/support/fixtures.ts.
 */
const FUZZ = 'tests/server/fuzz.test.ts';
/** The fast tier: tests that sit beside the code they check. */
const UNIT = ['server/**/*.test.ts', 'shared/**/*.test.ts'];
/**
 * Workers for the fuzz and server files (one group, one pool). Most of a server test's time is
 * spent waiting on its own HTTP server, timers and the disk, so on a 2-core machine three files at
 * a time keep both cores busy where Vitest's default (cores - 1 = one file at a time) left one idle.
 */
const SERVER_WORKERS = Number(process.env.VITEST_SERVER_WORKERS ?? 3);

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports" map: Node loads index.js for dependencies, while Vite would pick
    // index.mjs for our own files. Two copies break instanceof checks, so everyone gets index.js.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    // The workers run the server with the Node flags production gives it (the request's log scope
    // behaves as it does there: scripts/production/node-flags.mjs).
    execArgv: [...SERVER_NODE_FLAGS],
    // The longest files first, so no worker is left running one alone at the end (tests/support/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    reporters: process.env.CI_JSON_REPORT ? ['default', ['json', { outputFile: process.env.CI_JSON_REPORT }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          setupFiles: ['tests/support/setup.ts'],
          globalSetup: ['tests/support/template-database.ts'],
          pool: 'forks',
          maxWorkers: SERVER_WORKERS,
          isolate: process.env.VITEST_ISOLATE === '1',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'fuzz',
          include: [FUZZ],
          setupFiles: ['tests/support/setup.ts'],
          globalSetup: ['tests/support/template-database.ts'],
          pool: 'forks',
          maxWorkers: SERVER_WORKERS,
          testTimeout: 120_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // The API client project's test drives its client against a real server, as these do.
          include: ['tests/server/**/*.test.ts', 'tests/api-client/**/*.test.ts'],
          exclude: [...configDefaults.exclude, FUZZ],
          setupFiles: ['tests/support/setup.ts'],
          globalSetup: ['tests/support/template-database.ts'],
          pool: 'forks',
          maxWorkers: SERVER_WORKERS,
          // A worker imports the server once and runs file after file in it, instead of a fresh
          // process importing the whole server for every file (measured: 2.3x less CPU for the
          // same ten files). Each file still starts its own server on its own database; what a file
          // could leak to the next is reset in tests/support/setup.ts. VITEST_ISOLATE=1 isolates.
          isolate: process.env.VITEST_ISOLATE === '1',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['tests/support/setup.ts', 'tests/support/setup-browser.ts'],
          globalSetup: ['tests/support/build.ts', 'tests/support/template-database.ts'],
          pool: 'forks',
          maxWorkers: 2,
          // Each browser file in a fresh process (about 8 s of a file's time to import the server,
          // playwright and the fixtures again): a worker that ran file after file let a file's
          // state reach the next, and the next file's gallery was empty in full runs only.
          // VITEST_ISOLATE=0 shares the worker again while iterating on one file locally.
          isolate: process.env.VITEST_ISOLATE !== '0',
          // Browser tests run after the server tests, each project with its own worker count.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
