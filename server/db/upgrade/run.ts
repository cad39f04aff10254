/**
 * Brings an opened database to this release's schema: refuses a newer one, backs up an existing one
 * before migrating it, applies the migrations, runs the data upgrades not run yet, and records each
 * step in `upgrade_log` (see openDatabase in ../client.ts).
 */
import type Database from 'better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import path from 'node:path';
import { rootDir } from '../../config.ts';
import { backupBeforeMigrating } from '../backup.ts';
import type { DB } from '../client.ts';
import { databaseVersion, migrationsFolder, NewerDatabaseError, readMigrationStatus, releaseVersion } from '../migrations.ts';
import { upgradeLog } from '../schema/index.ts';
import { DATA_UPGRADES, PRE_MIGRATION_UPGRADES } from './index.ts';

export interface OpenDatabaseOptions {
  /**
   * Where the backup written before migrating an existing database goes (Config.backupsDir);
   * default: a `backups` folder beside the database.
   */
  backupsDir?: string;
  /** The uploads folder, copied into that backup (Config.uploadsDir); default: `uploads` beside the database. */
  uploadsDir?: string;
  /** Receives a line for each thing the upgrade did: the backup, the migrations, each data upgrade. */
  log?: (message: string) => void;
  now?: () => Date;
}

/** What opening the database changed (nothing on a start with nothing pending). */
export interface UpgradeReport {
  /** The backup folder written before migrating, or null (a new database, or nothing pending). */
  backup: string | null;
  from: string;
  to: string;
  /** Tags of the migrations applied now. */
  migrations: string[];
  /** Names of the data upgrades run now. */
  dataUpgrades: string[];
}

export function upgradeDatabase(sqlite: Database.Database, db: DB, databasePath: string, options: OpenDatabaseOptions): UpgradeReport {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const status = readMigrationStatus(sqlite, migrationsFolder);
  if (status.newer.length > 0) throw new NewerDatabaseError(databasePath, status);
  for (const upgrade of PRE_MIGRATION_UPGRADES) {
    if (!status.known.some((migration) => migration.tag === upgrade.beforeMigration)) {
      throw new Error(`The data upgrade ${upgrade.name} runs before the migration ${upgrade.beforeMigration}, which is not in drizzle/.`);
    }
  }
  const report: UpgradeReport = { backup: null, from: databaseVersion(status), to: releaseVersion(status), migrations: status.pending.map((m) => m.tag), dataUpgrades: [] };

  if (status.pending.length > 0 && !status.fresh && databasePath !== ':memory:') {
    const dataDir = path.dirname(databasePath);
    const { dir } = backupBeforeMigrating(sqlite, {
      databasePath,
      uploadsDir: options.uploadsDir ?? path.join(dataDir, 'uploads'),
      backupsDir: options.backupsDir ?? path.join(dataDir, 'backups'),
      migrations: { from: report.from, to: report.to, applied: report.migrations, release: rootDir },
      now: now(),
    });
    report.backup = dir;
    log(`Backed up the database to ${dir} before migrating it from schema ${report.from} to ${report.to}`);
  }

  const ranBefore: string[] = [];
  for (const upgrade of PRE_MIGRATION_UPGRADES) {
    if (!status.pending.some((migration) => migration.tag === upgrade.beforeMigration)) continue;
    const line = upgrade.run(sqlite, now());
    if (line) log(line);
    ranBefore.push(upgrade.name);
  }
  if (status.pending.length > 0) {
    migrate(db, { migrationsFolder });
    if (!status.fresh) log(`Applied ${status.pending.length} migration(s): ${report.migrations.join(', ')}`);
  }

  const appliedAt = now();
  const record = sqlite.prepare('insert into upgrade_log (name, kind, applied_at, backup) values (?, ?, ?, ?) on conflict(name) do nothing');
  sqlite.transaction(() => {
    const pendingTags = new Set(report.migrations);
    for (const migration of status.known) {
      // Migrations applied before this log existed are recorded without a time.
      record.run(migration.tag, 'schema', pendingTags.has(migration.tag) ? appliedAt.getTime() : null, pendingTags.has(migration.tag) ? report.backup : null);
    }
    for (const name of ranBefore) record.run(name, 'data', appliedAt.getTime(), report.backup);
  })();
  report.dataUpgrades.push(...ranBefore);

  const done = new Set(sqlite.prepare("select name from upgrade_log where kind = 'data'").pluck().all() as string[]);
  for (const upgrade of DATA_UPGRADES) {
    if (done.has(upgrade.name)) continue;
    const line = db.transaction(
      (tx) => {
        const at = now();
        const result = upgrade.run(tx, at);
        tx.insert(upgradeLog).values({ name: upgrade.name, kind: 'data', appliedAt: at, backup: report.backup }).run();
        return result;
      },
      { behavior: 'immediate' },
    );
    if (line) log(line);
    report.dataUpgrades.push(upgrade.name);
  }
  return report;
}

