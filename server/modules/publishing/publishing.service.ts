import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { immediate, type DB, type Transaction } from '../../db/client.ts';
import type { ContentChangeConnectionModel, ContentChangeRow } from '../../db/rows.ts';
import { connection, type ConnectionArgs, type ListOrder } from '../../lib/connection.ts';
import {
  contactInfo,
  contentChangeLog,
  contentSections,
  galleryImages,
  heroSlides,
  STAGED_TABLES,
  type StagedTable,
} from '../../db/schema/index.ts';
import { notFound, stateConflict } from '../../errors.ts';
import { localDate, todayIn } from '../../lib/dates.ts';
import type { PubSub } from '../../pubsub.ts';
import { updateOrders, updatedSinceCondition, type UpdateOrderName } from '../sync/index.ts';
import { galleryCategoryName } from '../../../shared/content.ts';
import type { RecordKind, VersionValues } from '../../../shared/versions.ts';
import { assertVersion, keepVersion } from '../versions/index.ts';

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

type AnyRow = Record<string, unknown> & {
  id: string;
  staged: Record<string, unknown> | null;
  isPublished: boolean;
  publishedAt: Date | null;
};

/** The tables whose rows are staged, one per name in STAGED_TABLES. */
type StagedTableDef = typeof contentSections | typeof galleryImages | typeof heroSlides | typeof contactInfo;
/** The table whose SQL name is `Name` (so TABLES cannot pair a name with another table). */
type StagedTableNamed<Name extends StagedTable> = Extract<StagedTableDef, { _: { name: Name } }>;
/** What an edit of a row of the table may stage (the table's `staged` column). */
type StagedValues<Table extends StagedTableDef> = NonNullable<Table['$inferSelect']['staged']>;

interface TableInfo<Name extends StagedTable = StagedTable> {
  table: StagedTableNamed<Name>;
  /** The fields an edit may stage, in display order. */
  fields: readonly (keyof StagedValues<StagedTableNamed<Name>> & string)[];
  /** "event section", "gallery image", ... for descriptions. */
  kind(row: Record<string, unknown>): string;
  /** The name of the item in descriptions: its (published) title. */
  name(row: Record<string, unknown>): string;
}

const SECTION_KINDS: Record<string, string> = {
  hero: 'home page section',
  about: 'about section',
  event: 'event section',
  gallery: 'gallery section',
  contact: 'contact section',
  other: 'resources section',
};

export const TABLES: { [Name in StagedTable]: TableInfo<Name> } = {
  content_sections: {
    table: contentSections,
    fields: ['title', 'content', 'link'],
    kind: (row) => SECTION_KINDS[String(row.type)] ?? 'section',
    name: (row) => String(row.title || row.sectionKey || 'Untitled'),
  },
  gallery_images: {
    table: galleryImages,
    fields: ['title', 'category', 'imageUrl', 'altText', 'sortOrder', 'width', 'height'],
    kind: () => 'gallery image',
    name: (row) => String(row.title || 'Untitled image'),
  },
  hero_slides: {
    table: heroSlides,
    fields: ['title', 'subtitle', 'imageUrl', 'altText', 'sortOrder'],
    kind: () => 'hero slide',
    name: (row) => String(row.title || 'Untitled slide'),
  },
  contact_info: {
    table: contactInfo,
    fields: ['phone', 'email', 'address', 'hours'],
    kind: () => 'contact page',
    name: () => 'Contact details',
  },
};

/** Readable names of fields, for descriptions and the change log's old → new view. */
export const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  content: 'content',
  link: 'link',
  category: 'category',
  imageUrl: 'image',
  altText: 'alt text',
  sortOrder: 'sort order',
  subtitle: 'subtitle',
  width: 'width',
  height: 'height',
  phone: 'phone',
  email: 'email',
  address: 'address',
  hours: 'hours',
  // Older contact records' change-log entries may still name these two (their values moved into the
  // social links at start-up; the columns are gone).
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/** Fields that follow another (an image's pixel size follows the image) and are not described. */
const QUIET_FIELDS = new Set(['width', 'height']);

