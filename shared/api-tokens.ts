/*
 * API token rules that the admin's token screen and the server both apply: one home for
 * the name limit and the messages. Imports neither side.
 */

export const API_TOKEN_NAME_MAX_LENGTH = 80;
export const API_TOKEN_NAME_REQUIRED = 'Give the token a name, so you know later what uses it.';
export const API_TOKEN_NAME_TOO_LONG = `Token names are at most ${API_TOKEN_NAME_MAX_LENGTH} characters.`;

/** What is wrong with a token name, or null when it may be used. */
export function apiTokenNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return API_TOKEN_NAME_REQUIRED;
  if (trimmed.length > API_TOKEN_NAME_MAX_LENGTH) return API_TOKEN_NAME_TOO_LONG;
  return null;
}

/**
 * The areas a token may be limited to, each read or write (write includes read). A token without
 * scopes reaches every area, as its owner does. The schema file that declares a root field names
 * its area (server/auth/api-scopes.ts); fields of no area (cross-area lookups) need a token
 * without scopes.
 */
export const API_AREAS = ['BOOKINGS', 'INQUIRIES', 'CALENDAR', 'CONTENT', 'REPORTS', 'OPERATIONS', 'WEBHOOKS'] as const;
export type ApiArea = (typeof API_AREAS)[number];
export const API_AREA_LABELS: Record<ApiArea, string> = {
  BOOKINGS: 'Bookings (holds, quotes, payments, follow-ups, terms)',
  INQUIRIES: 'Inquiries',
  CALENDAR: 'Calendar',
  CONTENT: 'Content and settings',
  REPORTS: 'Reports and dashboard',
  OPERATIONS: 'Outbox and diagnostics',
  WEBHOOKS: 'Webhooks (endpoints this token registers)',
};
export const API_TOKEN_SCOPES = API_AREAS.flatMap((area) => [`${area}_READ`, `${area}_WRITE`] as const);
export type ApiTokenScope = `${ApiArea}_READ` | `${ApiArea}_WRITE`;

/** The longest an expiring token may live; a token without an expiry lives until it is revoked. */
export const API_TOKEN_MAX_DAYS = 366;
/** The expiries the token screen offers in days, besides never and a chosen day. */
export const API_TOKEN_EXPIRY_PRESETS = [7, 30, 90, 365] as const;
export const API_TOKEN_EXPIRY_PAST = 'Choose an expiry in the future.';
export const API_TOKEN_EXPIRY_TOO_FAR = `A token can expire at most ${API_TOKEN_MAX_DAYS} days from now (or never: leave the expiry empty).`;
export const API_TOKEN_SCOPES_EMPTY = 'Choose at least one area, or leave the scopes out for a token that reaches every area.';

/** What is wrong with a token's expiry, or null. */
export function apiTokenExpiryProblem(expiresAt: Date, now: Date): string | null {
  if (expiresAt.getTime() <= now.getTime()) return API_TOKEN_EXPIRY_PAST;
  if (expiresAt.getTime() > now.getTime() + API_TOKEN_MAX_DAYS * 86_400_000) return API_TOKEN_EXPIRY_TOO_FAR;
  return null;
}

/** Whether a token's scopes let it read (or write) an area; null scopes reach every area. */
export function scopesAllow(scopes: readonly ApiTokenScope[] | null, area: ApiArea, write: boolean): boolean {
  if (scopes === null) return true;
  return scopes.includes(`${area}_WRITE`) || (!write && scopes.includes(`${area}_READ`));
}

/** The refusal of a call outside a token's scopes. */
export const apiTokenScopeRefusal = (field: string, area: ApiArea | null, write: boolean) =>
  area
    ? `This API token's scopes do not include ${area}_${write ? 'WRITE' : 'READ'}, which ${field} needs.`
    : `${field} reaches every area: it needs an API token without scopes.`;
