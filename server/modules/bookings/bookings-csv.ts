import { asc, desc, eq } from 'drizzle-orm';
import type { DB } from '../../db/client.ts';
import { bookings, eventSpaces } from '../../db/schema/index.ts';
import { bookingSourceLabel } from '../../../shared/bookings.ts';
import { csvMoney } from '../../../shared/reports.ts';
import { ledgerTotals } from '../../../shared/ledger.ts';
import { toCsv } from '../../lib/csv.ts';
import { hasAgreedPrice, ledgerEntriesFor } from '../ledger/index.ts';

/* The bookings export: every booking as CSV for the owner's spreadsheet. */

/**
 * Every booking as CSV, with its money from the ledger: the agreed price, what was received and
 * refunded, and the balance (money as dollars with two decimals, "41337.80").
 */
export function bookingsCsv(db: DB): string {
  const rows = db
    .select({ booking: bookings, space: eventSpaces })
    .from(bookings)
    .innerJoin(eventSpaces, eq(eventSpaces.id, bookings.eventSpaceId))
    .orderBy(desc(bookings.eventDate), asc(bookings.startTime))
    .all();
  const ledgers = ledgerEntriesFor(db, rows.map(({ booking }) => booking.id));
  return toCsv(
    [
      'ID',
      'Status',
      'Event date',
      'Start time',
      'End time',
      'Event type',
      'Guests',
      'Client name',
      'Client email',
      'Client phone',
      'Event space',
      'Special requests',
      'Admin notes',
      'Total cost',
      'Source',
      'Created at',
      'Agreed price',
      'Payments received',
      'Refunded',
      'Balance',
    ],
    rows.map(({ booking, space }) => {
      const money = ledgerTotals(ledgers.get(booking.id) ?? []);
      const agreed = hasAgreedPrice(ledgers.get(booking.id) ?? []);
      return [
        booking.id,
        booking.status,
        booking.eventDate,
        booking.startTime,
        booking.endTime,
        booking.eventType,
        booking.guestCount,
        booking.clientName,
        booking.clientEmail,
        booking.clientPhone,
        space.name,
        booking.specialRequests,
        booking.adminNotes,
        booking.totalCost === null ? '' : csvMoney(Math.round(booking.totalCost * 100)),
        bookingSourceLabel(booking.source),
        booking.createdAt.toISOString(),
        agreed ? csvMoney(money.agreedCents) : '',
        csvMoney(money.receivedCents),
        csvMoney(money.refundedCents),
        csvMoney(money.balanceCents),
      ];
    }),
  );
}