export interface ChangeActor {
  /** The admin making the change (change_log.created_by). */
  userId: string | null;
  now?: Date;
}

/** The kind of versioned record each staged table holds. */
const VERSION_KINDS: Record<StagedTable, RecordKind> = {
  content_sections: 'content_section',
  gallery_images: 'gallery_image',
  hero_slides: 'hero_slide',
  contact_info: 'contact_info',
};

/** A row's values as the admin sees them (staged over published), as the API reads them, for its versions. */
export function stagedVersionValues(tableName: StagedTable, row: Record<string, unknown>): VersionValues {
  const shown = { ...row, ...((row.staged as Record<string, unknown> | null) ?? {}) };
  const values = pick(
    shown,
    TABLES[tableName].fields.filter((field) => !QUIET_FIELDS.has(field)),
  );
  if (tableName === 'gallery_images' && typeof values.category === 'string') values.category = galleryCategoryName(values.category) ?? values.category;
  return values;
}

function keepStagedVersion(tx: Transaction, tableName: StagedTable, change: 'create' | 'update' | 'delete', before: AnyRow | null, after: AnyRow | null, actor: ChangeActor) {
  const row = (after ?? before)!;
  keepVersion(tx, {
    kind: VERSION_KINDS[tableName],
    recordId: row.id,
    version: Number(row.version),
    change,
    name: TABLES[tableName].name({ ...row, ...(row.staged ?? {}) }),
    before: before ? stagedVersionValues(tableName, before) : null,
    after: after ? stagedVersionValues(tableName, after) : null,
    actor,
  });
}

