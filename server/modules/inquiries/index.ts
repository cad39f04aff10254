/* The inquiries module's front door: what other modules may use. */
export { INQUIRY_FACTS_SQL, factsOfRow, inquiryFactsFor, markInquiryLost, reopenInquiry } from './inquiry-outcome.ts';
export { inquiriesResolvers } from './inquiries.resolvers.ts';
export { sendInquiry, findInquiry, updateInquiryStatus } from './inquiries.service.ts';
export { availabilityLines } from './inquiry-emails.ts';
export { announceInquiry, touchInquiry } from './inquiry-version.ts';
