/**
 * npm run restore -- <backup folder | database file> [--send-queued-email]
 *
 * Brings back a backup made by `npm run backup` (or the server's pre-migration backup): the
 * database and the uploaded images. Given a database file instead (what `litestream restore -o`
 * writes from the off-site replica), only the database is replaced, after its integrity check; the
 * uploads stay as they are (Litestream replicates the database, not the uploads folder).
 *
 * E-mail the backup still had waiting in its outbox is not sent by the next start unless
 * --send-queued-email is given: a restore drill on another machine, or a restore of last week's
 * state, must not mail clients again. The messages are marked failed with the reason; the admin can
 * send each from the e-mail outbox.
 *
 * It refuses to run while the server (or anything else) has the database open: a running server
 * would keep serving from its caches and sessions, and could write into the database while it is
 * replaced. Stop the server, restore, start it again; the server applies any newer migrations to
 * an older backup at start. Before replacing anything, the current database and uploads are saved
 * as a backup of their own ($BACKUPS_DIR or data/backups, then before-restore-<timestamp>/), so a restore can be undone
 * by restoring that folder.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../server/config.ts';
import {
  BEFORE_RESTORE_PREFIX,
  createBackup,
  DATABASE_FILE,
  describeDatabase,
  MANIFEST_FILE,
  sha256File,
  timestampFolder,
  UPLOADS_FOLDER,
  type BackupManifest,
} from '../server/db/backup.ts';

/** What an unsent message of a restored outbox says (the admin's outbox shows it). */
export const HELD_AFTER_RESTORE = 'Not sent: the database was restored from a backup. Send it from the outbox if it should still go.';

export class DatabaseInUseError extends Error {}

