import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { rootDir } from '../../server/config.ts';
import { SERVER_BUNDLE } from '../../scripts/production/build-state.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/production/node-flags.mjs';
import { ensureBuilt } from './build.ts';

/** A free TCP port on localhost. */
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

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves when the output matches, rejects on exit or timeout. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The programs of the server build (scripts/production/build.mjs writes them to dist/app). */
export type BuiltProgram = 'server' | 'create-admin' | 'backup' | 'restore' | 'db-status' | 'doctor';

/** Where the build puts a program: beside the server bundle that `npm start` runs. */
export const builtProgramPath = (program: BuiltProgram) => path.join(path.dirname(SERVER_BUNDLE), `${program}.js`);

/**
 * Runs a program of the production build (dist/app/<name>.js) as `npm start` and `npm run <script>`
 * do on a server, after building it when the build is not current (tests/support/build.ts).
 */
export async function runBuilt(program: BuiltProgram, args: string[], env: Record<string, string>): Promise<RunningProcess> {
  await ensureBuilt();
  // The server with the Node flags `npm start` gives it (scripts/production/node-flags.mjs).
  const child = spawn(process.execPath, [...(program === 'server' ? SERVER_NODE_FLAGS : []), builtProgramPath(program), ...args], {
    cwd: rootDir,
    env: { ...process.env, VITEST: '', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    waitForOutput(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const timer = setInterval(() => {
          const match = output.match(pattern);
          if (match) {
            clearInterval(timer);
            resolve(match);
          } else if (child.exitCode !== null || Date.now() - started > timeoutMs) {
            clearInterval(timer);
            reject(new Error(`Did not see ${pattern} in the output:\n${output}`));
          }
        }, 50);
      });
    },
  };
}
