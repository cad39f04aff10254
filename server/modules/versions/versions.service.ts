import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DB, Transaction } from '../../db/client.ts';
import { recordVersions, users } from '../../db/schema/index.ts';
import { appError, badInput } from '../../errors.ts';
import { connection, type ConnectionArgs, type ConnectionModel, type ListOrder } from '../../lib/connection.ts';
import { updateOrders, updatedSinceCondition, type UpdateOrderName } from '../sync/index.ts';
import {
  RECORD_KIND_INFO,
  STALE_VERSION,
  VERSION_MESSAGES,
  changedVersionFields,
  isVersionNumber,
  sameVersionValue,
  versionFieldLabel,
  versionValueText,
  type RecordKind,
  type SavedVersionChange,
  type StaleChange,
  type VersionValues,
} from '../../../shared/versions.ts';

/*
 * One mechanism for "no edit is lost silently", used by every service that saves an editable
 * record, inside the save's own transaction:
 *
 *   const row = find(tx, id);
 *   assertVersion(tx, { kind: 'faq', recordId: row.id, version: row.version, values: faqValues(row) }, input.version);
 *   const saved = tx.update(faqs).set(patch)…returning().get();        // version + 1 (columns.ts)
 *   keepVersion(tx, { kind: 'faq', name: saved.question, before: …, after: …, actor });
 *
 * A save that names a version other than the record's is refused with CONFLICT, and nothing is
 * written; its extensions carry the record's current version and values (as the API reads them)
 * and who saved it last, which is what the admin's conflict view shows beside the owner's text. A
 * save that names no version (an integration that does not read first) is not checked. Every save
 * is kept in `record_versions`, so a version that a later save replaced can always be read again.
 */

export type RecordVersionRow = typeof recordVersions.$inferSelect;

/** The record as it stands: its version and its values as the API reads them. */
export interface CurrentRecord {
  kind: RecordKind;
  recordId: string;
  /** 0 for a record that was never saved (a setting still on its defaults). */
  version: number;
  values: VersionValues;
}

/** Who saved: the admin (null when the change came from elsewhere: the client, a scheduler). */
export interface VersionActor {
  userId: string | null;
  now?: Date;
}

function latestVersion(db: DB | Transaction, kind: RecordKind, recordId: string): RecordVersionRow | undefined {
  return db
    .select()
    .from(recordVersions)
    .where(and(eq(recordVersions.kind, kind), eq(recordVersions.recordId, recordId)))
    .orderBy(desc(recordVersions.createdAt), desc(recordVersions.id))
    .limit(1)
    .get();
}

function emailOf(db: DB | Transaction, userId: string | null): string | null {
  if (!userId) return null;
  return db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get()?.email ?? null;
}

/**
 * Refuses a stale save: `expected` (the version the editor read) must be the record's version.
 * Absent means "not checked". The refusal's extensions: reason STALE_VERSION, kind, recordId,
 * yourVersion, currentVersion, current (the values), savedAt and savedBy of the last kept save.
 */
export function assertVersion(
  db: DB | Transaction,
  current: CurrentRecord,
  expected: number | null | undefined,
  /** What is refused when it is not an edit (the message says what did not happen). */
  change?: StaleChange,
): void {
  if (expected === null || expected === undefined) return;
  if (!isVersionNumber(expected)) throw badInput(VERSION_MESSAGES.badVersion, change === 'reorder' ? 'versions' : 'version');
  if (expected === current.version) return;
  const last = latestVersion(db, current.kind, current.recordId);
  const message = change ? VERSION_MESSAGES.staleChange(current.kind, expected, current.version, change) : VERSION_MESSAGES.stale(current.kind, expected, current.version);
  throw appError('CONFLICT', message, {
    reason: STALE_VERSION,
    kind: current.kind.toUpperCase(),
    recordId: current.recordId,
    yourVersion: expected,
    currentVersion: current.version,
    current: current.values,
    savedAt: last ? last.createdAt.toISOString() : null,
    savedBy: last ? emailOf(db, last.savedBy) : null,
  });
}

/**
 * A reorder names the version of each item as the owner was shown it (`versions[i]` for `ids[i]`),
 * so a list changed since it was shown (an item moved, edited, switched, added or removed by
 * someone else) is not reordered over: the first stale item is refused as `assertVersion` refuses
 * a save. Absent means "not checked".
 */
export function assertListVersions(
  db: DB | Transaction,
  ids: readonly string[],
  versions: readonly number[] | null | undefined,
  currentOf: (id: string) => CurrentRecord | undefined,
): void {
  if (versions === null || versions === undefined) return;
  if (versions.length !== ids.length) throw badInput(VERSION_MESSAGES.listVersions, 'versions');
  ids.forEach((id, index) => {
    const current = currentOf(id);
    if (current) assertVersion(db, current, versions[index], 'reorder');
  });
}

