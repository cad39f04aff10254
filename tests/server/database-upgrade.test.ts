import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDatabaseStatus, readDatabaseStatus } from '../../scripts/db-status.ts';
import { rootDir } from '../../server/config.ts';
import { readManifest, sha256File } from '../../server/db/backup.ts';
import { openDatabase } from '../../server/db/client.ts';
import { knownMigrations, migrationsFolder, NewerDatabaseError } from '../../server/db/migrations.ts';
import { DATA_UPGRADES } from '../../server/db/upgrade/index.ts';

/*
 * Opening a database upgrades it (server/db/client.ts, server/db/upgrade/run.ts): a new database
 * gets every migration and no backup; an existing one is backed up before its pending migrations,
 * which are logged and recorded with the data upgrades, each run once; a database a newer release
 * migrated is refused with both versions named, and left untouched; `npm run db:status` reads it all.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-db-upgrade-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const tags = knownMigrations(migrationsFolder).map((migration) => migration.tag);

let count = 0;
function folder() {
  const dir = path.join(work, String((count += 1)));
  fs.mkdirSync(dir, { recursive: true });
  return { dir, databasePath: path.join(dir, 'venue.db'), uploadsDir: path.join(dir, 'uploads'), backupsDir: path.join(dir, 'backups') };
}

/** A database as a release with only the first `upTo` migrations left it, with an upload. */
function oldDatabase(upTo: number) {
  const paths = folder();
  const migrations = path.join(paths.dir, 'drizzle');
  fs.cpSync(migrationsFolder, migrations, { recursive: true });
  const journalFile = path.join(migrations, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, upTo);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const sqlite = new Database(paths.databasePath);
  sqlite.pragma('journal_mode = WAL');
  migrate(drizzle(sqlite), { migrationsFolder: migrations });
  sqlite.prepare(`insert into faqs (id, question, answer, category, sort_order, is_active, created_at, updated_at) values ('kept', 'Is parking free?', 'Yes.', 'general', 1, 1, 1, 1)`).run();
  sqlite.close();
  fs.mkdirSync(paths.uploadsDir);
  fs.writeFileSync(path.join(paths.uploadsDir, 'gallery-1.webp'), 'image');
  return paths;
}

