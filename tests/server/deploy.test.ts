import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../server/config.ts';

/*
 * deploy/: the files an operator copies onto the server parse, and agree with each other and with
 * the server. Each is checked by its own tool where the machine has it (systemd-analyze verify,
 * nginx -t, caddy adapt); without the tool the test says so and checks the file's structure, so it
 * never passes silently without having checked anything.
 */
const deployDir = path.join(rootDir, 'deploy');
const read = (file: string) => fs.readFileSync(path.join(deployDir, file), 'utf8');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-deploy-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`]).status === 0;
/** CI installs Debian's nginx and caddy (.ci/run): there a missing tool fails rather than warns. */
const requireTools = process.env.VENUE_REQUIRE_PROXY_TOOLS === '1';
const withoutTool = (tool: string, what: string) => {
  if (requireTools) throw new Error(`${tool} is not installed, and VENUE_REQUIRE_PROXY_TOOLS=1 (CI) needs it to check ${what}.`);
  console.warn(`${tool} is not installed: ${what} gets the structural check only.`);
};
const PATH_WITH_SBIN = `${process.env.PATH}:/usr/sbin:/sbin`;

/** A systemd unit's keys per section (repeated keys keep every value). */
function unitKeys(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const section = /^\[(\w+)\]$/.exec(line);
    if (section) {
      current = new Map();
      sections.set(section[1]!, current);
      continue;
    }
    const pair = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!pair || !current) throw new Error(`Not a unit line: ${line}`);
    current.set(pair[1]!, [...(current.get(pair[1]!) ?? []), pair[2]!]);
  }
  return sections;
}

/** KEY=value lines of the environment example, commented-out ones included (documented, unset). */
function envExample(): Map<string, { value: string; set: boolean }> {
  const vars = new Map<string, { value: string; set: boolean }>();
  for (const line of read('venue-site.env.example').split('\n')) {
    const match = /^(#\s*)?([A-Z_]+)=(.*)$/.exec(line);
    if (match) vars.set(match[2]!, { value: match[3]!, set: !match[1] });
  }
  return vars;
}

describe('the systemd units', () => {
  const units = ['venue-site.service', 'venue-backup.service', 'venue-backup.timer', 'venue-alert@.service', 'venue-litestream.service'];
  /** Where a release keeps the Litestream binary on the server, and where this checkout has it. */
  const serverLitestream = '/opt/venue-site/current/node_modules/@flydotio/litestream-linux-x64/litestream';

  it('pass systemd-analyze verify without a warning (or, without systemd, a structural check)', () => {
    // verify checks that each command exists: the release's binary is this checkout's here.
    for (const unit of units) fs.writeFileSync(path.join(work, unit), read(unit).replaceAll(serverLitestream, path.join(rootDir, 'node_modules', '@flydotio', 'litestream-linux-x64', 'litestream')));
    // A template unit is verified as one of its instances: the alert for the failed backup.
    const alert = 'venue-alert@venue-backup.service.service';
    fs.copyFileSync(path.join(deployDir, 'venue-alert@.service'), path.join(work, alert));
    if (has('systemd-analyze')) {
      const result = spawnSync('systemd-analyze', ['verify', ...units.filter((unit) => !unit.endsWith('@.service')), alert], { cwd: work, encoding: 'utf8' });
      // verify exits 0 on unknown keys and bad values but prints them: both must be empty.
      expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
      expect(result.status).toBe(0);
    } else {
      console.warn('systemd-analyze is not installed: the units get the structural check only.');
    }
    for (const unit of units) {
      const sections = unitKeys(read(unit));
      expect([...sections.keys()]).toContain(unit.endsWith('.timer') ? 'Timer' : 'Service');
    }
  });

  it('run the site as its own user, from the environment file, restarted on failure, hardened', () => {
    const service = unitKeys(read('venue-site.service')).get('Service')!;
    const one = (key: string) => service.get(key)?.at(-1);
    expect(one('User')).toBe('venue');
    expect(one('EnvironmentFile')).toBe('/etc/venue-site/venue-site.env');
    expect(one('Restart')).toBe('on-failure');
    // The release the `current` link names, started from its build: a service never builds.
    expect(one('WorkingDirectory')).toBe('/opt/venue-site/current');
    expect(one('ExecStart')).toBe('/usr/bin/node scripts/production/start.mjs --no-build');
    expect(one('RestartPreventExitStatus')).toBe('78');
    expect(one('NoNewPrivileges')).toBe('yes');
    expect(one('ProtectSystem')).toBe('strict');
    expect(one('PrivateTmp')).toBe('yes');
    expect(one('ProtectHome')).toBe('yes');
    expect(one('ReadWritePaths')!.split(/\s+/)).toContain('/var/lib/venue-site');
    expect(service.get('Environment')!.join(' ')).toMatch(/--max-old-space-size=\d+/);

    const backup = unitKeys(read('venue-backup.service')).get('Service')!;
    expect(backup.get('ExecStart')![0]).toMatch(/run\.mjs backup --keep-daily \d+ --keep-weekly \d+$/);
    expect(backup.get('User')![0]).toBe('venue');
    expect(backup.get('WorkingDirectory')![0]).toBe('/opt/venue-site/current');
    // A failed backup starts the alert hook with the failed unit's name.
    expect(unitKeys(read('venue-backup.service')).get('Unit')!.get('OnFailure')).toEqual(['venue-alert@%n.service']);
    const alert = unitKeys(read('venue-alert@.service')).get('Service')!;
    expect(alert.get('ExecCondition')).toEqual(['/usr/bin/test -x /etc/venue-site/alert']);
    expect(alert.get('ExecStart')![0]).toContain('/etc/venue-site/alert');

    // Replication runs the release's Litestream as the site's user, with its own key file, and
    // alerts when it keeps failing.
    const litestream = unitKeys(read('venue-litestream.service'));
    expect(litestream.get('Service')!.get('ExecStart')).toEqual([`${serverLitestream} replicate -config /etc/venue-site/litestream.yml`]);
    expect(litestream.get('Service')!.get('User')).toEqual(['venue']);
    expect(litestream.get('Service')!.get('EnvironmentFile')).toEqual(['/etc/venue-site/litestream.env']);
    expect(litestream.get('Unit')!.get('OnFailure')).toEqual(['venue-alert@%n.service']);
    expect(read('litestream.yml')).toContain(`- path: ${envExample().get('DATABASE_PATH')!.value}`);
  });

  it('hand the failed unit and its last journal lines to the alert hook', () => {
    // The unit's command as systemd runs it (%i: the failed unit), with a journalctl that prints
    // two lines and an alert script in a temporary folder where /etc/venue-site/alert would be.
    const execStart = unitKeys(read('venue-alert@.service')).get('Service')!.get('ExecStart')![0]!;
    const bin = path.join(work, 'alert-bin');
    fs.mkdirSync(bin, { recursive: true });
    fs.writeFileSync(path.join(bin, 'journalctl'), '#!/bin/sh\necho "journalctl $*"\necho "Backup failed: disk full"\n', { mode: 0o755 });
    const hook = path.join(work, 'alert');
    fs.writeFileSync(hook, `#!/bin/sh\n{ echo "unit: $1"; cat; } > ${work}/alerted.txt\n`, { mode: 0o755 });
    const args = execStart.replace(/^\/bin\/sh /, '').replaceAll('/etc/venue-site/alert', hook).replace('%i', 'venue-backup.service');
    const run = spawnSync('sh', ['-c', `sh ${args}`], { env: { PATH: `${bin}:${process.env.PATH}` }, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(fs.readFileSync(path.join(work, 'alerted.txt'), 'utf8')).toBe('unit: venue-backup.service\njournalctl -u venue-backup.service -n 30 --no-pager -o cat\nBackup failed: disk full\n');
    const timer = unitKeys(read('venue-backup.timer')).get('Timer')!;
    expect(timer.get('OnCalendar')![0]).toMatch(/^\*-\*-\* \d\d:\d\d:\d\d$/);
    expect(timer.get('Persistent')![0]).toBe('true');
  });
});

