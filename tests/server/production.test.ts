import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildState } from '../../scripts/production/build-state.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/production/node-flags.mjs';
import { PUBLIC_URL_MISSING, rootDir } from '../../server/config.ts';
import { ensureBuilt } from '../support/build.ts';
import { GraphQLSession } from '../support/graphql.ts';
import { freePort, runBuilt } from '../support/process.ts';

/*
 * Production as an operator runs it: `npm start` (the real npm) runs the built server in
 * production mode and hands it SIGTERM; the build is redone only when stale; the logs are JSON
 * lines with one access line per request and no secret in them.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-production-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

async function waitForHealth(url: string, child: { exitCode: number | null }, output: () => string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Exited (${child.exitCode}) before it was ready:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Not ready after ${timeoutMs} ms:\n${output()}`);
}

/** The JSON lines of an output (npm's own banner lines are not JSON). */
const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the build is redone only when stale', () => {
  const tree = path.join(dir, 'tree');
  const write = (file: string, mtime: Date) => {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), 'x');
    fs.utimesSync(path.join(tree, file), mtime, mtime);
  };
  const earlier = new Date(Date.now() - 60_000);
  const later = new Date(Date.now() + 60_000);

  it('is needed when missing, when an output is missing, and when a source is newer than the build', () => {
    write('server/index.ts', earlier);
    write('client/src/main.tsx', earlier);
    write('package.json', earlier);
    expect(buildState(tree)).toEqual({ current: false, reason: 'no production build yet' });
    write('dist/build.json', new Date());
    expect(buildState(tree)).toEqual({ current: false, reason: 'dist/app/server.js is missing' });
    for (const output of ['dist/app/server.js', 'dist/client/index.html', 'dist/server/entry-server.js']) write(output, new Date());
    expect(buildState(tree)).toEqual({ current: true });
    write('client/src/main.tsx', later);
    expect(buildState(tree)).toEqual({ current: false, reason: `${path.join('client', 'src', 'main.tsx')} changed after the last build` });
  });
});

