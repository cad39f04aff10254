// npm run build: the browser's code (dist/client), the server rendering of visitor pages
// (dist/server/entry-server.js) and the server itself as JavaScript (dist/app/: server.js and the
// backup, restore, create-admin, db-status and doctor scripts), in one process so its peak memory is one number,
// printed at the end. Needs only production dependencies (vite, @vitejs/plugin-react): it runs after
// `npm ci --omit=dev`.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { build } from 'vite';
import { rootDir, STAMP_FILE } from './build-state.mjs';

const started = Date.now();
const configFile = path.join(rootDir, 'vite.config.ts');
const logLevel = process.env.BUILD_LOG_LEVEL ?? 'warn';
fs.rmSync(STAMP_FILE, { force: true });

console.log('Building the client…');
await build({ configFile, logLevel });
console.log('Building the server rendering of visitor pages…');
await build({ configFile, logLevel, build: { ssr: true } });

// The server: every import of a package stays an import (node_modules is there at run time, and
// native modules such as better-sqlite3 and sharp cannot be bundled); our own TypeScript becomes
// JavaScript with no tsx at run time.
const packageJson = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
const packages = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });
const isPackage = (id) => builtinModules.includes(id) || id.startsWith('node:') || packages.some((name) => id === name || id.startsWith(`${name}/`));
console.log('Building the server…');
await build({
  configFile: false,
  root: rootDir,
  logLevel,
  publicDir: false,
  build: {
    ssr: true,
    target: 'node22',
    outDir: path.join(rootDir, 'dist', 'app'),
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        server: path.join(rootDir, 'server', 'index.ts'),
        backup: path.join(rootDir, 'scripts', 'backup.ts'),
        restore: path.join(rootDir, 'scripts', 'restore.ts'),
        'create-admin': path.join(rootDir, 'scripts', 'create-admin.ts'),
        'db-status': path.join(rootDir, 'scripts', 'db-status.ts'),
        doctor: path.join(rootDir, 'scripts', 'doctor.ts'),
      },
      external: isPackage,
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
fs.writeFileSync(STAMP_FILE, `${JSON.stringify({ builtAt: new Date().toISOString(), node: process.version, seconds: (Date.now() - started) / 1000, peakRssMb }, null, 2)}\n`);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s; peak memory (RSS) ${peakRssMb} MB.`);
