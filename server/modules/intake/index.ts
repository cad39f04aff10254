/*
 * Visitor intake: what the inquiry and booking request forms share (submission keys, receipts).
 * Other modules import from here only.
 */
export { bookingBySubmissionKey, findReceipt, inquiryBySubmissionKey, submissionKeyOf } from './submissions.ts';
