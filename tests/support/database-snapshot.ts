import Database from 'better-sqlite3';

/*
 * Every value of a SQLite file, for comparing a database before and after an upgrade: each table's
 * rows by primary key (rowid for tables without one, or whose key holds no values), each row's
 * columns by name.
 */

export type Row = Record<string, unknown>;
export interface TableSnapshot {
  columns: string[];
  rows: Map<string, Row>;
}
export type DatabaseSnapshot = Map<string, TableSnapshot>;

/** SQLite's own bookkeeping and full-text indexes' shadow tables: derived, never edited. */
export const isInternalTable = (name: string) => name.startsWith('sqlite_') || /_text_search(_\w+)?$/.test(name);

export function snapshotDatabase(file: string): DatabaseSnapshot {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[];
    const snapshot: DatabaseSnapshot = new Map();
    for (const table of tables.filter((name) => !isInternalTable(name))) {
      const info = db.prepare(`select name, pk from pragma_table_info(?)`).all(table) as { name: string; pk: number }[];
      const keys = info.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name);
      const rows = new Map<string, Row>();
      const withoutRowid = /\bwithout\s+rowid\b/i.test(db.prepare("select sql from sqlite_master where name = ?").pluck().get(table) as string);
      for (const row of db.prepare(`select ${withoutRowid ? 'null' : 'rowid'} as __rowid, * from "${table}"`).all() as Row[]) {
        // A key column may be declared without holding values (drizzle's own `id SERIAL`): rowid then.
        const values = keys.map((column) => row[column]);
        const key = keys.length > 0 && values.every((value) => value != null) ? JSON.stringify(values) : `rowid ${String(row.__rowid)}`;
        delete row.__rowid;
        rows.set(key, row);
      }
      snapshot.set(table, { columns: info.map((column) => column.name), rows });
    }
    return snapshot;
  } finally {
    db.close();
  }
}

/** A difference between two snapshots, named so a test can allow exactly the ones it expects. */
export type Difference =
  | { kind: 'table-removed'; table: string }
  | { kind: 'column-removed'; table: string; column: string }
  | { kind: 'row-removed'; table: string; key: string; row: Row }
  | { kind: 'value-changed'; table: string; key: string; column: string; before: unknown; after: unknown; row: Row };

/**
 * What of `before` is not the same in `after`: tables, columns and rows that are gone and values
 * that changed. What `after` adds (new tables, columns, rows) is not a difference: an upgrade may
 * add, and the caller checks what it added.
 */
export function compareSnapshots(before: DatabaseSnapshot, after: DatabaseSnapshot): Difference[] {
  const differences: Difference[] = [];
  for (const [table, old] of before) {
    const current = after.get(table);
    if (!current) {
      differences.push({ kind: 'table-removed', table });
      continue;
    }
    const columns = old.columns.filter((column) => {
      if (current.columns.includes(column)) return true;
      differences.push({ kind: 'column-removed', table, column });
      return false;
    });
    for (const [key, row] of old.rows) {
      const now = current.rows.get(key);
      if (!now) {
        differences.push({ kind: 'row-removed', table, key, row });
        continue;
      }
      for (const column of columns) {
        if (!sameValue(row[column], now[column])) differences.push({ kind: 'value-changed', table, key, column, before: row[column], after: now[column], row: now });
      }
    }
  }
  return differences;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Buffer.isBuffer(a) && Buffer.isBuffer(b)) return a.equals(b);
  return a === b;
}
