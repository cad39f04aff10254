import { test as base } from 'vitest';
import { createFactories } from './factories.ts';
import { startTestServer, type TestServerOptions } from './test-server.ts';

/*
 * Shared fixtures (Vitest's test.extend), instead of a beforeAll copied into every file:
 *   serverOptions  file   how the file's server starts (override per file: see below)
 *   server         file   a real server over HTTP on its own SQLite file (a copy of the run's
 *                         migrated template), closed after the file
 *   admin          file   a GraphQL session signed in as the test admin
 *   factories      file   typed rows for bookings, inquiries, special dates, users (factories.ts)
 * Fixtures start only when a test or hook asks for them. A file that wants other options says so
 * once, at its top: `test.override('serverOptions', { seed: false })` (scope file).
 *
 * Use in a test: `test('...', async ({ server, admin }) => { ... })`; in a file whose helpers read
 * module variables: `test.beforeAll(({ server: s }) => { server = s; })`.
 * Browser tests add `browser` and `page`: tests/support/browser-fixtures.ts.
 */
export const test = base
  .extend('serverOptions', { scope: 'file' }, {} as TestServerOptions)
  .extend('server', { scope: 'file' }, async ({ serverOptions }, { onCleanup }) => {
    const server = await startTestServer(serverOptions);
    onCleanup(() => server.close());
    return server;
  })
  .extend('admin', { scope: 'file' }, async ({ server }) => server.adminSession())
  .extend('factories', { scope: 'file' }, async ({ server }) => createFactories(server));

export { describe, expect } from 'vitest';
export const it = test;
