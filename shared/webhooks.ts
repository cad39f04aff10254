/*
 * Webhooks' value lists, limits and messages (server/modules/webhooks and the admin's Webhooks
 * screen), one home for both. Imports neither side.
 */

/**
 * The events an endpoint can subscribe to, as the payload's `type` names them (Standard Webhooks:
 * `<resource>.<what happened>`). GraphQL names them INQUIRY_RECEIVED and so on.
 */
export const WEBHOOK_EVENT_TYPES = [
  'inquiry.received',
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.rescheduled',
  'quote.accepted',
  'payment.recorded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The GraphQL enum's table: INQUIRY_RECEIVED ↔ 'inquiry.received'. */
export const WEBHOOK_EVENT_TYPE_VALUES = Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type.toUpperCase().replace('.', '_'), type])) as {
  readonly [T in WebhookEventType as Uppercase<T extends `${infer A}.${infer B}` ? `${A}_${B}` : T>]: T;
};

/** What each event means, as the admin screen lists them. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'inquiry.received': 'Inquiry received',
  'booking.created': 'Booking created',
  'booking.confirmed': 'Booking confirmed',
  'booking.cancelled': 'Booking cancelled',
  'booking.rescheduled': 'Booking rescheduled',
  'quote.accepted': 'Quote accepted',
  'payment.recorded': 'Payment recorded',
};

/**
 * The API token area whose data each event carries: an endpoint registered by a scoped API token
 * receives only the events its token may read (an inquiry's contact details need INQUIRIES_READ).
 */
export const WEBHOOK_EVENT_AREAS: Record<WebhookEventType, 'INQUIRIES' | 'BOOKINGS'> = {
  'inquiry.received': 'INQUIRIES',
  'booking.created': 'BOOKINGS',
  'booking.confirmed': 'BOOKINGS',
  'booking.cancelled': 'BOOKINGS',
  'booking.rescheduled': 'BOOKINGS',
  'quote.accepted': 'BOOKINGS',
  'payment.recorded': 'BOOKINGS',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 500;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** Endpoints a venue may have: each is a delivery per event, and a venue needs a few at most. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** Endpoints one API token may register: an integration never takes every one of the venue's. */
export const WEBHOOK_ENDPOINTS_PER_TOKEN_MAX = 5;

/**
 * When a delivery is tried again after a failed attempt, in seconds (the schedule the Standard
 * Webhooks guidance suggests): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. After the eighth attempt
 * it is `failed` and waits for a replay.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address that receives the events.',
  urlInvalid: 'Enter a full web address starting with https:// (or http://).',
  urlTooLong: `Keep the address under ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  urlCredentials: 'Leave the user name and password out of the address; the signature proves each event is from this site.',
  descriptionTooLong: `Keep the description under ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.`,
  eventTypesRequired: 'Choose at least one event to send.',
  tooManyForToken: `An API token can register at most ${WEBHOOK_ENDPOINTS_PER_TOKEN_MAX} webhook endpoints. Delete one it no longer uses first.`,
  eventTypesOutOfScope: (types: string[], scopes: string[]) =>
    `This API token cannot read what ${types.join(', ')} ${types.length === 1 ? 'carries' : 'carry'}: its endpoints receive only events of the areas it reads (it needs ${scopes.join(' or ')}).`,
  tooManyEndpoints: `A venue can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one you no longer use first.`,
  endpointNotFound: 'That webhook endpoint no longer exists.',
  deliveryNotFound: 'That delivery no longer exists.',
  deliveryInProgress: 'This delivery is being sent right now. Try again in a moment.',
} as const;

/** The problem with a webhook address as typed, or null. */
export function webhookUrlProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return WEBHOOK_MESSAGES.urlRequired;
  if (text.length > WEBHOOK_URL_MAX_LENGTH) return WEBHOOK_MESSAGES.urlTooLong;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  return null;
}

export function webhookDescriptionProblem(value: string | null | undefined): string | null {
  return (value ?? '').trim().length > WEBHOOK_DESCRIPTION_MAX_LENGTH ? WEBHOOK_MESSAGES.descriptionTooLong : null;
}

export function webhookEventTypesProblem(types: readonly string[]): string | null {
  return types.length === 0 ? WEBHOOK_MESSAGES.eventTypesRequired : null;
}
