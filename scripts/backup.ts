/**
 * npm run backup [-- <folder>]
 *
 * A consistent copy of the database and the uploaded images, taken while the server runs: SQLite's
 * online backup API copies the database as of one moment (other writers wait a few milliseconds),
 * then the uploads folder is copied. Uploaded files are written before the rows that name them and
 * are never changed afterwards, so every image the copied database refers to is in the copy.
 * The copy is checked (PRAGMA integrity_check) and described in backup.json.
 *
 * Default folder: $BACKUPS_DIR/<UTC timestamp>/ (data/backups/ unless BACKUPS_DIR is set).
 * Restore with `npm run restore -- <folder>`.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, rootDir, type Config } from '../server/config.ts';

export const MANIFEST_FILE = 'backup.json';
export const DATABASE_FILE = 'venue.db';
export const UPLOADS_FOLDER = 'uploads';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  source: { databasePath: string; uploadsDir: string };
  database: { file: string; bytes: number; sha256: string; lastMigration: string | null; rows: Record<string, number> };
  uploads: { folder: string; files: number; bytes: number };
}

export const timestampFolder = (now: Date) => now.toISOString().replace(/[:.]/g, '-');
/** Where backups go by default: BACKUPS_DIR, or data/backups. */
export const defaultBackupsDir = () => path.resolve(process.env.BACKUPS_DIR || path.join(rootDir, 'data', 'backups'));

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
    // parentPath since Node 20.12; `path` before.
    const parent = entry.parentPath ?? (entry as unknown as { path: string }).path;
    bytes += fs.statSync(path.join(parent, entry.name)).size;
  }
  return { files, bytes };
}

/** Row counts per table and the last applied migration of a database file. */
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

