/* The inquiries module's front door: what other modules may use. */
export { INQUIRY_FACTS_SQL, factsOfRow, inquiryFactsFor, markInquiryLost, reopenInquiry } from './inquiry-outcome.ts';
