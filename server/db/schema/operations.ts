import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns.ts';

export const UPGRADE_KINDS = ['schema', 'data'] as const;
export type UpgradeKind = (typeof UPGRADE_KINDS)[number];

/**
 * Every change made to the database's schema or data by a release, once: the schema migrations
 * (drizzle/, by tag) and the data upgrades (server/db/upgrade/, by name), with the backup taken
 * before them. A data upgrade listed here never runs again; `npm run db:status` reads this.
 */
export const upgradeLog = sqliteTable('upgrade_log', {
  name: text('name').primaryKey(),
  kind: text('kind', { enum: UPGRADE_KINDS }).notNull(),
  /** Null for migrations applied before this log existed (their time is not known). */
  appliedAt: timestamp('applied_at'),
  /** The backup folder written just before it ran, if one was. */
  backup: text('backup'),
});

/**
 * Notes for the admin that something needs their eye once (an upgrade could not carry a value
 * over, for instance): shown on the dashboard until the admin dismisses them.
 */
export const adminNotes = sqliteTable(
  'admin_notes',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    dismissedAt: timestamp('dismissed_at'),
  },
  (t) => [index('admin_notes_open_idx').on(t.dismissedAt, t.createdAt)],
);
