import { graphql } from '../../gql';
import type { BookingSummary_BookingFragment } from '../../gql/graphql.ts';

/*
 * A booking as one line names it (who, what, when, how many, its status): the month view's day
 * list, the dashboard's recent and upcoming lists, Quick Block's pending bookings and the warning a
 * special-date form shows all read these fields, so they are one list.
 */
export const BookingSummaryFields = graphql(`
  fragment BookingSummary_booking on Booking {
    id
    clientName
    eventType
    eventDate
    startTime
    endTime
    guestCount
    status
  }
`);

export type BookingSummary = BookingSummary_BookingFragment;
