import { and, eq, ne } from 'drizzle-orm';
import { writeTransaction, type Transaction } from '../../db/client.ts';
import type { BookingRow } from '../../db/rows.ts';
import { bookings, inquiries } from '../../db/schema/index.ts';
import { appError, badInput, conflict, FieldErrors, notFound } from '../../errors.ts';
import { venueNow } from '../../lib/dates.ts';
import { mainEventSpaceId } from './event-space.ts';
import { dayInfo, getCalendarSettings, isDateAvailable, lastBookableDate, windowHasEnded } from '../calendar/index.ts';
import { addFormErrors, bookingBySubmissionKey, BOOKING_REQUEST_LIMITS, enforcePublicWriteLimits, formValueOrThrow, optionalText, refuseHoneypot } from '../intake/index.ts';
import { checkBookingRequestForm, collectBookingFields, type BookingFormInput, type BookingFormValue, type BookingWindow } from '../../../shared/intake/booking-request-form.ts';
import { FormProblems } from '../../../shared/intake/checks.ts';
import { isSubmissionKey } from '../../../shared/visitor-forms.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { dateNotBookableMessage } from '../../../shared/not-bookable.ts';
import { bookingRequestNotificationEmail, bookingRequestReceivedEmail } from './booking-emails.ts';
import { dollarsOfCents, INQUIRY_ALREADY_BOOKED, totalCostProblem } from '../../../shared/bookings.ts';
import { announceHoldsChanged } from '../holds/index.ts';
import { moveBookingIn, recordBookingEvent, type Actor } from './booking-life.ts';
import { venueEmailContext } from '../settings/index.ts';
import { timeSlotInfo } from '../../../shared/events.ts';
import { type BookingServices, ADMIN_NOTES_MAX } from './bookings.service.ts';

/*
 * New bookings: a visitor's request (pending, stored once per submission key) and the owner's own
 * booking, with the field rules both share.
 */

interface BookingFields {
  eventDate: string;
  timeSlot: string;
  guestCount: number;
  eventType: string;
  clientName: string;
  clientEmail: string;
  clientPhone?: string | null;
  specialRequests?: string | null;
}

/** The dates a booking may be made for: from the venue's today to the calendar's last bookable date. */
function bookingWindow(deps: Pick<BookingServices, 'db' | 'config'>): BookingWindow {
  const { today } = venueNow(deps.config);
  return { today, lastBookableDate: lastBookableDate(getCalendarSettings(deps.db), today) };
}

/** A booking's stored fields from its checked values: the time slot as its start and end. */
function storedFields(fields: Omit<BookingFormValue, 'submissionKey'>) {
  const slot = timeSlotInfo(fields.timeSlot);
  return {
    eventDate: fields.eventDate,
    startTime: slot.startTime,
    endTime: slot.endTime,
    guestCount: fields.guestCount,
    eventType: fields.eventType,
    clientName: fields.clientName,
    clientEmail: fields.clientEmail,
    clientPhone: fields.clientPhone,
    specialRequests: fields.specialRequests,
  };
}

/**
 * The checked fields of a booking the owner enters (shared/intake/booking-request-form.ts), or
 * every problem at once; `more` checks the owner's other fields into the same list (they follow
 * the booking's own in the form).
 */
function checkedBookingFields(deps: Pick<BookingServices, 'db' | 'config'>, input: BookingFields, more?: (errors: FieldErrors) => void) {
  const problems = new FormProblems<string>();
  const fields = collectBookingFields(problems, input, bookingWindow(deps));
  const errors = new FieldErrors();
  addFormErrors(errors, problems.result(fields));
  more?.(errors);
  errors.throwIfAny();
  return storedFields(fields());
}

/**
 * A visitor's booking request from the public calendar: honeypot, validation, rate limits, then
 * (in one transaction) the date must be bookable and the slot free and not yet ended; the pending
 * booking and the two e-mails about it are written together. A submission key already used returns
 * the booking it stored and does nothing else: a double click, Back then Send, or a retry after a
 * lost answer never stores a second request. `repeated` says which happened.
 */
export async function sendBookingRequest(
  deps: BookingServices,
  input: BookingFormInput & { website?: string | null },
  request: { ip: string; trusted?: boolean },
): Promise<{ booking: BookingRow; repeated: boolean }> {
  // A repeat is answered with the first send's booking, whatever its other fields say now.
  const typedKey = input.submissionKey?.trim();
  const earlier = isSubmissionKey(typedKey) ? bookingBySubmissionKey(deps.db, typedKey) : undefined;
  if (earlier) return { booking: earlier, repeated: true };
  refuseHoneypot(input.website);
  // The form's one schema, as the island and the native post apply it: every wrong field at once.
  const { submissionKey, ...checked } = formValueOrThrow(checkBookingRequestForm(input, bookingWindow(deps)));
  const fields = storedFields(checked);
  // The venue's own admin (a session or an API token) is no visitor: no visitor limit applies.
  if (!request.trusted) await enforcePublicWriteLimits(deps, BOOKING_REQUEST_LIMITS, request.ip);
  const context = venueEmailContext(deps.db, deps.config);
  let repeated = false;
  const booking = await writeTransaction(deps.db, (tx) => {
    // Two sends with one key at once: the second waits for the first's transaction, then finds it.
    const first = submissionKey ? bookingBySubmissionKey(tx, submissionKey) : undefined;
    if (first) {
      repeated = true;
      return first;
    }
    const day = dayInfo(deps, fields.eventDate);
    const slot = timeSlotInfo(checked.timeSlot);
    if (day.isBookable && windowHasEnded(deps, fields.eventDate, fields)) {
      throw badInput(`The ${slot.label} time slot (${slot.hours}) has already ended today. Please choose a later time slot or another date.`, 'timeSlot', 'NOT_ALLOWED');
    }
    if (!day.isBookable || !isDateAvailable(deps, { date: fields.eventDate, startTime: fields.startTime, endTime: fields.endTime }, tx)) {
      throw conflict(
        day.isBookable
          ? `The ${slot.hours} time slot is not available on ${formatLongDate(fields.eventDate)}. Please choose another time slot or date.`
          : dateNotBookableMessage(fields.eventDate),
      );
    }
    const created = tx
      .insert(bookings)
      .values({ ...fields, eventSpaceId: mainEventSpaceId(tx), status: 'pending', source: 'website', submissionKey })
      .returning()
      .get();
    deps.outbox.enqueue(bookingRequestNotificationEmail(created, context), tx);
    deps.outbox.enqueue(bookingRequestReceivedEmail(created, context), tx);
    recordBookingEvent(deps, tx, { kind: 'client', name: created.clientName }, { bookingId: created.id, kind: 'requested', summary: `Requested from the public calendar for ${formatLongDate(created.eventDate)}`, toStatus: 'pending' });
    return created;
  });
  if (repeated) return { booking, repeated };
  deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'CREATED', bookingId: booking.id });
  return { booking, repeated };
}

