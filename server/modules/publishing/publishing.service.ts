import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import type { ContentChangeRow } from '../../db/rows.ts';
import {
  contentChangeLog,
  type StagedTable,
} from '../../db/schema/index.ts';
import { notFound, stateConflict } from '../../errors.ts';
import type { PubSub } from '../../pubsub.ts';
import { assertVersion } from '../versions/index.ts';
import { type AnyRow, TABLES, FIELD_LABELS, QUIET_FIELDS, type ChangeActor, VERSION_KINDS, stagedVersionValues, keepStagedVersion } from './staged-tables.ts';

/*
 * Staging and publishing (DESIGN.md, "Staged content, done right").
 *
 * - A published row keeps its PUBLISHED values in its columns; an edit goes into `staged` (only
 *   the fields that differ from what is live), `is_published` becomes false. Visitors keep
 *   seeing the columns; preview overlays `staged`.
 * - A new row (published_at null) is invisible to visitors; its values live in the columns, and
 *   edits before its first publish change the columns directly.
 * - Every staged change has ONE pending change-log entry per row: repeated edits merge into it
 *   (old value = what is live, new value = the whole staged edit), so reverting it always means
 *   "back to what visitors see" and publishing it means "make the staged edit live".
 * - Deletes apply at once (the owner confirms them in a dialog): a published row's delete is
 *   logged as an already published entry with the old values; deleting a never-published row
 *   reverts its pending "create" entry instead.
 * - Every row has a version (modules/versions): an edit that names the version it started from is
 *   refused when the row was saved since, and every save, addition and deletion is kept as a saved
 *   version (the values the admin sees: published overlaid with staged), whatever publishing later
 *   does with the one pending entry.
 * Every write here happens inside the caller's transaction.
 */

export function pick(row: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
}

function sameValue(a: unknown, b: unknown): boolean {
  return (a ?? null) === (b ?? null);
}

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function describedFields(keys: string[]): string {
  const shown = keys.filter((key) => !QUIET_FIELDS.has(key)).map((key) => FIELD_LABELS[key] ?? key);
  return listOf(shown.length ? shown : keys.map((key) => FIELD_LABELS[key] ?? key));
}

export function describeUpdate(tableName: StagedTable, row: Record<string, unknown>, keys: string[]): string {
  const info = TABLES[tableName];
  return `Updated ${describedFields(keys)} of '${info.name(row)}' (${info.kind(row)})`;
}

function describeCreate(tableName: StagedTable, row: Record<string, unknown>): string {
  const info = TABLES[tableName];
  return `Added ${info.kind(row)} '${info.name(row)}'`;
}

function findRow(tx: Transaction | DB, tableName: StagedTable, id: string): AnyRow | undefined {
  const { table } = TABLES[tableName];
  return tx.select().from(table).where(eq(table.id, id)).get() as AnyRow | undefined;
}

function pendingEntry(tx: Transaction, tableName: StagedTable, recordId: string): ContentChangeRow | undefined {
  return tx
    .select()
    .from(contentChangeLog)
    .where(
      and(eq(contentChangeLog.tableName, tableName), eq(contentChangeLog.recordId, recordId), eq(contentChangeLog.status, 'pending')),
    )
    .orderBy(desc(contentChangeLog.createdAt))
    .get();
}

/**
 * Stages an edit of a row. Returns the row as the admin now sees it (staged values applied), and
 * whether anything changed (saving unchanged values writes nothing).
 */
