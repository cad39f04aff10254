/**
 * Backups of the database and the uploaded images: one folder holding `venue.db`, `uploads/` and
 * `backup.json` (what was copied, its checksum and row counts, and why the backup was made).
 * `npm run backup` writes them while the site runs (createBackup); the server writes one before it
 * applies migrations to an existing database (backupBeforeMigrating); `npm run restore` reads them.
 *
 * A backup's database is one self-contained file in rollback-journal mode: opening it (the
 * restore's checks, `sqlite3`) leaves no `-wal`/`-shm` files beside it, and its checksum is that
 * of everything it holds.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST_FILE = 'backup.json';
export const DATABASE_FILE = 'venue.db';
export const UPLOADS_FOLDER = 'uploads';
/** The folder-name prefix of the backup the server writes before migrating. */
export const PRE_MIGRATION_PREFIX = 'pre-migration-';
export const BEFORE_RESTORE_PREFIX = 'before-restore-';

export type BackupReason = 'manual' | 'pre-migration' | 'before-restore';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Absent in backups written before reasons were recorded (they were all manual or before-restore). */
  reason?: BackupReason;
  source: { databasePath: string; uploadsDir: string };
  database: { file: string; bytes: number; sha256: string; lastMigration: string | null; rows: Record<string, number> };
  uploads: { folder: string; files: number; bytes: number };
  /** A pre-migration backup: the schema it holds, the migrations applied after it, and by which release. */
  migrations?: { from: string | null; to: string | null; applied: string[]; release: string };
}

export const timestampFolder = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

const TIMESTAMP_FOLDER = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

/** The time a timestamp folder (timestampFolder) was written; null for any other name. */
export function folderTime(name: string): Date | null {
  const match = TIMESTAMP_FOLDER.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : null;
}

export function sha256File(file: string): string {
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(1024 * 1024);
    let read: number;
    while ((read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0) hash.update(buffer.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/** Files and bytes under a folder (0 when it does not exist). */
export function folderSize(dir: string): { files: number; bytes: number } {
  if (!fs.existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Row counts per table and the last applied migration of a database file (opened read-only). */
export function describeDatabase(file: string): { rows: Record<string, number>; lastMigration: string | null; integrity: string } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const rows = Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number]));
    const lastMigration = tables.includes('__drizzle_migrations')
      ? ((db.prepare('SELECT hash FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1').pluck().get() as string | undefined) ?? null)
      : null;
    return { rows, lastMigration, integrity };
  } finally {
    db.close();
  }
}

/**
 * Turns a copied database into one self-contained file: WAL switched off (a copy of a WAL database
 * says "WAL" in its header, and every reader would then create `-wal` and `-shm` files beside it).
 */
function selfContained(file: string) {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
  for (const companion of ['-wal', '-shm']) fs.rmSync(`${file}${companion}`, { force: true });
}

/**
 * Copies the uploads folder. Uploaded files are written once and never changed (a new image gets a
 * new name), so a hard link is as good as a copy and costs no space; across file systems, or where
 * links are refused, the file is copied.
 */
function copyUploads(from: string, to: string, { link }: { link: boolean }) {
  if (!fs.existsSync(from)) return void fs.mkdirSync(to, { recursive: true });
  if (!link) return void fs.cpSync(from, to, { recursive: true });
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isDirectory()) fs.mkdirSync(target, { recursive: true });
    else if (entry.isFile()) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

interface FinishOptions {
  dir: string;
  partial: string;
  source: { databasePath: string; uploadsDir: string };
  reason: BackupReason;
  migrations?: BackupManifest['migrations'];
  linkUploads: boolean;
}

