import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBackupArguments, pruneBackups } from '../../scripts/backup.ts';
import { MANIFEST_FILE, timestampFolder } from '../../server/db/backup.ts';
import { openDatabase } from '../../server/db/client.ts';
import { runBuilt } from '../support/process.ts';

/* Nightly backups keep N daily and M weekly copies (deploy/venue-backup.service runs this). */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-retention-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function fakeBackup(folder: string, time: Date, complete = true) {
  const backup = path.join(folder, timestampFolder(time));
  fs.mkdirSync(backup, { recursive: true });
  if (complete) fs.writeFileSync(path.join(backup, MANIFEST_FILE), '{}');
  return path.basename(backup);
}

/** One backup a night at 03:00 UTC for `nights` nights up to 2026-11-25 (a Wednesday). */
function nightly(folder: string, nights: number) {
  return Array.from({ length: nights }, (_, i) => fakeBackup(folder, new Date(Date.UTC(2026, 10, 25 - i, 3))));
}

describe('backup retention', () => {
  it('keeps the newest backup of each of the last N days and of each of the last M weeks', () => {
    const folder = path.join(dir, 'prune');
    const names = nightly(folder, 30);
    // A second backup on the newest day: only the newest of a day counts.
    const sameDay = fakeBackup(folder, new Date(Date.UTC(2026, 10, 25, 1)));
    const deleted = pruneBackups(folder, { daily: 3, weekly: 3 });
    const left = fs.readdirSync(folder).sort();
    // Days: Nov 25, 24, 23. Weeks (Monday first): Nov 23–29 → the 25th, Nov 16–22 → the 22nd, Nov 9–15 → the 15th.
    expect(left).toEqual([names[10], names[3], names[2], names[1], names[0]].sort());
    expect(deleted).toHaveLength(31 - 5);
    expect(left).not.toContain(sameDay);
  });

  it('leaves alone what is not a complete timestamp backup', () => {
    const folder = path.join(dir, 'others');
    nightly(folder, 5);
    const unfinished = fakeBackup(folder, new Date(Date.UTC(2026, 9, 1, 3)), false);
    fs.mkdirSync(path.join(folder, 'before-restore-2026-10-01T03-00-00-000Z'));
    fs.mkdirSync(path.join(folder, 'keep-me'));
    pruneBackups(folder, { daily: 1, weekly: 0 });
    expect(fs.readdirSync(folder).sort()).toEqual([timestampFolder(new Date(Date.UTC(2026, 10, 25, 3))), unfinished, 'before-restore-2026-10-01T03-00-00-000Z', 'keep-me'].sort());
  });

  it('refuses unclear options with a clear message', () => {
    expect(parseBackupArguments([])).toEqual({ folder: undefined });
    expect(parseBackupArguments(['/tmp/x'])).toEqual({ folder: '/tmp/x' });
    expect(parseBackupArguments(['--keep-daily', '7', '--keep-weekly=8'])).toEqual({ retention: { daily: 7, weekly: 8 } });
    expect(() => parseBackupArguments(['--keep-daily', '7'])).toThrow('Give --keep-daily and --keep-weekly together.');
    expect(() => parseBackupArguments(['--keep-daily', 'seven', '--keep-weekly', '1'])).toThrow('--keep-daily takes a whole number, not "seven".');
    expect(() => parseBackupArguments(['--keep-daily', '0', '--keep-weekly', '1'])).toThrow('--keep-daily must be at least 1');
    expect(() => parseBackupArguments(['--keep-dayly', '1'])).toThrow('Unknown option --keep-dayly.');
    expect(() => parseBackupArguments(['/tmp/x', '--keep-daily', '1', '--keep-weekly', '1'])).toThrow('give no folder');
  });

  it('npm run backup -- --keep-daily N --keep-weekly M writes a backup, then prunes the backups folder', { timeout: 60_000 }, async () => {
    const backups = path.join(dir, 'cli');
    const databasePath = path.join(dir, 'cli-venue.db');
    openDatabase(databasePath).close();
    // Ten earlier nights (relative to now: the new backup is today's).
    const old = Array.from({ length: 10 }, (_, i) => fakeBackup(backups, new Date(Date.now() - (i + 1) * 86_400_000)));
    const script = await runBuilt('backup', ['--keep-daily', '3', '--keep-weekly', '0'], { DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'cli-uploads'), BACKUPS_DIR: backups });
    expect((await script.exited).code).toBe(0);
    const left = fs.readdirSync(backups).sort();
    // Today's new backup, yesterday's and the day before's.
    expect(left).toHaveLength(3);
    expect(left).toEqual(expect.arrayContaining([old[0], old[1]]));
    expect(script.output()).toContain('deleted 8');

    const refused = await runBuilt('backup', ['--keep-daily', '2'], { DATABASE_PATH: databasePath, BACKUPS_DIR: backups });
    expect((await refused.exited).code).toBe(2);
    expect(refused.output()).toContain('Give --keep-daily and --keep-weekly together.');
    expect(fs.readdirSync(backups)).toHaveLength(3);
  });
});
