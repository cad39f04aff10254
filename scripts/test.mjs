#!/usr/bin/env node
/*
 * `npm test`: every test (Vitest) and the static checks (codegen up to date, schema lint, Biome's
 * lint, knip's unused files and dependencies, typecheck), run at the same time rather than one after another.
 *
 * The checks are mostly one core's work (tsc alone is about half a minute), and Vitest's first
 * minutes (the client build, then the server files) leave the second core partly idle: run in
 * sequence they were about 40 s of a 2-core CI run's wall time before the first test started.
 * Nothing here writes what another reads: the checks only read the sources.
 *
 * Vitest's output streams as it comes; each check's output is kept and printed when it ends (in
 * full when it failed, one line when it passed). The exit code is non-zero when any part failed.
 * Arguments go to Vitest: `npm test -- tests/server/faqs.test.ts`.
 */
import { spawn } from 'node:child_process';

const CHECKS = ['codegen:check', 'lint:schema', 'lint:code', 'lint:unused', 'typecheck'];
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const children = new Set();

function run(command, args, { capture }) {
  const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  children.add(child);
  let output = '';
  if (capture) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exitCode = 1;
  });
}

const checks = CHECKS.map(async (script) => {
  const { code, output } = await run('npm', ['run', '--silent', script], { capture: true });
  if (code === 0) return { script, ok: true, line: `✓ ${script} (done at ${seconds()})` };
  // A failure is shown as soon as it happens, not after the whole browser run.
  process.stdout.write(`\n✗ npm run ${script} failed (exit ${code}):\n${output}\n`);
  return { script, ok: false, line: `✗ ${script} failed (see its output above)` };
});
const vitest = run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { capture: false });

const [tests, ...results] = await Promise.all([vitest, ...checks]);
process.stdout.write(`\nStatic checks:\n${results.map((result) => `  ${result.line}`).join('\n')}\n`);
const failed = results.filter((result) => !result.ok).map((result) => result.script);
if (tests.code !== 0) failed.push('vitest');
if (failed.length > 0) {
  process.stdout.write(`npm test failed: ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
