import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The data folder or the database cannot be written: says which path and why. */
export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

/** Why the folder (or file) at `target` cannot be written by this process, or null when it can. */
function notWritable(target: string): string | null {
  try {
    fs.accessSync(target, fs.constants.W_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const user = os.userInfo().username;
    if (code === 'EROFS') return `${target} is on a read-only file system`;
    if (code === 'EACCES' || code === 'EPERM') return `${target} is not writable by the user ${user} (it is owned by uid ${fs.statSync(target).uid}, mode ${(fs.statSync(target).mode & 0o777).toString(8)})`;
    return `${target}: ${(error as Error).message}`;
  }
}

/** Creates the database's folder and checks that it and the file can be written, with a message naming the path and the reason. */
export function assertWritableDataFolder(databasePath: string) {
  const dir = path.dirname(databasePath);
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DataFolderError(`Cannot create the data folder ${dir} (${code === 'EROFS' ? 'read-only file system' : code === 'EACCES' ? `permission denied for the user ${os.userInfo().username}` : (error as Error).message}). Create it and give it to the user the site runs as, or set DATABASE_PATH.`);
  }
  for (const target of [dir, databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) {
    if (target !== dir && !fs.existsSync(target)) continue;
    const reason = notWritable(target);
    if (reason) throw new DataFolderError(`The database cannot be written: ${reason}. SQLite writes the database and its -wal and -shm files in ${dir}; give the folder and the files to the user the site runs as (for example chown -R venue:venue ${dir}).`);
  }
}

