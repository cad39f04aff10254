import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/config.ts';
import { timestampFolder } from '../../server/db/backup.ts';
import { emailOutbox, upgradeLog } from '../../server/db/schema/index.ts';
import type { HealthReport } from '../../server/http/health.ts';
import { giveToServiceUser, serviceUser, takeAwayFromServiceUser } from '../support/service-user.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * /healthz tells the truth: a field per check (database, a real write, disk, e-mail, backups), 503
 * whenever a write would fail, "degraded" when the site works but needs attention.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-health-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function health(url: string) {
  const response = await fetch(`${url}/healthz`);
  return { status: response.status, body: (await response.json()) as HealthReport, cacheControl: response.headers.get('cache-control') };
}

async function withServer(options: Parameters<typeof startTestServer>[0], run: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(options);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

/** A complete backup folder written `hoursAgo` (only its manifest matters to the check). */
function backupWritten(backupsDir: string, hoursAgo: number) {
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  const dir = path.join(backupsDir, timestampFolder(at));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'backup.json'), JSON.stringify({ format: 1, createdAt: at.toISOString() }));
}

describe('/healthz', () => {
  it('answers ok with every check as a field, never cached', { timeout: 60_000 }, async () => {
    await withServer({}, async (server) => {
      const { status, body, cacheControl } = await health(server.url);
      expect(status).toBe(200);
      expect(cacheControl).toBe('no-store');
      expect(body).toMatchObject({
        status: 'ok',
        email: 'outbox-only',
        checks: {
          database: { ok: true },
          write: { ok: true },
          disk: { ok: true, path: path.dirname(server.config.databasePath), minFreeBytes: 100 * 1024 * 1024 },
          email: { ok: true, mode: 'outbox-only', queued: expect.any(Number), failedLastDay: 0 },
          backup: { ok: true, latest: null, ageHours: null, maxAgeHours: 36, folder: server.config.backupsDir },
        },
      });
      expect(body.checks.disk.freeBytes).toBeGreaterThan(0);
      // The write check changed nothing and emptied no cache.
      expect(server.db.select().from(upgradeLog).all().some((row) => row.name.includes('probe'))).toBe(false);
    });
  });

  it('answers 503 disk-full when the disk has less free space than the threshold', { timeout: 60_000 }, async () => {
    await withServer({ config: { healthMinFreeDiskMb: 1024 * 1024 * 1024 } }, async (server) => {
      const { status, body } = await health(server.url);
      expect(status).toBe(503);
      expect(body.status).toBe('disk-full');
      expect(body.checks.disk.ok).toBe(false);
      expect(body.checks.write.ok).toBe(true);
    });
  });

  it('is degraded (200) while sent e-mail fails or waits, and when the newest backup is too old', { timeout: 60_000 }, async () => {
    await withServer({ resend: true }, async (server) => {
      expect((await health(server.url)).body.status).toBe('ok');
      server.db
        .insert(emailOutbox)
        .values({ kind: 'inquiry_notification', to: 'venue@example.com', subject: 'New inquiry', html: '<p>x</p>', text: 'x', status: 'queued', attempts: 2, lastError: 'Resend answered 500', nextAttemptAt: new Date(Date.now() + 60_000), idempotencyKey: 'health-failing', createdAt: new Date(Date.now() - 2 * 3_600_000) })
        .run();
      const failing = await health(server.url);
      expect(failing.status).toBe(200);
      expect(failing.body.status).toBe('degraded');
      expect(failing.body.checks.email).toMatchObject({ ok: false, mode: 'resend', queued: 1, failedLastDay: 1 });
      expect(failing.body.checks.email.oldestQueuedSeconds).toBeGreaterThanOrEqual(7200);
    });

    await withServer({}, async (server) => {
      backupWritten(server.config.backupsDir, 50);
      const stale = await health(server.url);
      expect(stale.status).toBe(200);
      expect(stale.body.status).toBe('degraded');
      expect(stale.body.checks.backup).toMatchObject({ ok: false, ageHours: 50 });
      backupWritten(server.config.backupsDir, 2);
      expect((await health(server.url)).body.checks.backup).toMatchObject({ ok: true, ageHours: 2 });
    });

    await withServer({}, async (server) => {
      // No backup at all, for a database older than the limit: the nightly backup is not running.
      server.db.update(upgradeLog).set({ appliedAt: new Date(Date.now() - 72 * 3_600_000) }).run();
      expect((await health(server.url)).body).toMatchObject({ status: 'degraded', checks: { backup: { ok: false, latest: null } } });
    });
  });

  it('the write check fails with database-read-only on a file the site cannot write (as a sudo restore leaves it)', { timeout: 60_000 }, async () => {
    const user = serviceUser();
    await withServer({}, async (server) => {
      fs.copyFileSync(server.config.databasePath, path.join(work, 'copy.db'));
    });
    const dir = path.join(work, 'restored-by-root');
    fs.mkdirSync(dir);
    const file = path.join(dir, 'venue.db');
    fs.copyFileSync(path.join(work, 'copy.db'), file);
    giveToServiceUser(dir, user);
    const probe = () => {
      const script = `import('${path.join(rootDir, 'server', 'http', 'health.ts')}').then((m) => console.log(JSON.stringify(m.probeWrite(process.argv[1]))))`;
      const result = spawnSync(user?.node ?? process.execPath, [path.join(rootDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '-e', script, file], {
        encoding: 'utf8',
        cwd: rootDir,
        ...(user ? { uid: user.uid, gid: user.gid, env: { ...process.env, HOME: os.tmpdir() } } : {}),
      });
      return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { status: string; error: string } | null;
    };
    expect(probe()).toBeNull();
    takeAwayFromServiceUser(file, user);
    expect(probe()).toMatchObject({ status: 'database-read-only', error: expect.stringMatching(/SQLITE_READONLY/) });
  });
});
