import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildState, STAMP_FILE } from '../production/build-state.mjs';
import { rootDir } from '../../server/config.ts';
import { RENDER_THREAD_IDLE_MS } from '../../server/http/render-thread.ts';
import { BENCH_ADMIN, freePort } from './processes.ts';

/*
 * npm run bench -- --only start: production as deployed. The build's peak memory; how
 * long `npm start`'s script takes with a current build until /healthz answers; the server's
 * memory idle, after 30,000 mixed requests (pages, GraphQL, health, sitemap, images, 404s), and
 * idle again after them (what a small server holds between visits), read from /proc (RSS, what
 * the machine gives the process). The server runs with the systemd
 * unit's NODE_OPTIONS (deploy/venue-site.service).
 *
 * "Idle again" is read once the render thread has stopped (it stops after RENDER_THREAD_IDLE_MS
 * without a render) and 15 s more: read sooner, it measured a server still holding the thread's
 * heap, which no quiet site keeps.
 */
export const START_TARGETS = { readyMs: 3_000, idleRssMb: 150, loadedRssMb: 300, requests: 30_000, idleAfterMs: RENDER_THREAD_IDLE_MS + 15_000 } as const;

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
};

function unitNodeOptions(): string {
  const unit = fs.readFileSync(path.join(rootDir, 'deploy', 'venue-site.service'), 'utf8');
  return /^Environment=NODE_OPTIONS="([^"]*)"$/m.exec(unit)?.[1] ?? '';
}

export async function startMemoryBench(dir: string, check: (pass: boolean) => string): Promise<boolean> {
  console.log('\nProduction start and memory (npm start with a current build; RSS from /proc)\n');
  if (!buildState().current) {
    console.log('  building first (the build is stale)…');
    const build = spawnSync(process.execPath, [path.join(rootDir, 'scripts', 'production', 'build.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build failed.');
  }
  const built = JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8')) as { peakRssMb: number; seconds: number; node: string };

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(dir, 'start');
  fs.mkdirSync(dataDir, { recursive: true });
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_PATH: path.join(dataDir, 'venue.db'),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: unitNodeOptions(),
    MALLOC_ARENA_MAX: '2',
  };
  const start = () => spawn(process.execPath, [path.join(rootDir, 'scripts', 'production', 'start.mjs')], { cwd: rootDir, env, stdio: 'ignore' });
  const waitReady = async (child: ReturnType<typeof start>) => {
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error('The server exited before it was ready.');
      try {
        if ((await fetch(`${url}/healthz`)).ok) return Date.now() - started;
      } catch {
        // not yet
      }
      if (Date.now() - started > 120_000) throw new Error('The server was not ready in 120 s.');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const stop = (child: ReturnType<typeof start>) => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

  // The first start creates and seeds the database; the measured one is a restart, as after a deploy.
  let server = start();
  await waitReady(server);
  await stop(server);
  server = start();
  const readyMs = await waitReady(server);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = rssMb(server.pid!);
    const graphql = JSON.stringify({ query: '{ navigationPages { id title path } }' });
    const result = await autocannon({
      url,
      connections: 20,
      amount: START_TARGETS.requests,
      requests: [
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/faq?q=parking' },
        { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: graphql },
        { method: 'GET', path: '/calendar' },
        { method: 'GET', path: '/healthz' },
        { method: 'GET', path: '/sitemap.xml' },
        { method: 'GET', path: `/no-such-page-${Math.random()}` },
        { method: 'GET', path: '/about' },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const loaded = rssMb(server.pid!);
    // Idle again: caches expire (10 s), the render thread stops (60 s), V8 shrinks its young
    // generation, glibc returns freed pages.
    await new Promise((resolve) => setTimeout(resolve, START_TARGETS.idleAfterMs));
    const idleAfter = rssMb(server.pid!);
    const rows: [string, string, string][] = [
      ['production build, peak RSS', `${built.peakRssMb} MB (${built.seconds.toFixed(0)} s, Node ${built.node})`, 'printed'],
      ['ready after start (current build)', `${(readyMs / 1000).toFixed(2)} s`, `≤ ${START_TARGETS.readyMs / 1000} s ${check(readyMs <= START_TARGETS.readyMs)}`],
      ['RSS idle', `${idle} MB`, `≤ ${START_TARGETS.idleRssMb} MB ${check(idle <= START_TARGETS.idleRssMb)}`],
      [`RSS after ${result.requests.total} mixed requests`, `${loaded} MB`, `≤ ${START_TARGETS.loadedRssMb} MB ${check(loaded <= START_TARGETS.loadedRssMb)}`],
      [`RSS idle ${START_TARGETS.idleAfterMs / 1000} s after them`, `${idleAfter} MB`, `≤ ${START_TARGETS.idleRssMb} MB ${check(idleAfter <= START_TARGETS.idleRssMb)}`],
    ];
    const width = Math.max(...rows.map((row) => row[0].length));
    for (const [name, value, target] of rows) console.log(`  ${name.padEnd(width)}  ${value.padEnd(34)}  ${target}`);
    console.log(`  (${result.requests.average.toFixed(0)} req/s, ${result.errors + result.timeouts} errors; NODE_OPTIONS ${env.NODE_OPTIONS || 'none'})`);
    return readyMs <= START_TARGETS.readyMs && idle <= START_TARGETS.idleRssMb && loaded <= START_TARGETS.loadedRssMb && idleAfter <= START_TARGETS.idleRssMb;
  } finally {
    await stop(server);
  }
}
