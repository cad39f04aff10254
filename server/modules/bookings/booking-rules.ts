import { badInput, tooManyRequests } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
import { addressGroup } from '../../security/rate-limit.ts';
import { isEmailAddress } from '../../../shared/email-address.ts';
import { hasVisibleText } from '../../../shared/text.ts';
import { GUEST_CAPACITY, isEventType } from '../../../shared/events.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { characterCount, TEXT_LIMITS, tooLongMessage } from '../../../shared/visitor-forms.ts';

/* Rules shared by booking requests, admin bookings and contact-form inquiries. */

export const NAME_MAX = TEXT_LIMITS.name;
export const PHONE_MAX = TEXT_LIMITS.phone;
export const LONG_TEXT_MAX = TEXT_LIMITS.longText;

const PHONE_PATTERN = /^[0-9+()\-.\s/x]{7,}$/i;

export function requiredName(value: string, field: string): string {
  const name = value.trim();
  if (!hasVisibleText(name)) throw badInput(BOOKING_FORM_MESSAGES.nameRequired, field, 'REQUIRED');
  if (name.length > NAME_MAX) throw badInput(`Name must be at most ${NAME_MAX} characters.`, field, 'TOO_LONG');
  return name;
}

export function requiredEmail(value: string, field: string): string {
  const email = value.trim();
  if (!email) throw badInput(BOOKING_FORM_MESSAGES.emailRequired, field, 'REQUIRED');
  if (!isEmailAddress(email)) throw badInput(BOOKING_FORM_MESSAGES.emailInvalid, field);
  return email;
}

export function optionalPhone(value: string | null | undefined, field: string): string | null {
  const phone = value?.trim();
  if (!phone) return null;
  if (phone.length > PHONE_MAX || !PHONE_PATTERN.test(phone) || (phone.match(/\d/g)?.length ?? 0) < 7) {
    throw badInput('Please enter a valid phone number, for example (631) 555-0142.', field);
  }
  return phone;
}

export function optionalText(value: string | null | undefined, field: string, label: string, max = LONG_TEXT_MAX): string | null {
  const text = value?.trim();
  if (!text) return null;
  // Counted as the form's counter counts (shared/visitor-forms.ts): never cut, refused whole.
  const count = characterCount(text);
  if (count > max) throw badInput(tooLongMessage(label, max, count), field, 'TOO_LONG');
  return text;
}

export function eventTypeOf(value: string | null | undefined, field: string, { required }: { required: boolean }): string | null {
  const eventType = value?.trim();
  if (!eventType) {
    if (required) throw badInput(BOOKING_FORM_MESSAGES.eventTypeRequired, field, 'REQUIRED');
    return null;
  }
  if (!isEventType(eventType)) throw badInput(BOOKING_FORM_MESSAGES.eventTypeUnknown, field);
  return eventType;
}

export function guestCountOf(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 1 || value > GUEST_CAPACITY) {
    throw badInput(BOOKING_FORM_MESSAGES.guestCount, field, 'OUT_OF_RANGE');
  }
  return value;
}

/** A filled honeypot (a field people never see) marks the submission as automated. */
export function refuseHoneypot(website: string | null | undefined): void {
  if (website?.trim()) {
    throw badInput('Your message was flagged as automated and was not sent. Please call or e-mail us directly instead.', 'website', 'NOT_ALLOWED');
  }
}

export interface PublicWriteLimits {
  /** Limiter names and settings: per sender network (an IPv4 /24, an IPv6 /64), and for everyone together. */
  perAddress: { name: string; limit: number; windowMs: number };
  overall: { name: string; limit: number; windowMs: number };
  /**
   * Past the overall limit a submission is not refused but stored "held for review" (no e-mail
   * sent, shown to the owner), up to this many: a limit must never lose a real lead. Without it,
   * the form refuses past the overall limit.
   */
  held?: { name: string; limit: number; windowMs: number };
  /**
   * Posts refused for their fields, per sender network: each is answered with a render of the page,
   * so past this many the answer is a short page without one (server/http/public-forms.ts).
   */
  refused: { name: string; limit: number; windowMs: number };
}

const HOUR = 60 * 60 * 1000;

export const INQUIRY_LIMITS: PublicWriteLimits = {
  perAddress: { name: 'inquiry-ip', limit: 5, windowMs: HOUR },
  overall: { name: 'inquiry-all', limit: 60, windowMs: HOUR },
  held: { name: 'inquiry-held', limit: 500, windowMs: HOUR },
  refused: { name: 'inquiry-refused-ip', limit: 20, windowMs: HOUR },
};

export const BOOKING_REQUEST_LIMITS: PublicWriteLimits = {
  perAddress: { name: 'booking-request-ip', limit: 5, windowMs: HOUR },
  overall: { name: 'booking-request-all', limit: 60, windowMs: HOUR },
  refused: { name: 'booking-request-refused-ip', limit: 20, windowMs: HOUR },
};

const wholeMinutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

function tooManyOverall(services: Pick<AppServices, 'config'>, retryAfterMs: number) {
  const minutes = wholeMinutesUntil(retryAfterMs);
  return tooManyRequests(
    `We are receiving an unusually high number of requests right now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or e-mail us at ${services.config.venueEmail}.`,
    Math.ceil(retryAfterMs / 1000),
  );
}

/**
 * Counts a public submission against the limits: refuses with a clear message past the sender
 * network's limit; past the overall limit answers 'held' when the form holds submissions for review
 * (and refuses past the held cap too), otherwise refuses.
 */
export async function enforcePublicWriteLimits(
  services: Pick<AppServices, 'rateLimiter' | 'config'>,
  limits: PublicWriteLimits,
  address: string,
): Promise<'accepted' | 'held'> {
  const perAddress = await services.rateLimiter(limits.perAddress.name, limits.perAddress).hit(addressGroup(address));
  if (!perAddress.allowed) {
    const minutes = wholeMinutesUntil(perAddress.retryAfterMs);
    throw tooManyRequests(
      `You have sent several requests in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or e-mail us at ${services.config.venueEmail}.`,
      Math.ceil(perAddress.retryAfterMs / 1000),
    );
  }
  const overall = await services.rateLimiter(limits.overall.name, limits.overall).hit('all');
  if (overall.allowed) return 'accepted';
  if (!limits.held) throw tooManyOverall(services, overall.retryAfterMs);
  const held = await services.rateLimiter(limits.held.name, limits.held).hit('all');
  if (!held.allowed) throw tooManyOverall(services, held.retryAfterMs);
  return 'held';
}

/**
 * Counts a post refused for its fields against the sender network's allowance of refusals; false
 * once it is used up (the caller then answers without rendering the page again).
 */
export async function countRefusedPost(services: Pick<AppServices, 'rateLimiter'>, limits: PublicWriteLimits, address: string): Promise<boolean> {
  return (await services.rateLimiter(limits.refused.name, limits.refused).hit(addressGroup(address))).allowed;
}
