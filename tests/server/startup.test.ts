import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { knownMigrations, migrationsFolder } from '../../server/db/migrations.ts';
import { ensureBuilt } from '../support/build.ts';
import { builtProgramPath, freePort, runBuilt } from '../support/process.ts';
import { serviceUser } from '../support/service-user.ts';
import { serverEnv } from '../support/server-process.ts';

/*
 * The server's start as an operator sees it in the journal: the address it listens on; a port in
 * use fails before any database is created; a start refused for a reason a restart cannot fix (a
 * database from a newer release, a data folder it cannot write) says why, names the paths and
 * versions, and exits 78 (the unit does not restart it in a loop).
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-startup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const folder = (name: string) => {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};

async function started(env: Record<string, string>) {
  return runBuilt('server', [], { ...serverEnv(env.DATA_DIR!), LOG_LEVEL: 'info', ...env });
}

describe('starting the server', () => {
  it('logs the address it listens on', { timeout: 120_000 }, async () => {
    const dataDir = folder('listening');
    const port = await freePort();
    const server = await started({ DATA_DIR: dataDir, PORT: String(port) });
    try {
      await server.waitForOutput(/listening on 127\.0\.0\.1:\d+/, 60_000);
      expect(server.output()).toContain(`listening on 127.0.0.1:${port}`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('fails at once when the port is in use, before creating a database', { timeout: 120_000 }, async () => {
    const dataDir = folder('port-in-use');
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)));
    try {
      const server = await started({ DATA_DIR: dataDir, PORT: String(port) });
      const { code } = await server.exited;
      expect(code).toBe(1);
      expect(server.output()).toContain(`Port ${port} on 127.0.0.1 (the site) is already in use`);
      expect(fs.existsSync(path.join(dataDir, 'venue.db'))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('refuses a database a newer release migrated, naming both versions (exit 78)', { timeout: 120_000 }, async () => {
    const dataDir = folder('newer');
    const databasePath = path.join(dataDir, 'venue.db');
    openDatabase(databasePath).close();
    const sqlite = new Database(databasePath);
    sqlite.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('e'.repeat(64), knownMigrations(migrationsFolder).at(-1)!.when + 1);
    sqlite.prepare("insert into upgrade_log (name, kind) values ('0099_from_the_future', 'schema')").run();
    sqlite.close();
    const server = await started({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const { code } = await server.exited;
    expect(code).toBe(78);
    const tags = knownMigrations(migrationsFolder).map((migration) => migration.tag);
    expect(server.output()).toContain(`The server did not start: The database ${databasePath} is at schema version ${tags.length + 1} (0099_from_the_future), newer than this release knows: this release goes up to schema version ${tags.length} (${tags.at(-1)})`);
  });

  it('refuses a data folder it cannot write, naming the path and the reason (exit 78)', { timeout: 120_000 }, async () => {
    await ensureBuilt();
    const user = serviceUser();
    const dataDir = folder('read-only');
    const databasePath = path.join(dataDir, 'venue.db');
    openDatabase(databasePath).close();
    // The folder and file belong to another user (root, after a restore with sudo); not as root,
    // the folder has no w bit.
    if (user) for (const dir of [work, dataDir]) fs.chmodSync(dir, 0o755);
    else fs.chmodSync(dataDir, 0o555);
    try {
      const child = spawn(user?.node ?? process.execPath, [builtProgramPath('server')], {
        cwd: rootDir,
        env: { ...serverEnv(dataDir), PORT: String(await freePort()), LOG_LEVEL: 'info', NODE_ENV: 'production', HOME: os.tmpdir() },
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, output).toBe(78);
      expect(output).toContain(`The database cannot be written: ${dataDir} is not writable by the user`);
      expect(output).toContain(`chown -R venue:venue ${dataDir}`);
    } finally {
      fs.chmodSync(dataDir, 0o755);
    }
  });
});