/** The copied database in `partial` is checked; uploads and the manifest are added; the folder is renamed into place. */
function finishBackup({ dir, partial, source, reason, migrations, linkUploads }: FinishOptions): BackupManifest {
  const databaseCopy = path.join(partial, DATABASE_FILE);
  selfContained(databaseCopy);
  const description = describeDatabase(databaseCopy);
  if (description.integrity !== 'ok') throw new Error(`The copied database failed its integrity check: ${description.integrity}`);
  const uploadsCopy = path.join(partial, UPLOADS_FOLDER);
  copyUploads(source.uploadsDir, uploadsCopy, { link: linkUploads });
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    reason,
    source,
    database: {
      file: DATABASE_FILE,
      bytes: fs.statSync(databaseCopy).size,
      sha256: sha256File(databaseCopy),
      lastMigration: description.lastMigration,
      rows: description.rows,
    },
    uploads: { folder: UPLOADS_FOLDER, ...folderSize(uploadsCopy) },
    ...(migrations ? { migrations } : {}),
  };
  fs.writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
  return manifest;
}

function startFolder(destination: string): { dir: string; partial: string } {
  const dir = path.resolve(destination);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} already exists and is not empty; choose another folder.`);
  // Built beside the destination and renamed at the end: a folder with backup.json is complete.
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  return { dir, partial };
}

/**
 * A consistent copy of the database and the uploads, taken while the server runs: SQLite's online
 * backup API copies the database as of one moment (other writers wait a few milliseconds), then
 * the uploads folder is copied. Uploaded files are written before the rows that name them and are
 * never changed afterwards, so every image the copied database refers to is in the copy.
 */
export async function createBackup(
  source: { databasePath: string; uploadsDir: string },
  destination: string,
  { reason = 'manual' }: { reason?: BackupReason } = {},
): Promise<{ dir: string; manifest: BackupManifest }> {
  if (!fs.existsSync(source.databasePath)) throw new Error(`There is no database at ${source.databasePath} to back up.`);
  const { dir, partial } = startFolder(destination);
  try {
    const database = new Database(source.databasePath, { fileMustExist: true, timeout: 5_000 });
    try {
      // Everything in one step after the first: a snapshot, not restarted by concurrent writes.
      await database.backup(path.join(partial, DATABASE_FILE), { progress: () => 1_000_000 });
    } finally {
      database.close();
    }
    const manifest = finishBackup({ dir, partial, source: { databasePath: source.databasePath, uploadsDir: source.uploadsDir }, reason, linkUploads: false });
    return { dir, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The backup the server writes before it applies migrations to an existing database, on the
 * connection it is about to migrate (nothing else writes at start): `VACUUM INTO` writes a
 * consistent, compact copy in one synchronous step. Uploads are linked, not copied (see
 * copyUploads). Returns the folder.
 */
export function backupBeforeMigrating(
  sqlite: Database.Database,
  options: { databasePath: string; uploadsDir: string; backupsDir: string; migrations: NonNullable<BackupManifest['migrations']>; now?: Date },
): { dir: string; manifest: BackupManifest } {
  const { dir, partial } = startFolder(path.join(options.backupsDir, `${PRE_MIGRATION_PREFIX}${timestampFolder(options.now ?? new Date())}`));
  try {
    sqlite.prepare('VACUUM INTO ?').run(path.join(partial, DATABASE_FILE));
    const manifest = finishBackup({
      dir,
      partial,
      source: { databasePath: options.databasePath, uploadsDir: options.uploadsDir },
      reason: 'pre-migration',
      migrations: options.migrations,
      linkUploads: true,
    });
    return { dir, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Reads a backup folder's manifest; null when the folder is not a complete backup. */
export function readManifest(dir: string): BackupManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch {
    return null;
  }
}

/** The complete backups in a folder (any reason), newest first. */
export function listBackups(backupsDir: string): { dir: string; manifest: BackupManifest }[] {
  if (!fs.existsSync(backupsDir)) return [];
  return fs
    .readdirSync(backupsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.partial'))
    .flatMap((entry) => {
      const dir = path.join(backupsDir, entry.name);
      const manifest = readManifest(dir);
      return manifest && !Number.isNaN(Date.parse(manifest.createdAt)) ? [{ dir, manifest }] : [];
    })
    .sort((a, b) => Date.parse(b.manifest.createdAt) - Date.parse(a.manifest.createdAt));
}

/** The newest complete backup in a folder, or null. */
export function latestBackup(backupsDir: string): { dir: string; manifest: BackupManifest } | null {
  return listBackups(backupsDir)[0] ?? null;
}
