import { and, desc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { generateSecureRandomString, hashSecret } from '../../auth/sessions.ts';
import { writeTransaction, type Transaction } from '../../db/client.ts';
import type { HoldRow } from '../../db/rows.ts';
import { bookings, followUpSends, holds, inquiries, quotes } from '../../db/schema/index.ts';
import type { EnqueueEmailInput } from '../../email/outbox.ts';
import { addDays, localDate, todayIn } from '../../lib/dates.ts';
import type { AppServices } from '../../app-services.ts';
import { HOLD_REMINDER_HOURS } from '../../../shared/holds.ts';
import { formatCents } from '../../../shared/money.ts';
import { isOverdue } from '../../../shared/payment-schedule.ts';
import { getBookingTerms } from '../terms/index.ts';
import {
  FOLLOW_UP_CATCH_UP_DAYS,
  FOLLOW_UP_KINDS,
  INQUIRY_UNANSWERED_HOURS,
  PAYMENT_DUE_DAYS_BEFORE,
  type FollowUpKind,
  type FollowUpValues,
} from '../../../shared/followups.ts';
import { venueEmailContext } from '../settings/index.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { renewQuoteLinkIn, totalsOfQuote, type ScheduleItemRow } from '../quotes/index.ts';
import { bookingPaymentSummaries } from '../bookings/index.ts';
import { overlappingConfirmedBookings } from '../calendar/index.ts';
import { alertEnabled, noticeIn } from '../notices/index.ts';
import { announceInquiry, touchInquiry } from '../inquiries/index.ts';
import { renderFollowUp } from './followup-emails.ts';
import { followUpSettingsOf } from './followups.service.ts';
import { adminSectionPath } from '../../../shared/routes.ts';

/*
 * Finds the follow-ups that are due at `now` (Config.now) and queues them in the outbox, each once:
 * the (kind, subject) row in follow_up_sends and the outbox message are written in one
 * transaction, and a subject that has its row is never picked again. Run by the scheduler
 * (followup-scheduler.ts) at start and on a timer.
 *
 * When each one is due (shared/followups.ts has the words):
 * - inquiry_unanswered: 24 h after the inquiry arrived, while it is still New and no booking, quote
 *   or hold was made from it. Read or Handled count as answered: the owner has looked at it.
 * - quote_not_accepted: N days after the quote was (last) sent, while it is sent and unexpired. It
 *   carries a fresh link (only its hash stored), so the link sent before stops working, as when
 *   the owner sends the quote again; the outbox row keeps the message without the link.
 * - hold_expiring: 48 h before an active hold ends; again after the hold is extended (the key holds
 *   the expiry). To the client, and a copy to the owner.
 * - payment_due: 7 days before a scheduled payment of an accepted quote (booking not cancelled) is
 *   due, while part of it is unpaid (payments settle the earliest scheduled payments first); not
 *   for a payment the client accepted within those 7 days (their confirmation listed it).
 * - payment_overdue: once the due date and the owner's grace period (Terms & Policies) have passed,
 *   while part of it is unpaid; once per item.
 * A moment more than FOLLOW_UP_CATCH_UP_DAYS in the past is not caught up (no stale flood after a
 * long stop, or when a follow-up is switched back on).
 */

export type FollowUpServices = Pick<AppServices, 'db' | 'config' | 'outbox' | 'pubsub'>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Context = ReturnType<typeof venueEmailContext> & { timeZone: string };

function instantText(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(instant);
}

function dateText(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(instant);
}

/** The booking or inquiry a follow-up is about (kept with its row, for the client's timeline). */
type About = { bookingId?: string | null; inquiryId?: string | null };

/**
 * Records (kind, subject) and queues its messages, in the caller's transaction; nothing when the
 * row exists already (another run got there first).
 */
function sendOnce(deps: FollowUpServices, tx: Transaction, kind: FollowUpKind, subjectKey: string, now: Date, emails: () => EnqueueEmailInput[], about: About = {}): boolean {
  const recorded = tx
    .insert(followUpSends)
    .values({ kind, subjectKey, sentAt: now, bookingId: about.bookingId ?? null, inquiryId: about.inquiryId ?? null })
    .onConflictDoNothing()
    .returning()
    .get();
  if (!recorded) return false;
  // What the client was sent about an inquiry moves the inquiry on (its version), as a reply does.
  if (about.inquiryId) touchInquiry(tx, about.inquiryId);
  const [first] = emails().map((email) => deps.outbox.enqueue(email, tx));
  if (first) tx.update(followUpSends).set({ outboxMessageId: first.id }).where(eq(followUpSends.id, recorded.id)).run();
  return true;
}

/**
 * A follow-up whose moment came but whose subject no longer stands (the quote's date was booked by
 * another client, the booking was cancelled) is not sent: it is recorded as skipped, with why, so
 * the owner sees it in the follow-up's log and the client's timeline, and it is never sent later.
 */
function skipOnce(tx: Transaction, kind: FollowUpKind, subjectKey: string, now: Date, reason: string, about: About): boolean {
  const recorded = tx
    .insert(followUpSends)
    .values({ kind, subjectKey, sentAt: now, outcome: 'skipped', skipReason: reason, bookingId: about.bookingId ?? null, inquiryId: about.inquiryId ?? null })
    .onConflictDoNothing()
    .returning()
    .get();
  return Boolean(recorded);
}

/** Why a booking's reminder no longer stands at `eventDate` (another client booked it, it was cancelled), or null. */
function bookingNoLongerStands(tx: Transaction, booking: typeof bookings.$inferSelect, eventDate = booking.eventDate): string | null {
  if (booking.status === 'cancelled') return 'The booking was cancelled.';
  if (booking.status === 'completed') return 'The event has taken place.';
  const [other] = overlappingConfirmedBookings(tx, eventDate, booking, booking.id);
  if (other && booking.status !== 'confirmed') return `${formatLongDate(eventDate)} was booked by another client.`;
  return null;
}

const notSent = (kind: FollowUpKind, key: ReturnType<typeof sql>) =>
  notExists(
    sql`(select 1 from ${followUpSends} where ${followUpSends.kind} = ${kind} and ${followUpSends.subjectKey} = ${key})`,
  );

function email(kind: string, to: string, replyTo: string | null, template: { subject: string; body: string }, values: FollowUpValues, context: Context): EnqueueEmailInput {
  return { kind, to, replyTo, ...renderFollowUp(template, values, context.venueName) };
}

function inquiriesUnanswered(deps: FollowUpServices, tx: Transaction, now: Date, context: Context): number {
  const settings = followUpSettingsOf(tx, 'inquiry_unanswered');
  if (!settings.enabled) return 0;
  const dueBefore = new Date(now.getTime() - INQUIRY_UNANSWERED_HOURS * HOUR_MS);
  const oldest = new Date(dueBefore.getTime() - FOLLOW_UP_CATCH_UP_DAYS * DAY_MS);
  const due = tx
    .select()
    .from(inquiries)
    .where(
      and(
        eq(inquiries.status, 'new'),
        lte(inquiries.createdAt, dueBefore),
        gt(inquiries.createdAt, oldest),
        notExists(tx.select({ one: sql`1` }).from(bookings).where(eq(bookings.inquiryId, inquiries.id))),
        notExists(tx.select({ one: sql`1` }).from(quotes).where(eq(quotes.inquiryId, inquiries.id))),
        notExists(tx.select({ one: sql`1` }).from(holds).where(eq(holds.inquiryId, inquiries.id))),
        notSent('inquiry_unanswered', sql`${inquiries.id}`),
      ),
    )
    .all();
  let sent = 0;
  for (const inquiry of due) {
    const values: FollowUpValues = {
      clientName: inquiry.name,
      clientEmail: inquiry.email,
      eventDate: inquiry.desiredDate ? formatLongDate(inquiry.desiredDate) : 'no date given',
      venueName: context.venueName,
      inquiryLink: `${context.publicUrl}${adminSectionPath('inquiries')}`,
    };
    if (sendOnce(deps, tx, 'inquiry_unanswered', inquiry.id, now, () => [email('follow_up_inquiry_unanswered', context.venueEmail, inquiry.email, settings, values, context)], { inquiryId: inquiry.id })) sent++;
  }
  return sent;
}

const QUOTE_LINK_LEFT_OUT = '(the link is in the e-mail as sent)';

function quotesNotAccepted(deps: FollowUpServices, tx: Transaction, now: Date, context: Context): number {
  const settings = followUpSettingsOf(tx, 'quote_not_accepted');
  if (!settings.enabled || settings.days === null) return 0;
  const dueBefore = new Date(now.getTime() - settings.days * DAY_MS);
  const oldest = new Date(dueBefore.getTime() - FOLLOW_UP_CATCH_UP_DAYS * DAY_MS);
  const due = tx
    .select({ quote: quotes, booking: bookings })
    .from(quotes)
    .innerJoin(bookings, eq(bookings.id, quotes.bookingId))
    .where(
      and(
        eq(quotes.status, 'sent'),
        lte(quotes.sentAt, dueBefore),
        gt(quotes.sentAt, oldest),
        gt(quotes.expiresAt, now),
        notSent('quote_not_accepted', sql`${quotes.id} || ':' || ${quotes.sentAt}`),
      ),
    )
    .all();
  let sent = 0;
  for (const { quote, booking } of due) {
    const key = `${quote.id}:${quote.sentAt!.getTime()}`;
    // A change order asks about the date it moves to.
    const why = bookingNoLongerStands(tx, booking, quote.changeOrder?.to.eventDate ?? booking.eventDate);
    if (why) {
      skipOnce(tx, 'quote_not_accepted', key, now, why, { bookingId: booking.id, inquiryId: booking.inquiryId });
      continue;
    }
    const token = generateSecureRandomString(32);
    const values: FollowUpValues = {
      clientName: booking.clientName,
      eventDate: formatLongDate(booking.eventDate),
      venueName: context.venueName,
      venuePhone: context.venuePhone,
      quoteTotal: formatCents(totalsOfQuote(tx, quote).totalCents),
      quoteExpires: dateText(quote.expiresAt!, context.timeZone),
    };
    const done = sendOnce(deps, tx, 'quote_not_accepted', key, now, () => {
      renewQuoteLinkIn(tx, quote, hashSecret(token), now);
      const withLink = email('follow_up_quote_not_accepted', booking.clientEmail, context.venueEmail, settings, { ...values, quoteLink: `${context.publicUrl}/quote/${token}` }, context);
      const stored = email('follow_up_quote_not_accepted', booking.clientEmail, context.venueEmail, settings, { ...values, quoteLink: QUOTE_LINK_LEFT_OUT }, context);
      return [{ ...stored, inMemoryOnly: { text: withLink.text, html: withLink.html, until: quote.expiresAt! } }];
    }, { bookingId: booking.id, inquiryId: booking.inquiryId });
    if (done) sent++;
  }
  return sent;
}

function holdsExpiring(deps: FollowUpServices, tx: Transaction, now: Date, context: Context): number {
  const settings = followUpSettingsOf(tx, 'hold_expiring');
  const due: HoldRow[] = tx
    .select()
    .from(holds)
    .where(
      and(
        eq(holds.status, 'active'),
        isNull(holds.reminderSentAt),
        gt(holds.expiresAt, now),
        lte(holds.expiresAt, new Date(now.getTime() + HOLD_REMINDER_HOURS * HOUR_MS)),
        notSent('hold_expiring', sql`${holds.id} || ':' || ${holds.expiresAt}`),
      ),
    )
    .all();
  let sent = 0;
  for (const hold of due) {
    const key = `${hold.id}:${hold.expiresAt.getTime()}`;
    const about = { bookingId: hold.bookingId, inquiryId: hold.inquiryId };
    const values: FollowUpValues = {
      clientName: hold.clientName,
      clientEmail: hold.clientEmail,
      eventDate: formatLongDate(hold.date),
      venueName: context.venueName,
      venuePhone: context.venuePhone,
      holdExpires: instantText(hold.expiresAt, context.timeZone),
    };
    // The venue's alert (switchable on its own): an e-mail to the inbox and a live notice.
    const ownerCopy = renderFollowUp(
      {
        subject: `Copy: ${settings.subject}`,
        body: `A copy of the reminder sent to {{clientName}} ({{clientEmail}}), whose hold ends on {{holdExpires}}. Extend it, release it or confirm the booking in the admin calendar.\n\n${settings.body}`,
      },
      values,
      context.venueName,
    );
    const [taken] = overlappingConfirmedBookings(tx, hold.date, hold, hold.bookingId ?? undefined);
    if (taken) {
      skipOnce(tx, 'hold_expiring', key, now, `${formatLongDate(hold.date)} was booked by another client.`, about);
      continue;
    }
    noticeIn(deps, tx, {
      kind: 'hold_expiring',
      subjectKey: key,
      title: `${hold.clientName}'s hold on ${formatLongDate(hold.date)} ends ${instantText(hold.expiresAt, context.timeZone)}`,
      body: `Extend it, release it or confirm the booking. ${settings.enabled ? 'The client was reminded.' : 'The client reminder is switched off, so the client was not reminded.'}`,
      bookingId: hold.bookingId,
      inquiryId: hold.inquiryId,
      clientEmail: hold.clientEmail,
      email: { kind: 'hold_reminder_owner', ...ownerCopy },
    });
    if (!settings.enabled) continue;
    if (sendOnce(deps, tx, 'hold_expiring', key, now, () => [email('hold_reminder_client', hold.clientEmail, context.venueEmail, settings, values, context)], about)) sent++;
  }
  if (due.length) tx.update(holds).set({ reminderSentAt: now }).where(inArray(holds.id, due.map((hold) => hold.id))).run();
  return sent;
}

/**
 * Each unpaid scheduled payment of every booking whose price was agreed and that is not cancelled
 * (where its money stands: bookings' payment summaries, from the ledger), with the day its quote
 * was accepted.
 */
function unpaidScheduledPayments(deps: FollowUpServices, tx: Transaction, now: Date, timeZone: string) {
  const accepted = tx
    .select({ quote: quotes, booking: bookings })
    .from(quotes)
    .innerJoin(bookings, eq(bookings.id, quotes.bookingId))
    .where(eq(quotes.status, 'accepted'))
    .orderBy(desc(quotes.acceptedAt))
    .all();
  const summaries = bookingPaymentSummaries({ db: tx, config: { ...deps.config, now: () => now } }, accepted.map(({ booking }) => booking.id));
  const seen = new Set<string>();
  return accepted.flatMap(({ quote, booking }) => {
    // The newest accepted quote per booking is the one whose schedule counts (as in the summary).
    if (seen.has(booking.id)) return [];
    seen.add(booking.id);
    const acceptedOn = quote.acceptedAt ? localDate(quote.acceptedAt, timeZone) : null;
    // The summary keeps each schedule row's own fields (its id among them); a quote without a
    // schedule has a made-up item without an id, which no follow-up can be about.
    return (summaries.get(booking.id)!.schedule as (ScheduleItemRow & { dueDate: string; unpaidCents: number })[])
      .filter((item) => item.id && item.unpaidCents > 0)
      .map((item) => ({ booking, item, acceptedOn }));
  });
}

/**
 * Payment reminders. "Payment due" goes PAYMENT_DUE_DAYS_BEFORE days ahead, except for a payment
 * the client learned of on accepting within that window (the confirmation listed it). "Payment
 * overdue" goes once the due date and the owner's grace period have passed, never sooner.
 */
function paymentFollowUps(deps: FollowUpServices, tx: Transaction, now: Date, context: Context): { due: number; overdue: number } {
  const dueSettings = followUpSettingsOf(tx, 'payment_due');
  const overdueSettings = followUpSettingsOf(tx, 'payment_overdue');
  if (!dueSettings.enabled && !overdueSettings.enabled && !alertEnabled(tx, 'payment_overdue')) return { due: 0, overdue: 0 };
  const today = todayIn(context.timeZone, now);
  const graceDays = getBookingTerms(tx).paymentGraceDays;
  const dueUntil = addDays(today, PAYMENT_DUE_DAYS_BEFORE);
  const overdueFrom = addDays(today, -FOLLOW_UP_CATCH_UP_DAYS);
  const sent = { due: 0, overdue: 0 };
  for (const { booking, item, acceptedOn } of unpaidScheduledPayments(deps, tx, now, context.timeZone)) {
    const learnedOnAcceptance = acceptedOn !== null && acceptedOn > addDays(item.dueDate, -PAYMENT_DUE_DAYS_BEFORE);
    const lateSince = addDays(item.dueDate, graceDays + 1);
    const kind: FollowUpKind | null =
      item.dueDate >= today && item.dueDate <= dueUntil && !learnedOnAcceptance
        ? 'payment_due'
        : isOverdue(item.dueDate, today, graceDays) && lateSince >= overdueFrom
          ? 'payment_overdue'
          : null;
    if (!kind) continue;
    const about = { bookingId: booking.id, inquiryId: booking.inquiryId };
    if (booking.status === 'cancelled') {
      // What was due is not asked for once the booking is cancelled: recorded as skipped, once.
      skipOnce(tx, kind, item.id, now, 'The booking was cancelled.', about);
      continue;
    }
    if (kind === 'payment_overdue') {
      noticeIn(deps, tx, {
        kind: 'payment_overdue',
        subjectKey: item.id,
        title: `${booking.clientName}'s payment of ${formatCents(item.unpaidCents)} is overdue`,
        body: `It was due on ${formatLongDate(item.dueDate)} for the event on ${formatLongDate(booking.eventDate)}. Record it when it arrives, or get in touch with the client.`,
        bookingId: booking.id,
        inquiryId: booking.inquiryId,
        clientEmail: booking.clientEmail,
      });
    }
    const settings = kind === 'payment_due' ? dueSettings : overdueSettings;
    if (!settings.enabled) continue;
    const values: FollowUpValues = {
      clientName: booking.clientName,
      eventDate: formatLongDate(booking.eventDate),
      venueName: context.venueName,
      venuePhone: context.venuePhone,
      amountDue: formatCents(item.unpaidCents),
      dueDate: formatLongDate(item.dueDate),
    };
    if (sendOnce(deps, tx, kind, item.id, now, () => [email(`follow_up_${kind}`, booking.clientEmail, context.venueEmail, settings, values, context)], about)) {
      sent[kind === 'payment_due' ? 'due' : 'overdue']++;
    }
  }
  return sent;
}

/** Queues every follow-up due at `now`, once each, in one transaction; returns how many of each kind. */
export async function processDueFollowUps(deps: FollowUpServices, now: Date = deps.config.now()): Promise<Record<FollowUpKind, number>> {
  const context: Context = { ...venueEmailContext(deps.db, deps.config), timeZone: deps.config.venueTimeZone };
  const result = await writeTransaction(deps.db, (tx) => {
    const payments = paymentFollowUps(deps, tx, now, context);
    return {
      inquiry_unanswered: inquiriesUnanswered(deps, tx, now, context),
      quote_not_accepted: quotesNotAccepted(deps, tx, now, context),
      hold_expiring: holdsExpiring(deps, tx, now, context),
      payment_due: payments.due,
      payment_overdue: payments.overdue,
    } satisfies Record<FollowUpKind, number>;
  });
  if (FOLLOW_UP_KINDS.some((kind) => result[kind] > 0)) deps.outbox.kick();
  // Each send or skip this run recorded (stamped with its moment) reaches the open follow-up log
  // and the client's timeline, which otherwise learn of it only on their next read.
  const recorded = deps.db.select({ bookingId: followUpSends.bookingId, inquiryId: followUpSends.inquiryId }).from(followUpSends).where(eq(followUpSends.sentAt, now)).all();
  for (const about of recorded) deps.pubsub.publish('timelineChanged', about);
  for (const inquiryId of new Set(recorded.flatMap((about) => (about.inquiryId ? [about.inquiryId] : [])))) announceInquiry(deps.pubsub, inquiryId);
  return result;
}
