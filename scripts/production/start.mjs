// npm start: production mode unless NODE_ENV says otherwise, then the built server in this same
// process. package.json's `exec` and this import (no child process) make the server the process
// npm started, so SIGTERM from npm or a service manager reaches it.
//
// On a developer's machine a missing or stale build is built first. Under a service (the shipped
// unit passes --no-build; systemd also sets INVOCATION_ID) it never builds: the service user cannot
// write the release, and a build's memory peak (about 1.5 GB) is above the unit's MemoryMax, so a
// build there only restart-loops. It refuses with what to do instead (exit 78: the unit does not
// restart a refused start).
//
// The server's Node flags (node-flags.mjs) are put on this process first: it replaces itself with
// `node <flags> start.mjs …` (process.execve keeps the process id, so npm, a service manager and
// their signals still reach the server).
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildState, rootDir, SERVER_BUNDLE } from './build-state.mjs';
import { missingServerNodeFlags } from './node-flags.mjs';

const missingFlags = missingServerNodeFlags();
if (missingFlags.length > 0 && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...missingFlags, ...process.execArgv, ...process.argv.slice(1)], process.env);
}

const EXIT_REFUSED = 78;
process.env.NODE_ENV ??= 'production';
const underService = process.argv.includes('--no-build') || Boolean(process.env.INVOCATION_ID);
const state = buildState();
if (!state.current) {
  if (underService) {
    console.error(
      `The server was not started: the production build of ${rootDir} is not usable (${state.reason}). ` +
        'A service never builds. Install a release with deploy/release.sh deploy (it builds, checks and switches the current link), ' +
        `or build it as the deploying user: cd ${rootDir} && npm run build.`,
    );
    process.exit(EXIT_REFUSED);
  }
  console.log(`Building first: ${state.reason}.`);
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}
await import(pathToFileURL(SERVER_BUNDLE).href);
