/* The quotes module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { quotesResolvers } from './quotes.resolvers.ts';
export { acceptQuote, quoteByToken, type QuoteLinkState, type QuoteRow, totalsOfQuote, type ScheduleItemRow, createQuote, sendQuote, updateQuote, type ScheduleItemInput, type QuoteLineRow, type ScheduleItemModel, type DashboardOverviewModel, confirmationEmailState, renewQuoteLinkIn } from './quotes.service.ts';
