import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/config.ts';
import { restoreBackup } from '../../scripts/restore.ts';
import { startTestServer } from '../support/test-server.ts';

/*
 * Off-site replication with Litestream: the binary the site ships (an optional dependency, as
 * npm ci installs it on a Linux x64 server) replicates the running site's database as it takes
 * writes, and a database restored from the replica holds every acknowledged write and is brought
 * back by `npm run restore -- <file>`. The replica is a local folder (Litestream's `file` type)
 * standing for the bucket; the shipped S3 configuration is read by the same binary.
 */
const LITESTREAM = path.join(rootDir, 'node_modules', '@flydotio', 'litestream-linux-x64', 'litestream');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-litestream-'));
let replicating: ChildProcess | undefined;
afterAll(() => {
  replicating?.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

/** Stops a process and resolves once it has exited (killed outright after 10 s). */
function stopped(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const litestream = (args: string[], env: NodeJS.ProcessEnv = {}) => spawnSync(LITESTREAM, args, { encoding: 'utf8', env: { PATH: process.env.PATH, ...env }, timeout: 60_000 });

async function until(check: () => boolean, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const inquiryNames = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('select name from inquiries order by name').pluck().all() as string[];
  } finally {
    db.close();
  }
};

describe('Litestream', () => {
  it('is installed with the site and reads the shipped configuration', () => {
    expect(fs.existsSync(LITESTREAM), `${LITESTREAM} (npm ci installs @flydotio/litestream-linux-x64 on Linux x64)`).toBe(true);
    const listed = litestream(['databases', '-config', path.join(rootDir, 'deploy', 'litestream.yml')], { LITESTREAM_BUCKET: 'venue-site-backups', LITESTREAM_REGION: 'us-east-1' });
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/\/var\/lib\/venue-site\/venue\.db\s+s3/);
  });

  it('replicates the running site to a file replica, and a restore from it holds every acknowledged write', { timeout: 120_000 }, async () => {
    const server = await startTestServer({});
    const replica = path.join(work, 'replica');
    const config = path.join(work, 'litestream.yml');
    // The shipped settings, with a folder for the bucket.
    fs.writeFileSync(config, `dbs:\n  - path: ${server.config.databasePath}\n    replicas:\n      - type: file\n        path: ${replica}\n        sync-interval: 1s\n`);
    const log: string[] = [];
    let expected: string[] = [];
    try {
      const visitor = server.session();
      const submit = async (name: string) => {
        const result = await visitor.request('mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }', {
          input: { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@client.test`, message: 'A date in June?' },
        });
        expect(result.errors).toBeUndefined();
      };
      await submit('Before Replication');
      replicating = spawn(LITESTREAM, ['replicate', '-config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
      replicating.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      replicating.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      await until(() => fs.existsSync(path.join(replica, 'generations')), 'the first snapshot in the replica');
      // Writes while it replicates, each acknowledged by the server.
      for (const name of ['Ada Lovelace', 'Ben Okri', 'Cleo Park']) await submit(name);
      expected = inquiryNames(server.config.databasePath);
      expect(expected).toEqual(expect.arrayContaining(['Ada Lovelace', 'Before Replication', 'Ben Okri', 'Cleo Park']));
      // Within its sync interval the changes are in the replica: restored, they are all there.
      const restoredFile = path.join(work, 'restored.db');
      await until(() => {
        fs.rmSync(restoredFile, { force: true });
        const restored = litestream(['restore', '-config', config, '-o', restoredFile, server.config.databasePath]);
        return restored.status === 0 && inquiryNames(restoredFile).length === expected.length;
      }, 'the writes in the replica');
      expect(inquiryNames(restoredFile)).toEqual(expected);
      const check = new Database(restoredFile, { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();
    } catch (error) {
      throw new Error(`${(error as Error).message}\nLitestream said:\n${log.join('')}`);
    } finally {
      // Litestream writes beside the database (.venue.db-litestream) until it has exited: the
      // server's folder is removed only after that.
      await stopped(replicating);
      await server.close();
    }

    // The site's data is lost (stopped server, file gone): npm run restore brings back the restored file.
    const live = server.config.databasePath;
    fs.rmSync(live, { force: true });
    fs.rmSync(`${live}-wal`, { force: true });
    fs.rmSync(`${live}-shm`, { force: true });
    const { uploadsRestored, safetyBackup } = await restoreBackup(server.config, path.join(work, 'restored.db'));
    expect(uploadsRestored).toBe(false);
    expect(safetyBackup).toBeNull();
    expect(inquiryNames(live)).toEqual(expected);
    // A file that is not this site's database is refused, and the live one is left as it was.
    const stranger = path.join(work, 'stranger.db');
    new Database(stranger).exec('create table t (x)');
    await expect(restoreBackup(server.config, stranger)).rejects.toThrow('is not a database of this site');
    expect(inquiryNames(live)).toEqual(expected);
  });
});