describe('npm start', () => {
  it('builds first when the build is missing, stale or failed, then runs the built server in production mode', () => {
    // start.mjs and build-state.mjs as they are, in a tree whose build.mjs only writes the outputs
    // (the real build is the one the other tests run: tests/support/build.ts).
    const tree = path.join(dir, 'stale-tree');
    const scripts = path.join(tree, 'scripts', 'production');
    fs.mkdirSync(scripts, { recursive: true });
    for (const file of ['start.mjs', 'build-state.mjs', 'node-flags.mjs']) fs.copyFileSync(path.join(rootDir, 'scripts', 'production', file), path.join(scripts, file));
    fs.mkdirSync(path.join(tree, 'server'));
    fs.writeFileSync(path.join(tree, 'server', 'index.ts'), '');
    fs.writeFileSync(
      path.join(scripts, 'build.mjs'),
      `import fs from 'node:fs';
      import { fileURLToPath } from 'node:url';
      if (process.env.FAIL_BUILD) process.exit(3);
      const root = fileURLToPath(new URL('../../', import.meta.url));
      for (const [file, text] of [['dist/app/server.js', 'console.log("server ran in " + process.env.NODE_ENV);'], ['dist/client/index.html', ''], ['dist/server/entry-server.js', ''], ['dist/build.json', '{}']]) {
        fs.mkdirSync(root + file.slice(0, file.lastIndexOf('/')), { recursive: true });
        fs.writeFileSync(root + file, text);
      }
      console.log('build ran');`,
    );
    const start = (env: Record<string, string> = {}) => spawnSync(process.execPath, [path.join(scripts, 'start.mjs')], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });

    // Under a service (the unit's --no-build, or systemd's INVOCATION_ID) it never builds: it says
    // what to do and exits 78, which the unit does not restart.
    for (const underService of [{ args: ['--no-build'], env: {} }, { args: [], env: { INVOCATION_ID: 'abc123' } }]) {
      const refused = spawnSync(process.execPath, [path.join(scripts, 'start.mjs'), ...underService.args], { env: { PATH: process.env.PATH, ...underService.env }, encoding: 'utf8' });
      expect(refused.status).toBe(78);
      expect(refused.stdout).not.toContain('build ran');
      expect(refused.stderr).toContain(`The server was not started: the production build of ${tree} is not usable (no production build yet). A service never builds. Install a release with deploy/release.sh deploy`);
    }
    expect(fs.existsSync(path.join(tree, 'dist'))).toBe(false);

    const failed = start({ FAIL_BUILD: '1' });
    expect(failed.stdout).toContain('Building first: no production build yet.');
    expect(failed.stderr).toContain('The build failed; the server was not started.');
    expect(failed.status).toBe(3);

    const first = start();
    expect(first.stdout).toBe('Building first: no production build yet.\nbuild ran\nserver ran in production\n');
    const again = start();
    expect(again.stdout).toBe('server ran in production\n');
    // NODE_ENV set by the operator is kept.
    expect(start({ NODE_ENV: 'development' }).stdout).toBe('server ran in development\n');

    const later = new Date(Date.now() + 60_000);
    const earlierStill = new Date(Date.now() - 120_000);
    fs.utimesSync(path.join(tree, 'server', 'index.ts'), later, later);
    expect(start().stdout).toBe(`Building first: ${path.join('server', 'index.ts')} changed after the last build.\nbuild ran\nserver ran in production\n`);
    // With a current build, a service starts it.
    fs.utimesSync(path.join(tree, 'server', 'index.ts'), earlierStill, earlierStill);
    expect(spawnSync(process.execPath, [path.join(scripts, 'start.mjs'), '--no-build'], { env: { PATH: process.env.PATH }, encoding: 'utf8' }).stdout).toBe('server ran in production\n');

    // The server runs with the Node flags production gives it (on Node 22, AsyncLocalStorage
    // without async_hooks: node-flags.mjs), in the process npm or the service manager started.
    fs.writeFileSync(path.join(tree, 'dist', 'app', 'server.js'), 'console.log(JSON.stringify({ pid: process.pid, flags: process.execArgv }));');
    const flagged = spawnSync(process.execPath, [path.join(scripts, 'start.mjs'), '--no-build'], { env: { PATH: process.env.PATH }, encoding: 'utf8' });
    expect(JSON.parse(flagged.stdout)).toEqual({ pid: flagged.pid, flags: [...SERVER_NODE_FLAGS] });
  });

  it('runs the built server in production mode, and SIGTERM to npm ends it and frees the port', { timeout: 400_000 }, async () => {
    // A current build, as after `npm run build` or the first start: npm start only starts.
    await ensureBuilt();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_PATH: path.join(dir, 'start', 'venue.db'),
      UPLOADS_DIR: path.join(dir, 'start', 'uploads'),
      ADMIN_EMAIL: 'owner@venue.test',
      ADMIN_PASSWORD: 'a-long-secret-password-123',
    };
    let output = '';
    // `npm` itself, as an operator or a service manager runs it (no NODE_ENV set).
    const npm = spawn('npm', ['start'], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      await waitForHealth(url, npm, () => output, 60_000);
      expect(output).not.toContain('Building first');
      expect(buildState()).toEqual({ current: true });
      const lines = jsonLines(output);
      expect(lines.map((line) => line.msg)).toContainEqual(expect.stringContaining('production mode'));
      expect(output).not.toContain('tsx');
      // Production: an anonymous caller sees only the public part of the schema.
      const introspection = await new GraphQLSession(url).request<{ __schema: { queryType: { fields: { name: string }[] } } }>('{ __schema { queryType { fields { name } } } }');
      const fields = introspection.data!.__schema.queryType.fields.map((field) => field.name);
      expect(fields).toContain('navigationPages');
      expect(fields).not.toContain('bookings');
    } finally {
      npm.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM received');
    expect(await portIsFree(port)).toBe(true);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('warns in production without PUBLIC_URL, and refuses a PUBLIC_URL that is not an address', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const server = await runBuilt('server', [], { PORT: String(port), PUBLIC_URL: 'venue.example.com', DATABASE_PATH: path.join(dir, 'badurl.db'), UPLOADS_DIR: path.join(dir, 'badurl') });
    // 78: refused for a reason a restart cannot fix (the unit does not restart it in a loop).
    expect((await server.exited).code).toBe(78);
    const refusal = jsonLines(server.output()).find((line) => line.level === 'error');
    expect(refusal?.msg).toBe('The server did not start: PUBLIC_URL "venue.example.com" is not an http(s) address (for example https://venue.example.com).');
    expect(fs.existsSync(path.join(dir, 'badurl.db'))).toBe(false);

    const unset = await runBuilt('server', [], { PORT: String(port), PUBLIC_URL: '', DATABASE_PATH: path.join(dir, 'nourl.db'), UPLOADS_DIR: path.join(dir, 'nourl') });
    try {
      await unset.waitForOutput(/Venue site running at/, 60_000);
      const warning = jsonLines(unset.output()).find((line) => line.msg === PUBLIC_URL_MISSING);
      expect(warning?.level).toBe('warn');
    } finally {
      unset.child.kill('SIGTERM');
      await unset.exited;
    }
  });
});

