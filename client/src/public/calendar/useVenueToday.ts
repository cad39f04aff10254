import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { localToday } from './format.ts';
import { monthOf } from '../../../../shared/dates.ts';

const VenueTodayQuery = graphql(`
  query VenueToday($month: YearMonth!) {
    calendarMonth(month: $month) {
      today
      timeZone
    }
  }
`);

/**
 * Today in the venue's time zone, as the server judges it (calendarMonth.today), so a date
 * picker's past dates are exactly the ones the server refuses. The browser's own date is only
 * used until the answer arrives. `no-cache` in the browser: this small selection must not replace
 * the calendar screens' cached months (CalendarMonth has no id, so the two would overwrite each
 * other). On the server a page's render has a cache of its own, and a `no-cache` answer never
 * reaches the rendered HTML: the page (the inquiry form's date minimum, which its island keeps)
 * would carry the render thread's date, a day off the venue's for hours every evening.
 */
export function useVenueToday(): string {
  const { data } = useQuery(VenueTodayQuery, { variables: { month: monthOf(localToday()) }, fetchPolicy: import.meta.env.SSR ? 'cache-first' : 'no-cache' });
  return data?.calendarMonth.today ?? localToday();
}
