import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { BookingRow, HoldRow } from '../../db/rows.ts';
import { bookings, holds, quotes, type NoticeOffer } from '../../db/schema/index.ts';
import { FieldErrors } from '../../errors.ts';
import { windowsOverlap } from '../calendar/index.ts';
import { formatLongDate, formatTimeRange } from '../../../shared/dates.ts';
import { placeholdersIn } from '../../../shared/followups.ts';
import { NOTICE_MESSAGES, SLOT_MESSAGE_LIMITS, SLOT_OTHERS_PLACEHOLDERS, SLOT_TAKEN_MESSAGE } from '../../../shared/notices.ts';
import { venueEmailContext } from '../settings/index.ts';
import { renderFollowUp } from '../followups/index.ts';
import { noticeIn, noticesAbout, type NoticeServices } from './notices.service.ts';

/*
 * The others on a slot: when a booking is confirmed (by the owner, or by its client accepting a
 * quote), every other client on its date and time (another pending booking, an active hold, a
 * second option) is listed in the owner's confirm dialog first; on confirmation their open quotes
 * are withdrawn and each is told, through the outbox and in the same transaction, with the
 * message the owner edited (or the default one). Each told client becomes a notice that carries
 * an offer: if the confirmed booking is cancelled later, the owner can offer them the date back in
 * one click (offer.ts).
 */

export interface SlotOther {
  clientName: string;
  clientEmail: string;
  /** Their pending booking on the slot, if any. */
  bookingId: string | null;
  inquiryId: string | null;
  /** Their active hold on the slot, if any, and its position (1 first, 2 second option). */
  holdId: string | null;
  holdPosition: number | null;
  /** Their quotes still open (draft or sent), withdrawn on confirmation. */
  openQuotes: { id: string; status: 'draft' | 'sent' }[];
  startTime: string;
  endTime: string;
}

export interface SlotMessage {
  subject: string;
  body: string;
}

const own = (booking: Pick<BookingRow, 'id' | 'inquiryId'>, hold: HoldRow) => hold.bookingId === booking.id || (booking.inquiryId !== null && hold.inquiryId === booking.inquiryId);

/** Everyone else on `booking`'s date whose time overlaps it: pending bookings and active holds, one entry per client. */
export function othersOnSlotIn(tx: Transaction, booking: BookingRow): SlotOther[] {
  const others = new Map<string, SlotOther>();
  const pending = tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.eventDate, booking.eventDate), eq(bookings.status, 'pending')))
    .all()
    .filter((other) => other.id !== booking.id && (booking.inquiryId === null || other.inquiryId !== booking.inquiryId) && windowsOverlap(other, booking));
  for (const other of pending) {
    const open = tx
      .select({ id: quotes.id, status: quotes.status })
      .from(quotes)
      .where(and(eq(quotes.bookingId, other.id), inArray(quotes.status, ['draft', 'sent'])))
      .all() as SlotOther['openQuotes'];
    others.set(other.clientEmail.toLowerCase(), {
      clientName: other.clientName,
      clientEmail: other.clientEmail,
      bookingId: other.id,
      inquiryId: other.inquiryId,
      holdId: null,
      holdPosition: null,
      openQuotes: open,
      startTime: other.startTime,
      endTime: other.endTime,
    });
  }
  const held = tx
    .select()
    .from(holds)
    .where(and(eq(holds.date, booking.eventDate), eq(holds.status, 'active')))
    .orderBy(holds.position, holds.createdAt)
    .all()
    .filter((hold) => !own(booking, hold) && windowsOverlap(hold, booking));
  for (const hold of held) {
    const key = hold.clientEmail.toLowerCase();
    const known = others.get(key);
    if (known) {
      known.holdId = hold.id;
      known.holdPosition = hold.position;
      known.inquiryId ??= hold.inquiryId;
      continue;
    }
    others.set(key, {
      clientName: hold.clientName,
      clientEmail: hold.clientEmail,
      bookingId: hold.bookingId,
      inquiryId: hold.inquiryId,
      holdId: hold.id,
      holdPosition: hold.position,
      openQuotes: [],
      startTime: hold.startTime,
      endTime: hold.endTime,
    });
  }
  return [...others.values()];
}

/** The owner's message checked (not empty, not too long, only its placeholders); every problem at once. */
export function slotMessageOf(input: SlotMessage | null | undefined): SlotMessage {
  if (!input) return SLOT_TAKEN_MESSAGE;
  const errors = new FieldErrors();
  const subject = input.subject.trim();
  const body = input.body.trim();
  const allowed: readonly string[] = SLOT_OTHERS_PLACEHOLDERS;
  if (!subject) errors.add('othersMessage.subject', NOTICE_MESSAGES.subjectRequired, 'REQUIRED');
  else if (subject.length > SLOT_MESSAGE_LIMITS.subjectMax) errors.add('othersMessage.subject', NOTICE_MESSAGES.subjectTooLong);
  if (!body) errors.add('othersMessage.body', NOTICE_MESSAGES.bodyRequired, 'REQUIRED');
  else if (body.length > SLOT_MESSAGE_LIMITS.bodyMax) errors.add('othersMessage.body', NOTICE_MESSAGES.bodyTooLong);
  const unknown = [...placeholdersIn(subject), ...placeholdersIn(body)].find((name) => !allowed.includes(name));
  if (unknown !== undefined) errors.add(placeholdersIn(subject).includes(unknown) ? 'othersMessage.subject' : 'othersMessage.body', NOTICE_MESSAGES.unknownPlaceholder(unknown));
  errors.throwIfAny();
  return { subject, body };
}

