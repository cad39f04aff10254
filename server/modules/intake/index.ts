/*
 * Visitor intake: what the forms anyone may send share. The honeypot and the public rate limits
 * (public-limits.ts), the shared field and form rules as the services apply them (field-rules.ts;
 * the rules themselves are in shared/intake/), and the one-time submission keys and receipts
 * (submissions.ts). Other modules import from here only.
 */
export { bookingBySubmissionKey, findReceipt, inquiryBySubmissionKey } from './submissions.ts';
export { BOOKING_REQUEST_LIMITS, countRefusedPost, enforcePublicWriteLimits, INQUIRY_LIMITS, refuseHoneypot } from './public-limits.ts';
export { addFormErrors, eventTypeOf, formValueOrThrow, guestCountOf, optionalPhone, optionalText, requiredEmail, requiredName, valueOrThrow } from './field-rules.ts';
