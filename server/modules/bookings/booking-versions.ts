import type { Transaction } from '../../db/client.ts';
import type { BookingRow } from '../../db/rows.ts';
import { keepVersion } from '../versions/index.ts';
import { centsOfDollars } from '../../../shared/bookings.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import type { VersionValues } from '../../../shared/versions.ts';

/*
 * A booking as its saved versions keep it (shared/versions.ts): its status, admin notes and total
 * cost as the API reads them. Every save of the notes or cost and every status move (by an admin,
 * the client's quote page or a scheduler) is kept, so no note is ever lost to a later save.
 */

export function bookingVersionValues(row: BookingRow): VersionValues {
  return { status: row.status.toUpperCase(), adminNotes: row.adminNotes, totalCostCents: row.totalCost == null ? null : centsOfDollars(row.totalCost) };
}

/** Keeps one save of a booking, in the save's transaction; `userId` is the admin's (null for the client or a scheduler). */
export function keepBookingVersion(tx: Transaction, before: BookingRow, after: BookingRow, userId: string | null) {
  keepVersion(tx, {
    kind: 'booking',
    recordId: after.id,
    version: after.version,
    change: 'update',
    name: `${after.clientName}, ${formatLongDate(after.eventDate)}`,
    before: bookingVersionValues(before),
    after: bookingVersionValues(after),
    actor: { userId },
  });
}