describe('the environment example', () => {
  it('listens on the loopback interface in production, with PUBLIC_URL and the data under /var/lib', () => {
    const vars = envExample();
    expect(vars.get('NODE_ENV')).toEqual({ value: 'production', set: true });
    expect(vars.get('HOST')).toEqual({ value: '127.0.0.1', set: true });
    expect(vars.get('PUBLIC_URL')?.value).toMatch(/^https:\/\//);
    expect(vars.get('TRUST_PROXY')).toEqual({ value: '1', set: true });
    for (const name of ['DATABASE_PATH', 'UPLOADS_DIR', 'BACKUPS_DIR']) expect(vars.get(name)?.value).toMatch(/^\/var\/lib\/venue-site\//);
    for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'RESEND_API_KEY', 'CLIENT_DIR', 'PORT', 'LOG_LEVEL', 'VENUE_TIMEZONE']) expect(vars.has(name)).toBe(true);
  });

  it('names variables the server reads, and the proxies send to its port', () => {
    const sources = ['server/config.ts', 'server/logger.ts', 'server/app.ts', 'scripts/backup.ts'].map((file) => fs.readFileSync(path.join(rootDir, file), 'utf8')).join('\n');
    for (const name of envExample().keys()) {
      if (name === 'NODE_ENV') continue;
      expect(sources, `${name} is read by the server or the backup`).toMatch(new RegExp(`\\b${name}\\b`));
    }
    const port = envExample().get('PORT')!.value;
    expect(read('Caddyfile')).toContain(`reverse_proxy 127.0.0.1:${port}`);
    expect(read('nginx-venue-site.conf')).toContain(`proxy_pass http://127.0.0.1:${port};`);
  });
});

