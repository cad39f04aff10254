import { and, asc, getTableName, gte, inArray, is, sql, type SQL } from 'drizzle-orm';
import { SQLiteTable, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DB } from '../../db/client.ts';
import * as tables from '../../db/schema/index.ts';
import { tombstones } from '../../db/schema/index.ts';
import { badInput } from '../../errors.ts';
import { connection, type ConnectionArgs, type ConnectionModel, type ListOrder } from '../../lib/connection.ts';
import { readTogether } from '../../lib/page-batch.ts';
import { NODES_MAX, SYNC_MESSAGES } from '../../../shared/sync.ts';
import { SYNCED_RECORDS, type SyncedRecord, type SyncedTypename } from './synced-records.ts';

/*
 * Incremental sync's reads: any record by its id (node, nodes), tombstones of deleted records,
 * the update orders and updatedSince filter every list offers, and the replay of a subscription.
 * What keeps the timestamps and tombstones true lives in synced-records.ts (triggers).
 */

type TableWithId = SQLiteTable & { id: SQLiteColumn };

/** Each synced type's Drizzle table, found by its SQL name. */
const tableOf: Record<SyncedTypename, TableWithId> = Object.fromEntries(
  SYNCED_RECORDS.map((record) => {
    const table = Object.values(tables).find((value) => is(value, SQLiteTable) && getTableName(value) === record.table);
    if (!table) throw new Error(`No Drizzle table named ${record.table} (synced-records.ts)`);
    return [record.typename, table as TableWithId];
  }),
) as Record<SyncedTypename, TableWithId>;

/** A staged record (content, gallery, hero) as the admin sees it: its staged edit over the published values. */
const withStaged = <T extends { staged?: unknown }>(row: T): T => (row.staged ? { ...row, ...(row.staged as object) } : row);

/** How a row becomes what the type's resolvers expect (the same as the admin's lists return). */
const viewOf: Partial<Record<SyncedTypename, (row: never) => object>> = {
  ContentSection: withStaged,
  GalleryImage: withStaged,
  HeroSlide: withStaged,
};

/** A record found by id, marked with its GraphQL type for Node's resolveType. */
export type NodeModel = { __typename: SyncedTypename; id: string } & Record<string, unknown>;

/**
 * The records with these ids, in the order asked, null where an id names none. Ids are random
 * UUIDs (one id space for every table), so each is looked for in every synced table: one indexed
 * read per table for the whole batch.
 */
export function findNodes(db: DB, ids: readonly string[]): (NodeModel | null)[] {
  if (ids.length > NODES_MAX) throw badInput(SYNC_MESSAGES.tooManyIds, 'ids');
  const unique = [...new Set(ids)];
  const found = new Map<string, NodeModel>();
  if (unique.length > 0) {
    for (const record of SYNCED_RECORDS) {
      const table = tableOf[record.typename];
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length === 0) break;
      const only = (record as SyncedRecord).rows?.(`\`${record.table}\`.`);
      const rows = db
        .select()
        .from(table)
        .where(and(inArray(table.id, missing), only ? sql.raw(only) : undefined))
        .all() as Record<string, unknown>[];
      const view = viewOf[record.typename] as ((row: object) => object) | undefined;
      for (const row of readTogether(rows)) {
        const model = { ...(view ? view(row) : row), __typename: record.typename } as NodeModel;
        found.set(model.id, model);
      }
    }
  }
  // Field resolvers that batch per page (a booking's hold, an inquiry's bookings) see the nodes as one page.
  const models = ids.map((id) => found.get(id) ?? null);
  readTogether(models.filter((model): model is NodeModel => model !== null));
  return models;
}

