/**
 * npm run db:status
 *
 * Where the database stands against this release: its schema version and this release's, each
 * migration applied (with when, where this release recorded it) or pending, the data upgrades run
 * or pending, and the newest backup. Reads only: the database is opened read-only and nothing is
 * migrated. Exit code 0; 1 when the database is newer than this release (it would refuse to start).
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { latestBackup } from '../server/db/backup.ts';
import { databaseVersion, migrationsFolder, readMigrationStatus, releaseVersion, type MigrationStatus } from '../server/db/migrations.ts';
import { DATA_UPGRADES, PRE_MIGRATION_UPGRADES } from '../server/db/upgrade/index.ts';

export interface DatabaseStatus {
  databasePath: string;
  exists: boolean;
  migrations: MigrationStatus | null;
  /** upgrade_log rows by name. */
  logged: Map<string, { kind: string; appliedAt: number | null; backup: string | null }>;
}

export function readDatabaseStatus(databasePath: string): DatabaseStatus {
  if (!fs.existsSync(databasePath)) return { databasePath, exists: false, migrations: null, logged: new Map() };
  const sqlite = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const migrations = readMigrationStatus(sqlite, migrationsFolder);
    const hasLog = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'upgrade_log'").get() !== undefined;
    const rows = hasLog
      ? (sqlite.prepare('select name, kind, applied_at as appliedAt, backup from upgrade_log').all() as { name: string; kind: string; appliedAt: number | null; backup: string | null }[])
      : [];
    return { databasePath, exists: true, migrations, logged: new Map(rows.map((row) => [row.name, row])) };
  } finally {
    sqlite.close();
  }
}

const when = (ms: number | null | undefined) => (ms ? `${new Date(ms).toISOString().replace('T', ' ').slice(0, 19)} UTC` : 'before this log was kept');

export function formatDatabaseStatus(status: DatabaseStatus, backupsDir: string): string {
  const lines = [`Database: ${status.databasePath}`];
  if (!status.exists || !status.migrations) {
    lines.push('  It does not exist yet: the server creates it at its first start (every migration is then applied).');
    return lines.join('\n');
  }
  const migrations = status.migrations;
  lines.push(`Schema: ${databaseVersion(migrations)}; this release: ${releaseVersion(migrations)}`);
  if (migrations.newer.length > 0) {
    lines.push(`  NEWER than this release: ${migrations.newer.length} migration(s) from a newer release are applied. This release refuses to start on it.`);
  }
  lines.push('', 'Migrations:');
  for (const migration of migrations.applied) {
    const name = migration.tag ?? `(unknown to this release, dated ${new Date(migration.when).toISOString().slice(0, 10)})`;
    lines.push(`  applied  ${name}${migration.tag ? `  ${when(status.logged.get(migration.tag)?.appliedAt)}` : ''}`);
  }
  for (const migration of migrations.pending) lines.push(`  pending  ${migration.tag}`);
  if (migrations.pending.length === 0 && migrations.newer.length === 0) lines.push('  (none pending)');

  lines.push('', 'Data upgrades:');
  for (const upgrade of PRE_MIGRATION_UPGRADES) {
    const logged = status.logged.get(upgrade.name);
    const applied = migrations.applied.some((migration) => migration.tag === upgrade.beforeMigration);
    lines.push(`  ${logged ? `done     ${upgrade.name}  ${when(logged.appliedAt)}` : applied ? `done     ${upgrade.name}  (with ${upgrade.beforeMigration})` : `pending  ${upgrade.name}  (before ${upgrade.beforeMigration})`}`);
  }
  for (const upgrade of DATA_UPGRADES) {
    const logged = status.logged.get(upgrade.name);
    lines.push(`  ${logged ? `done     ${upgrade.name}  ${when(logged.appliedAt)}` : `pending  ${upgrade.name}`}`);
  }

  const backup = latestBackup(backupsDir);
  lines.push('', backup ? `Newest backup: ${backup.dir} (${backup.manifest.createdAt}${backup.manifest.reason ? `, ${backup.manifest.reason}` : ''})` : `Newest backup: none in ${backupsDir}`);
  if (migrations.pending.length > 0 && !migrations.fresh) lines.push('The server backs the database up into that folder before it applies the pending migrations.');
  return lines.join('\n');
}

function main() {
  const config = loadConfig();
  const status = readDatabaseStatus(config.databasePath);
  console.log(formatDatabaseStatus(status, config.backupsDir));
  if (status.migrations?.newer.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
