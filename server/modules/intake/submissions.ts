import { eq } from 'drizzle-orm';
import type { DB, Transaction } from '../../db/client.ts';
import type { BookingRow, InquiryRow } from '../../db/rows.ts';
import { bookings, inquiries } from '../../db/schema/index.ts';
import { TIME_SLOTS } from '../../../shared/events.ts';
import {
  isSubmissionKey,
  RECEIPT_LIFETIME_MS,
  referenceOf,
  type ReceiptForm,
  type SubmissionReceipt,
} from '../../../shared/visitor-forms.ts';

/*
 * What the visitor forms share beyond their fields: the one-time submission key each showing of a
 * form carries (at most one record per key: shared/visitor-forms.ts), and the receipt a sent form
 * is answered with, the same panel with and without JavaScript.
 */

type Reader = DB | Transaction;

/** The inquiry stored with this key, if any. */
export function inquiryBySubmissionKey(reader: Reader, key: string): InquiryRow | undefined {
  return reader.select().from(inquiries).where(eq(inquiries.submissionKey, key)).get();
}

/** The booking stored with this key, if any. */
export function bookingBySubmissionKey(reader: Reader, key: string): BookingRow | undefined {
  return reader.select().from(bookings).where(eq(bookings.submissionKey, key)).get();
}

export function inquiryReceipt(inquiry: InquiryRow): SubmissionReceipt {
  return {
    form: 'inquiry',
    reference: referenceOf('inquiry', inquiry.id),
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    eventType: inquiry.eventType,
    desiredDate: inquiry.desiredDate,
    alternativeDates: inquiry.alternativeDates,
    message: inquiry.message,
    heldForReview: inquiry.status === 'held',
  };
}

export function bookingReceipt(booking: BookingRow): SubmissionReceipt {
  const slot = TIME_SLOTS.find((candidate) => candidate.startTime === booking.startTime && candidate.endTime === booking.endTime);
  return {
    form: 'booking',
    reference: referenceOf('booking', booking.id),
    eventDate: booking.eventDate,
    timeSlot: slot?.value ?? `${booking.startTime}-${booking.endTime}`,
    guestCount: booking.guestCount,
    eventType: booking.eventType,
    name: booking.clientName,
    email: booking.clientEmail,
    phone: booking.clientPhone,
    specialRequests: booking.specialRequests,
  };
}

/**
 * The receipt of a form sent with this key from this browser (its receipt cookie), while it is
 * recent (RECEIPT_LIFETIME_MS): the page a native post lands on shows it, and so does a reload.
 */
export function findReceipt(db: DB, form: ReceiptForm, key: string | undefined, now: Date): SubmissionReceipt | null {
  if (!isSubmissionKey(key)) return null;
  const row = form === 'inquiry' ? inquiryBySubmissionKey(db, key) : bookingBySubmissionKey(db, key);
  if (!row || now.getTime() - row.createdAt.getTime() > RECEIPT_LIFETIME_MS) return null;
  return form === 'inquiry' ? inquiryReceipt(row as InquiryRow) : bookingReceipt(row as BookingRow);
}
