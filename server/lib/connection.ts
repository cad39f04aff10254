import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { badInput } from '../errors.ts';
import { readTogether } from './page-batch.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGINATION_MESSAGES, SEARCH_MAX_LENGTH } from '../../shared/pagination.ts';

/*
 * Relay cursor connections by keyset: a page is "the next N rows after this row in this order",
 * never "rows 50 to 75", so rows that arrive (or leave) between two requests cannot shift a page,
 * and every page is read from an index in the list's order however deep it is. A cursor carries
 * the order's name and the row's sort key (ending with its id, which makes it unique).
 */

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

type KeyValue = string | number;

/** One sort order of a list: the key expressions (unique together) and how to read them off a row. */
export interface ListOrder<Row> {
  name: string;
  direction: 'asc' | 'desc';
  keys: (SQLiteColumn | SQL)[];
  keyOf(row: Row): KeyValue[];
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** What a connection field returns; totalCount and statusCounts run their query only when asked for. */
export interface ConnectionModel<Row, Counts = never> {
  edges: { cursor: string; node: Row }[];
  nodes: Row[];
  pageInfo: PageInfo;
  totalCount(): number;
  statusCounts(): Counts[];
}

export function encodeCursor(order: string, key: KeyValue[]): string {
  return Buffer.from(JSON.stringify([order, ...key])).toString('base64url');
}

/** The sort key a cursor carries, or a BAD_USER_INPUT error that says to start again. */
export function decodeCursor(cursor: string, order: ListOrder<unknown>, field: string): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed[0] !== order.name ||
    parsed.length !== order.keys.length + 1 ||
    !parsed.slice(1).every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
  ) {
    throw badInput(PAGINATION_MESSAGES.badCursor, field);
  }
  return parsed.slice(1) as KeyValue[];
}

/** The page size asked for: 0 to 100; first and last together are refused. */
export function pageRequest(args: ConnectionArgs): { size: number; backward: boolean } {
  if (args.first != null && args.last != null) throw badInput(PAGINATION_MESSAGES.firstAndLast, 'last');
  const backward = args.last != null;
  const size = (backward ? args.last : args.first) ?? PAGE_SIZE_DEFAULT;
  const field = backward ? 'last' : 'first';
  if (size < 0) throw badInput(PAGINATION_MESSAGES.negative, field);
  if (size > PAGE_SIZE_MAX) throw badInput(PAGINATION_MESSAGES.tooLarge, field);
  return { size, backward };
}

/** The trimmed search text, null when empty; too long is refused. */
export function searchText(search: string | null | undefined): string | null {
  const text = search?.trim() ?? '';
  if (!text) return null;
  if (text.length > SEARCH_MAX_LENGTH) throw badInput(PAGINATION_MESSAGES.searchTooLong, 'search');
  return text;
}

/**
 * The row's search column contains the text, case-insensitively; % and _ are literal. Three
 * characters or more are looked up in the table's trigram full-text index (`<table>_text_search`,
 * drizzle/0011_search_and_status_counts.sql): the text as one phrase of trigrams is exactly
 * "contains this text", and the index answers it without reading the rows. Shorter text has no trigram: SQLite's LIKE (which folds
 * ASCII letters) reads the generated search column's own index, by name, since the planner would
 * otherwise read every row of the table.
 */
export function containsText(text: string, table: SQLiteTable, indexName: string, column: SQLiteColumn): SQL {
  const name = getTableName(table);
  if ([...text].length >= 3) {
    const index = sql.identifier(`${name}_text_search`);
    return sql`${table}.rowid IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${`"${text.replace(/"/g, '""')}"`})`;
  }
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`${table}.rowid IN (SELECT rowid FROM ${sql.identifier(name)} INDEXED BY ${sql.identifier(indexName)} WHERE ${sql.identifier(column.name)} LIKE ${pattern} ESCAPE '\\')`;
}

/** A date range's two ends in order, or the shared message. */
export function checkDateRange(from: string | null | undefined, to: string | null | undefined) {
  if (from && to && from > to) throw badInput(PAGINATION_MESSAGES.dateRange, 'eventDateTo');
}

const tuple = (parts: SQL[]) => sql`(${sql.join(parts, sql`, `)})`;

/** Rows strictly after (or before) the key in the order. */
function beyond(order: ListOrder<unknown>, key: KeyValue[], side: 'after' | 'before', inclusive = false): SQL {
  const ascending = order.direction === 'asc';
  const greater = (side === 'after') === ascending;
  const operator = sql.raw(`${greater ? '>' : '<'}${inclusive ? '=' : ''}`);
  return sql`${tuple(order.keys.map((key) => sql`${key}`))} ${operator} ${tuple(key.map((value) => sql`${value}`))}`;
}

function orderBy(order: ListOrder<unknown>, reversed: boolean): SQL[] {
  const descending = (order.direction === 'desc') !== reversed;
  return order.keys.map((key) => (descending ? sql`${key} desc` : sql`${key} asc`));
}

export interface ListQuery<Row> {
  /** The list's filters (search, status, dates); null for none. */
  where: SQL | undefined;
  order: ListOrder<Row>;
  /** Reads rows matching the condition, in the given order, at most limit of them. */
  rows(where: SQL | undefined, orderBy: SQL[], limit: number): Row[];
  /** Counts the rows matching the list's filters. */
  count(): number;
  /** Whether any row matches (a LIMIT 1 read). */
  exists(where: SQL | undefined): boolean;
}

const and = (...parts: (SQL | undefined)[]): SQL | undefined => {
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length === 0 ? undefined : present.length === 1 ? present[0] : sql.join(present.map((part) => sql`(${part})`), sql` AND `);
};

/** One page of a list as a Relay connection. */
export function connection<Row extends object, Counts = never>(
  args: ConnectionArgs,
  query: ListQuery<Row>,
  statusCounts: () => Counts[] = () => [],
): ConnectionModel<Row, Counts> {
  const { size, backward } = pageRequest(args);
  const { order } = query;
  const after = args.after != null ? decodeCursor(args.after, order, 'after') : null;
  const before = args.before != null ? decodeCursor(args.before, order, 'before') : null;
  const bounded = and(query.where, after ? beyond(order, after, 'after') : undefined, before ? beyond(order, before, 'before') : undefined);

  // One row more than the page tells whether another page follows in the reading direction.
  const read = size === 0 ? [] : query.rows(bounded, orderBy(order, backward), size + 1);
  const more = read.length > size;
  const page = readTogether(read.slice(0, size));
  if (backward) page.reverse();

  // The other direction: is there anything on the far side of the cursor we started from?
  let beforePage: boolean;
  let afterPage: boolean;
  if (backward) {
    beforePage = size === 0 ? query.exists(bounded) : more;
    afterPage = before ? query.exists(and(query.where, beyond(order, before, 'after', true))) : false;
  } else {
    afterPage = size === 0 ? query.exists(bounded) : more;
    beforePage = after ? query.exists(and(query.where, beyond(order, after, 'before', true))) : false;
  }

  const edges = page.map((node) => ({ cursor: encodeCursor(order.name, order.keyOf(node)), node }));
  let total: number | undefined;
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage: afterPage,
      hasPreviousPage: beforePage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: () => (total ??= query.count()),
    statusCounts,
  };
}