/** The booking request's mutation: the pending booking (or the one its submission key stored before). */
export async function requestBooking(
  deps: BookingServices,
  input: BookingFormInput & { website?: string | null },
  request: { ip: string; trusted?: boolean },
): Promise<BookingRow> {
  return (await sendBookingRequest(deps, input, request)).booking;
}

/**
 * A booking entered by the admin, optionally from an inquiry (which is then handled): pending, or
 * with `confirm` (a phone or walk-in booking agreed on the spot) confirmed at once through the same
 * move as "Confirm", in the same transaction: another confirmed booking on the slot refuses it, and
 * a block, a partial date's hours or another client's hold refuses it unless `override` is set.
 * Refused, nothing is written.
 */
export async function createBooking(
  deps: BookingServices,
  input: BookingFields & { adminNotes?: string | null; totalCostCents?: number | null; inquiryId?: string | null; confirm?: boolean | null; override?: boolean | null },
  actor: Actor,
  /** More writes in the same transaction (a quote started with the booking: quotes.service). */
  alsoIn?: (tx: Transaction, booking: BookingRow) => void,
): Promise<BookingRow> {
  let adminNotes: string | null = null;
  let totalCost: number | null = null;
  const fields = checkedBookingFields(deps, input, (errors) => {
    adminNotes = errors.collect('adminNotes', () => optionalText(input.adminNotes, 'adminNotes', 'Admin notes', ADMIN_NOTES_MAX)) ?? null;
    totalCost = errors.collect('totalCostCents', () => totalCostOf(input.totalCostCents)) ?? null;
  });
  let effects: ReturnType<typeof moveBookingIn>['effects'] | undefined;
  const booking = await writeTransaction(deps.db, (tx) => {
    if (input.inquiryId) {
      const inquiry = tx.select().from(inquiries).where(eq(inquiries.id, input.inquiryId)).get();
      if (!inquiry) throw notFound('That inquiry no longer exists.');
      // One booking per inquiry: a second one would double the client's request (a cancelled one
      // no longer counts, so the owner can start again).
      const made = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.inquiryId, inquiry.id), ne(bookings.status, 'cancelled')))
        .get();
      if (made) throw appError('CONFLICT', INQUIRY_ALREADY_BOOKED, { reason: 'INQUIRY_BOOKED', bookingId: made.id });
      tx.update(inquiries).set({ status: 'handled', handledAt: new Date() }).where(eq(inquiries.id, inquiry.id)).run();
    }
    const created = tx
      .insert(bookings)
      .values({
        ...fields,
        adminNotes,
        totalCost,
        eventSpaceId: mainEventSpaceId(tx),
        status: 'pending',
        source: input.inquiryId ? 'inquiry' : 'admin',
        inquiryId: input.inquiryId ?? null,
      })
      .returning()
      .get();
    recordBookingEvent(deps, tx, actor, {
      bookingId: created.id,
      kind: 'created',
      summary: `Entered by the owner for ${formatLongDate(created.eventDate)}${input.inquiryId ? ', from an inquiry' : ''}`,
      toStatus: 'pending',
    });
    alsoIn?.(tx, created);
    if (!input.confirm) return created;
    const moved = moveBookingIn(deps, tx, created.id, 'confirmed', { actor, override: input.override });
    effects = moved.effects;
    return moved.booking;
  });
  if (effects?.emailed || effects?.holdsChanged) deps.outbox.kick();
  if (effects?.holdsChanged) announceHoldsChanged(deps);
  deps.pubsub.publish('bookingsChanged', { change: 'CREATED', bookingId: booking.id });
  if (input.inquiryId) deps.pubsub.publish('inquiriesChanged', { change: 'UPDATED', inquiryId: input.inquiryId });
  return booking;
}

/** The dollars stored for a total cost given in cents (GraphQL speaks cents; the column keeps dollars). */
export function totalCostOf(cents: number | null | undefined): number | null {
  if (cents == null) return null;
  const problem = totalCostProblem(cents);
  if (problem) throw badInput(problem, 'totalCostCents');
  return dollarsOfCents(cents);
}
