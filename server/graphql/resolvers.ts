import { apiResolvers } from '../modules/api/index.ts';
import { accountsResolvers } from '../modules/accounts/index.ts';
import { contentResolvers } from '../modules/content/index.ts';
import { diagnosticsResolvers } from '../modules/diagnostics/index.ts';
import { faqsResolvers } from '../modules/faqs/index.ts';
import { outboxResolvers } from '../modules/outbox/index.ts';
import { pagesResolvers } from '../modules/pages/index.ts';
import { publishingResolvers } from '../modules/publishing/index.ts';
import { bookingsResolvers, bookingLedgerResolvers } from '../modules/bookings/index.ts';
import { calendarResolvers } from '../modules/calendar/index.ts';
import { dashboardResolvers } from '../modules/dashboard/index.ts';
import { followUpsResolvers } from '../modules/followups/index.ts';
import { holdsResolvers } from '../modules/holds/index.ts';
import { noticesResolvers } from '../modules/notices/index.ts';
import { timelineResolvers } from '../modules/timeline/index.ts';
import { inquiriesResolvers } from '../modules/inquiries/index.ts';
import { quotesResolvers } from '../modules/quotes/index.ts';
import { reportsResolvers } from '../modules/reports/index.ts';
import { settingsResolvers } from '../modules/settings/index.ts';
import { setupResolvers } from '../modules/setup/index.ts';
import { termsResolvers } from '../modules/terms/index.ts';
import { versionsResolvers } from '../modules/versions/index.ts';
import { syncResolvers } from '../modules/sync/index.ts';
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
