/*
 * The owner's list of other sites whose pages may call the API with an API token (CORS), one home
 * for the server and the API Tokens screen: the limit, the messages and the check of a list.
 * Imports neither side.
 */

/** How many origins the list holds: a venue has a few sites, not hundreds. */
export const API_ORIGINS_MAX = 20;

export const API_ORIGIN_MESSAGES = {
  invalid: 'Enter a site’s address as https://example.com (a scheme and a host, with a port if it has one, and nothing after it).',
  tooMany: `List at most ${API_ORIGINS_MAX} sites.`,
  tokenRefused: 'API tokens cannot change which sites may call the API. Sign in with your password to do this.',
  saved: 'Pages on these sites may now call the API with a token.',
} as const;

/**
 * An origin as browsers send it (`https://app.example.com`, `http://localhost:5173`), or null when
 * the text is not one: a scheme and a host (and port), lower-case, no path, query, user or password.
 */
export function normalizedOrigin(text: string): string | null {
  const value = text.trim();
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname) return null;
  return url.origin;
}

/** One thing wrong with a list: an entry that is not an origin (`origins.<index>`), or too many. */
export interface ApiOriginProblem {
  field: string;
  code: 'INVALID' | 'OUT_OF_RANGE';
  message: string;
  /** The entry as typed, for an entry that is not an origin. */
  entry?: string;
}

/**
 * A list as the owner typed it, checked: the origins it allows (normalised, each once, in
 * alphabetical order; a blank entry is ignored) and every problem with it. Every entry that is not
 * an origin is named; the limit counts distinct origins and is only checked on a list without them.
 */
export function checkApiOrigins(entries: readonly string[]): { origins: string[]; problems: ApiOriginProblem[] } {
  const problems: ApiOriginProblem[] = [];
  const kept = new Set<string>();
  entries.forEach((text, index) => {
    if (!text.trim()) return;
    const origin = normalizedOrigin(text);
    if (origin) kept.add(origin);
    else problems.push({ field: `origins.${index}`, code: 'INVALID', message: API_ORIGIN_MESSAGES.invalid, entry: text.trim() });
  });
  if (problems.length === 0 && kept.size > API_ORIGINS_MAX) problems.push({ field: 'origins', code: 'OUT_OF_RANGE', message: API_ORIGIN_MESSAGES.tooMany });
  return { origins: [...kept].sort(), problems };
}

/** The list as the screen edits it: one origin a line. */
export const originLines = (text: string): string[] => text.split('\n');

/** What the screen says under the list: the first problem, naming the entry that is not an origin. */
export function apiOriginsTextProblem(text: string): string | null {
  const [first] = checkApiOrigins(originLines(text)).problems;
  if (!first) return null;
  return first.entry === undefined ? first.message : `“${first.entry}”: ${first.message}`;
}
