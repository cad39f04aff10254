/**
 * npm run doctor
 *
 * A pre-flight check of a server, run as the site's user with its environment (the release script
 * runs it before switching to a new release): Node's version, the build, the data folder and
 * database writable by this user, free disk, PUBLIC_URL (https, and the host the reverse proxy
 * serves), e-mail, the newest backup, the migrations the next start will apply. Prints one line per
 * check; exits 1 when a check fails (the site would not start or would not work), 0 otherwise
 * (warnings are printed too). Reads only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState } from './production/build-state.mjs';
import { loadConfig, rootDir, type Config } from '../server/config.ts';
import { latestBackup } from '../server/db/backup.ts';
import { databaseVersion, releaseVersion } from '../server/db/migrations.ts';
import { readDatabaseStatus } from './db-status.ts';

export type CheckResult = { name: string; level: 'ok' | 'warn' | 'fail'; message: string };

/** Where the reverse proxies keep the sites (DOCTOR_PROXY_CONFIG replaces them: one file or folder). */
const PROXY_CONFIG_PATHS = ['/etc/caddy/Caddyfile', '/etc/nginx/sites-enabled', '/etc/nginx/conf.d'];

/** Node's version against package.json's engines (`^22.15.0 || >=24.0.0`). */
export function nodeVersionOk(version: string, engines: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return engines.split('||').some((range) => {
    const caret = /^\s*\^(\d+)\.(\d+)/.exec(range);
    if (caret) return major === Number(caret[1]) && minor >= Number(caret[2]);
    const atLeast = />=\s*(\d+)/.exec(range);
    return atLeast ? major >= Number(atLeast[1]) : false;
  });
}

function writable(target: string): string | null {
  try {
    fs.accessSync(target, fs.constants.W_OK);
    return null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'not writable';
  }
}

