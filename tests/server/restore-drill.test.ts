import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HELD_AFTER_RESTORE, restoreBackup } from '../../scripts/restore.ts';
import { createBackup } from '../../server/db/backup.ts';
import { openDatabase } from '../../server/db/client.ts';
import { giveToServiceUser, serviceUser } from '../support/service-user.ts';

/*
 * A restore drill: a backup is one self-contained file (opening it leaves no -wal/-shm beside it),
 * and the e-mail its outbox still held is not sent by the restored site unless the operator asks.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-restore-drill-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function liveSite(name: string) {
  const dir = path.join(work, name);
  const config = { databasePath: path.join(dir, 'venue.db'), uploadsDir: path.join(dir, 'uploads'), backupsDir: path.join(dir, 'backups') };
  const opened = openDatabase(config.databasePath, config);
  const outbox = opened.sqlite.prepare(
    `insert into email_outbox (id, kind, "to", subject, html, text, status, attempts, next_attempt_at, idempotency_key, created_at) values (?, 'inquiry_confirmation', 'client@example.com', 'Thanks', '<p>Thanks</p>', 'Thanks', ?, 0, 0, ?, 0)`,
  );
  outbox.run('waiting', 'queued', `${name}-1`);
  outbox.run('gone', 'sent', `${name}-2`);
  opened.close();
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(config.uploadsDir, `gallery-${name}.webp`), name);
  return config;
}

const statuses = (databasePath: string) => {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare('select id, status, last_error as lastError from email_outbox order by id').all();
  } finally {
    db.close();
  }
};

describe('a restore drill', () => {
  it('writes a backup that is one file, and does not send its queued e-mail unless asked', async () => {
    const live = liveSite('live');
    const { dir } = await createBackup(live, path.join(work, 'nightly'));
    expect(fs.readdirSync(dir).sort()).toEqual(['backup.json', 'uploads', 'venue.db']);
    new Database(path.join(dir, 'venue.db'), { readonly: true }).close();
    expect(fs.readdirSync(dir).sort()).toEqual(['backup.json', 'uploads', 'venue.db']);

    // Another machine, a drill: the waiting message is marked failed, with why.
    const drill = liveSite('drill');
    const { heldEmails } = await restoreBackup(drill, dir);
    expect(heldEmails).toBe(1);
    expect(statuses(drill.databasePath)).toEqual([
      { id: 'gone', status: 'sent', lastError: null },
      { id: 'waiting', status: 'failed', lastError: HELD_AFTER_RESTORE },
    ]);

    // Asked to: it stays queued and the outbox sends it at the next start.
    const real = liveSite('real');
    expect((await restoreBackup(real, dir, { sendQueuedEmail: true })).heldEmails).toBe(0);
    expect(statuses(real.databasePath)).toContainEqual({ id: 'waiting', status: 'queued', lastError: null });
  });

  it('gives the restored files back to the user whose data it was (a restore run with sudo)', async () => {
    const live = liveSite('owned');
    const { dir } = await createBackup(live, path.join(work, 'owned-backup'));
    const user = serviceUser();
    const siteDir = path.dirname(live.databasePath);
    giveToServiceUser(siteDir, user);
    const owner = { uid: fs.statSync(live.databasePath).uid, gid: fs.statSync(live.databasePath).gid };
    await restoreBackup(live, dir);
    for (const file of [live.databasePath, live.uploadsDir, ...fs.readdirSync(live.uploadsDir).map((name) => path.join(live.uploadsDir, name))]) {
      expect({ uid: fs.statSync(file).uid, gid: fs.statSync(file).gid }, file).toEqual(owner);
    }
    if (user) expect(owner.uid).toBe(user.uid);
  });
});
