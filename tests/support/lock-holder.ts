import { spawn, type ChildProcess } from 'node:child_process';
import { rootDir } from '../../server/config.ts';

export interface LockHolder {
  child: ChildProcess;
  /** Resolves once the other process has given the lock back and ended. */
  released: Promise<void>;
}

/**
 * A second process (node with better-sqlite3, as a backup or maintenance script would be) that
 * takes SQLite's write lock (BEGIN IMMEDIATE) on `databasePath` for `ms`, then rolls back. Resolves
 * once the lock is held.
 */
export async function holdWriteLock(databasePath: string, ms: number): Promise<LockHolder> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('ROLLBACK'); db.close(); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ['-e', script, databasePath, String(ms)], { cwd: rootDir, stdio: ['ignore', 'pipe', 'inherit'] });
  const released = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The lock holder ended (${code}) before taking the lock`)));
  });
  return { child, released };
}
