import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { formatInstant } from '../../../../shared/instants.ts';

/*
 * The venue's time zone for admin screens, so every moment reads in it (with the zone named when
 * this browser is elsewhere). Asked once and kept in Apollo's cache; the browser's own zone is used
 * until it arrives.
 */

const VenueTimeZoneQuery = graphql(`
  query VenueTimeZone {
    calendarMonth(month: "2000-01") {
      timeZone
    }
  }
`);

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useVenueTimeZone(): string {
  const { data } = useQuery(VenueTimeZoneQuery, { fetchPolicy: 'cache-first' });
  return data?.calendarMonth.timeZone ?? browserTimeZone();
}

/** A formatter of moments in the venue's zone, naming the zone when this browser's differs. */
export function useVenueInstant(): (instant: string | Date) => string {
  const timeZone = useVenueTimeZone();
  const reader = browserTimeZone();
  return (instant) => formatInstant(instant, timeZone, reader);
}