describe('the nginx site', () => {
  it('keeps Host, upgrades WebSockets and passes nginx -t (or, without nginx, a structural check)', () => {
    const site = read('nginx-venue-site.conf');
    expect(site).toContain('proxy_set_header Host $host;');
    expect(site).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(site).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(site).toMatch(/listen 443 ssl( http2)?;/);
    expect(site.split('{').length).toBe(site.split('}').length);
    if (!has('nginx') || !has('openssl')) return withoutTool('nginx (or openssl)', 'the nginx site');
    // A throw-away certificate where the site expects Let's Encrypt's, and a main configuration
    // that includes the site as /etc/nginx/nginx.conf would.
    const certDir = path.join(work, 'certs');
    fs.mkdirSync(certDir);
    const cert = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=venue.example.com', '-keyout', path.join(certDir, 'privkey.pem'), '-out', path.join(certDir, 'fullchain.pem')], { encoding: 'utf8' });
    expect(cert.status).toBe(0);
    fs.writeFileSync(path.join(work, 'site.conf'), site.replaceAll('/etc/letsencrypt/live/venue.example.com', certDir));
    fs.writeFileSync(
      path.join(work, 'nginx.conf'),
      `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${work}/site.conf;\n}\n`,
    );
    const result = spawnSync('nginx', ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8', env: { ...process.env, PATH: PATH_WITH_SBIN } });
    expect(result.stderr).toContain('syntax is ok');
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });
});

describe('the HTTPS procedure', () => {
  it('gives one certbot command, the same in the nginx file and in the operator’s guide', () => {
    const command = 'certbot certonly --webroot -w /var/www/html -d venue.example.com --deploy-hook "systemctl reload nginx"';
    const guide = fs.readFileSync(path.join(rootDir, 'docs', 'operations.md'), 'utf8');
    expect(read('nginx-venue-site.conf')).toContain(command);
    expect(guide).toContain(command);
    // The file is used as shipped: nothing to comment out, no other certbot mode.
    for (const text of [read('nginx-venue-site.conf'), guide]) {
      expect(text).not.toMatch(/certbot --nginx|comment out/);
    }
    // The webroot certbot writes to is the one the port-80 server serves the challenges from.
    expect(read('nginx-venue-site.conf')).toContain('location /.well-known/acme-challenge/ { root /var/www/html; }');
  });
});

describe('the Caddyfile', () => {
  it('proxies the site over automatic HTTPS (caddy validate, or without caddy a structural check)', () => {
    const caddyfile = read('Caddyfile');
    expect(caddyfile.split('{').length).toBe(caddyfile.split('}').length);
    // A site address without a scheme or port: Caddy obtains and renews its certificate itself.
    expect(caddyfile).toMatch(/^venue\.example\.com \{$/m);
    expect(caddyfile).toMatch(/reverse_proxy 127\.0\.0\.1:\d+/);
    // Host is passed unchanged by reverse_proxy unless header_up rewrites it.
    expect(caddyfile).not.toMatch(/header_up\s+Host/);
    if (!has('caddy')) return withoutTool('caddy', 'the Caddyfile');
    // validate loads and provisions the configuration without serving it (no certificate is asked for).
    const result = spawnSync('caddy', ['validate', '--config', path.join(deployDir, 'Caddyfile'), '--adapter', 'caddyfile'], { encoding: 'utf8', env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work } });
    expect(result.stdout).toContain('Valid configuration');
    expect(result.status).toBe(0);
  });
});
