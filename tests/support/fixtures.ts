import { test as base } from 'vitest';
import { createFactories, signedInAs } from './factories.ts';
import { startTestServer, type TestServerOptions } from './test-server.ts';

/*
 * Shared fixtures (Vitest's test.extend), instead of a beforeAll copied into every file:
 *   serverOptions  file   how the file's server starts (override per file: see below)
 *   server         file   a real server over HTTP on its own SQLite file (a copy of the run's
 *                         migrated template), closed after the file
 *   admin          file   a GraphQL session signed in as the test admin
 *   otherAdmin     file   a second session of the test admin (another tab or device)
 *   visitor        file   a signed-out GraphQL session (its own cookie jar)
 *   nonAdmin       file   a GraphQL session signed in as a user without the admin role
 *   factories      file   typed rows for bookings, inquiries, special dates, users (factories.ts)
 *   otherServerOptions, otherServer
 *                  file   a second server of the file, for what is fixed when a server starts (production
 *                         mode, sending through Resend, an unseeded database): started with
 *                         otherServerOptions, on a database of its own, closed after the file
 * Fixtures start only when a test or hook asks for them. A file that wants other options says so
 * once, at its top: `test.override('serverOptions', { seed: false })` (scope file), and the same
 * for its second server: `test.override('otherServerOptions', { config: { production: true } })`.
 * A file whose server renders pages from the production build makes it first, in a hook of its
 * own with the build's time (`beforeAll(() => ensureBuilt(), 600_000)`): a fixture's start counts
 * against the first test's time.
 *
 * A test receives what it uses as arguments: `test('...', async ({ server, admin }) => { ... })`.
 * A file's helpers take what they need as parameters (`const publicFaqs = (server: TestServer) =>
 * ...`); data the file's tests share comes from `factories` or a fixture, never from a beforeAll
 * writing module variables (tests/server/test-fixtures-only.test.ts holds every file to this).
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
  .extend('otherAdmin', { scope: 'file' }, async ({ server }) => server.adminSession())
  .extend('visitor', { scope: 'file' }, async ({ server }) => server.session())
  .extend('nonAdmin', { scope: 'file' }, async ({ server }) => (await signedInAs(server, 'user')).session)
  .extend('factories', { scope: 'file' }, async ({ server }) => createFactories(server))
  .extend('otherServerOptions', { scope: 'file' }, {} as TestServerOptions)
  .extend('otherServer', { scope: 'file' }, async ({ otherServerOptions }, { onCleanup }) => {
    const server = await startTestServer(otherServerOptions);
    onCleanup(() => server.close());
    return server;
  });

export { describe, expect } from 'vitest';
export const it = test;
