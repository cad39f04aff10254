import { isEmailAddress } from '../../shared/email-address.ts';

/*
 * Values that become e-mail headers (subject, from, to, reply-to). Resend takes them as JSON
 * fields, but they end up as header lines: a visitor's name with CR/LF in a subject must not start
 * a new header, and an address must be one plain address, never a list or a display-name trick.
 */

/** Control characters and the Unicode line and paragraph separators. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029\u0085]+/gu;

/** Header text with every control character (CR, LF, TAB, NUL, …) replaced by a space, on one line. */
export function headerText(value: string): string {
  return value.replace(LINE_BREAKING, ' ').replace(/ {2,}/g, ' ').trim();
}

/** The address when it is one plain address the shared validator accepts; otherwise null. */
export function headerAddress(value: string | null | undefined): string | null {
  const address = value?.trim();
  return address && isEmailAddress(address) ? address : null;
}
