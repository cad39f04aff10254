/** What a quick block or unblock changes: the screens that show the calendar and bookings read again. */
export const QUICK_BLOCK_REFETCH = ['QuickBlock', 'AdminCalendarMonth', 'CalendarAdmin', 'AdminBookings', 'DashboardOverview'];
