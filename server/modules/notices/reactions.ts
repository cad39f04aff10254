import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { formatCents } from '../../../shared/money.ts';
import { onBookingEvent, type BookingEventRow, type BookingLifeServices } from '../bookings/index.ts';
import { noticeIn, noticesAbout } from './notices.service.ts';
import { offerBackAfterCancellationIn, offerBackAfterMoveIn, offerBackAfterUnconfirmIn } from './slot-others.ts';

/*
 * What the owner hears from a booking's life (booking-life.ts runs these in the event's own
 * transaction, so a notice is stored with what it is about or not at all):
 * - a client accepted a quote or change order (the price agreed by the client): an alert, naming
 *   who else on the slot was told;
 * - a booking that displaced others was cancelled, moved off their slot or went back to pending:
 *   each of them can be offered the date back.
 * Registered once per process (registerNoticeReactions, from the app's start and the service world).
 */

function booking(tx: Transaction, id: string) {
  return tx.select().from(bookings).where(eq(bookings.id, id)).get()!;
}

function react(deps: BookingLifeServices, tx: Transaction, event: BookingEventRow) {
  if (event.kind === 'price_agreed' && event.actor === 'client') {
    const row = booking(tx, event.bookingId);
    const quoteId = typeof event.details?.quoteId === 'string' ? event.details.quoteId : event.id;
    const cents = typeof event.details?.totalCents === 'number' ? event.details.totalCents : typeof event.details?.toCents === 'number' ? event.details.toCents : null;
    const told = noticesAbout(tx, row.id, 'others_told').map((notice) => notice.offer?.clientName).filter(Boolean);
    noticeIn(deps, tx, {
      kind: 'quote_accepted',
      subjectKey: quoteId,
      title: `${event.actorName ?? row.clientName} accepted the ${event.summary.startsWith('Change order') ? 'change order' : 'quote'} for ${formatLongDate(row.eventDate)}`,
      body: `${event.summary}${cents !== null && !event.summary.includes(formatCents(cents)) ? ` (${formatCents(cents)})` : ''}. The booking is ${row.status}.${told.length ? ` Told that the date is taken: ${told.join(', ')}.` : ''}`,
      bookingId: row.id,
      inquiryId: row.inquiryId,
      clientEmail: row.clientEmail,
    });
  }
  if (event.kind === 'cancelled') offerBackAfterCancellationIn(deps, tx, booking(tx, event.bookingId));
  if (event.kind === 'rescheduled') offerBackAfterMoveIn(deps, tx, booking(tx, event.bookingId));
  if (event.kind === 'unconfirmed') offerBackAfterUnconfirmIn(deps, tx, booking(tx, event.bookingId));
  // Heard after the event's transaction commits (listeners run later in the event loop).
  setImmediate(() => deps.pubsub.publish('timelineChanged', { bookingId: event.bookingId }));
}

let registered = false;

/** Registers the reactions (once; a second call does nothing). */
export function registerNoticeReactions() {
  if (registered) return;
  registered = true;
  onBookingEvent(react);
}
