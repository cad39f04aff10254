import { dollarsOfCents } from '../../../../shared/bookings.ts';
import { formatMoney } from '../../public/calendar/format.ts';
import type { VersionedFieldSpec } from '../versions/useVersionedSave.tsx';
import type { BookingCard_BookingFragment as BookingView } from '../../gql/graphql.ts';

/** What the card's form saves: the notes and the total cost in dollars as typed ('' for not set). */
export interface BookingDetails {
  adminNotes: string;
  cost: number | string;
}

export const detailsOf = (booking: BookingView): BookingDetails => ({
  adminNotes: booking.adminNotes ?? '',
  cost: booking.totalCostCents == null ? '' : dollarsOfCents(booking.totalCostCents),
});

export const DETAIL_FIELDS: VersionedFieldSpec<BookingDetails>[] = [
  { key: 'adminNotes', label: 'Admin notes' },
  { key: 'cost', label: 'Total cost', type: 'value', format: (value) => (value === '' ? 'Not set' : formatMoney(Number(value))) },
];