function pick(row: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
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
export function deleteStagedRow(tx: Transaction, tableName: StagedTable, id: string, actor: ChangeActor): AnyRow {
  const info = TABLES[tableName];
  const row = findRow(tx, tableName, id);
  if (!row) throw notFound('That item no longer exists. Reload the page to see the current content.');
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
  tx.update(table)
    .set({ ...(row.staged ?? {}), staged: null, isPublished: true, publishedAt: now, updatedAt: now })
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
  const published = await immediate(deps.db, (tx) => {
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
export async function revertContentChange(deps: { db: DB; pubsub: PubSub }, id: string, now = new Date()): Promise<ContentChangeRow> {
  let unchanged = false;
  const reverted = await immediate(deps.db, (tx) => {
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
      if (entry.changeType === 'create' && row.publishedAt == null) {
        tx.delete(table).where(eq(table.id, row.id)).run();
      } else {
        tx.update(table)
          .set({ staged: null, isPublished: row.publishedAt != null, updatedAt: now })
          .where(eq(table.id, row.id))
          .run();
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

export type ContentChangeOrderName = 'CREATED_DESC' | UpdateOrderName;

const CONTENT_CHANGE_ORDERS: Record<ContentChangeOrderName, ListOrder<ContentChangeRow>> = {
  CREATED_DESC: { name: 'CREATED_DESC', direction: 'desc', keys: [contentChangeLog.createdAt, contentChangeLog.id], keyOf: (row) => [row.createdAt.getTime(), row.id] },
  ...updateOrders<ContentChangeRow>(contentChangeLog),
};

/**
 * The change log a page at a time, newest first, optionally of one kind of item, by keyset
 * (server/lib/connection.ts): older entries are reachable page by page, where the original
 * showed only the last 50 (specification section 9).
 */
export function contentChangeLogConnection(
  db: DB,
  args: ConnectionArgs,
  { tableName, updatedSince }: { tableName?: StagedTable | null; updatedSince?: Date | null },
  orderName: ContentChangeOrderName = 'CREATED_DESC',
): ContentChangeConnectionModel {
  const where = and(tableName ? eq(contentChangeLog.tableName, tableName) : undefined, updatedSinceCondition(contentChangeLog.updatedAt, updatedSince));
  return connection(args, {
    where,
    order: CONTENT_CHANGE_ORDERS[orderName],
    rows: (condition, order, limit) => db.select().from(contentChangeLog).where(condition).orderBy(...order).limit(limit).all(),
    count: () => db.select({ n: count() }).from(contentChangeLog).where(where).get()!.n,
    exists: (condition) => db.select({ id: contentChangeLog.id }).from(contentChangeLog).where(condition).limit(1).get() !== undefined,
  });
}

export function pendingChangeCount(db: DB, tableName?: StagedTable | null): number {
  const [result] = db
    .select({ value: count() })
    .from(contentChangeLog)
    .where(and(eq(contentChangeLog.status, 'pending'), tableName ? eq(contentChangeLog.tableName, tableName) : undefined))
    .all();
  return result?.value ?? 0;
}

/** Start and end instants of a calendar date in a time zone (handles DST days of 23 or 25 hours). */
function dayBounds(date: string, timeZone: string): [Date, Date] {
  // Search the hour boundaries around UTC midnight for the first instant whose local date is `date`.
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const startOf = (target: string, around: number) => {
    let t = around - 14 * 3_600_000;
    while (localDate(new Date(t), timeZone) < target) t += 15 * 60_000;
    return new Date(t);
  };
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return [startOf(date, guess), startOf(next, guess + 86_400_000)];
}

export function contentChangeStats(db: DB, { timeZone, now = new Date() }: { timeZone: string; now?: Date }) {
  const [start, end] = dayBounds(todayIn(timeZone, now), timeZone);
  const [today] = db
    .select({ value: count() })
    .from(contentChangeLog)
    .where(and(eq(contentChangeLog.status, 'published'), gte(contentChangeLog.publishedAt, start), lt(contentChangeLog.publishedAt, end)))
    .all();
  const byTable = db
    .select({ tableName: contentChangeLog.tableName, value: count() })
    .from(contentChangeLog)
    .where(eq(contentChangeLog.status, 'pending'))
    .groupBy(contentChangeLog.tableName)
    .all();
  const pendingByTable = STAGED_TABLES.map((tableName) => ({
    tableName,
    count: byTable.find((row) => row.tableName === tableName)?.value ?? 0,
  }));
  return {
    pending: pendingByTable.reduce((sum, row) => sum + row.count, 0),
    publishedToday: today?.value ?? 0,
    pendingByTable,
  };
}

/**
 * Old → new of one entry, field by field, as readable text. JSON objects are opened up: entries
 * written before the contact details had their own table hold them as JSON in a section's title.
 */
export function fieldChanges(entry: Pick<ContentChangeRow, 'oldValue' | 'newValue'>) {
  const oldValue = entry.oldValue ?? {};
  const newValue = entry.newValue ?? {};
  const keys = [...new Set([...Object.keys(oldValue), ...Object.keys(newValue)])].filter((key) => !QUIET_FIELDS.has(key));
  const text = (value: unknown): string | null => (value == null ? null : String(value));
  const changes: { field: string; label: string; oldValue: string | null; newValue: string | null }[] = [];
  for (const key of keys) {
    const before = entry.oldValue ? oldValue[key] : undefined;
    const after = entry.newValue ? newValue[key] : undefined;
    const beforeObject = jsonObject(before);
    const afterObject = jsonObject(after);
    if (beforeObject || afterObject) {
      const inner = [...new Set([...Object.keys(beforeObject ?? {}), ...Object.keys(afterObject ?? {})])];
      for (const innerKey of inner) {
        const b = text(beforeObject?.[innerKey]);
        const a = text(afterObject?.[innerKey]);
        if (b === a) continue;
        changes.push({ field: `${key}.${innerKey}`, label: capitalize(FIELD_LABELS[innerKey] ?? innerKey), oldValue: b, newValue: a });
      }
      continue;
    }
    changes.push({ field: key, label: capitalize(FIELD_LABELS[key] ?? key), oldValue: text(before), newValue: text(after) });
  }
  return changes;
}

function jsonObject(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string' || !value.trim().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const capitalize = (value: string) => (value ? value[0]!.toUpperCase() + value.slice(1) : value);