const VERBS: Record<SavedVersionChange, string> = { create: 'Added', update: 'Updated', delete: 'Deleted' };

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** "Updated answer of 'Can we…?' (FAQ)", "Added FAQ 'Can we…?'", "Deleted gallery image 'Porch'". */
export function versionSummary(kind: RecordKind, change: SavedVersionChange, name: string, fields: string[]): string {
  const { label } = RECORD_KIND_INFO[kind];
  const shown = name.length > 80 ? `${name.slice(0, 79)}…` : name;
  if (change !== 'update') return `${VERBS[change]} ${label} '${shown}'`;
  const described = listOf(fields.map((field) => versionFieldLabel(kind, field).toLowerCase()));
  return `Updated ${described || 'nothing'} of '${shown}' (${label})`;
}

/**
 * Keeps a save in the record's history, in the caller's transaction. A save that changed none of
 * the kept values (the same text saved again, a status moved elsewhere) adds nothing.
 */
export function keepVersion(
  tx: Transaction,
  save: {
    kind: RecordKind;
    recordId: string;
    /** The record's version after the save (the deleted version, for a delete). */
    version: number;
    change: SavedVersionChange;
    /** How summaries name the record: an FAQ's question, a booking's client and date. */
    name: string;
    before: VersionValues | null;
    after: VersionValues | null;
    actor: VersionActor;
  },
): RecordVersionRow | null {
  const fields = changedVersionFields(save.kind, save.before, save.after);
  if (save.change === 'update' && fields.length === 0) return null;
  return tx
    .insert(recordVersions)
    .values({
      kind: save.kind,
      recordId: save.recordId,
      version: save.version,
      change: save.change,
      summary: versionSummary(save.kind, save.change, save.name, fields),
      oldValues: save.before,
      newValues: save.after,
      savedBy: save.actor.userId,
      createdAt: save.actor.now ?? new Date(),
    })
    .returning()
    .get();
}

export type SavedVersionOrderName = 'SAVED_DESC' | UpdateOrderName;

const SAVED_VERSION_ORDERS: Record<SavedVersionOrderName, ListOrder<RecordVersionRow>> = {
  SAVED_DESC: { name: 'SAVED_DESC', direction: 'desc', keys: [recordVersions.createdAt, recordVersions.id], keyOf: (row) => [row.createdAt.getTime(), row.id] },
  // A saved version never changes: its update order is the order it was saved in.
  ...updateOrders<RecordVersionRow>(recordVersions),
};

/** Every saved version, newest first, optionally of one kind and one record, a page at a time. */
export function savedVersionsConnection(
  db: DB,
  args: ConnectionArgs,
  filter: { kind?: RecordKind | null; recordId?: string | null; updatedSince?: Date | null },
  orderName: SavedVersionOrderName = 'SAVED_DESC',
): ConnectionModel<RecordVersionRow> {
  if (filter.recordId && !filter.kind) throw badInput('Give the kind of record with its id.', 'kind');
  const where = and(
    filter.kind ? eq(recordVersions.kind, filter.kind) : undefined,
    filter.recordId ? eq(recordVersions.recordId, filter.recordId) : undefined,
    updatedSinceCondition(recordVersions.createdAt, filter.updatedSince),
  );
  return connection(args, {
    where,
    order: SAVED_VERSION_ORDERS[orderName],
    rows: (condition, order, limit) => db.select().from(recordVersions).where(condition).orderBy(...order).limit(limit).all(),
    count: () => db.select({ n: count() }).from(recordVersions).where(where).get()!.n,
    exists: (condition) => db.select({ id: recordVersions.id }).from(recordVersions).where(condition).limit(1).get() !== undefined,
  });
}

/** The e-mail addresses of the admins who saved these versions, read in one query. */
export function saversOf(db: DB, rows: readonly RecordVersionRow[]): Map<string, string> {
  const ids = [...new Set(rows.map((row) => row.savedBy).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  return new Map(db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids)).all().map((user) => [user.id, user.email]));
}

/** A version's values field by field as text (the values after the save; a delete's, before it). */
export function versionValues(row: RecordVersionRow): { field: string; label: string; value: string | null }[] {
  const values = row.newValues ?? row.oldValues ?? {};
  const known = Object.keys(RECORD_KIND_INFO[row.kind].fields);
  const fields = [...known.filter((field) => field in values), ...Object.keys(values).filter((field) => !known.includes(field))];
  return fields.map((field) => ({ field, label: versionFieldLabel(row.kind, field), value: versionValueText(field, values[field]) }));
}

/** What the save changed, field by field, old → new, as text. */
export function versionFieldChanges(row: RecordVersionRow): { field: string; label: string; oldValue: string | null; newValue: string | null }[] {
  return changedVersionFields(row.kind, row.oldValues, row.newValues)
    .filter((field) => !sameVersionValue(row.oldValues?.[field], row.newValues?.[field]))
    .map((field) => ({
      field,
      label: versionFieldLabel(row.kind, field),
      oldValue: row.oldValues ? versionValueText(field, row.oldValues[field]) : null,
      newValue: row.newValues ? versionValueText(field, row.newValues[field]) : null,
    }));
}