describe('logs', () => {
  const adminPassword = 'another-long-secret-456';
  let url = '';
  let server: Awaited<ReturnType<typeof runBuilt>>;

  async function startServer(extraEnv: Record<string, string> = {}) {
    const port = await freePort();
    const started = await runBuilt('server', [], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(dir, 'logs', 'venue.db'),
      UPLOADS_DIR: path.join(dir, 'logs', 'uploads'),
      CLIENT_DIR: path.join(dir, 'no-client'),
      ADMIN_EMAIL: 'owner@venue.test',
      ADMIN_PASSWORD: adminPassword,
      RESEND_API_KEY: '',
      ...extraEnv,
    });
    await started.waitForOutput(/Venue site running at/, 60_000);
    return { server: started, url: `http://localhost:${port}` };
  }

  /** The access line of the response with this X-Request-Id (written when the response closes). */
  async function accessLine(response: Response) {
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    for (let i = 0; i < 50; i += 1) {
      const line = jsonLines(server.output()).find((candidate) => candidate.msg === 'request' && candidate.requestId === requestId);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No access line for ${requestId}:\n${server.output()}`);
  }

  it('are JSON lines in production, one access line per request without query values', { timeout: 120_000 }, async () => {
    ({ server, url } = await startServer());
    try {
      const page = await fetch(`${url}/faq?q=jane.doe%40example.com&utm_source=mail`);
      const line = await accessLine(page);
      expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/faq?q&utm_source', status: page.status });
      expect(line.durationMs).toEqual(expect.any(Number));
      expect(typeof line.time).toBe('string');

      // Refusals are logged too: 400 (unreadable body), 401 (upload without a session), 429 (the
      // sixth inquiry form in an hour from one address).
      const unreadable = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
      expect(unreadable.status).toBe(400);
      expect(await accessLine(unreadable)).toMatchObject({ method: 'POST', path: '/graphql', status: 400 });
      const upload = await fetch(`${url}/api/uploads?purpose=gallery`, { method: 'POST', body: 'x' });
      expect(upload.status).toBe(401);
      expect(await accessLine(upload)).toMatchObject({ method: 'POST', path: '/api/uploads?purpose', status: 401 });
      let inquiry: Response | undefined;
      for (let i = 0; i < 6; i += 1) {
        inquiry = await fetch(`${url}/contact`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ name: 'Jane Doe', email: 'jane.doe@example.com', message: 'Hello' }).toString(),
        });
      }
      expect(inquiry!.status).toBe(429);
      expect(await accessLine(inquiry!)).toMatchObject({ method: 'POST', path: '/contact', status: 429 });

      // Without TRUST_PROXY, X-Forwarded-Host is anyone's to send: it does not pass the cross-site check.
      const forged = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
        body: JSON.stringify({ query: '{ navigationPages { id } }' }),
      });
      expect(forged.status).toBe(403);

      // A calendar feed's address is its secret: not logged.
      const feed = await fetch(`${url}/calendar/feed-secret-0123456789abcdef.ics`);
      expect(await accessLine(feed)).toMatchObject({ path: '/calendar/[token].ics' });

      // A sign-in: neither the password nor the session token appears anywhere in the output.
      const session = new GraphQLSession(url);
      await session.signIn('owner@venue.test', adminPassword);
      const output = server.output();
      expect(output).not.toContain(adminPassword);
      expect(output).not.toContain('feed-secret-0123456789abcdef');
      expect(output).not.toContain('jane.doe');
      const token = session.cookie!.split('=')[1]!;
      expect(token.length).toBeGreaterThan(20);
      expect(output).not.toContain(token);

      // Every line is JSON with a level, a time and a message.
      const lines = output.split('\n').filter(Boolean);
      for (const text of lines) {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        expect(parsed).toEqual(expect.objectContaining({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) }));
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('take the request id and the forwarded host a trusted proxy sends', { timeout: 120_000 }, async () => {
    ({ server, url } = await startServer({ TRUST_PROXY: '1' }));
    try {
      const response = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'proxy-id-42' } });
      expect(response.headers.get('x-request-id')).toBe('proxy-id-42');
      const ignored = await fetch(`${url}/healthz`, { headers: { 'x-request-id': `${'x'.repeat(65)} with spaces` } });
      expect(ignored.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

      // A proxy that rewrites Host (nginx's default) sends the browser's host as X-Forwarded-Host:
      // with TRUST_PROXY=1 a same-site POST passes the cross-site check even without PUBLIC_URL.
      const post = (headers: Record<string, string>) =>
        fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://venue.example.com', ...headers }, body: JSON.stringify({ query: '{ navigationPages { id } }' }) });
      expect((await post({ 'x-forwarded-host': 'venue.example.com' })).status).toBe(200);
      expect((await post({ 'x-forwarded-host': 'evil.example' })).status).toBe(403);
      expect((await post({})).status).toBe(403);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('are readable lines in development', { timeout: 120_000 }, async () => {
    ({ server } = await startServer({ NODE_ENV: 'development' }));
    try {
      const running = server.output().split('\n').find((line) => line.includes('Venue site running at'))!;
      expect(running).not.toMatch(/^\{/);
      expect(running).toMatch(/INFO/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
