/* The quotes module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { quotesResolvers } from './quotes.resolvers.ts';
export { type QuoteRow, totalsOfQuote, type ScheduleItemRow, createQuote, updateQuote, type ScheduleItemInput, type QuoteLineRow, type ScheduleItemModel, type DashboardOverviewModel, renewQuoteLinkIn } from './quotes.service.ts';
export { acceptQuote, quoteByToken, type QuoteLinkState, sendQuote, confirmationEmailState } from './quote-link.ts';
