import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GraphQLSession } from '../support/graphql.ts';
import { freePort, runBuilt } from '../support/process.ts';

/*
 * The real entry point, as `npm start` runs it: start-up log, the first admin's printed password,
 * graceful shutdown on SIGTERM, a second start on the same database, and `npm run create-admin`.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-process-'));
const databasePath = path.join(dir, 'venue.db');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function startServer() {
  const port = await freePort();
  const server = await runBuilt('server', [], { PORT: String(port), DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads'), ADMIN_EMAIL: '', ADMIN_PASSWORD: '', RESEND_API_KEY: '' });
  await server.waitForOutput(/Venue site running at/, 90_000); // a shared 2-core machine under load needs more than 20 s
  return { server, url: `http://localhost:${port}` };
}

describe('npm start', { timeout: 180_000 }, () => {
  let printedPassword = '';

  it('logs where it runs, the database file and the e-mail mode, and writes a generated admin password to a 0600 file, not the log', async () => {
    const { server, url } = await startServer();
    try {
      const output = server.output();
      expect(output).toContain(`Venue site running at ${url} (GraphQL explorer at ${url}/graphql)`);
      expect(output).toContain(`Database: ${databasePath}`);
      expect(output).toContain('E-mail: outbox only');
      expect(output).toContain('Filled the new database with the demo venue');
      // The generated password is never printed (a service manager keeps the output): it is in a file
      // beside the database that only the server's user can read, and the output says where.
      const passwordFile = path.join(dir, 'first-admin-password.txt');
      expect(output).toContain(`its password is in ${passwordFile}`);
      expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
      printedPassword = fs.readFileSync(passwordFile, 'utf8').match(/password: (\S+)/)![1]!;
      expect(output).not.toContain(printedPassword);
      const session = new GraphQLSession(url);
      const { signIn } = await session.signIn('admin@venue.local', printedPassword);
      expect(signIn.viewer!.role).toBe('ADMIN');
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain('SIGTERM received, finishing open requests and shutting down');
  });

  it('starts again on the same database without seeding twice or printing a password', async () => {
    const { server, url } = await startServer();
    try {
      expect(server.output()).not.toContain('password:');
      expect(server.output()).not.toContain('Filled the new database');
      const pages = await new GraphQLSession(url).data<{ navigationPages: unknown[] }>('{ navigationPages { id } }');
      expect(pages.navigationPages).toHaveLength(7);
      await new GraphQLSession(url).signIn('admin@venue.local', printedPassword);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('adds an admin with npm run create-admin, who can sign in', async () => {
    const script = await runBuilt('create-admin', ['  New.Owner@Example.com '], { DATABASE_PATH: databasePath, ADMIN_PASSWORD: '' });
    const [, password] = await script.waitForOutput(/Password \(shown once\): (\S+)/);
    expect((await script.exited).code).toBe(0);
    expect(script.output()).toContain('Created admin new.owner@example.com.');
    const { server, url } = await startServer();
    try {
      const { signIn } = await new GraphQLSession(url).signIn('new.owner@example.com', password!);
      expect(signIn.viewer!.role).toBe('ADMIN');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('refuses create-admin without a valid e-mail', async () => {
    const script = await runBuilt('create-admin', ['not-an-email'], { DATABASE_PATH: databasePath });
    expect((await script.exited).code).toBe(1);
    expect(script.output()).toContain('Usage: npm run create-admin -- <email>');
  });
});
