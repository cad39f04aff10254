import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../server/config.ts';
import { giveToServiceUser, type ServiceUser } from './service-user.ts';
import { ensureBuilt } from './build.ts';
import { builtProgramPath, freePort } from './process.ts';
import { TEST_ADMIN } from './test-server.ts';

/*
 * The real server as `npm start` runs it (the server build, dist/app/server.js) in a child process,
 * for tests that must kill it (SIGKILL) or run maintenance scripts beside it. Each has its own port
 * and data folder; the built client is not served.
 */

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  kill(signal?: NodeJS.Signals): Promise<string>;
}

/** The environment of a server whose data lives in `dataDir`. */
export function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    DATABASE_PATH: path.join(dataDir, 'venue.db'),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    BACKUPS_DIR: path.join(dataDir, 'backups'),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    VENUE_TIMEZONE: 'America/New_York',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  return env;
}

export async function startServerProcess(
  dataDir: string,
  { timeoutMs = 60_000, env = {}, user = null }: { timeoutMs?: number; env?: Record<string, string>; user?: ServiceUser | null } = {},
): Promise<ServerProcess> {
  fs.mkdirSync(dataDir, { recursive: true });
  giveToServiceUser(dataDir, user);
  await ensureBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(user?.node ?? process.execPath, [builtProgramPath('server')], {
    cwd: rootDir,
    env: serverEnv(dataDir, { ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  const lines: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const server: ServerProcess = {
    url,
    child,
    output: () => lines.join(''),
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };

  const started = Date.now();
  let exitedEarly: string | null = null;
  void exited.then((how) => (exitedEarly = how));
  for (;;) {
    if (exitedEarly !== null) throw new Error(`The server exited (${exitedEarly}) before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      await server.kill('SIGKILL');
      throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A GraphQL request to a server process; throws on transport failure (refused, reset). */
export async function graphqlRequest<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[]; setCookie: string[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  return { ...body, setCookie: response.headers.getSetCookie() };
}

export async function adminCookie(url: string): Promise<string> {
  const result = await graphqlRequest(url, 'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }', {
    input: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  if (result.errors?.length) throw new Error(`Admin sign-in failed: ${JSON.stringify(result.errors)}`);
  return result.setCookie[0]!.split(';')[0]!;
}
