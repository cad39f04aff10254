import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bookings } from './bookings.ts';
import { bool, createdAt, id, timestamp, updatedAt, version } from './columns.ts';
import { inquiries } from './inquiries.ts';
import { DEPOSIT_KINDS, QUOTE_LINE_KINDS, QUOTE_STATUSES } from '../../../shared/quotes.ts';
import { SCHEDULE_DUE_RULES } from '../../../shared/payment-schedule.ts';
import type { ChangeOrderTerms } from '../../../shared/change-orders.ts';

/*
 * Quotes the client accepts online (payments are entries of the booking's ledger, ledger.ts). Money is integer cents
 * everywhere; the tax rate is in thousandths of a percent (8625 = 8.625%), a percent deposit in
 * basis points (3000 = 30%).
 */

export const quotes = sqliteTable(
  'quotes',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    inquiryId: text('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('draft'),
    /** Thousandths of a percent: 8625 = 8.625% (shared/quotes.ts TAX_RATE_SCALE). */
    taxRateMilliPercent: integer('tax_rate_milli_percent').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    depositKind: text('deposit_kind', { enum: DEPOSIT_KINDS }).notNull().default('percent'),
    /** Basis points of the total (percent deposit) or cents (amount deposit). */
    depositValue: integer('deposit_value').notNull().default(0),
    /** Block the event date on the calendar when the client accepts. */
    blockDateOnAcceptance: bool('block_date_on_acceptance').notNull().default(false),
    /** Set on a change order (a quote made after the price was agreed): what it changes (shared/change-orders.ts). */
    changeOrder: text('change_order', { mode: 'json' }).$type<ChangeOrderTerms>(),
    /** A note to the client shown on the quote page. */
    message: text('message'),
    /** SHA-256 of the secret link's token (the token itself is only in the e-mail); null until sent. */
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at'),
    sentAt: timestamp('sent_at'),
    acceptedAt: timestamp('accepted_at'),
    acceptedName: text('accepted_name'),
    /** The address the acceptance came from. */
    acceptedAddress: text('accepted_address'),
    withdrawnAt: timestamp('withdrawn_at'),
    /**
     * The outbox message that told the client their acceptance went through (null when none was
     * due): the page after accepting says "we have e-mailed you" only once that message was sent.
     */
    confirmationEmailId: text('confirmation_email_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('quotes_booking_idx').on(t.bookingId, t.createdAt)],
);

export const quoteLineItems = sqliteTable(
  'quote_line_items',
  {
    id: id(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: QUOTE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    /** The date's premium multiplier for venue hire (1 otherwise). */
    multiplier: real('multiplier').notNull().default(1),
  },
  (t) => [index('quote_line_items_quote_idx').on(t.quoteId, t.position)],
);

export const paymentScheduleItems = sqliteTable(
  'payment_schedule_items',
  {
    id: id(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** When it falls due: a fixed date, days after the client accepts, or days before the event. */
    dueRule: text('due_rule', { enum: SCHEDULE_DUE_RULES }).notNull().default('on_date'),
    /** The days of an after-acceptance or before-event rule (0 for a fixed date). */
    dueDays: integer('due_days').notNull().default(0),
    /**
     * yyyy-MM-dd in the venue's time zone: the fixed date, or, once the quote is accepted, the date
     * the rule became (never before the day of acceptance); null until then for a relative rule.
     */
    dueDate: text('due_date'),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('payment_schedule_items_quote_idx').on(t.quoteId, t.dueDate)],
);

/**
 * Links a quote had before it was edited or sent again (SHA-256 of each token, like quotes.token_hash):
 * the client's old link then says the quote was updated and a new link follows, instead of "not valid".
 */
export const quoteReplacedLinks = sqliteTable(
  'quote_replaced_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at').notNull(),
  },
  (t) => [index('quote_replaced_links_quote_idx').on(t.quoteId)],
);
