import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DB, Transaction } from '../../db/client.ts';
import { bookingEvents, bookings, emailOutbox, followUpSends, holds, inquiries, quotes, timelineEntries, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
import type { BookingEventKind } from '../../../shared/booking-life.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { localDate } from '../../lib/dates.ts';
import { FOLLOW_UPS } from '../../../shared/followups.ts';
import type { TimelineActor, TimelineKind } from '../../../shared/timeline.ts';

/*
 * A client's timeline: one inquiry and every booking made from it (or one booking and its inquiry),
 * everything that happened with them in order, with who did it. Most steps are read from their own
 * records (the inquiry, its holds, the quotes, the booking's life in booking_events, the outbox and
 * the follow-ups skipped), so the timeline can never disagree with them; the few steps nothing else
 * keeps with their moment are written to timeline_entries (recordTimelineIn). The admin screen
 * refetches on timelineChanged (timeline.resolvers.ts).
 */

export type TimelineServices = Pick<AppServices, 'db' | 'config' | 'pubsub'>;

export interface TimelineEmail {
  to: string;
  subject: string;
  text: string;
  /** queued, sending, sent or failed; skipped for a follow-up that was not sent. */
  status: string;
  skipReason: string | null;
}

export interface TimelineEntryModel {
  id: string;
  at: Date;
  kind: TimelineKind;
  summary: string;
  actor: TimelineActor;
  /** Who, in words: the owner's e-mail address, the client's name; null for the system. */
  actorName: string | null;
  email: TimelineEmail | null;
}

export interface TimelineActorInput {
  kind: TimelineActor;
  userId?: string | null;
  name?: string | null;
}

/** Writes a step no other record keeps with its moment, in the caller's transaction; once per `onceKey`. */
export function recordTimelineIn(
  tx: Transaction,
  input: { inquiryId?: string | null; bookingId?: string | null; kind: TimelineKind; summary: string; actor: TimelineActorInput; onceKey?: string; at: Date },
): boolean {
  const row = tx
    .insert(timelineEntries)
    .values({
      inquiryId: input.inquiryId ?? null,
      bookingId: input.bookingId ?? null,
      kind: input.kind,
      summary: input.summary,
      actor: input.actor.kind,
      actorId: input.actor.kind === 'admin' ? (input.actor.userId ?? null) : null,
      actorName: input.actor.kind === 'client' ? (input.actor.name ?? null) : null,
      onceKey: input.onceKey ?? null,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: timelineEntries.id })
    .get();
  return Boolean(row);
}

const EVENT_KINDS: Record<BookingEventKind, TimelineKind> = {
  requested: 'received',
  created: 'status_changed',
  confirmed: 'status_changed',
  unconfirmed: 'status_changed',
  completed: 'status_changed',
  cancelled: 'status_changed',
  rescheduled: 'booking_changed',
  details_changed: 'booking_changed',
  price_agreed: 'booking_changed',
  quote_sent: 'quote_sent',
  quote_withdrawn: 'quote_withdrawn',
  payment_recorded: 'payment',
  refund_recorded: 'refund',
  entry_voided: 'payment',
};

/** The inquiry and bookings of one client's story, from either end. */
function storyOf(db: DB, ids: { inquiryId?: string | null; bookingId?: string | null }) {
  let inquiryId = ids.inquiryId ?? null;
  if (!inquiryId && ids.bookingId) {
    const booking = db.select().from(bookings).where(eq(bookings.id, ids.bookingId)).get();
    if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
    inquiryId = booking.inquiryId;
  }
  const inquiry = inquiryId ? db.select().from(inquiries).where(eq(inquiries.id, inquiryId)).get() : undefined;
  if (inquiryId && !inquiry) throw notFound('That inquiry no longer exists.');
  const stories = inquiry
    ? db.select().from(bookings).where(eq(bookings.inquiryId, inquiry.id)).all()
    : db.select().from(bookings).where(eq(bookings.id, ids.bookingId!)).all();
  return { inquiry, bookings: stories };
}

/** Everything that happened with a client's inquiry and bookings, oldest first. */
/** A client's story, oldest first; dates a client was told (a quote's last day) read in the venue's zone. */
export function clientTimeline(db: DB, ids: { inquiryId?: string | null; bookingId?: string | null }, { timeZone }: { timeZone: string }): TimelineEntryModel[] {
  const { inquiry, bookings: stories } = storyOf(db, ids);
  const bookingIds = stories.map((booking) => booking.id);
  const addresses = [...new Set([inquiry?.email, ...stories.map((booking) => booking.clientEmail)].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase()))];
  const admins = new Map(db.select({ id: users.id, email: users.email }).from(users).all().map((user) => [user.id, user.email]));
  const entries: TimelineEntryModel[] = [];
  const add = (entry: Omit<TimelineEntryModel, 'email' | 'actorName'> & { actorName?: string | null; email?: TimelineEmail | null }) => entries.push({ actorName: null, email: null, ...entry });
  const adminName = (id: string | null | undefined) => (id ? (admins.get(id) ?? 'A former admin') : null);

  if (inquiry) {
    add({
      id: `inquiry:${inquiry.id}`,
      at: inquiry.createdAt,
      kind: 'received',
      summary: `Inquiry from ${inquiry.name} (${inquiry.email})${inquiry.desiredDate ? ` about ${formatLongDate(inquiry.desiredDate)}` : ''}`,
      actor: 'client',
      actorName: inquiry.name,
    });
  }

  const owners = [inquiry ? eq(timelineEntries.inquiryId, inquiry.id) : undefined, bookingIds.length ? inArray(timelineEntries.bookingId, bookingIds) : undefined].filter(Boolean);
  if (owners.length) {
    for (const row of db.select().from(timelineEntries).where(or(...owners)).all()) {
      add({ id: row.id, at: row.createdAt, kind: row.kind, summary: row.summary, actor: row.actor, actorName: row.actor === 'admin' ? adminName(row.actorId) : row.actorName });
    }
  }

  const holdOwners = [inquiry ? eq(holds.inquiryId, inquiry.id) : undefined, bookingIds.length ? inArray(holds.bookingId, bookingIds) : undefined].filter(Boolean);
  if (holdOwners.length) {
    for (const hold of db.select().from(holds).where(or(...holdOwners)).all()) {
      const date = formatLongDate(hold.date);
      add({
        id: `hold:${hold.id}`,
        at: hold.createdAt,
        kind: 'hold_placed',
        summary: `${date} held${hold.promotedAt || hold.position === 2 ? ' as second option' : ''}`,
        actor: hold.createdBy ? 'admin' : 'system',
        actorName: adminName(hold.createdBy),
      });
      if (hold.promotedAt) add({ id: `hold-promoted:${hold.id}`, at: hold.promotedAt, kind: 'hold_promoted', summary: `${date} became theirs to take: the hold before it ended`, actor: 'system' });
      if (hold.endedAt && hold.status !== 'active') {
        const kind = hold.status === 'expired' ? 'hold_expired' : hold.status === 'converted' ? 'hold_converted' : 'hold_released';
        add({ id: `hold-ended:${hold.id}`, at: hold.endedAt, kind, summary: `Hold on ${date} ${hold.status === 'converted' ? 'became the confirmed booking' : hold.status}`, actor: 'system' });
      }
    }
  }

  if (bookingIds.length) {
    for (const quote of db.select().from(quotes).where(inArray(quotes.bookingId, bookingIds)).all()) {
      const what = quote.changeOrder ? 'Change order' : 'Quote';
      const draftKind: TimelineKind = quote.changeOrder ? 'change_order' : 'quote_drafted';
      add({ id: `quote:${quote.id}`, at: quote.createdAt, kind: draftKind, summary: `${what} drafted`, actor: 'admin' });
      if (quote.sentAt) add({ id: `quote-sent:${quote.id}`, at: quote.sentAt, kind: quote.changeOrder ? 'change_order' : 'quote_sent', summary: `${what} sent${quote.expiresAt ? `, open until ${formatLongDate(localDate(quote.expiresAt, timeZone))}` : ''}`, actor: 'admin' });
      if (quote.acceptedAt) add({ id: `quote-accepted:${quote.id}`, at: quote.acceptedAt, kind: quote.changeOrder ? 'change_order' : 'quote_accepted', summary: `${what} accepted by ${quote.acceptedName ?? 'the client'}`, actor: 'client', actorName: quote.acceptedName });
      if (quote.withdrawnAt) add({ id: `quote-withdrawn:${quote.id}`, at: quote.withdrawnAt, kind: 'quote_withdrawn', summary: `${what} withdrawn`, actor: 'system' });
    }
    for (const event of db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, bookingIds)).all()) {
      // A withdrawn quote is read from the quote itself; the event says why.
      add({
        id: event.id,
        at: event.createdAt,
        kind: EVENT_KINDS[event.kind],
        summary: event.summary,
        actor: event.actor,
        actorName: event.actor === 'admin' ? adminName(event.actorId) : event.actorName,
      });
    }
  }

  if (addresses.length) {
    const mail = db
      .select()
      .from(emailOutbox)
      .where(or(inArray(sql`lower(${emailOutbox.to})`, addresses), inArray(sql`lower(${emailOutbox.replyTo})`, addresses)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(500)
      .all();
    for (const message of mail) {
      const toClient = addresses.includes(message.to.toLowerCase());
      add({
        id: message.id,
        at: message.createdAt,
        kind: 'email_sent',
        summary: `${toClient ? 'To the client' : 'To the venue'}: ${message.subject}`,
        actor: 'system',
        email: { to: message.to, subject: message.subject, text: message.text, status: message.status, skipReason: null },
      });
    }
  }

  const skipOwners = [inquiry ? eq(followUpSends.inquiryId, inquiry.id) : undefined, bookingIds.length ? inArray(followUpSends.bookingId, bookingIds) : undefined].filter(Boolean);
  if (skipOwners.length) {
    for (const skip of db.select().from(followUpSends).where(and(eq(followUpSends.outcome, 'skipped'), or(...skipOwners))).all()) {
      const label = FOLLOW_UPS[skip.kind].label;
      add({
        id: skip.id,
        at: skip.sentAt,
        kind: 'email_skipped',
        summary: `Follow-up "${label}" not sent: ${skip.skipReason ?? 'it no longer applied'}`,
        actor: 'system',
        email: { to: '', subject: label, text: '', status: 'skipped', skipReason: skip.skipReason },
      });
    }
  }

  // A stable sort: steps of one moment keep the order of their story (the inquiry before its hold).
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Tells open timelines that something of this client's story changed (after the write committed). */
export function announceTimeline(deps: Pick<TimelineServices, 'pubsub'>, about: { inquiryId?: string | null; bookingId?: string | null }) {
  deps.pubsub.publish('timelineChanged', about);
}
