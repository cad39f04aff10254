import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/db/backup.ts';
import { readBackup } from '../../scripts/restore.ts';
import { rootDir } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { adminCookie, graphqlRequest, serverEnv, startServerProcess, type ServerProcess } from '../support/server-process.ts';

/*
 * npm run backup / npm run restore, round trip, as an operator runs them: the server is a separate
 * process taking writes while the backup is made; the restore refuses while the server holds the
 * database, then brings back exactly the backed-up state (rows and uploaded files) once it is
 * stopped, after saving the state it replaces.
 */
let dataDir: string;
let backupsDir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-backup-'));
  backupsDir = path.join(dataDir, 'backups');
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs an npm script with the server's data paths, like an operator on the same machine. */
function npmRun(script: string, args: string[], live = path.join(dataDir, 'live')): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: rootDir,
      env: { ...serverEnv(live), BACKUPS_DIR: backupsDir, npm_config_nodedir: '/usr' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

async function pageId(url: string, cookie: string, slug: string) {
  const result = await graphqlRequest<{ pageSettings: { id: string; pageSlug: string }[] }>(url, '{ pageSettings { id pageSlug } }', {}, cookie);
  return result.data!.pageSettings.find((page) => page.pageSlug === slug)!.id;
}

async function setPage(url: string, cookie: string, id: string, patch: Record<string, string>) {
  const result = await graphqlRequest(
    url,
    'mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }',
    { input: { id, ...patch } },
    cookie,
  );
  if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
}

async function upload(url: string, cookie: string, color: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer();
  const response = await fetch(`${url}/api/uploads?purpose=gallery`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie },
    body: new Uint8Array(png),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const pageName = (databaseFile: string, id: string) => {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare('SELECT page_name FROM page_settings WHERE id = ?').pluck().get(id) as string;
  } finally {
    db.close();
  }
};

describe('backup and restore', () => {
  it('round-trips the database and uploads while the server runs, and restores only once it is stopped', async () => {
    const live = path.join(dataDir, 'live');
    server = await startServerProcess(live);
    let cookie = await adminCookie(server.url);
    const about = await pageId(server.url, cookie, 'about');
    const faq = await pageId(server.url, cookie, 'faq');

    // State A, then a backup taken while another client keeps writing.
    await setPage(server.url, cookie, about, { pageName: 'Story A' });
    const imageA = await upload(server.url, cookie, '#1f3d33');
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) await setPage(server!.url, cookie, faq, { description: `busy ${++writes}` });
    })();
    const backupDir = path.join(backupsDir, 'nightly');
    const backup = await npmRun('backup', [backupDir]);
    writing = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backup written to ${backupDir}`);
    expect(writes).toBeGreaterThan(0);

    const { manifest, databaseFile, uploadsDir } = readBackup(backupDir);
    expect(manifest.uploads.files).toBe(1);
    expect(fs.existsSync(path.join(uploadsDir, path.basename(imageA)))).toBe(true);
    expect(manifest.database.rows.page_settings).toBeGreaterThan(0);
    expect(pageName(databaseFile, about)).toBe('Story A');
    expect(fs.existsSync(`${backupDir}.partial`)).toBe(false);

    // State B after the backup.
    await setPage(server.url, cookie, about, { pageName: 'Story B' });
    const imageB = await upload(server.url, cookie, '#cc9a2b');

    // While the server holds the database, restore refuses and changes nothing.
    const refused = await npmRun('restore', [backupDir]);
    expect(refused.code, refused.output).toBe(2);
    expect(refused.output).toMatch(/is in use: stop the server/);
    expect(pageName(path.join(live, 'venue.db'), about)).toBe('Story B');

    // Stopped, it restores; the state it replaced is saved first.
    expect(await server.kill('SIGTERM')).toBe('0');
    server = undefined;
    const restored = await npmRun('restore', [backupDir]);
    expect(restored.code, restored.output).toBe(0);
    const safety = restored.output.match(/saved first, in (\S+)\./)?.[1];
    expect(safety).toBeTruthy();

    server = await startServerProcess(live);
    cookie = await adminCookie(server.url);
    const names = await graphqlRequest<{ pageSettings: { id: string; pageName: string }[] }>(server.url, '{ pageSettings { id pageName } }', {}, cookie);
    expect(names.data!.pageSettings.find((page) => page.id === about)!.pageName).toBe('Story A');
    expect((await fetch(`${server.url}${imageA}`)).status).toBe(200);
    expect((await fetch(`${server.url}${imageB}`)).status).toBe(404);

    // The saved state is itself a valid backup holding state B.
    const saved = readBackup(safety!);
    expect(pageName(saved.databaseFile, about)).toBe('Story B');
    expect(fs.existsSync(path.join(saved.uploadsDir, path.basename(imageB)))).toBe(true);
    expect(await server.kill('SIGTERM')).toBe('0');
    server = undefined;
  }, 180_000);

  /** A live database of its own (migrated, empty) and a backup of it. */
  async function fixture(name: string) {
    const live = path.join(dataDir, name);
    const databasePath = path.join(live, 'venue.db');
    openDatabase(databasePath).close();
    const { dir } = await createBackup({ databasePath, uploadsDir: path.join(live, 'uploads') }, path.join(backupsDir, `${name}-backup`));
    return { live, backup: dir };
  }

  it('refuses a damaged backup and leaves the live data alone', async () => {
    const { live, backup } = await fixture('damage');
    const damaged = path.join(backupsDir, 'damaged');
    fs.cpSync(backup, damaged, { recursive: true });
    const file = path.join(damaged, 'venue.db');
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
    fs.writeFileSync(file, bytes);
    const before = fs.readFileSync(path.join(live, 'venue.db'));

    const result = await npmRun('restore', [damaged], live);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/does not match its checksum/);
    expect(fs.readFileSync(path.join(live, 'venue.db')).equals(before)).toBe(true);

    const missing = await npmRun('restore', [path.join(backupsDir, 'no-such-backup')], live);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/is not a backup/);
  }, 60_000);

  it('will not overwrite an existing backup folder', async () => {
    const { live, backup } = await fixture('overwrite');
    const result = await npmRun('backup', [backup], live);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/already exists and is not empty/);
  }, 60_000);
});
