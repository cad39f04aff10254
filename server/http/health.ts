/**
 * GET /healthz: whether the site can do its work, one field per check, for a monitor and a person.
 *
 * 503 whenever a write would fail: the database cannot be read, another process holds the write
 * lock, the file (or its folder, or its -wal/-shm) cannot be written by this process, or the disk
 * is nearly full. 200 with status "degraded" when the site works but something needs attention:
 * e-mail failing or piling up, the newest backup too old. 200 "ok" otherwise.
 *
 * The write check opens its own connection each time and takes the write lock without waiting,
 * writes a row and rolls it back: it sees the file as it is now (owner, mode, a restore run with
 * sudo), never blocks, changes nothing and does not empty the response cache (a rolled-back write
 * on another connection moves neither counter the cache watches).
 */
import Database from 'better-sqlite3';
import type { RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { latestBackup } from '../db/backup.ts';
import type { DB } from '../db/client.ts';
import type { Outbox } from '../email/outbox.ts';

export type HealthStatus = 'ok' | 'degraded' | 'database-unavailable' | 'database-busy' | 'database-read-only' | 'disk-full';

export interface HealthReport {
  status: HealthStatus;
  /** How e-mail leaves (kept at the top level for monitors that read it). */
  email: Outbox['mode'];
  checks: {
    database: { ok: boolean; error?: string };
    write: { ok: boolean; error?: string };
    disk: { ok: boolean; path: string; freeBytes: number | null; minFreeBytes: number };
    email: { ok: boolean; mode: Outbox['mode']; queued: number; oldestQueuedSeconds: number | null; failedLastDay: number };
    backup: { ok: boolean; latest: string | null; ageHours: number | null; maxAgeHours: number; folder: string };
  };
}

export type HealthConfig = Pick<Config, 'databasePath' | 'backupsDir' | 'healthMinFreeDiskMb' | 'healthMaxBackupAgeHours'>;

/** Queued e-mail older than this while sending is on counts as a backlog. */
const EMAIL_BACKLOG_SECONDS = 3600;
const DAY_MS = 86_400_000;

const errorCode = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');

/** Opens a fresh connection and makes a rolled-back write; null when it would succeed. */
export function probeWrite(databasePath: string): { status: HealthStatus; error: string } | null {
  let probe: Database.Database | undefined;
  try {
    probe = new Database(databasePath, { fileMustExist: true, timeout: 0 });
    probe.exec('BEGIN IMMEDIATE');
    try {
      probe.prepare("insert into upgrade_log (name, kind) values ('healthz write probe', 'data')").run();
    } finally {
      probe.exec('ROLLBACK');
    }
    return null;
  } catch (error) {
    const code = errorCode(error);
    const message = `${code ? `${code}: ` : ''}${(error as Error).message}`;
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return { status: 'database-busy', error: 'Another process holds the write lock.' };
    if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PERM') return { status: 'database-read-only', error: message };
    if (code === 'SQLITE_FULL') return { status: 'disk-full', error: message };
    return { status: 'database-unavailable', error: message };
  } finally {
    probe?.close();
  }
}

function freeBytes(dir: string): number | null {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

function emailCheck(db: DB, mode: Outbox['mode'], now: number): HealthReport['checks']['email'] {
  const row = db.$client
    .prepare(
      `select
         count(*) filter (where status in ('queued', 'sending')) as queued,
         min(case when status in ('queued', 'sending') then created_at end) as oldest,
         count(*) filter (where status in ('queued', 'failed') and last_error is not null and next_attempt_at >= ?) as failed
       from email_outbox`,
    )
    .get(now - DAY_MS) as { queued: number; oldest: number | null; failed: number };
  const oldestQueuedSeconds = row.oldest === null ? null : Math.max(0, Math.round((now - row.oldest) / 1000));
  // Without an API key messages wait in the outbox by design: a backlog is not a fault then.
  const ok = mode !== 'resend' || (row.failed === 0 && (oldestQueuedSeconds ?? 0) <= EMAIL_BACKLOG_SECONDS);
  return { ok, mode, queued: row.queued, oldestQueuedSeconds, failedLastDay: row.failed };
}

/**
 * The newest backup's age. A database younger than the limit with no backup yet is fine (the first
 * nightly backup has not run); one older with none is not.
 */
function backupCheck(db: DB, config: HealthConfig, now: number): HealthReport['checks']['backup'] {
  const maxAgeHours = config.healthMaxBackupAgeHours;
  const newest = latestBackup(config.backupsDir);
  const latest = newest?.manifest.createdAt ?? null;
  const ageHours = latest ? Math.round(((now - Date.parse(latest)) / 3_600_000) * 10) / 10 : null;
  let ok: boolean;
  if (maxAgeHours <= 0) ok = true;
  else if (ageHours !== null) ok = ageHours <= maxAgeHours;
  else {
    const created = db.$client.prepare('select min(applied_at) from upgrade_log').pluck().get() as number | null;
    ok = created === null || now - created <= maxAgeHours * 3_600_000;
  }
  return { ok, latest, ageHours, maxAgeHours, folder: config.backupsDir };
}

export function healthReport(db: DB, outbox: Pick<Outbox, 'mode'>, config: HealthConfig, now = Date.now()): HealthReport {
  const minFreeBytes = config.healthMinFreeDiskMb * 1024 * 1024;
  const dataDir = path.dirname(config.databasePath);
  let database: HealthReport['checks']['database'] = { ok: true };
  try {
    db.$client.prepare('select 1').get();
  } catch (error) {
    database = { ok: false, error: (error as Error).message };
  }
  const writeProblem = database.ok ? probeWrite(config.databasePath) : null;
  const free = freeBytes(dataDir);
  const disk = { ok: free === null || free >= minFreeBytes, path: dataDir, freeBytes: free, minFreeBytes };
  const email = database.ok ? emailCheck(db, outbox.mode, now) : { ok: false, mode: outbox.mode, queued: 0, oldestQueuedSeconds: null, failedLastDay: 0 };
  const backup = database.ok ? backupCheck(db, config, now) : { ok: false, latest: null, ageHours: null, maxAgeHours: config.healthMaxBackupAgeHours, folder: config.backupsDir };

  const status: HealthStatus = !database.ok
    ? 'database-unavailable'
    : writeProblem
      ? writeProblem.status
      : !disk.ok
        ? 'disk-full'
        : email.ok && backup.ok
          ? 'ok'
          : 'degraded';
  return {
    status,
    email: outbox.mode,
    checks: { database, write: writeProblem ? { ok: false, error: writeProblem.error } : { ok: true }, disk, email, backup },
  };
}

/** Whether a status means writes cannot succeed (answered 503). */
export const stopsWrites = (status: HealthStatus) => status !== 'ok' && status !== 'degraded';

export function healthRoute(db: DB, outbox: Pick<Outbox, 'mode'>, config: HealthConfig): RequestHandler {
  return (_req, res) => {
    const report = healthReport(db, outbox, config);
    res.setHeader('Cache-Control', 'no-store');
    res.status(stopsWrites(report.status) ? 503 : 200).json(report);
  };
}