export function stageUpdate(
  tx: Transaction,
  tableName: StagedTable,
  id: string,
  patch: Record<string, unknown>,
  actor: ChangeActor,
  /** The version the editor started from; a row saved since refuses the edit (absent: not checked). */
  expectedVersion?: number | null,
): { row: AnyRow; changed: boolean } {
  const info = TABLES[tableName];
  const { table } = info;
  const fields: readonly string[] = info.fields;
  const row = findRow(tx, tableName, id);
  if (!row) throw notFound('That item no longer exists. Reload the page to see the current content.');
  assertVersion(tx, { kind: VERSION_KINDS[tableName], recordId: row.id, version: Number(row.version), values: stagedVersionValues(tableName, row) }, expectedVersion);
  const now = actor.now ?? new Date();
  const editable = Object.fromEntries(Object.entries(patch).filter(([key, value]) => fields.includes(key) && value !== undefined));
  const current = { ...row, ...(row.staged ?? {}) };
  const touched = Object.keys(editable).filter((key) => !sameValue(current[key], editable[key]));
  if (touched.length === 0) return { row: current as AnyRow, changed: false };

  if (row.publishedAt == null) {
    // Never published: nothing live to protect, so the columns take the edit; the pending
    // "create" entry carries the new values.
    const updated = tx.update(table).set({ ...editable, updatedAt: now }).where(eq(table.id, id)).returning().get() as AnyRow;
    const entry = pendingEntry(tx, tableName, id);
    const values = pick(updated, info.fields);
    if (entry) {
      tx.update(contentChangeLog)
        .set({ newValue: values, description: describeCreate(tableName, updated), createdAt: now })
        .where(eq(contentChangeLog.id, entry.id))
        .run();
    } else {
      tx.insert(contentChangeLog)
        .values({
          tableName,
          recordId: id,
          changeType: 'create',
          status: 'pending',
          description: describeCreate(tableName, updated),
          oldValue: null,
          newValue: values,
          createdBy: actor.userId,
          createdAt: now,
        })
        .run();
    }
    keepStagedVersion(tx, tableName, 'update', row, updated, actor);
    return { row: updated, changed: true };
  }

  // Published: the staged edit is every field whose next value differs from the live one.
  const next = { ...current, ...editable };
  const staged = Object.fromEntries(info.fields.filter((key) => !sameValue(next[key], row[key])).map((key) => [key, next[key] ?? null]));
  const stagedKeys = Object.keys(staged);
  const entry = pendingEntry(tx, tableName, id);
  if (stagedKeys.length === 0) {
    // The edit puts back exactly what is live: nothing is pending any more.
    tx.update(table).set({ staged: null, isPublished: true, updatedAt: now }).where(eq(table.id, id)).run();
    if (entry) {
      tx.update(contentChangeLog).set({ status: 'reverted', revertedAt: now }).where(eq(contentChangeLog.id, entry.id)).run();
    }
  } else {
    tx.update(table).set({ staged, isPublished: false, updatedAt: now }).where(eq(table.id, id)).run();
    const values = {
      description: describeUpdate(tableName, row, stagedKeys),
      oldValue: pick(row, stagedKeys),
      newValue: staged,
      createdAt: now,
    };
    if (entry) {
      tx.update(contentChangeLog).set({ ...values, createdBy: actor.userId ?? entry.createdBy }).where(eq(contentChangeLog.id, entry.id)).run();
    } else {
      tx.insert(contentChangeLog)
        .values({ ...values, tableName, recordId: id, changeType: 'update', status: 'pending', createdBy: actor.userId })
        .run();
    }
  }
  const fresh = findRow(tx, tableName, id)!;
  keepStagedVersion(tx, tableName, 'update', row, fresh, actor);
  return { row: { ...fresh, ...(fresh.staged ?? {}) } as AnyRow, changed: true };
}

/**
 * Live/Hidden applies at once, without staging. A switch that names the version the owner was
 * shown is refused when the row was saved since (absent: not checked); a switch to what the row
 * already shows writes nothing, so its version stays.
 */
export function setStagedRowActive(
  tx: Transaction,
  tableName: Exclude<StagedTable, 'contact_info'>,
  id: string,
  isActive: boolean,
  actor: ChangeActor,
  expectedVersion?: number | null,
): AnyRow | undefined {
  const { table } = TABLES[tableName];
  const row = findRow(tx, tableName, id);
  if (!row) return undefined;
  assertVersion(tx, { kind: VERSION_KINDS[tableName], recordId: row.id, version: Number(row.version), values: stagedVersionValues(tableName, row) }, expectedVersion, 'switch');
  if (Boolean(row.isActive) === isActive) return row;
  const updated = tx.update(table).set({ isActive }).where(eq(table.id, id)).returning().get() as AnyRow;
  keepStagedVersion(tx, tableName, 'update', row, updated, actor);
  return updated;
}

/** Inserts a new, unpublished row and its pending "create" entry. */
export function stageCreate(tx: Transaction, tableName: StagedTable, values: Record<string, unknown>, actor: ChangeActor): AnyRow {
  const info = TABLES[tableName];
  const now = actor.now ?? new Date();
  const row = tx
    .insert(info.table)
    .values({ ...values, isPublished: false, publishedAt: null, staged: null, createdAt: now, updatedAt: now })
    .returning()
    .get() as AnyRow;
  tx.insert(contentChangeLog)
    .values({
      tableName,
      recordId: row.id,
      changeType: 'create',
      status: 'pending',
      description: describeCreate(tableName, row),
      oldValue: null,
      newValue: pick(row, info.fields),
      createdBy: actor.userId,
      createdAt: now,
    })
    .run();
  keepStagedVersion(tx, tableName, 'create', null, row, actor);
  return row;
}

/**
 * Deletes a row at once. Its pending entries are reverted (they can no longer be published); a
 * row that was live gets an already-published "delete" entry holding what was removed.
 */
