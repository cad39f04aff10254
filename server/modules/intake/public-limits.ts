import { badInput, tooManyRequests } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
import { addressGroup } from '../../security/rate-limit.ts';

/*
 * What protects the forms anyone may send (the inquiry on /contact, the booking request on
 * /calendar) and no one else's: the honeypot and the public rate limits. The venue's own admin (a
 * session or an API token) is no visitor: the services skip these for a trusted caller.
 */

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

/** The inquiry form: 5 an hour per network, 60 an hour overall, then up to 500 an hour held for review. */
export const INQUIRY_LIMITS: PublicWriteLimits = {
  perAddress: { name: 'inquiry-ip', limit: 5, windowMs: HOUR },
  overall: { name: 'inquiry-all', limit: 60, windowMs: HOUR },
  held: { name: 'inquiry-held', limit: 500, windowMs: HOUR },
  refused: { name: 'inquiry-refused-ip', limit: 20, windowMs: HOUR },
};

/** The booking request: 5 an hour per network, 60 an hour overall, then refused. */
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
