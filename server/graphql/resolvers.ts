import { accountsResolvers } from '../modules/accounts/accounts.resolvers.ts';
import { contentResolvers } from '../modules/content/content.resolvers.ts';
import { faqsResolvers } from '../modules/faqs/faqs.resolvers.ts';
import { pagesResolvers } from '../modules/pages/pages.resolvers.ts';
import { bookingsResolvers } from '../modules/bookings/bookings.resolvers.ts';
import { calendarResolvers } from '../modules/calendar/calendar.resolvers.ts';
import { dashboardResolvers } from '../modules/dashboard/dashboard.resolvers.ts';
import { inquiriesResolvers } from '../modules/inquiries/inquiries.resolvers.ts';
import { settingsResolvers } from '../modules/settings/settings.resolvers.ts';
import type { Resolvers } from './types.generated.ts';

/** Every domain's resolvers; add a domain's map here when you add its schema file. */
export const resolvers: Resolvers[] = [
  accountsResolvers,
  pagesResolvers,
  settingsResolvers,
  contentResolvers,
  faqsResolvers,
  calendarResolvers,
  bookingsResolvers,
  inquiriesResolvers,
  dashboardResolvers,
];
