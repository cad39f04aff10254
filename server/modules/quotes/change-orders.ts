import { and, desc, eq, inArray } from 'drizzle-orm';
import { writeTransaction, type Transaction } from '../../db/client.ts';
import type { BookingRow } from '../../db/rows.ts';
import { paymentScheduleItems, quoteLineItems, quotes } from '../../db/schema/index.ts';
import { badInput, conflict, notFound } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { CHANGE_ORDER_MESSAGES, type BookingDetails, type ChangeOrderTerms } from '../../../shared/change-orders.ts';
import { ledgerTotals } from '../../../shared/ledger.ts';
import { quoteTotals } from '../../../shared/quotes.ts';
import { assertDetailsAllowedIn, changedDetails, detailsOf, findBooking, type DetailsInput } from '../bookings/index.ts';
import { hasAgreedPrice, ledgerEntriesOf } from '../ledger/index.ts';
import { datePremiumMultiplier, quoteLines, quoteSchedule, quoteStatusNow, venueHireDescription, type QuoteRow } from './quotes.service.ts';

/*
 * Change orders. Once a price was agreed with the client, the price and the booking's details
 * change only through a change order: a draft quote that starts as a copy of the agreement (its
 * lines re-priced for the new date's premium and time slot, per-guest lines for the new guest
 * count, the schedule as it stands with the difference on its last payment), which the owner edits
 * and sends like any quote. When the client accepts it (quotes.service acceptQuote), the booking
 * moves to the new details (booking-changes.ts) and the difference in price is charged or credited.
 */

type ChangeOrderServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox'>;

/** The quote the client accepted last on this booking, if any. */
function lastAcceptedQuote(tx: Transaction, bookingId: string): QuoteRow | undefined {
  return tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.bookingId, bookingId), eq(quotes.status, 'accepted')))
    .orderBy(desc(quotes.acceptedAt), desc(quotes.id))
    .get();
}

/** A quote of the booking still waiting for the client (a draft, or sent and not expired). */
function openQuoteOf(tx: Transaction, bookingId: string): QuoteRow | undefined {
  return tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.bookingId, bookingId), inArray(quotes.status, ['draft', 'sent'])))
    .all()
    .find((quote) => quoteStatusNow(quote) === 'draft' || quoteStatusNow(quote) === 'sent');
}

/**
 * The schedule as it stands (a payment that became a date on acceptance keeps it; one before the
 * event moves with the event), brought to `totalCents`: a rise is added to the last payment, a
 * drop is taken from the last payments first.
 */
function carriedSchedule(tx: Transaction, accepted: QuoteRow | undefined, totalCents: number) {
  const items = accepted
    ? quoteSchedule(tx, accepted.id).map((item) =>
        item.dueRule === 'after_acceptance' && item.dueDate
          ? { dueRule: 'on_date' as const, dueDays: 0, dueDate: item.dueDate, amountCents: item.amountCents }
          : { dueRule: item.dueRule, dueDays: item.dueDays, dueDate: item.dueRule === 'before_event' ? null : item.dueDate, amountCents: item.amountCents },
      )
    : [];
  let difference = totalCents - items.reduce((sum, item) => sum + item.amountCents, 0);
  if (difference > 0) {
    if (items.length > 0) items[items.length - 1]!.amountCents += difference;
    else items.push({ dueRule: 'after_acceptance', dueDays: 0, dueDate: null, amountCents: difference });
  }
  for (let i = items.length - 1; i >= 0 && difference < 0; i--) {
    const taken = Math.min(items[i]!.amountCents, -difference);
    items[i]!.amountCents -= taken;
    difference += taken;
  }
  return items.filter((item) => item.amountCents > 0);
}

/**
 * A draft change order on a booking whose price was agreed, proposing `input`'s details (or the
 * same details, to change the price alone). The new details are checked as confirming there would
 * check them (the owner may override their own calendar and another client's hold); only one quote
 * of a booking waits for the client at a time.
 */
export async function createChangeOrder(deps: ChangeOrderServices, input: DetailsInput & { bookingId: string; override?: boolean | null }): Promise<QuoteRow> {
  const quote = await writeTransaction(deps.db, (tx) => {
    const booking = findBooking(tx, input.bookingId);
    if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
    if (booking.status !== 'pending' && booking.status !== 'confirmed') throw badInput(CHANGE_ORDER_MESSAGES.notOpen(booking.status), 'bookingId');
    const entries = ledgerEntriesOf(tx, booking.id);
    if (!hasAgreedPrice(entries)) throw badInput(CHANGE_ORDER_MESSAGES.notAgreed, 'bookingId', 'NOT_ALLOWED');
    if (openQuoteOf(tx, booking.id)) throw conflict(CHANGE_ORDER_MESSAGES.openQuote);
    const details = changedDetails(deps, booking, input);
    assertDetailsAllowedIn(deps, tx, booking, details, input.override);
    return insertChangeOrder(tx, booking, details, {
      previousTotalCents: ledgerTotals(entries).agreedCents,
      override: Boolean(input.override),
    });
  });
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: quote.bookingId });
  return quote;
}

function insertChangeOrder(tx: Transaction, booking: BookingRow, details: BookingDetails, terms: { previousTotalCents: number; override: boolean }): QuoteRow {
  const accepted = lastAcceptedQuote(tx, booking.id);
  const changeOrder: ChangeOrderTerms = { replacesQuoteId: accepted?.id ?? null, previousTotalCents: terms.previousTotalCents, from: detailsOf(booking), to: details, override: terms.override };
  const created = tx
    .insert(quotes)
    .values({
      bookingId: booking.id,
      inquiryId: booking.inquiryId,
      status: 'draft',
      changeOrder,
      taxRateMilliPercent: accepted?.taxRateMilliPercent ?? 0,
      discountCents: accepted?.discountCents ?? 0,
      depositKind: accepted?.depositKind ?? 'amount',
      depositValue: accepted?.depositValue ?? 0,
    })
    .returning()
    .get();
  const multiplier = datePremiumMultiplier(tx, details.eventDate);
  const lines = accepted
    ? quoteLines(tx, accepted.id).map((line) => ({
        kind: line.kind,
        description: line.kind === 'venue_hire' ? venueHireDescription(details) : line.description,
        quantity: line.kind === 'per_guest' && line.quantity === booking.guestCount ? details.guestCount : line.quantity,
        unitAmountCents: line.unitAmountCents,
        multiplier: line.kind === 'venue_hire' ? multiplier : line.multiplier,
      }))
    : // A price agreed by hand: one line of that price, for the owner to break down if they like.
      [{ kind: 'custom' as const, description: 'Agreed price', quantity: 1, unitAmountCents: terms.previousTotalCents, multiplier: 1 }];
  for (const [position, line] of lines.entries()) tx.insert(quoteLineItems).values({ ...line, quoteId: created.id, position }).run();
  const totals = quoteTotals({ ...created, lines });
  for (const item of carriedSchedule(tx, accepted, totals.totalCents)) tx.insert(paymentScheduleItems).values({ ...item, quoteId: created.id }).run();
  return created;
}
