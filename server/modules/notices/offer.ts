import { and, eq } from 'drizzle-orm';
import { writeTransaction } from '../../db/client.ts';
import { bookings, holds } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { windowsOverlap } from '../calendar/index.ts';
import { TIME_SLOTS } from '../../../shared/events.ts';
import { NOTICE_MESSAGES } from '../../../shared/notices.ts';
import { venueEmailContext } from '../settings/index.ts';
import { holdOfferedEmail, announceHoldsChanged, placeHold } from '../holds/index.ts';
import { findNotice, markOfferedIn, offerOf, type NoticeServices, type NoticeRow } from './notices.service.ts';

/*
 * The owner's one click on a notice that offers a date back: a hold is placed for the client
 * (from their pending booking, or their inquiry on that date and time) as the first option, and
 * they are e-mailed that the date is theirs to take (the same e-mail as a promoted second option).
 * Refused, changing nothing, when the date was taken or held by someone else meanwhile.
 */
export async function offerDateBack(deps: NoticeServices, input: { id: string }, adminId: string | null): Promise<NoticeRow> {
  const notice = findNotice(deps.db, input.id);
  const offer = offerOf(notice);
  const firstInTheWay = deps.db
    .select()
    .from(holds)
    .where(and(eq(holds.date, offer.date), eq(holds.status, 'active'), eq(holds.position, 1)))
    .all()
    .some((hold) => windowsOverlap(hold, offer));
  if (firstInTheWay) throw conflict(NOTICE_MESSAGES.dateTaken);
  const booking = offer.bookingId ? deps.db.select().from(bookings).where(eq(bookings.id, offer.bookingId)).get() : undefined;
  const slot = TIME_SLOTS.find((candidate) => candidate.startTime === offer.startTime && candidate.endTime === offer.endTime)?.value ?? 'all-day';
  // placeHold refuses a date a confirmed booking took meanwhile, and a client who holds a date already.
  const hold =
    booking?.status === 'pending'
      ? await placeHold(deps, { bookingId: booking.id }, adminId)
      : await placeHold(deps, { inquiryId: offer.inquiryId ?? null, date: offer.date, timeSlot: slot }, adminId);
  const context = { ...venueEmailContext(deps.db, deps.config), timeZone: deps.config.venueTimeZone };
  const offered = await writeTransaction(deps.db, (tx) => {
    markOfferedIn(tx, notice.id, deps.config.now());
    deps.outbox.enqueue(holdOfferedEmail(hold, context), tx);
    return findNotice(tx, notice.id);
  });
  deps.outbox.kick();
  announceHoldsChanged(deps);
  deps.pubsub.publish('ownerNoticesChanged', { noticeId: notice.id });
  deps.pubsub.publish('timelineChanged', { bookingId: offer.bookingId, inquiryId: offer.inquiryId });
  return offered;
}