describe('opening a database', () => {
  it('creates a new one with every migration, records each, and writes no backup', () => {
    const paths = folder();
    const lines: string[] = [];
    const opened = openDatabase(paths.databasePath, { backupsDir: paths.backupsDir, log: (line) => lines.push(line) });
    try {
      expect(opened.upgrade).toMatchObject({ backup: null, from: 'version 0 (a new database)', migrations: tags });
      expect(opened.upgrade.dataUpgrades).toEqual(expect.arrayContaining(DATA_UPGRADES.map((upgrade) => upgrade.name)));
      const logged = opened.sqlite.prepare('select name, kind from upgrade_log').all();
      expect(logged).toEqual(expect.arrayContaining([...tags.map((name) => ({ name, kind: 'schema' })), ...DATA_UPGRADES.map((upgrade) => ({ name: upgrade.name, kind: 'data' }))]));
    } finally {
      opened.close();
    }
    expect(fs.existsSync(paths.backupsDir)).toBe(false);
    expect(lines.join('\n')).not.toContain('Backed up');
  });

  it('backs an existing one up before migrating, logs the backup and the migrations, and runs the data upgrades once', () => {
    const paths = oldDatabase(tags.length - 2);
    const before = sha256File(paths.databasePath);
    const lines: string[] = [];
    const opened = openDatabase(paths.databasePath, { backupsDir: paths.backupsDir, uploadsDir: paths.uploadsDir, log: (line) => lines.push(line) });
    const { upgrade } = opened;
    opened.close();
    expect(upgrade.migrations).toEqual(tags.slice(-2));
    expect(upgrade.from).toBe(`version ${tags.length - 2} (${tags.at(-3)})`);
    expect(upgrade.to).toBe(`version ${tags.length} (${tags.at(-1)})`);
    expect(path.dirname(upgrade.backup!)).toBe(paths.backupsDir);
    expect(path.basename(upgrade.backup!)).toMatch(/^pre-migration-\d{4}-\d\d-\d\dT/);
    expect(lines[0]).toBe(`Backed up the database to ${upgrade.backup} before migrating it from schema ${upgrade.from} to ${upgrade.to}`);
    expect(lines).toContain(`Applied 2 migration(s): ${tags.slice(-2).join(', ')}`);

    // The backup is the database as it was, one file (no -wal or -shm beside it), with the uploads.
    expect(fs.readdirSync(upgrade.backup!).sort()).toEqual(['backup.json', 'uploads', 'venue.db']);
    const manifest = readManifest(upgrade.backup!)!;
    expect(manifest).toMatchObject({ reason: 'pre-migration', migrations: { from: upgrade.from, to: upgrade.to, applied: tags.slice(-2), release: rootDir } });
    const copy = new Database(path.join(upgrade.backup!, 'venue.db'), { readonly: true });
    expect(copy.prepare('select count(*) from __drizzle_migrations').pluck().get()).toBe(tags.length - 2);
    expect(copy.prepare("select question from faqs where id = 'kept'").pluck().get()).toBe('Is parking free?');
    copy.close();
    expect(fs.readFileSync(path.join(upgrade.backup!, 'uploads', 'gallery-1.webp'), 'utf8')).toBe('image');
    expect(sha256File(path.join(upgrade.backup!, 'venue.db'))).toBe(manifest.database.sha256);
    expect(before).not.toBe('');

    // Nothing pending: no backup, no migration, no data upgrade on the next start.
    const again = openDatabase(paths.databasePath, { backupsDir: paths.backupsDir, uploadsDir: paths.uploadsDir });
    expect(again.upgrade).toMatchObject({ backup: null, migrations: [], dataUpgrades: [] });
    expect(again.sqlite.prepare("select question from faqs where id = 'kept'").pluck().get()).toBe('Is parking free?');
    again.close();
    expect(fs.readdirSync(paths.backupsDir)).toHaveLength(1);
  });

  it('keeps a renamed migration as applied: it runs no migration twice, and the log names each as this release does', () => {
    // The earlier names of migrations renamed to say what they do, as a release before the rename logged them.
    const renamed: Record<string, string> = {
      '0004_daily_doorman': '0004_server_secrets_and_sign_in_devices',
      '0006_volatile_apocalypse': '0006_list_search_and_order_indexes',
      '0007_cooing_bromley': '0007_api_tokens',
      '0008_damp_shen': '0008_holds',
      '0009_oval_supreme_intelligence': '0009_drop_event_space_capacity',
      '0010_opposite_nomad': '0010_quotes_payments_and_schedules',
    };
    const renameMigration = tags.findIndex((tag) => tag.endsWith('_upgrade_log_names_migrations_by_what_they_do'));
    expect(renameMigration).toBeGreaterThan(0);
    const paths = oldDatabase(renameMigration);
    const sqlite = new Database(paths.databasePath);
    const logged = tags.slice(0, renameMigration).map((tag) => Object.entries(renamed).find(([, now]) => now === tag)?.[0] ?? tag);
    for (const name of logged) sqlite.prepare("insert into upgrade_log (name, kind, applied_at) values (?, 'schema', null)").run(name);
    sqlite.close();

    const opened = openDatabase(paths.databasePath, { backupsDir: paths.backupsDir, uploadsDir: paths.uploadsDir });
    try {
      expect(opened.upgrade.migrations).toEqual(tags.slice(renameMigration));
      expect(opened.sqlite.prepare('select count(*) from __drizzle_migrations').pluck().get()).toBe(tags.length);
      const names = opened.sqlite.prepare("select name from upgrade_log where kind = 'schema' order by name").pluck().all();
      expect(names).toEqual([...tags].sort());
      expect(opened.sqlite.prepare("select question from faqs where id = 'kept'").pluck().get()).toBe('Is parking free?');
    } finally {
      opened.close();
    }
  });

  it('refuses a database a newer release migrated, naming both versions, and changes nothing', () => {
    const paths = folder();
    openDatabase(paths.databasePath).close();
    const sqlite = new Database(paths.databasePath);
    const future = knownMigrations(migrationsFolder).at(-1)!.when + 86_400_000;
    sqlite.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('f'.repeat(64), future);
    sqlite.prepare("insert into upgrade_log (name, kind, applied_at) values ('0099_money_ledger', 'schema', ?)").run(Date.now());
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
    const before = sha256File(paths.databasePath);

    let refusal: unknown;
    try {
      openDatabase(paths.databasePath, { backupsDir: paths.backupsDir }).close();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(NewerDatabaseError);
    const message = (refusal as Error).message;
    expect(message).toContain(`is at schema version ${tags.length + 1} (0099_money_ledger), newer than this release knows`);
    expect(message).toContain(`this release goes up to schema version ${tags.length} (${tags.at(-1)})`);
    expect(sha256File(paths.databasePath)).toBe(before);
    expect(fs.existsSync(paths.backupsDir)).toBe(false);

    const status = readDatabaseStatus(paths.databasePath);
    expect(formatDatabaseStatus(status, paths.backupsDir)).toContain('NEWER than this release');
  });
});

describe('npm run db:status', () => {
  it('lists the applied and pending migrations and data upgrades of a database it does not change', () => {
    const paths = oldDatabase(tags.length - 1);
    const before = sha256File(paths.databasePath);
    const text = formatDatabaseStatus(readDatabaseStatus(paths.databasePath), paths.backupsDir);
    expect(text).toContain(`Schema: version ${tags.length - 1} (${tags.at(-2)}); this release: version ${tags.length} (${tags.at(-1)})`);
    expect(text).toContain(`  applied  ${tags[0]}  before this log was kept`);
    expect(text).toContain(`  pending  ${tags.at(-1)}`);
    for (const upgrade of DATA_UPGRADES) expect(text).toContain(`  pending  ${upgrade.name}`);
    expect(text).toContain(`Newest backup: none in ${paths.backupsDir}`);
    expect(sha256File(paths.databasePath)).toBe(before);

    openDatabase(paths.databasePath, { backupsDir: paths.backupsDir, uploadsDir: paths.uploadsDir }).close();
    const after = formatDatabaseStatus(readDatabaseStatus(paths.databasePath), paths.backupsDir);
    expect(after).toContain('  (none pending)');
    expect(after).toMatch(new RegExp(`applied  ${tags.at(-1)}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC`));
    for (const upgrade of DATA_UPGRADES) expect(after).toMatch(new RegExp(`done     ${upgrade.name}  \\d{4}`));
    expect(after).toMatch(/Newest backup: .*pre-migration-.*pre-migration\)/);
  });

  it('runs as npm run db:status with the environment of the site', () => {
    const paths = oldDatabase(tags.length - 1);
    const result = spawnSync(process.execPath, [path.join(rootDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(rootDir, 'scripts', 'db-status.ts')], {
      env: { ...process.env, DATABASE_PATH: paths.databasePath, BACKUPS_DIR: paths.backupsDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Database: ${paths.databasePath}`);
    expect(result.stdout).toContain(`  pending  ${tags.at(-1)}`);
  });
});

describe('a data folder the site cannot write', () => {
  it('is refused with the path and the reason', () => {
    const paths = folder();
    openDatabase(paths.databasePath).close();
    // What a restore run with sudo leaves: the files belong to root, readable by others.
    fs.chmodSync(paths.databasePath, 0o644);
    for (const dir of [work, paths.dir]) fs.chmodSync(dir, 0o755);
    const script = `import('${path.join(rootDir, 'server', 'db', 'client.ts')}').then((m) => { try { m.openDatabase(process.argv[1]); } catch (e) { console.log(e.name + ': ' + e.message); } })`;
    const asRoot = process.getuid?.() === 0;
    if (!asRoot) fs.chmodSync(paths.databasePath, 0o444);
    // As root every file is writable: the site's user is played by nobody, with a Node it can run
    // (this one may live under root's home).
    let node = process.execPath;
    if (asRoot) {
      node = path.join(work, 'node');
      try {
        fs.linkSync(process.execPath, node);
      } catch {
        fs.copyFileSync(process.execPath, node);
        fs.chmodSync(node, 0o755);
      }
    }
    const result = spawnSync(node, [path.join(rootDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '-e', script, paths.databasePath], {
      encoding: 'utf8',
      cwd: rootDir,
      ...(asRoot ? { uid: 65534, gid: 65534, env: { ...process.env, HOME: '/tmp', TSX_TSCONFIG_PATH: path.join(rootDir, 'tsconfig.json') } } : {}),
    });
    const unwritable = asRoot ? paths.dir : paths.databasePath;
    expect(`${result.stdout}${result.stderr}`).toContain(`DataFolderError: The database cannot be written: ${unwritable} is not writable by the user`);
    expect(result.stdout).toContain(`give the folder and the files to the user the site runs as (for example chown -R venue:venue ${paths.dir})`);
  });
});
