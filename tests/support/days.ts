import { addDays, todayIn } from '../../server/lib/dates.ts';
import { TEST_TIME_ZONE } from './test-admin.ts';

/*
 * The one home of "today" and "in N days" for tests: dates as the venue counts them (yyyy-MM-dd in
 * its time zone, the test servers' TEST_TIME_ZONE unless a test's server has another), at the real
 * time or at a test clock's `now`.
 */

/** Today in the venue's time zone. */
export const today = (timeZone: string = TEST_TIME_ZONE, now?: Date) => todayIn(timeZone, now);

/** Today plus `offset` days in the venue's time zone. */
export const day = (offset: number, timeZone: string = TEST_TIME_ZONE, now?: Date) => addDays(today(timeZone, now), offset);
