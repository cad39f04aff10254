// Is the production build current? Plain JavaScript: `npm start` runs this before anything is built.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Written last by the build: its time is the build's time. */
export const STAMP_FILE = path.join(rootDir, 'dist', 'build.json');
/** What `npm start` runs: the server bundle (see scripts/production/build.mjs). */
export const SERVER_BUNDLE = path.join(rootDir, 'dist', 'app', 'server.js');
const OUTPUTS = ['dist/app/server.js', 'dist/client/index.html', 'dist/server/entry-server.js'];

/** Everything the build reads. Changing any of these (a `git pull`, an edit) makes the build stale. */
const SOURCE_FOLDERS = ['client', 'server', 'shared', 'schema', 'scripts/production'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'scripts/backup.ts', 'scripts/restore.ts', 'scripts/create-admin.ts', 'scripts/db-status.ts', 'scripts/doctor.ts'];

function newestIn(dir) {
  let newest = { file: '', mtimeMs: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    const candidate = entry.isDirectory() ? newestIn(file) : { file, mtimeMs: fs.statSync(file).mtimeMs };
    if (candidate.mtimeMs > newest.mtimeMs) newest = candidate;
  }
  return newest;
}

/** The newest source file and its modification time. */
export function newestSource(root = rootDir) {
  let newest = { file: '', mtimeMs: 0 };
  for (const name of SOURCE_FOLDERS) {
    const dir = path.join(root, name);
    if (!fs.existsSync(dir)) continue;
    const candidate = newestIn(dir);
    if (candidate.mtimeMs > newest.mtimeMs) newest = candidate;
  }
  for (const name of SOURCE_FILES) {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) continue;
    const mtimeMs = fs.statSync(file).mtimeMs;
    if (mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
}

/** { current: true } or { current: false, reason } — why a build is needed, in words. */
export function buildState(root = rootDir) {
  const stamp = path.join(root, path.relative(rootDir, STAMP_FILE));
  if (!fs.existsSync(stamp)) return { current: false, reason: 'no production build yet' };
  const missing = OUTPUTS.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return { current: false, reason: `${missing} is missing` };
  const builtAt = fs.statSync(stamp).mtimeMs;
  const newest = newestSource(root);
  if (newest.mtimeMs > builtAt) return { current: false, reason: `${path.relative(root, newest.file)} changed after the last build` };
  return { current: true };
}
