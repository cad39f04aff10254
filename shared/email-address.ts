/*
 * The one e-mail address check, used by the browser (instant feedback) and the server (the rule).
 * It imports nothing from either side.
 *
 * Deliberately stricter than RFC 5321: an address accepted here goes into the provider's `to` and
 * `reply_to`, into `mailto:` links and into e-mail text, so only a plain `local@domain` is
 * accepted. No display name (`Name <a@b.co>`), no quoted local part, no `?`, `%`, `&`, `=`, `/`,
 * spaces, quotes (the apostrophe of O'Brien is the one exception), angle brackets or control
 * characters; no leading, trailing or consecutive dots; a domain of at least two labels whose last
 * one is a real-looking top-level domain. Only ASCII: internationalized domains are accepted in
 * their punycode form (xn--…).
 */

/** RFC 5321's limits: the whole address, and the part before the @. */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;

const LOCAL_ATOM = "[A-Za-z0-9_+'-]+";
const LOCAL_PART = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*$`);
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** True for a plain, safe `local@domain.tld` address (see above); false for anything else. */
export function isEmailAddress(value: string): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]!);
}

/**
 * A `mailto:` address for a link, or undefined when the address is not one `isEmailAddress`
 * accepts (a row stored before the check existed gets no link). Each part is percent-encoded, so
 * nothing in it can add `?cc=`, `&bcc=` or a second recipient; the subject is encoded the same way.
 */
export function mailtoHref(address: string | null | undefined, options: { subject?: string } = {}): string | undefined {
  const email = address?.trim();
  if (!email || !isEmailAddress(email)) return undefined;
  const at = email.indexOf('@');
  const href = `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  return options.subject ? `${href}?subject=${encodeURIComponent(options.subject)}` : href;
}
