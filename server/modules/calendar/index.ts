/* The calendar module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { openCalendarFeed, CALENDAR_FEED_KEY } from './calendar-feed.ts';
export { calendarResolvers } from './calendar.resolvers.ts';
export { getCalendarSettings, lastBookableDate, overlappingConfirmedBookings, dayInfo, isDateAvailable, windowHasEnded, dayInfosOn, type CalendarContext, nearestOpenDates, type CalendarDayInfo, calendarMonth } from './calendar.service.ts';
export { blockDateIn, liftBookingBlockIn, calendarObjection, describeBooking } from './quick-block.ts';
export { describeDayStatus, isOpenDay, describeAlternative } from './day-text.ts';
export { zonedDateTimeToUtc, windowsOverlap, type TimeWindow } from './time.ts';
