import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DB, Transaction } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import type { LedgerActor, LedgerKind, LedgerReason } from '../../../shared/ledger.ts';
import type { PaymentMethod } from '../../../shared/quotes.ts';

/*
 * The ledger's storage: entries are written once (postLedgerEntry) and read back; every figure is
 * derived from them (shared/ledger.ts ledgerTotals). This module knows nothing of a booking's life:
 * the bookings module decides when money moves (server/modules/bookings/booking-money.ts) and the
 * quotes module when a price is agreed.
 */

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export interface NewLedgerEntry {
  bookingId: string;
  kind: LedgerKind;
  reason: LedgerReason;
  amountCents: number;
  description: string;
  quoteId?: string | null;
  voidsEntryId?: string | null;
  method?: PaymentMethod | null;
  occurredOn?: string | null;
  note?: string | null;
  actor: LedgerActor;
  createdBy?: string | null;
  createdAt: Date;
}

/** Writes one entry in the caller's transaction. An amount that is not a whole number of cents above 0 is a bug of the caller. */
export function postLedgerEntry(tx: Transaction, entry: NewLedgerEntry): LedgerEntryRow {
  if (!Number.isInteger(entry.amountCents) || entry.amountCents <= 0) throw new Error(`A ledger entry's amount must be whole cents above 0 (got ${entry.amountCents}).`);
  return tx.insert(ledgerEntries).values(entry).returning().get();
}

/** A booking's entries in the order they were made. */
export function ledgerEntriesOf(db: DB | Transaction, bookingId: string): LedgerEntryRow[] {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(asc(ledgerEntries.createdAt), sql`rowid`).all();
}

export function findLedgerEntry(db: DB | Transaction, id: string): LedgerEntryRow | undefined {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id)).get();
}

/** The entries of many bookings at once, by booking (a page of the Bookings list). */
export function ledgerEntriesFor(db: DB | Transaction, bookingIds: readonly string[]): Map<string, LedgerEntryRow[]> {
  const byBooking = new Map<string, LedgerEntryRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.bookingId, [...new Set(bookingIds)]))
    .orderBy(asc(ledgerEntries.createdAt), sql`rowid`)
    .all();
  for (const row of rows) {
    const list = byBooking.get(row.bookingId);
    if (list) list.push(row);
    else byBooking.set(row.bookingId, [row]);
  }
  return byBooking;
}

/** Whether a price was agreed for the booking (a quote accepted, or a price confirmed): its ledger has an agreement entry. */
export function hasAgreedPrice(entries: readonly Pick<LedgerEntryRow, 'reason'>[]): boolean {
  return entries.some((entry) => entry.reason === 'quote_accepted' || entry.reason === 'agreed_price' || entry.reason === 'change_order');
}

/** The ids of entries that a later entry voids. */
export function voidedEntryIds(entries: readonly Pick<LedgerEntryRow, 'voidsEntryId'>[]): Set<string> {
  return new Set(entries.flatMap((entry) => (entry.voidsEntryId ? [entry.voidsEntryId] : [])));
}


/**
 * SQL (for hand-written report queries over `bookings <alias>`) for a booking's revenue in cents:
 * a confirmed or completed booking counts its agreed price (the ledger; the owner's total cost for
 * a booking whose price never went through the ledger), plus any cancellation fee; a cancelled one
 * counts only the fee it kept; a pending one nothing. One definition for Reports and the dashboard.
 */
export function bookingRevenueSql(alias: string): string {
  const agreed = `(select sum(case l.kind when 'charge' then l.amount_cents else -l.amount_cents end) from ledger_entries l
    where l.booking_id = ${alias}.id and l.kind in ('charge', 'credit') and l.reason in ('quote_accepted', 'change_order', 'agreed_price'))`;
  const fees = `coalesce((select sum(l.amount_cents) from ledger_entries l where l.booking_id = ${alias}.id and l.kind = 'charge' and l.reason = 'cancellation_fee'), 0)`;
  return `(case when ${alias}.status in ('confirmed', 'completed') then coalesce(${agreed}, cast(round(${alias}.total_cost * 100) as integer), 0) + ${fees}
    when ${alias}.status = 'cancelled' then ${fees} else 0 end)`;
}