function who(other: SlotOther): string {
  const what = [other.holdPosition === 2 ? 'second option' : other.holdPosition === 1 ? 'on hold' : null, other.bookingId ? 'pending booking' : null, other.openQuotes.some((q) => q.status === 'sent') ? 'quote sent' : null].filter(Boolean);
  return `${other.clientName}${what.length ? ` (${what.join(', ')})` : ''}`;
}

/**
 * In the confirming transaction (before the holds are settled): withdraws the others' open quotes,
 * tells each of them with `message` through the outbox, and writes a notice per client that can
 * offer them the date back. Returns who was told.
 */
export function tellOthersOnSlotIn(deps: NoticeServices, tx: Transaction, booking: BookingRow, message: SlotMessage | null | undefined, onQuoteWithdrawn: (other: SlotOther) => void): SlotOther[] {
  const others = othersOnSlotIn(tx, booking);
  if (others.length === 0) return others;
  const template = slotMessageOf(message);
  const venue = venueEmailContext(deps.db, deps.config);
  const now = deps.config.now();
  for (const other of others) {
    if (other.openQuotes.length) {
      tx.update(quotes)
        .set({ status: 'withdrawn', withdrawnAt: now })
        .where(inArray(quotes.id, other.openQuotes.map((quote) => quote.id)))
        .run();
      onQuoteWithdrawn(other);
    }
    const values = { clientName: other.clientName, eventDate: formatLongDate(booking.eventDate), venueName: venue.venueName, venuePhone: venue.venuePhone };
    deps.outbox.enqueue({ kind: 'slot_taken', to: other.clientEmail, replyTo: venue.venueEmail, ...renderFollowUp(template, values, venue.venueName) }, tx);
    const offer: NoticeOffer = { clientName: other.clientName, clientEmail: other.clientEmail, inquiryId: other.inquiryId, bookingId: other.bookingId, date: booking.eventDate, startTime: other.startTime, endTime: other.endTime };
    noticeIn(deps, tx, {
      kind: 'others_told',
      subjectKey: `${booking.id}:${other.clientEmail.toLowerCase()}`,
      title: `${other.clientName} was told ${formatLongDate(booking.eventDate)} is taken`,
      body: `${booking.clientName}'s booking (${formatTimeRange(booking.startTime, booking.endTime)}) was confirmed. ${who(other)} was e-mailed${other.openQuotes.length ? ' and their open quote withdrawn' : ''}${other.holdId ? '; their hold is released' : ''}.`,
      bookingId: booking.id,
      inquiryId: other.inquiryId,
      offer,
    });
  }
  return others;
}

/**
 * A confirmed booking was cancelled: each client told that its slot was taken gets a notice that
 * offers them the date back (one click for the owner: offer.ts).
 */
export function offerBackAfterCancellationIn(deps: NoticeServices, tx: Transaction, booking: BookingRow) {
  offerBackIn(deps, tx, booking, `${booking.clientName}'s booking was cancelled.`, () => true);
}

/**
 * A confirmed booking moved to another date or time: each client told that the slot it left was
 * taken, and whose time it no longer overlaps, gets a notice that offers them the date back.
 */
export function offerBackAfterMoveIn(deps: NoticeServices, tx: Transaction, booking: BookingRow) {
  if (booking.status !== 'confirmed') return;
  const moved = `${booking.clientName}'s booking moved to ${formatLongDate(booking.eventDate)}, ${formatTimeRange(booking.startTime, booking.endTime)}.`;
  offerBackIn(deps, tx, booking, moved, (offer) => offer.date !== booking.eventDate || !windowsOverlap(offer, booking));
}

/**
 * A confirmed booking went back to pending: it no longer takes its slot, so each client told the
 * slot was taken gets a notice that offers them the date back (confirming it again tells anyone
 * still on the slot once more).
 */
export function offerBackAfterUnconfirmIn(deps: NoticeServices, tx: Transaction, booking: BookingRow) {
  offerBackIn(deps, tx, booking, `${booking.clientName}'s booking went back to pending.`, () => true);
}

function offerBackIn(deps: NoticeServices, tx: Transaction, booking: BookingRow, why: string, freed: (offer: NoticeOffer) => boolean) {
  for (const told of noticesAbout(tx, booking.id, 'others_told')) {
    if (!told.offer || !freed(told.offer)) continue;
    noticeIn(deps, tx, {
      kind: 'date_free_again',
      subjectKey: told.id,
      title: `${formatLongDate(told.offer.date)} is free again: offer it to ${told.offer.clientName}?`,
      body: `${why} ${told.offer.clientName} (${told.offer.clientEmail}) was told the date was taken; offering it places a hold for them and e-mails them.`,
      bookingId: booking.id,
      inquiryId: told.offer.inquiryId,
      offer: told.offer,
    });
  }
}

export { who as describeSlotOther };