export function findNode(db: DB, id: string): NodeModel | null {
  return findNodes(db, [id])[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Update order and updatedSince, for every list

/** When a row last changed: its updated_at, or its created_at for records that never change (payments). */
export function updatedAtOf(row: { updatedAt?: Date | null; createdAt?: Date | null }): Date {
  return row.updatedAt ?? row.createdAt ?? new Date(0);
}

export type UpdateOrderName = 'UPDATED_AT_ASC' | 'UPDATED_AT_DESC';
export const isUpdateOrder = (name: string | null | undefined): name is UpdateOrderName => name === 'UPDATED_AT_ASC' || name === 'UPDATED_AT_DESC';

/**
 * A connection's two update orders over its table's (updated_at, id) index; for a table of records
 * that never change (no updated_at), over (created_at, id).
 */
export function updateOrders<Row extends { id: string; updatedAt?: Date | null; createdAt?: Date | null }>(table: {
  id: SQLiteColumn;
  updatedAt?: SQLiteColumn;
  createdAt?: SQLiteColumn;
}): Record<UpdateOrderName, ListOrder<Row>> {
  const column = table.updatedAt ?? table.createdAt;
  if (!column) throw new Error('An update order needs an updated_at or created_at column.');
  const keyOf = (row: Row) => [updatedAtOf(row).getTime(), row.id];
  return {
    UPDATED_AT_ASC: { name: 'UPDATED_AT_ASC', direction: 'asc', keys: [column, table.id], keyOf },
    UPDATED_AT_DESC: { name: 'UPDATED_AT_DESC', direction: 'desc', keys: [column, table.id], keyOf },
  };
}

/** Rows changed at or after `since` (inclusive), or no condition. */
export function updatedSinceCondition(column: SQLiteColumn, since: Date | null | undefined): SQL | undefined {
  return since ? gte(column, since) : undefined;
}

/**
 * A plain list (not a connection) filtered by updatedSince and put in update order, as every list of
 * records offers (graphql/schema.ts applies it to each such field). Small lists only: it reads the
 * list first.
 */
export function sinceAndOrdered<Row>(rows: readonly Row[], args: { updatedSince?: Date | null; orderBy?: string | null }): Row[] {
  const since = args.updatedSince?.getTime();
  const stamp = (row: Row) => updatedAtOf(row as { updatedAt?: Date | null; createdAt?: Date | null }).getTime();
  let out = since === undefined ? [...rows] : rows.filter((row) => stamp(row) >= since);
  if (isUpdateOrder(args.orderBy)) {
    const sign = args.orderBy === 'UPDATED_AT_ASC' ? 1 : -1;
    const idOf = (row: Row) => String((row as { id?: unknown }).id ?? '');
    out = out.sort((a, b) => sign * (stamp(a) - stamp(b) || (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tombstones

export type TombstoneRow = typeof tombstones.$inferSelect;
export type TombstoneConnectionModel = ConnectionModel<TombstoneRow>;

const TOMBSTONE_ORDER: ListOrder<TombstoneRow> = {
  name: 'DELETED_ASC',
  direction: 'asc',
  keys: [tombstones.deletedAt, tombstones.seq],
  keyOf: (row) => [row.deletedAt.getTime(), row.seq],
};

/** Deleted records, oldest deletion first, since an instant and of some types. */
export function tombstonesConnection(db: DB, args: ConnectionArgs, filter: { deletedSince?: Date | null; types?: readonly string[] | null }): TombstoneConnectionModel {
  const where = and(
    filter.deletedSince ? gte(tombstones.deletedAt, filter.deletedSince) : undefined,
    filter.types && filter.types.length > 0 ? inArray(tombstones.recordType, [...filter.types]) : undefined,
  );
  return connection(args, {
    where,
    order: TOMBSTONE_ORDER,
    rows: (condition, order, limit) => db.select().from(tombstones).where(condition).orderBy(...order).limit(limit).all(),
    count: () => db.select({ n: sql<number>`count(*)` }).from(tombstones).where(where).get()?.n ?? 0,
    exists: (condition) => db.select({ seq: tombstones.seq }).from(tombstones).where(condition).limit(1).get() !== undefined,
  });
}

// ---------------------------------------------------------------------------------------------
// Subscriptions that replay

/** The records of a synced type changed at or after `since`, oldest change first, read a page at a time as they are consumed. */
export function* changedSince(db: DB, typename: SyncedTypename, since: Date, pageSize = 100): Generator<{ id: string; createdAt: Date; updatedAt: Date }> {
  const table = tableOf[typename] as TableWithId & { updatedAt: SQLiteColumn; createdAt: SQLiteColumn };
  let after: { at: number; id: string } | null = null;
  for (;;) {
    const page = db
      .select({ id: table.id, createdAt: table.createdAt, updatedAt: table.updatedAt })
      .from(table)
      .where(and(gte(table.updatedAt, since), after ? sql`(${table.updatedAt}, ${table.id}) > (${after.at}, ${after.id})` : undefined))
      .orderBy(asc(table.updatedAt), asc(table.id))
      .limit(pageSize)
      .all() as { id: string; createdAt: Date; updatedAt: Date }[];
    yield* page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { at: last.updatedAt.getTime(), id: last.id };
  }
}

/** Events for a subscription's replay: each record changed since, CREATED when it is newer than `since`. */
export function* replayedChanges<Event>(
  db: DB,
  typename: SyncedTypename,
  since: Date,
  toEvent: (change: { id: string; change: 'CREATED' | 'UPDATED' }) => Event,
): Generator<Event> {
  for (const row of changedSince(db, typename, since)) yield toEvent({ id: row.id, change: row.createdAt >= since ? 'CREATED' : 'UPDATED' });
}

/**
 * A subscription's events: first `replay` (read lazily, as the client takes them), then `live`.
 * `live` must be subscribed before the replay is read, so a change made in between is in one or
 * the other (perhaps both: a client may see a state twice, never miss one). Unsubscribing ends both.
 */
export function replayThenLive<Event>(replay: Iterator<Event>, live: AsyncIterableIterator<Event>): AsyncIterableIterator<Event> {
  let replaying = true;
  const iterator: AsyncIterableIterator<Event> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      if (replaying) {
        const step = replay.next();
        if (!step.done) return { done: false, value: step.value };
        replaying = false;
      }
      return live.next();
    },
    async return() {
      replaying = false;
      replay.return?.();
      await live.return?.();
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      replaying = false;
      replay.return?.();
      await live.return?.();
      throw error;
    },
  };
  return iterator;
}
