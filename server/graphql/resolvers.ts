import { apiResolvers } from '../modules/api/index.ts';
import { accountsResolvers } from '../modules/accounts/accounts.resolvers.ts';
import { contentResolvers } from '../modules/content/content.resolvers.ts';
import { diagnosticsResolvers } from '../modules/diagnostics/diagnostics.resolvers.ts';
import { faqsResolvers } from '../modules/faqs/faqs.resolvers.ts';
import { outboxResolvers } from '../modules/outbox/outbox.resolvers.ts';
import { pagesResolvers } from '../modules/pages/pages.resolvers.ts';
import { publishingResolvers } from '../modules/publishing/publishing.resolvers.ts';
import { bookingsResolvers } from '../modules/bookings/bookings.resolvers.ts';
import { calendarResolvers } from '../modules/calendar/calendar.resolvers.ts';
import { dashboardResolvers } from '../modules/dashboard/dashboard.resolvers.ts';
import { followUpsResolvers } from '../modules/followups/followups.resolvers.ts';
import { holdsResolvers } from '../modules/holds/holds.resolvers.ts';
import { noticesResolvers } from '../modules/notices/notices.resolvers.ts';
import { timelineResolvers } from '../modules/timeline/timeline.resolvers.ts';
import { inquiriesResolvers } from '../modules/inquiries/inquiries.resolvers.ts';
import { quotesResolvers } from '../modules/quotes/quotes.resolvers.ts';
import { reportsResolvers } from '../modules/reports/reports.resolvers.ts';
import { settingsResolvers } from '../modules/settings/settings.resolvers.ts';
import { setupResolvers } from '../modules/setup/index.ts';
import { termsResolvers } from '../modules/terms/index.ts';
import { versionsResolvers } from '../modules/versions/index.ts';
import { syncResolvers } from '../modules/sync/index.ts';
import { bookingLedgerResolvers } from '../modules/bookings/booking-ledger.resolvers.ts';
import { webhooksResolvers } from '../modules/webhooks/index.ts';
import type { Resolvers } from './types.generated.ts';

/** Every domain's resolvers; add a domain's map here when you add its schema file. */
export const resolvers: Resolvers[] = [
  apiResolvers,
  accountsResolvers,
  pagesResolvers,
  settingsResolvers,
  contentResolvers,
  faqsResolvers,
  outboxResolvers,
  diagnosticsResolvers,
  publishingResolvers,
  calendarResolvers,
  bookingsResolvers,
  inquiriesResolvers,
  dashboardResolvers,
  reportsResolvers,
  holdsResolvers,
  noticesResolvers,
  timelineResolvers,
  quotesResolvers,
  followUpsResolvers,
  termsResolvers,
  versionsResolvers,
  setupResolvers,
  syncResolvers,
  bookingLedgerResolvers,
  webhooksResolvers,
];
