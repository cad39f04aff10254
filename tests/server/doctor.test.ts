import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeVersionOk, proxyHosts, runChecks, type CheckResult } from '../../scripts/doctor.ts';
import { loadConfig, rootDir } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { knownMigrations, migrationsFolder } from '../../server/db/migrations.ts';
import { ensureBuilt } from '../support/build.ts';
import { runBuilt } from '../support/process.ts';

/*
 * npm run doctor, the pre-flight check the release script runs: each check a line, a failure for
 * what would stop the site, a warning for what needs attention.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-doctor-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function site(name: string, env: Record<string, string> = {}) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  const full: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://venue.example.com',
    TRUST_PROXY: '1',
    DATABASE_PATH: path.join(dir, 'venue.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    BACKUPS_DIR: path.join(dir, 'backups'),
    RESEND_API_KEY: 're_live_123',
    EMAIL_FROM: 'Cedar Barn <hello@venue.example.com>',
    DOCTOR_PROXY_CONFIG: path.join(rootDir, 'deploy', 'Caddyfile'),
    ...env,
  };
  return { dir, env: full, config: loadConfig(full) };
}

const byName = (results: CheckResult[]) => Object.fromEntries(results.map((result) => [result.name, result]));

describe('npm run doctor', () => {
  it('passes a well-set server: Node, build, data folder, disk, https PUBLIC_URL the proxy serves, e-mail, a fresh backup', { timeout: 180_000 }, async () => {
    await ensureBuilt();
    const { env, config, dir } = site('good');
    openDatabase(config.databasePath, config).close();
    const backup = path.join(dir, 'backups', '2026-11-28T03-30-00-000Z');
    fs.mkdirSync(backup, { recursive: true });
    fs.writeFileSync(path.join(backup, 'backup.json'), JSON.stringify({ format: 1, createdAt: new Date(Date.now() - 3_600_000).toISOString() }));
    const checks = byName(runChecks(config, env));
    expect(Object.values(checks).filter((check) => check.level !== 'ok')).toEqual([]);
    expect(checks.PUBLIC_URL!.message).toBe(`https://venue.example.com, served by ${path.join(rootDir, 'deploy', 'Caddyfile')}`);
    expect(checks.Database!.message).toMatch(/nothing to migrate/);
    expect(checks.Backups!.message).toMatch(/1\.0 hours old/);
  });

  it('fails what would stop or break the site, and warns about what needs attention', () => {
    const { env, config } = site('bad', { PUBLIC_URL: 'https://other.example.org', RESEND_API_KEY: '', TRUST_PROXY: '' });
    const sqlite = new Database(config.databasePath);
    openDatabase(config.databasePath).close();
    sqlite.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('x', knownMigrations(migrationsFolder).at(-1)!.when + 1);
    sqlite.close();
    const checks = byName(runChecks(config, env));
    expect(checks.PUBLIC_URL).toMatchObject({ level: 'fail', message: expect.stringContaining('other.example.org is not a site of the reverse proxy (it serves venue.example.com, www.venue.example.com)') });
    expect(checks.Database).toMatchObject({ level: 'fail', message: expect.stringContaining('newer than this release') });
    expect(checks['E-mail']).toMatchObject({ level: 'warn' });
    expect(checks.Proxy).toMatchObject({ level: 'warn' });
    expect(checks.Backups).toMatchObject({ level: 'warn', message: expect.stringContaining('no backup yet') });

    const http = site('http', { PUBLIC_URL: 'http://venue.example.com' });
    expect(byName(runChecks(http.config, http.env)).PUBLIC_URL).toMatchObject({ level: 'fail', message: expect.stringContaining('is not https') });
    const nginx = site('nginx', { DOCTOR_PROXY_CONFIG: path.join(rootDir, 'deploy', 'nginx-venue-site.conf') });
    expect(byName(runChecks(nginx.config, nginx.env)).PUBLIC_URL).toMatchObject({ level: 'ok' });
    const tiny = site('disk', { HEALTH_MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    expect(byName(runChecks(tiny.config, tiny.env)).Disk).toMatchObject({ level: 'fail' });
    const missing = site('missing', { DATABASE_PATH: path.join(work, 'nowhere', 'deeper', 'venue.db') });
    expect(byName(runChecks(missing.config, missing.env))['Data folder']).toMatchObject({ level: 'fail', message: expect.stringContaining('does not exist') });
  });

  it('reads versions and proxy files as they are written', () => {
    expect(nodeVersionOk('v22.15.0', '^22.15.0 || >=24.0.0')).toBe(true);
    expect(nodeVersionOk('v22.14.9', '^22.15.0 || >=24.0.0')).toBe(false);
    expect(nodeVersionOk('v20.20.2', '^22.15.0 || >=24.0.0')).toBe(false);
    expect(nodeVersionOk('v24.1.0', '^22.15.0 || >=24.0.0')).toBe(true);
    expect(proxyHosts('server {\n  server_name venue.example.com www.venue.example.com;\n}')).toEqual(['venue.example.com', 'www.venue.example.com']);
    expect(proxyHosts('venue.example.com {\n reverse_proxy 127.0.0.1:4000\n}\n')).toEqual(['venue.example.com']);
  });

  it('runs as npm run doctor: one line per check, exit 1 on a failure', { timeout: 180_000 }, async () => {
    const { env } = site('cli', { PUBLIC_URL: 'https://elsewhere.example.net' });
    const doctor = await runBuilt('doctor', [], env as Record<string, string>);
    const { code } = await doctor.exited;
    expect(code).toBe(1);
    expect(doctor.output()).toMatch(/^ok {4}Node {9}v\d+/m);
    expect(doctor.output()).toMatch(/^FAIL {2}PUBLIC_URL/m);
    expect(doctor.output()).toContain('check(s) failed.');
  });
});
