/**
 * npm run backup [-- <folder>]
 *
 * A consistent copy of the database and the uploaded images, taken while the server runs
 * (createBackup in server/db/backup.ts), checked (PRAGMA integrity_check) and described in
 * backup.json; with --keep-daily/--keep-weekly, older backups are pruned afterwards.
 *
 * Default folder: $BACKUPS_DIR/<UTC timestamp>/ (data/backups/ unless BACKUPS_DIR is set).
 * Restore with `npm run restore -- <folder>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { createBackup, folderTime, MANIFEST_FILE, timestampFolder } from '../server/db/backup.ts';

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
  const { dir, manifest } = await createBackup(config, options.folder ?? path.join(config.backupsDir, timestampFolder(new Date())));
  const rows = Object.entries(manifest.database.rows)
    .filter(([table]) => !table.startsWith('__'))
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(`Backup written to ${dir}`);
  console.log(`  database: ${kB(manifest.database.bytes)}, ${rows} rows, integrity ok, sha256 ${manifest.database.sha256.slice(0, 12)}…`);
  console.log(`  uploads:  ${manifest.uploads.files} files, ${kB(manifest.uploads.bytes)}`);
  // The full path: the command works from any folder (the unit's working directory is the release).
  console.log(`Restore it with: npm run restore -- ${dir}`);
  if (options.retention) {
    const deleted = pruneBackups(config.backupsDir, options.retention);
    console.log(`Kept the newest backup of the last ${options.retention.daily} days and ${options.retention.weekly} weeks; deleted ${deleted.length}${deleted.length ? `: ${deleted.map((folder) => path.basename(folder)).join(', ')}` : ''}.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
