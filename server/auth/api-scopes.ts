import { Kind, parse } from 'graphql';
import { apiTokenScopeRefusal, scopesAllow, type ApiArea } from '../../shared/api-tokens.ts';
import { forbidden } from '../errors.ts';
import type { Viewer } from './access.ts';

/*
 * API token scopes (docs/api.md, "Tokens' scopes and expiry"): the schema file that declares a root
 * field names its area, so a new field is in its area the day it is written and cannot drift.
 * A file of no area (accounts: a token cannot manage the account anyway; api: the rate limit; sync
 * and versions: lookups across every area) is open only to tokens without scopes. Every schema file
 * must be listed here: the server refuses to start otherwise.
 */
export const SCHEMA_FILE_AREAS: Record<string, ApiArea | null> = {
  bookings: 'BOOKINGS',
  holds: 'BOOKINGS',
  quotes: 'BOOKINGS',
  ledger: 'BOOKINGS',
  'change-orders': 'BOOKINGS',
  followups: 'BOOKINGS',
  terms: 'BOOKINGS',
  notices: 'BOOKINGS',
  timeline: 'BOOKINGS',
  inquiries: 'INQUIRIES',
  'inquiry-outcome': 'INQUIRIES',
  calendar: 'CALENDAR',
  content: 'CONTENT',
  faqs: 'CONTENT',
  pages: 'CONTENT',
  publishing: 'CONTENT',
  settings: 'CONTENT',
  setup: 'CONTENT',
  reports: 'REPORTS',
  dashboard: 'REPORTS',
  outbox: 'OPERATIONS',
  diagnostics: 'OPERATIONS',
  accounts: null,
  api: null,
  base: null,
  sync: null,
  versions: null,
  // A token with scopes sees and manages only the endpoints it registered (webhooks.service.ts).
  webhooks: 'WEBHOOKS',
};

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** `Type.field` → the area of the file declaring it, for every root field of the given files. */
export function rootFieldAreas(files: { name: string; text: string }[]): Map<string, ApiArea | null> {
  const areas = new Map<string, ApiArea | null>();
  for (const file of files) {
    if (!Object.hasOwn(SCHEMA_FILE_AREAS, file.name)) {
      throw new Error(`schema/${file.name}.graphql has no API token area: add it to SCHEMA_FILE_AREAS (server/auth/api-scopes.ts)`);
    }
    for (const definition of parse(file.text).definitions) {
      if ((definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) || !ROOT_TYPES.has(definition.name.value)) continue;
      for (const field of definition.fields ?? []) areas.set(`${definition.name.value}.${field.name.value}`, SCHEMA_FILE_AREAS[file.name]!);
    }
  }
  return areas;
}

/** Refuses a token call outside its scopes (a token without scopes, a session and a visitor pass). */
export function refuseOutOfScope(viewer: Viewer, field: string, area: ApiArea | null, write: boolean): void {
  const scopes = viewer?.apiToken?.scopes;
  if (!scopes) return;
  if (area === null || !scopesAllow(scopes, area, write)) throw forbidden(apiTokenScopeRefusal(field, area, write));
}

/** The sentence each admin field's description gets about scopes. */
export function scopeSentence(area: ApiArea | null, write: boolean): string {
  return area ? `Scoped API tokens need ${area}_${write ? 'WRITE' : 'READ'}.` : 'Refused to API tokens with scopes.';
}
