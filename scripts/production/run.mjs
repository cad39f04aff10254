// npm run backup | restore | create-admin | db:status | doctor: the script's built JavaScript (dist/app/<name>.js) when
// the build is current, as on a server where only production dependencies are installed; on a
// developer's machine with a stale build, its TypeScript through tsx (a devDependency) instead of a
// whole build; with neither, the build first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildState, rootDir } from './build-state.mjs';

const [name, ...args] = process.argv.slice(2);
const SCRIPTS = ['backup', 'restore', 'create-admin', 'db-status', 'doctor'];
if (!SCRIPTS.includes(name)) {
  console.error(`Usage: node scripts/production/run.mjs ${SCRIPTS.join('|')} [arguments]`);
  process.exit(2);
}
const bundle = path.join(rootDir, 'dist', 'app', `${name}.js`);
const run = (command, commandArgs) => {
  const child = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (child.status !== 0) process.exit(child.status ?? 1);
};

if (!buildState().current) {
  const tsx = path.join(rootDir, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  if (fs.existsSync(tsx)) {
    run(process.execPath, [tsx, path.join(rootDir, 'scripts', `${name}.ts`), ...args]);
    process.exit(0);
  }
  // A service (the nightly backup unit) never builds: see start.mjs.
  if (process.env.INVOCATION_ID) {
    console.error(`npm run ${name} was not run: the production build of ${rootDir} is missing or stale and a service never builds. Install a release with deploy/release.sh deploy.`);
    process.exit(78);
  }
  run(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))]);
}
// The script runs its main part only when it is the program (process.argv[1]), as with `node <file>`.
process.argv.splice(1, process.argv.length - 1, bundle, ...args);
await import(pathToFileURL(bundle).href);
