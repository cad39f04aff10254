import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../server/config.ts';
import { buildState, SERVER_BUNDLE } from '../production/build-state.mjs';
import { SERVER_NODE_FLAGS } from '../production/node-flags.mjs';

/* Child processes for the bench: the real server (as `npm start` runs it) and the bare server. */

export const BENCH_ADMIN = { email: 'bench@venue.test', password: 'bench-password-123' } as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

async function waitUntilReady(child: Child, probe: () => Promise<boolean>, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    if (child.child.exitCode !== null) throw new Error(`The process exited before it was ready:\n${child.output()}`);
    try {
      if (await probe()) return;
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`The process was not ready in ${timeoutMs} ms:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function spawnChild(args: string[], env: NodeJS.ProcessEnv, url: string, { typescript = true, nodeFlags = [] as readonly string[] } = {}): Child {
  const child = spawn(process.execPath, [...nodeFlags, ...(typescript ? ['--import', 'tsx'] : []), ...args], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  return {
    url,
    child,
    output: () => lines.join(''),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * How the bench runs the server: the built bundle (dist/app/server.js), as `npm start` does, when
 * the build is current; otherwise the TypeScript sources through tsx, which costs each request
 * more (tsx's helpers): said in the bench's first line.
 */
export const SERVER_RUN = buildState().current ? { args: [SERVER_BUNDLE], typescript: false, label: 'the built server (dist/app)' } : { args: ['server/index.ts'], typescript: true, label: 'the sources through tsx (no current build)' };

/** The whole server in production mode on a database file (created and seeded when new). */
export async function startVenueServer(databasePath: string, extraEnv: Record<string, string> = {}): Promise<Child> {
  const port = await freePort();
  const dataDir = path.dirname(databasePath);
  fs.mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`, // production refuses to start without it
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    CLIENT_DIR: process.env.BENCH_CLIENT_DIR ?? path.join(rootDir, 'dist', 'client'),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // With the Node flags `npm start` gives the server (scripts/production/node-flags.mjs).
  const server = spawnChild(SERVER_RUN.args, env, `http://127.0.0.1:${port}`, { typescript: SERVER_RUN.typescript, nodeFlags: SERVER_NODE_FLAGS });
  await waitUntilReady(server, async () => (await fetch(`${server.url}/healthz`)).ok);
  return server;
}

/** node:http answering every request with the same bytes from memory. */
export async function startBareServer(body: string): Promise<Child> {
  const port = await freePort();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-bare-')), 'body.json');
  fs.writeFileSync(file, body);
  const server = spawnChild([path.join('scripts', 'bench', 'bare-server.ts'), String(port), file], { PATH: process.env.PATH }, `http://127.0.0.1:${port}`);
  await waitUntilReady(server, async () => (await fetch(`${server.url}/graphql`, { method: 'POST', body: '{}' })).ok);
  return server;
}

export async function signInCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }',
      variables: { input: BENCH_ADMIN },
    }),
  });
  const cookie = response.headers.getSetCookie()[0];
  if (!cookie) throw new Error(`Sign-in failed: ${await response.text()}`);
  return cookie.split(';')[0]!;
}