/** Reads and checks a backup folder: manifest, checksum, integrity. */
export function readBackup(folder: string): { dir: string; manifest: BackupManifest; databaseFile: string; uploadsDir: string } {
  const dir = path.resolve(folder);
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) throw new Error(`${dir} is not a backup (no ${MANIFEST_FILE}).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  const databaseFile = path.join(dir, manifest.database.file ?? DATABASE_FILE);
  if (!fs.existsSync(databaseFile)) throw new Error(`The backup has no database file (${databaseFile}).`);
  if (sha256File(databaseFile) !== manifest.database.sha256) throw new Error('The backup database does not match its checksum; it was changed or damaged.');
  const { integrity } = describeDatabase(databaseFile);
  if (integrity !== 'ok') throw new Error(`The backup database failed its integrity check: ${integrity}`);
  return { dir, manifest, databaseFile, uploadsDir: path.join(dir, manifest.uploads.folder ?? UPLOADS_FOLDER) };
}

/**
 * Throws DatabaseInUseError when another connection has the database open. In WAL mode every open
 * connection holds a shared lock, so an exclusive lock is only granted when nobody else is there.
 */
export function assertDatabaseNotInUse(databasePath: string): void {
  if (!fs.existsSync(databasePath)) return;
  const db = new Database(databasePath, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseInUseError(
        `The database ${databasePath} is in use: stop the server (and anything else using it) first, then run the restore again.`,
      );
    }
    throw error;
  } finally {
    db.close();
  }
}

function ownerOf(file: string): { uid: number; gid: number } | null {
  try {
    const { uid, gid } = fs.statSync(file);
    return { uid, gid };
  } catch {
    return null;
  }
}

/** As root, gives files (folders with all they hold) back to the data's owner; otherwise they are already the user's. */
function giveBack(owner: { uid: number; gid: number }, targets: string[]) {
  if (process.getuid?.() !== 0 || owner.uid === 0) return;
  for (const target of targets) {
    if (!fs.existsSync(target)) continue;
    const entries = fs.statSync(target).isDirectory() ? [target, ...fs.readdirSync(target, { recursive: true }).map((name) => path.join(target, String(name)))] : [target];
    for (const entry of entries) fs.lchownSync(entry, owner.uid, owner.gid);
  }
}

/** A lone database file (a Litestream restore): it must open as SQLite and pass its integrity check. */
function readDatabaseFile(file: string): { databaseFile: string; createdAt: string } {
  const databaseFile = path.resolve(file);
  let description: ReturnType<typeof describeDatabase>;
  try {
    description = describeDatabase(databaseFile);
  } catch (error) {
    throw new Error(`${databaseFile} is not a backup folder or a database file: ${(error as Error).message}`);
  }
  if (description.integrity !== 'ok') throw new Error(`The database file failed its integrity check: ${description.integrity}`);
  if (description.lastMigration === null) throw new Error(`${databaseFile} is not a database of this site (it has no migrations).`);
  return { databaseFile, createdAt: fs.statSync(databaseFile).mtime.toISOString() };
}

export async function restoreBackup(
  config: Pick<Config, 'databasePath' | 'uploadsDir' | 'backupsDir'>,
  folder: string,
  { safetyBackupsDir = config.backupsDir, now = new Date(), sendQueuedEmail = false }: { safetyBackupsDir?: string; now?: Date; sendQueuedEmail?: boolean } = {},
): Promise<{ restored: Pick<BackupManifest, 'createdAt'> & Partial<BackupManifest>; safetyBackup: string | null; heldEmails: number; uploadsRestored: boolean }> {
  const lone = fs.existsSync(folder) && fs.statSync(folder).isFile();
  if (lone && path.resolve(folder) === path.resolve(config.databasePath)) throw new Error(`${folder} is the live database itself: restore into a file of its own (litestream restore -o <another file>).`);
  const backup = lone ? { ...readDatabaseFile(folder), manifest: null, uploadsDir: null } : readBackup(folder);
  assertDatabaseNotInUse(config.databasePath);
  // Whose the data is: restored files go back to that user (a restore run with sudo must not leave
  // root's files the site cannot write).
  const owner = ownerOf(config.databasePath) ?? ownerOf(path.dirname(config.databasePath));

  let safetyBackup: string | null = null;
  if (fs.existsSync(config.databasePath)) {
    safetyBackup = (await createBackup(config, path.join(safetyBackupsDir, `${BEFORE_RESTORE_PREFIX}${timestampFolder(now)}`), { reason: 'before-restore' })).dir;
  }

  // The database, through SQLite's backup API into the live file: its WAL and locks are honoured,
  // which copying the file over it would not do.
  fs.mkdirSync(path.dirname(config.databasePath), { recursive: true });
  assertDatabaseNotInUse(config.databasePath);
  const source = new Database(backup.databaseFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(config.databasePath, { progress: () => 1_000_000 });
  } finally {
    source.close();
  }
  let heldEmails = 0;
  const restored = new Database(config.databasePath, { fileMustExist: true });
  try {
    restored.pragma('wal_checkpoint(TRUNCATE)');
    const integrity = restored.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`The restored database failed its integrity check: ${String(integrity)}`);
    const hasOutbox = restored.prepare("select 1 from sqlite_master where type = 'table' and name = 'email_outbox'").get() !== undefined;
    if (!sendQueuedEmail && hasOutbox) {
      heldEmails = restored
        .prepare("update email_outbox set status = 'failed', last_error = ? where status in ('queued', 'sending')")
        .run(HELD_AFTER_RESTORE).changes;
    }
  } finally {
    restored.close();
  }

  // The uploads: copied beside the live folder, then swapped in (a lone database file has none).
  if (backup.uploadsDir !== null) {
    const incoming = `${config.uploadsDir}.restoring`;
    const outgoing = `${config.uploadsDir}.replaced`;
    fs.rmSync(incoming, { recursive: true, force: true });
    fs.rmSync(outgoing, { recursive: true, force: true });
    if (fs.existsSync(backup.uploadsDir)) fs.cpSync(backup.uploadsDir, incoming, { recursive: true });
    else fs.mkdirSync(incoming, { recursive: true });
    if (fs.existsSync(config.uploadsDir)) fs.renameSync(config.uploadsDir, outgoing);
    fs.renameSync(incoming, config.uploadsDir);
    fs.rmSync(outgoing, { recursive: true, force: true });
  }

  if (owner) giveBack(owner, [config.databasePath, `${config.databasePath}-wal`, `${config.databasePath}-shm`, config.uploadsDir, ...(safetyBackup ? [safetyBackup] : [])]);
  return { restored: backup.manifest ?? { createdAt: backup.createdAt }, safetyBackup, heldEmails, uploadsRestored: backup.uploadsDir !== null };
}

const USAGE = 'Usage: npm run restore -- <backup folder | database file> [--send-queued-email]   (stop the server first)';

async function main() {
  const args = process.argv.slice(2);
  const sendQueuedEmail = args.includes('--send-queued-email');
  const folders = args.filter((arg) => !arg.startsWith('-'));
  if (args.includes('--help') || args.includes('-h')) return void console.log(USAGE);
  const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--send-queued-email');
  if (folders.length !== 1 || unknown) {
    console.error(unknown ? `Unknown option ${unknown}.\n${USAGE}` : USAGE);
    process.exit(1);
  }
  const config = loadConfig();
  const { restored, safetyBackup, heldEmails, uploadsRestored } = await restoreBackup(config, folders[0]!, { sendQueuedEmail });
  console.log(
    uploadsRestored
      ? `Restored the backup of ${restored.createdAt} into ${config.databasePath} and ${config.uploadsDir}.`
      : `Restored the database file ${path.resolve(folders[0]!)} into ${config.databasePath}; the uploads in ${config.uploadsDir} were left as they are.`,
  );
  if (safetyBackup) console.log(`The previous state was saved first, in ${safetyBackup}.`);
  if (heldEmails > 0) console.log(`${heldEmails} e-mail(s) the backup had not sent yet will not be sent: they are marked failed in the outbox, where each can be sent again (or restore with --send-queued-email).`);
  console.log('Start the server again (npm start, or systemctl start venue-site).');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof DatabaseInUseError ? 2 : 1);
  });
}