/** The host names a Caddyfile or nginx configuration serves. */
export function proxyHosts(text: string): string[] {
  const hosts = new Set<string>();
  for (const match of text.matchAll(/^\s*server_name\s+([^;]+);/gm)) for (const name of match[1]!.split(/\s+/)) if (name && name !== '_') hosts.add(name.toLowerCase());
  for (const match of text.matchAll(/^([a-z0-9.*-]+(?:\.[a-z0-9-]+)+)(?::\d+)?(?:\s*,\s*[^{]+)?\s*\{/gim)) hosts.add(match[1]!.toLowerCase());
  return [...hosts];
}

function proxyConfigFiles(env: NodeJS.ProcessEnv): string[] {
  const configured = env.DOCTOR_PROXY_CONFIG;
  const files: string[] = [];
  for (const candidate of configured ? [configured] : PROXY_CONFIG_PATHS) {
    if (!fs.existsSync(candidate)) continue;
    if (fs.statSync(candidate).isDirectory()) {
      for (const name of fs.readdirSync(candidate)) {
        const file = path.join(candidate, name);
        if (fs.statSync(file).isFile()) files.push(file);
      }
    } else files.push(candidate);
  }
  return files;
}

export function runChecks(config: Config, env: NodeJS.ProcessEnv = process.env): CheckResult[] {
  const results: CheckResult[] = [];
  const add = (name: string, level: CheckResult['level'], message: string) => results.push({ name, level, message });

  const engines = (JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { engines?: { node?: string } }).engines?.node ?? '>=22';
  add('Node', nodeVersionOk(process.version, engines) ? 'ok' : 'fail', `${process.version} (this release needs ${engines})`);

  const build = buildState();
  add('Build', build.current ? 'ok' : 'fail', build.current ? `current (${rootDir})` : `${build.reason}: run npm run build (deploy/release.sh deploy does)`);

  const dataDir = path.dirname(config.databasePath);
  const user = (() => {
    try {
      return `${process.getuid?.() === 0 ? 'root' : (env.USER ?? env.LOGNAME ?? `uid ${process.getuid?.()}`)}`;
    } catch {
      return 'this user';
    }
  })();
  const targets = [dataDir, config.databasePath, `${config.databasePath}-wal`, `${config.databasePath}-shm`, config.uploadsDir, config.backupsDir];
  const problems = targets.filter((target) => fs.existsSync(target)).flatMap((target) => {
    const why = writable(target);
    return why ? [`${target} (${why})`] : [];
  });
  if (!fs.existsSync(dataDir)) add('Data folder', 'fail', `${dataDir} does not exist: create it for the site's user (install -d -o venue -g venue -m 0750 ${dataDir})`);
  else if (problems.length) add('Data folder', 'fail', `not writable by ${user}: ${problems.join(', ')}`);
  else add('Data folder', 'ok', `${dataDir} writable by ${user}${process.getuid?.() === 0 ? ' (run the doctor as the site’s user to check its rights: sudo -u venue …)' : ''}`);

  try {
    const stats = fs.statfsSync(fs.existsSync(dataDir) ? dataDir : path.dirname(dataDir));
    const free = stats.bavail * stats.bsize;
    const minimum = config.healthMinFreeDiskMb * 1024 * 1024;
    const mb = Math.round(free / 1024 / 1024);
    add('Disk', free < minimum ? 'fail' : free < minimum * 10 ? 'warn' : 'ok', `${mb} MB free where the database lives (the site answers 503 under ${config.healthMinFreeDiskMb} MB)`);
  } catch (error) {
    add('Disk', 'warn', `could not read free space: ${(error as Error).message}`);
  }

  if (!env.PUBLIC_URL) add('PUBLIC_URL', 'fail', 'not set: e-mail links, the sitemap and secure cookies need the address visitors use (https://…)');
  else {
    const url = new URL(config.publicUrl);
    if (url.protocol !== 'https:') add('PUBLIC_URL', config.production ? 'fail' : 'warn', `${config.publicUrl} is not https: cookies are not marked Secure and browsers warn visitors`);
    else {
      const files = proxyConfigFiles(env);
      const serving = files.filter((file) => proxyHosts(fs.readFileSync(file, 'utf8')).includes(url.hostname.toLowerCase()));
      const others = files.flatMap((file) => proxyHosts(fs.readFileSync(file, 'utf8')));
      if (serving.length) add('PUBLIC_URL', 'ok', `${config.publicUrl}, served by ${serving.join(', ')}`);
      else if (others.length) add('PUBLIC_URL', 'fail', `${url.hostname} is not a site of the reverse proxy (it serves ${[...new Set(others)].join(', ')}): PUBLIC_URL and the Caddyfile or nginx server_name must name the same host`);
      else add('PUBLIC_URL', 'warn', `${config.publicUrl}; no Caddy or nginx configuration found to compare it with (${PROXY_CONFIG_PATHS.join(', ')})`);
    }
  }
  if (config.production && !config.trustProxy) add('Proxy', 'warn', 'TRUST_PROXY is not 1: behind Caddy or nginx every visitor has the proxy’s address (rate limits, logs)');

  if (!config.resendApiKey) add('E-mail', 'warn', 'RESEND_API_KEY is not set: inquiries, confirmations and password resets wait in the outbox and are not sent');
  else if (!/<[^>]+@[^>]+>|^[^\s@]+@[^\s@]+$/.test(config.emailFrom)) add('E-mail', 'fail', `EMAIL_FROM "${config.emailFrom}" is not an address (Name <hello@example.com>)`);
  else add('E-mail', 'ok', `sent through Resend from ${config.emailFrom}`);

  const newest = latestBackup(config.backupsDir);
  if (!newest) add('Backups', 'warn', `no backup yet in ${config.backupsDir} (venue-backup.timer writes one nightly)`);
  else {
    const hours = (Date.now() - Date.parse(newest.manifest.createdAt)) / 3_600_000;
    add('Backups', config.healthMaxBackupAgeHours > 0 && hours > config.healthMaxBackupAgeHours ? 'warn' : 'ok', `newest ${newest.dir}, ${hours.toFixed(1)} hours old`);
  }

  const status = readDatabaseStatus(config.databasePath);
  if (!status.migrations) add('Database', 'ok', `${config.databasePath} does not exist yet: the first start creates it`);
  else if (status.migrations.newer.length) add('Database', 'fail', `schema ${databaseVersion(status.migrations)} is newer than this release (${releaseVersion(status.migrations)}): this release would refuse to start`);
  else if (status.migrations.pending.length)
    add('Database', 'ok', `${status.migrations.pending.length} migration(s) to apply at the next start (${status.migrations.pending.map((m) => m.tag).join(', ')}), after a backup into ${config.backupsDir}`);
  else add('Database', 'ok', `schema ${databaseVersion(status.migrations)}, nothing to migrate`);
  return results;
}

const MARK = { ok: 'ok  ', warn: 'WARN', fail: 'FAIL' } as const;

function main() {
  const config = loadConfig();
  const results = runChecks(config);
  for (const result of results) console.log(`${MARK[result.level]}  ${result.name.padEnd(12)} ${result.message}`);
  const failed = results.filter((result) => result.level === 'fail').length;
  const warned = results.filter((result) => result.level === 'warn').length;
  console.log(failed ? `\n${failed} check(s) failed.` : warned ? `\nReady, with ${warned} warning(s).` : '\nReady.');
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
