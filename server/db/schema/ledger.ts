import { index, integer, sqliteTable, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { LEDGER_ACTORS, LEDGER_KINDS, LEDGER_REASONS } from '../../../shared/ledger.ts';
import { PAYMENT_METHODS } from '../../../shared/quotes.ts';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { createdAt, id } from './columns.ts';
import { quotes } from './quotes.ts';

/*
 * A booking's ledger (shared/ledger.ts): charges, credits, payments and refunds, each written once
 * with who and when, never changed (a trigger refuses an update of the money; a mistaken payment is
 * voided by another entry). Balances are derived from these rows. Money is integer cents, always
 * more than 0; the kind says which way it moves.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    reason: text('reason', { enum: LEDGER_REASONS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** What the entry is, as the owner and the client read it ("Quote accepted", "Cancellation fee"). */
    description: text('description').notNull(),
    /** The quote or change order a charge or credit comes from. */
    quoteId: text('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /** On a void entry: the payment or refund it voids. */
    voidsEntryId: text('voids_entry_id').references((): AnySQLiteColumn => ledgerEntries.id, { onDelete: 'set null' }),
    /** How money moved (payments and refunds). */
    method: text('method', { enum: PAYMENT_METHODS }),
    /** yyyy-MM-dd (venue time zone): the day money moved (payments and refunds). */
    occurredOn: text('occurred_on'),
    note: text('note'),
    /** For a payment provider added later (its name and its own id of the payment); null when recorded by hand. */
    provider: text('provider'),
    providerReference: text('provider_reference'),
    /** Who made the entry: the owner (createdBy), the client (accepting a quote), or the system. */
    actor: text('actor', { enum: LEDGER_ACTORS }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_booking_idx').on(t.bookingId, t.createdAt),
    // Reports: payments and refunds by the day they moved.
    index('ledger_entries_kind_day_idx').on(t.kind, t.occurredOn),
  ],
);