export async function createBackup(
  config: Pick<Config, 'databasePath' | 'uploadsDir'>,
  destination = path.join(defaultBackupsDir(), timestampFolder(new Date())),
): Promise<{ dir: string; manifest: BackupManifest }> {
  if (!fs.existsSync(config.databasePath)) throw new Error(`There is no database at ${config.databasePath} to back up.`);
  const dir = path.resolve(destination);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} already exists and is not empty; choose another folder.`);
  // Built beside the destination and renamed at the end: a folder with backup.json is complete.
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    const databaseCopy = path.join(partial, DATABASE_FILE);
    const source = new Database(config.databasePath, { fileMustExist: true, timeout: 5_000 });
    try {
      // Everything in one step after the first: a snapshot, not restarted by concurrent writes.
      await source.backup(databaseCopy, { progress: () => 1_000_000 });
    } finally {
      source.close();
    }
    const description = describeDatabase(databaseCopy);
    if (description.integrity !== 'ok') throw new Error(`The copied database failed its integrity check: ${description.integrity}`);

    const uploadsCopy = path.join(partial, UPLOADS_FOLDER);
    if (fs.existsSync(config.uploadsDir)) fs.cpSync(config.uploadsDir, uploadsCopy, { recursive: true });
    else fs.mkdirSync(uploadsCopy);

    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      source: { databasePath: config.databasePath, uploadsDir: config.uploadsDir },
      database: {
        file: DATABASE_FILE,
        bytes: fs.statSync(databaseCopy).size,
        sha256: sha256File(databaseCopy),
        lastMigration: description.lastMigration,
        rows: description.rows,
      },
      uploads: { folder: UPLOADS_FOLDER, ...folderSize(uploadsCopy) },
    };
    fs.writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(partial, dir);
    return { dir, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

const TIMESTAMP_FOLDER = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

/** The time a timestamp folder (timestampFolder) was written; null for any other name. */
export function folderTime(name: string): Date | null {
  const match = TIMESTAMP_FOLDER.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : null;
}

/** Monday of the date's ISO week (UTC), as YYYY-MM-DD: one key per week. */
function weekOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - ((date.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

export interface Retention {
  /** Keep the newest backup of each of the N most recent days that have one. */
  daily: number;
  /** And the newest backup of each of the M most recent weeks that have one. */
  weekly: number;
}

/**
 * Deletes the complete timestamp backups in `dir` that the retention does not keep. Only folders
 * named by timestampFolder with a backup.json are considered: restore's `before-restore-*` copies,
 * unfinished `.partial` folders and anything else in the folder are left alone. Returns the
 * deleted folders.
 */
export function pruneBackups(dir: string, retention: Retention): string[] {
  if (!fs.existsSync(dir)) return [];
  const backups = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, MANIFEST_FILE)))
    .map((entry) => ({ name: entry.name, time: folderTime(entry.name) }))
    .filter((backup): backup is { name: string; time: Date } => backup.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime()); // newest first
  const keep = new Set<string>();
  const keepNewestPer = (key: (time: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of backups) {
      const bucket = key(backup.time);
      if (seen.has(bucket)) continue;
      if (seen.size >= count) break;
      seen.add(bucket);
      keep.add(backup.name);
    }
  };
  keepNewestPer((time) => time.toISOString().slice(0, 10), retention.daily);
  keepNewestPer(weekOf, retention.weekly);
  const deleted = backups.filter((backup) => !keep.has(backup.name)).map((backup) => path.join(dir, backup.name));
  for (const folder of deleted) fs.rmSync(folder, { recursive: true, force: true });
  return deleted;
}

/** `--keep-daily N --keep-weekly M`: both or neither; whole numbers, daily at least 1. */
export function parseBackupArguments(args: string[]): { folder?: string; retention?: Retention } {
  let folder: string | undefined;
  const numbers: Partial<Record<'daily' | 'weekly', number>> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const option = /^--keep-(daily|weekly)(?:=(.*))?$/.exec(arg);
    if (option) {
      const raw = option[2] ?? args[(i += 1)];
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 0) throw new Error(`--keep-${option[1]} takes a whole number, not "${raw ?? ''}".`);
      numbers[option[1] as 'daily' | 'weekly'] = value;
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${arg}.`);
    } else if (folder === undefined) {
      folder = arg;
    } else {
      throw new Error('Give at most one folder.');
    }
  }
  if (numbers.daily === undefined && numbers.weekly === undefined) return { folder };
  if (numbers.daily === undefined || numbers.weekly === undefined) throw new Error('Give --keep-daily and --keep-weekly together.');
  if (numbers.daily < 1) throw new Error('--keep-daily must be at least 1: the backup just written is kept.');
  if (folder !== undefined) throw new Error('Retention applies to the backups folder ($BACKUPS_DIR): give no folder with --keep-daily/--keep-weekly.');
  return { retention: { daily: numbers.daily, weekly: numbers.weekly } };
}

const USAGE = 'Usage: npm run backup [-- <folder>]   (default: $BACKUPS_DIR or data/backups, then /<timestamp>/)\n       npm run backup -- --keep-daily 7 --keep-weekly 8   (then delete older backups in $BACKUPS_DIR)';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  let options: ReturnType<typeof parseBackupArguments>;
  try {
    options = parseBackupArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const { dir, manifest } = await createBackup(config, options.folder);
  const rows = Object.entries(manifest.database.rows)
    .filter(([table]) => !table.startsWith('__'))
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(`Backup written to ${dir}`);
  console.log(`  database: ${kB(manifest.database.bytes)}, ${rows} rows, integrity ok, sha256 ${manifest.database.sha256.slice(0, 12)}…`);
  console.log(`  uploads:  ${manifest.uploads.files} files, ${kB(manifest.uploads.bytes)}`);
  console.log(`Restore it with: npm run restore -- ${path.relative(process.cwd(), dir) || dir}`);
  if (options.retention) {
    const deleted = pruneBackups(defaultBackupsDir(), options.retention);
    console.log(`Kept the newest backup of the last ${options.retention.daily} days and ${options.retention.weekly} weeks; deleted ${deleted.length}${deleted.length ? `: ${deleted.map((folder) => path.basename(folder)).join(', ')}` : ''}.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
