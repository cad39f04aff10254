/*
 * The records a client can sync incrementally: each GraphQL type that implements Node, the table
 * it lives in, and what keeps its timestamps and tombstones true. Triggers do the keeping, so no
 * write path (a mutation, a scheduler, a cascade, a raw statement in a data upgrade) can forget:
 *
 * - `<table>_updated_at_kept`: an UPDATE that leaves updated_at as it was (a raw statement; Drizzle's
 *   $onUpdateFn sets it on its own updates) stamps it with the current time.
 * - `<table>_updated_at_dated`: for a table whose updated_at was added later (its SQL default is 0),
 *   an INSERT that leaves it at 0 is dated now.
 * - `<table>_tombstone`: a DELETE, however it comes about (a cascade from a parent included),
 *   leaves a row in `tombstones` (type, id, time).
 * - `<table>_removes`: for a record that leaves without its row being deleted (a voided payment
 *   stays in its ledger), the INSERT that takes it away leaves its tombstone.
 * - `<table>_touches_<parent>`: a record shown inside another (a booking's quotes, ledger, history
 *   and hold; an inquiry's bookings and hold; a quote's lines and schedule) moves its parent's
 *   updated_at when it is added, changed or removed, so a client that syncs bookings sees a new
 *   payment without syncing payments on their own.
 *
 * The triggers are created by migrations (drizzle/); tests/server/sync-records.test.ts checks that a
 * migrated database has exactly the triggers syncTriggerStatements() describes, so a migration that
 * rebuilds a table (and with it drops its triggers) fails CI until it creates them again.
 */

/** SQLite's current time in milliseconds, as Drizzle's timestamp_ms columns store it. */
export const SQL_NOW_MS = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";

export interface SyncedRecord {
  /** The GraphQL type; also what a tombstone names. */
  typename: string;
  /** The RecordType enum's value for it. */
  enumValue: string;
  /** The SQL table. */
  table: string;
  /** How it keeps updated_at: a column kept by triggers, a column added later, or none (never changed: updatedAt is createdAt). */
  updatedAt: 'kept' | 'added' | 'none';
  /**
   * For a table that holds other rows too: which rows are records of this type, as SQL over the
   * row's columns, each prefixed with `row` ('OLD.' in a trigger, the table's name in a read).
   */
  rows?: (row: string) => string;
  /**
   * A record that leaves without its row being deleted (a voided payment stays in the ledger): an
   * INSERT into the table that takes one away, and the column of the new row naming it. Its
   * tombstone is written then.
   */
  removedBy?: { when: (row: string) => string; idColumn: string };
}

export const SYNCED_RECORDS = [
  { typename: 'Booking', enumValue: 'BOOKING', table: 'bookings', updatedAt: 'kept' },
  { typename: 'Inquiry', enumValue: 'INQUIRY', table: 'inquiries', updatedAt: 'added' },
  { typename: 'Quote', enumValue: 'QUOTE', table: 'quotes', updatedAt: 'kept' },
  // A payment is an entry of its booking's ledger, never edited: a mistake is voided by another
  // entry (which leaves the payment's tombstone) and recorded again.
  {
    typename: 'Payment',
    enumValue: 'PAYMENT',
    table: 'ledger_entries',
    updatedAt: 'none',
    rows: (row) => `${row}kind = 'payment' AND ${row}voids_entry_id IS NULL AND NOT EXISTS (SELECT 1 FROM \`ledger_entries\` v WHERE v.voids_entry_id = ${row}id)`,
    removedBy: { when: (row) => `${row}kind = 'payment' AND ${row}voids_entry_id IS NOT NULL`, idColumn: 'voids_entry_id' },
  },
  { typename: 'Hold', enumValue: 'HOLD', table: 'holds', updatedAt: 'kept' },
  { typename: 'SpecialDate', enumValue: 'SPECIAL_DATE', table: 'calendar_availability', updatedAt: 'kept' },
  { typename: 'CalendarSettings', enumValue: 'CALENDAR_SETTINGS', table: 'calendar_settings', updatedAt: 'kept' },
  { typename: 'EventSpace', enumValue: 'EVENT_SPACE', table: 'event_spaces', updatedAt: 'added' },
  { typename: 'Faq', enumValue: 'FAQ', table: 'faqs', updatedAt: 'kept' },
  { typename: 'PageSetting', enumValue: 'PAGE_SETTING', table: 'page_settings', updatedAt: 'kept' },
  { typename: 'ContentSection', enumValue: 'CONTENT_SECTION', table: 'content_sections', updatedAt: 'kept' },
  { typename: 'GalleryImage', enumValue: 'GALLERY_IMAGE', table: 'gallery_images', updatedAt: 'kept' },
  { typename: 'HeroSlide', enumValue: 'HERO_SLIDE', table: 'hero_slides', updatedAt: 'kept' },
  { typename: 'ContentChange', enumValue: 'CONTENT_CHANGE', table: 'content_change_log', updatedAt: 'added' },
  { typename: 'OutboxMessage', enumValue: 'OUTBOX_MESSAGE', table: 'email_outbox', updatedAt: 'added' },
  // A saved version is kept as it was saved, for good.
  { typename: 'SavedVersion', enumValue: 'SAVED_VERSION', table: 'record_versions', updatedAt: 'none' },
  { typename: 'WebhookEndpoint', enumValue: 'WEBHOOK_ENDPOINT', table: 'webhook_endpoints', updatedAt: 'kept' },
  { typename: 'WebhookDelivery', enumValue: 'WEBHOOK_DELIVERY', table: 'webhook_deliveries', updatedAt: 'kept' },
] as const satisfies readonly SyncedRecord[];

