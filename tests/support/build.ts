import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildState } from '../../scripts/production/build-state.mjs';
import { rootDir } from '../../server/config.ts';

/*
 * The tests run what an operator runs: the browser files drive the production build (dist/client
 * and the server rendering in dist/server), and the files that start the server or its scripts as
 * processes run dist/app, as `npm start` and `npm run backup` do. The build is made once, by the
 * same rule as `npm start`: only when it is missing or older than the sources (build-state.mjs).
 * On a clean clone (CI) that is once per run, before the first browser file (this file is the e2e
 * project's globalSetup); a process test run on its own builds first when it has to.
 * SKIP_CLIENT_BUILD=1 uses dist/ as it is, even when stale, while iterating on a test.
 */
const BUILD_SCRIPT = path.join(rootDir, 'scripts', 'production', 'build.mjs');
/** One build at a time on this machine for this checkout (the server files run three at a time). */
const LOCK = path.join(os.tmpdir(), `venue-build-${Buffer.from(rootDir).toString('base64url').slice(-40)}.lock`);
/** A lock older than this was left by a run that died; a build takes well under it. */
const STALE_LOCK_MS = 10 * 60_000;

function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILD_SCRIPT], { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (exit ${code}):\n${output}`))));
  });
}

/** Builds the production build when it is not current; returns once it is. */
export async function ensureBuilt(): Promise<void> {
  if (process.env.SKIP_CLIENT_BUILD === '1') return;
  for (;;) {
    if (buildState().current) return;
    try {
      fs.mkdirSync(LOCK);
    } catch {
      // Another test process is building: wait for it (or take over a lock its run left behind).
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      // Built here (or by the process that held the lock just before): done either way.
      if (!buildState().current) await runBuild();
      return;
    } finally {
      fs.rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

/** globalSetup of the browser files. */
export default async function buildOnce() {
  await ensureBuilt();
}
