import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { DB } from '../../db/client.ts';
import type { ContentChangeConnectionModel, ContentChangeRow } from '../../db/rows.ts';
import { connection, type ConnectionArgs, type ListOrder } from '../../lib/connection.ts';
import {
  contentChangeLog,
  STAGED_TABLES,
  type StagedTable,
} from '../../db/schema/index.ts';
import { localDate, todayIn } from '../../lib/dates.ts';
import { updateOrders, updatedSinceCondition, type UpdateOrderName } from '../sync/index.ts';
import { FIELD_LABELS, QUIET_FIELDS } from './staged-tables.ts';

/* The content change log as the owner reads it: the list, pending counts, today's numbers and each entry's field changes. */

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