export function deleteStagedRow(
  tx: Transaction,
  tableName: StagedTable,
  id: string,
  actor: ChangeActor,
  /** The version the owner was shown; a row saved since is not deleted (absent: not checked). */
  expectedVersion?: number | null,
): AnyRow {
  const info = TABLES[tableName];
  const row = findRow(tx, tableName, id);
  if (!row) throw notFound('That item no longer exists. Reload the page to see the current content.');
  assertVersion(tx, { kind: VERSION_KINDS[tableName], recordId: row.id, version: Number(row.version), values: stagedVersionValues(tableName, row) }, expectedVersion, 'delete');
  const now = actor.now ?? new Date();
  tx.update(contentChangeLog)
    .set({ status: 'reverted', revertedAt: now })
    .where(and(eq(contentChangeLog.tableName, tableName), eq(contentChangeLog.recordId, id), eq(contentChangeLog.status, 'pending')))
    .run();
  tx.delete(info.table).where(eq(info.table.id, id)).run();
  keepStagedVersion(tx, tableName, 'delete', row, null, actor);
  if (row.publishedAt != null) {
    tx.insert(contentChangeLog)
      .values({
        tableName,
        recordId: id,
        changeType: 'delete',
        status: 'published',
        description: `Deleted ${info.kind(row)} '${info.name(row)}'`,
        oldValue: pick(row, info.fields),
        newValue: null,
        createdBy: actor.userId,
        createdAt: now,
        publishedAt: now,
      })
      .run();
  }
  return row;
}

/** Applies one pending entry's row: staged values become the published columns. */
function applyRow(tx: Transaction, tableName: StagedTable, recordId: string, now: Date) {
  const { table } = TABLES[tableName];
  const row = findRow(tx, tableName, recordId);
  if (!row) return;
  // The values the owner edits (staged over published) are the same before and after: publishing is
  // not a new version, so an editor opened before it may still save, and no version goes unkept.
  tx.update(table)
    .set({ ...(row.staged ?? {}), staged: null, isPublished: true, publishedAt: now, updatedAt: now, version: sql`${sql.identifier('version')}` })
    .where(eq(table.id, recordId))
    .run();
}

/**
 * Publishes the pending changes (all, or one table's) in ONE transaction: staged values →
 * columns, staged cleared, is_published true, published_at now; entries → published.
 * Returns how many entries were published.
 */
export async function publishContentChanges(
  deps: { db: DB; pubsub: PubSub },
  { tableName, now = new Date() }: { tableName?: StagedTable | null; now?: Date },
): Promise<number> {
  const published = await writeTransaction(deps.db, (tx) => {
    const pending = tx
      .select()
      .from(contentChangeLog)
      .where(and(eq(contentChangeLog.status, 'pending'), tableName ? eq(contentChangeLog.tableName, tableName) : undefined))
      .all();
    const rows = new Set<string>();
    for (const entry of pending) {
      const key = `${entry.tableName}:${entry.recordId}`;
      if (rows.has(key)) continue;
      rows.add(key);
      applyRow(tx, entry.tableName, entry.recordId, now);
    }
    if (pending.length > 0) {
      tx.update(contentChangeLog)
        .set({ status: 'published', publishedAt: now })
        .where(
          inArray(
            contentChangeLog.id,
            pending.map((entry) => entry.id),
          ),
        )
        .run();
    }
    return pending.length;
  });
  if (published > 0) deps.pubsub.publish('contentChangeLogChanged', { reason: 'published' });
  return published;
}

/**
 * Reverts a pending entry: an update's staged edit is discarded (the row shows what is live), a
 * never-published new row is deleted. A published entry is a CONFLICT; one reverted already (a
 * retry, another tab) is answered as it is, with nothing changed (docs/api.md "Retrying safely").
 */
export async function revertContentChange(deps: { db: DB; pubsub: PubSub }, id: string, now = new Date(), userId: string | null = null): Promise<ContentChangeRow> {
  let unchanged = false;
  const reverted = await writeTransaction(deps.db, (tx) => {
    const entry = tx.select().from(contentChangeLog).where(eq(contentChangeLog.id, id)).get();
    if (!entry) throw notFound('That change no longer exists.');
    if (entry.status === 'published') {
      throw stateConflict('This change has already been published and cannot be reverted. Only pending changes can be reverted.', entry.status);
    }
    if (entry.status === 'reverted') {
      unchanged = true;
      return entry;
    }
    const { table } = TABLES[entry.tableName];
    const row = findRow(tx, entry.tableName, entry.recordId);
    if (row) {
      // What the owner edits changes (the staged edit is gone, or the row): a version, kept as any save is.
      if (entry.changeType === 'create' && row.publishedAt == null) {
        tx.delete(table).where(eq(table.id, row.id)).run();
        keepStagedVersion(tx, entry.tableName, 'delete', row, null, { userId, now });
      } else {
        const after = tx
          .update(table)
          .set({ staged: null, isPublished: row.publishedAt != null, updatedAt: now })
          .where(eq(table.id, row.id))
          .returning()
          .get() as AnyRow;
        keepStagedVersion(tx, entry.tableName, 'update', row, after, { userId, now });
      }
    }
    return tx
      .update(contentChangeLog)
      .set({ status: 'reverted', revertedAt: now })
      .where(eq(contentChangeLog.id, entry.id))
      .returning()
      .get();
  });
  if (unchanged) return reverted;
  deps.pubsub.publish('contentChangeLogChanged', { reason: 'reverted' });
  return reverted;
}
