// npm start: production mode unless NODE_ENV says otherwise; builds only when the build is missing
// or older than the sources, then runs the built server in this same process. package.json's
// `exec` and this import (no child process) make the server the process npm started, so SIGTERM
// from npm or a service manager reaches it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildState, SERVER_BUNDLE } from './build-state.mjs';

process.env.NODE_ENV ??= 'production';
const state = buildState();
if (!state.current) {
  console.log(`Building first: ${state.reason}.`);
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}
await import(pathToFileURL(SERVER_BUNDLE).href);
