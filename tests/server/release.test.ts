import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/config.ts';
import { ensureBuilt } from '../support/build.ts';
import { freePort } from '../support/process.ts';

/*
 * deploy/release.sh as an operator runs it on the server: releases built into their own folders
 * from the repository, a pre-flight check that stops a bad one before the switch, the `current`
 * link switched and the service restarted, the previous release's scripts and styles still served,
 * and a rollback that restores the database as it was before the new release migrated it.
 *
 * What differs from a server, and why: systemctl is a stand-in that runs the unit's command from
 * `current` (no systemd here); the install links this checkout's node_modules and the build copies
 * its build (the real `npm ci` needs the network and the real build is checked by every other
 * test that starts the server); the site's user is this one. The releases are commits of a clone
 * of this repository, the second with a migration of its own.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-release-'));
const stub = path.join(work, 'stub');
const root = path.join(work, 'opt');
const repo = path.join(root, 'repo');
const data = path.join(work, 'data');
const envFile = path.join(work, 'venue-site.env');
let port = 0;

afterAll(() => {
  spawnSync(path.join(stub, 'systemctl'), ['stop', 'venue-site'], { env: stubEnv() });
  fs.rmSync(work, { recursive: true, force: true });
}, 180_000);

function stubEnv(): NodeJS.ProcessEnv {
  return {
    PATH: `${stub}:${process.env.PATH}`,
    HOME: process.env.HOME,
    VENUE_ROOT: root,
    VENUE_ENV_FILE: envFile,
    VENUE_USER: os.userInfo().username,
    VENUE_HEALTH_TIMEOUT: '90',
    STUB_DIR: stub,
    // This checkout's dependencies and build stand for `npm ci` and `npm run build` (see above);
    // the build also writes a script named after the release, to see which are served.
    // A link, not a copy: removing a copy's 80,000 files afterwards took minutes on a busy machine.
    VENUE_INSTALL: `ln -s ${path.join(rootDir, 'node_modules')} node_modules`,
    VENUE_BUILD: `sh ${path.join(stub, 'build.sh')}`,
  };
}

function release(...args: string[]) {
  const result = spawnSync(path.join(rootDir, 'deploy', 'release.sh'), args, { env: stubEnv(), encoding: 'utf8', timeout: 240_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

function writeEnv(publicUrl: string) {
  fs.writeFileSync(
    envFile,
    [
      'NODE_ENV=production',
      'HOST=127.0.0.1',
      `PORT=${port}`,
      `PUBLIC_URL=${publicUrl}`,
      'TRUST_PROXY=1',
      `DATABASE_PATH=${path.join(data, 'venue.db')}`,
      `UPLOADS_DIR=${path.join(data, 'uploads')}`,
      `BACKUPS_DIR=${path.join(data, 'backups')}`,
      'ADMIN_EMAIL=owner@venue.example.com',
      'ADMIN_PASSWORD=a-long-release-password-1',
      'DEMO_VENUE=0',
      'EMAIL_FROM="Cedar Barn <hello@venue.example.com>"',
      'LOG_LEVEL=warn',
      `DOCTOR_PROXY_CONFIG=${path.join(rootDir, 'deploy', 'Caddyfile')}`,
      '',
    ].join('\n'),
  );
}

const git = (...args: string[]) => {
  const result = spawnSync('git', ['-C', repo, ...args], { encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'Release Test', GIT_AUTHOR_EMAIL: 'release@test', GIT_COMMITTER_NAME: 'Release Test', GIT_COMMITTER_EMAIL: 'release@test' } });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
};

const current = () => fs.realpathSync(path.join(root, 'current'));
const url = (pathname: string) => `http://127.0.0.1:${port}${pathname}`;
/** A GET on a new connection (a kept-alive one may belong to the process a restart stopped). */
const statusOf = (pathname: string) =>
  new Promise<number>((resolve, reject) => {
    http.get(url(pathname), { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
const submitInquiry = async (name: string) => {
  const response = await fetch(url('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ query: 'mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }', variables: { input: { name, email: `${name.toLowerCase().replace(/\W/g, '.')}@client.test` } } }),
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
};
const inquiryNames = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('select name from inquiries order by name').pluck().all();
  } finally {
    db.close();
  }
};
const hasTable = (file: string, table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table) !== undefined;
  } finally {
    db.close();
  }
};

describe('deploy/release.sh', () => {
  it('releases, refuses a release that fails its pre-flight, keeps old assets served, and rolls back with the pre-migration backup', { timeout: 600_000 }, async () => {
    await ensureBuilt();
    port = await freePort();
    fs.mkdirSync(stub, { recursive: true });
    fs.mkdirSync(data, { recursive: true });
    fs.writeFileSync(
      path.join(stub, 'systemctl'),
      `#!/bin/sh
# Stand-in for systemctl: runs the unit's command from $VENUE_ROOT/current, as the unit does.
pidfile="$STUB_DIR/site.pid"
stop() {
  if [ -f "$pidfile" ]; then
    pid=$(cat "$pidfile"); kill "$pid" 2>/dev/null
    waited=0
    while kill -0 "$pid" 2>/dev/null; do
      sleep 0.1; waited=$((waited + 1))
      # TimeoutStopSec=20, then SIGKILL, as systemd does.
      [ "$waited" -ge 200 ] && kill -9 "$pid" 2>/dev/null
    done
    rm -f "$pidfile"
  fi
}
start() {
  cd "$VENUE_ROOT/current" && { node --env-file="$VENUE_ENV_FILE" scripts/production/start.mjs --no-build >> "$STUB_DIR/site.log" 2>&1 & echo $! > "$pidfile"; }
}
case "$1" in restart) stop; start ;; stop) stop ;; start) start ;; esac
`,
      { mode: 0o755 },
    );
    fs.writeFileSync(
      path.join(stub, 'build.sh'),
      `cp -r ${path.join(rootDir, 'dist')} dist
release=$(basename "$PWD" .partial)
echo "/* ${'$'}release */" > "dist/client/assets/release-${'$'}{release#*-}.js"
`,
    );
    fs.mkdirSync(root, { recursive: true });
    expect(spawnSync('git', ['clone', '--quiet', '--no-hardlinks', rootDir, repo]).status).toBe(0);
    const first = git('rev-parse', '--short=12', 'HEAD');

    // A pre-flight failure (PUBLIC_URL is not the proxy's host) stops before the switch.
    writeEnv('https://not-the-proxy.example.org');
    const refused = release('deploy');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('FAIL  PUBLIC_URL');
    expect(refused.output).toContain('the pre-flight check failed');
    expect(fs.existsSync(path.join(root, 'current'))).toBe(false);
    fs.rmSync(path.join(root, 'releases'), { recursive: true });

    writeEnv('https://venue.example.com');
    const a = release('deploy');
    expect(a.output).toContain(`Released `);
    expect(a.code).toBe(0);
    expect(path.basename(current())).toMatch(new RegExp(`^\\d{8}T\\d{6}Z-${first}$`));
    expect((await statusOf('/healthz'))).toBe(200);
    expect((await statusOf(`/assets/release-${first}.js`))).toBe(200);
    await submitInquiry('Before Upgrade');

    // The next release brings a migration.
    const journalFile = path.join(repo, 'drizzle', 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_release_test' });
    fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
    fs.writeFileSync(path.join(repo, 'drizzle', '9999_release_test.sql'), 'CREATE TABLE `release_test` (`id` integer);');
    git('add', '-A');
    git('commit', '--quiet', '-m', 'A migration of the release test');
    const second = git('rev-parse', '--short=12', 'HEAD');
    const firstRelease = current();

    const b = release('deploy', second);
    expect(b.code, b.output).toBe(0);
    expect(path.basename(current())).toMatch(new RegExp(`-${second}$`));
    expect(fs.readFileSync(path.join(current(), '.previous'), 'utf8').trim()).toBe(path.basename(firstRelease));
    // Dependencies unchanged: linked from the release before, not installed again.
    const lockInode = (release: string) => fs.statSync(path.join(release, 'node_modules', 'better-sqlite3', 'package.json')).ino;
    expect(lockInode(current())).toBe(lockInode(firstRelease));
    expect(b.output).toContain('Dependencies: unchanged, linked from');
    // Pages loaded from the first release still find their scripts.
    expect((await statusOf(`/assets/release-${first}.js`))).toBe(200);
    expect((await statusOf(`/assets/release-${second}.js`))).toBe(200);
    // The server backed the database up before migrating, naming this release.
    const backups = fs.readdirSync(path.join(data, 'backups')).filter((name) => name.startsWith('pre-migration-'));
    expect(backups).toHaveLength(1);
    const manifest = JSON.parse(fs.readFileSync(path.join(data, 'backups', backups[0]!, 'backup.json'), 'utf8')) as { migrations: { applied: string[]; release: string } };
    expect(manifest.migrations).toMatchObject({ applied: ['9999_release_test'], release: current() });
    expect(hasTable(path.join(data, 'venue.db'), 'release_test')).toBe(true);
    await submitInquiry('After Upgrade');

    const status = release('status');
    expect(status.output).toContain(`${path.basename(current())}  <- current`);
    expect(status.output).toContain(`${path.basename(firstRelease)}  <- previous (rollback goes here)`);
    const dbStatus = release('run', 'db-status');
    expect(dbStatus.code).toBe(0);
    expect(dbStatus.output).toContain('9999_release_test');

    const back = release('rollback');
    expect(back.code, back.output).toBe(0);
    expect(back.output).toContain(`Restoring ${path.join(data, 'backups', backups[0]!)}`);
    expect(current()).toBe(firstRelease);
    expect((await statusOf('/healthz'))).toBe(200);
    expect(hasTable(path.join(data, 'venue.db'), 'release_test')).toBe(false);
    expect(inquiryNames(path.join(data, 'venue.db'))).toEqual(['Before Upgrade']);
    // What was written after the upgrade is kept by the restore's own backup.
    const kept = fs.readdirSync(path.join(data, 'backups')).find((name) => name.startsWith('before-restore-'))!;
    expect(inquiryNames(path.join(data, 'backups', kept, 'venue.db'))).toEqual(['After Upgrade', 'Before Upgrade']);
  });
});