export type SyncedTypename = (typeof SYNCED_RECORDS)[number]['typename'];

/** A record shown inside another: when it changes, the parent's updated_at moves (see above). */
export interface ParentTouch {
  child: string;
  /** The child's column holding the parent's id. */
  column: string;
  parent: string;
}

export const PARENT_TOUCHES: readonly ParentTouch[] = [
  { child: 'quotes', column: 'booking_id', parent: 'bookings' },
  { child: 'ledger_entries', column: 'booking_id', parent: 'bookings' },
  { child: 'booking_events', column: 'booking_id', parent: 'bookings' },
  { child: 'holds', column: 'booking_id', parent: 'bookings' },
  { child: 'holds', column: 'inquiry_id', parent: 'inquiries' },
  { child: 'bookings', column: 'inquiry_id', parent: 'inquiries' },
  { child: 'quote_line_items', column: 'quote_id', parent: 'quotes' },
  { child: 'payment_schedule_items', column: 'quote_id', parent: 'quotes' },
];

const q = (name: string) => `\`${name}\``;

/** The CREATE TRIGGER statements that keep synced records' timestamps and tombstones (one per trigger, by name). */
export function syncTriggerStatements(): Map<string, string> {
  const statements = new Map<string, string>();
  for (const record of SYNCED_RECORDS as readonly SyncedRecord[]) {
    const t = record.table;
    if (record.updatedAt !== 'none') {
      statements.set(
        `${t}_updated_at_kept`,
        `CREATE TRIGGER ${q(`${t}_updated_at_kept`)} AFTER UPDATE ON ${q(t)} FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at\n` +
          `BEGIN\n  UPDATE ${q(t)} SET updated_at = ${SQL_NOW_MS} WHERE rowid = NEW.rowid;\nEND;`,
      );
    }
    if (record.updatedAt === 'added') {
      statements.set(
        `${t}_updated_at_dated`,
        `CREATE TRIGGER ${q(`${t}_updated_at_dated`)} AFTER INSERT ON ${q(t)} FOR EACH ROW WHEN NEW.updated_at = 0\n` +
          `BEGIN\n  UPDATE ${q(t)} SET updated_at = ${SQL_NOW_MS} WHERE rowid = NEW.rowid;\nEND;`,
      );
    }
    statements.set(
      `${t}_tombstone`,
      `CREATE TRIGGER ${q(`${t}_tombstone`)} AFTER DELETE ON ${q(t)} FOR EACH ROW${record.rows ? ` WHEN ${record.rows('OLD.')}` : ''}\n` +
        `BEGIN\n  INSERT INTO \`tombstones\` (record_type, record_id, deleted_at) VALUES ('${record.typename}', OLD.id, ${SQL_NOW_MS});\nEND;`,
    );
    if (record.removedBy) {
      statements.set(
        `${t}_removes`,
        `CREATE TRIGGER ${q(`${t}_removes`)} AFTER INSERT ON ${q(t)} FOR EACH ROW WHEN ${record.removedBy.when('NEW.')}\n` +
          `BEGIN\n  INSERT INTO \`tombstones\` (record_type, record_id, deleted_at) VALUES ('${record.typename}', NEW.${record.removedBy.idColumn}, ${SQL_NOW_MS});\nEND;`,
      );
    }
  }
  for (const touch of PARENT_TOUCHES) {
    const name = `${touch.child}_touches_${touch.parent}_by_${touch.column}`;
    const set = `UPDATE ${q(touch.parent)} SET updated_at = ${SQL_NOW_MS} WHERE id`;
    statements.set(`${name}_insert`, `CREATE TRIGGER ${q(`${name}_insert`)} AFTER INSERT ON ${q(touch.child)} FOR EACH ROW WHEN NEW.${touch.column} IS NOT NULL\nBEGIN\n  ${set} = NEW.${touch.column};\nEND;`);
    statements.set(`${name}_update`, `CREATE TRIGGER ${q(`${name}_update`)} AFTER UPDATE ON ${q(touch.child)} FOR EACH ROW\nBEGIN\n  ${set} IN (NEW.${touch.column}, OLD.${touch.column});\nEND;`);
    statements.set(`${name}_delete`, `CREATE TRIGGER ${q(`${name}_delete`)} AFTER DELETE ON ${q(touch.child)} FOR EACH ROW WHEN OLD.${touch.column} IS NOT NULL\nBEGIN\n  ${set} = OLD.${touch.column};\nEND;`);
  }
  return statements;
}
