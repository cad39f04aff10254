/*
 * The owner's list of other sites whose pages may call the API with an API token (CORS), one home
 * for the server and the API Tokens screen. Imports neither side.
 */

/** How many origins the list holds: a venue has a few sites, not hundreds. */
export const API_ORIGINS_MAX = 20;

export const API_ORIGIN_MESSAGES = {
  invalid: 'Enter a site’s address as https://example.com (a scheme and a host, with a port if it has one, and nothing after it).',
  tooMany: `List at most ${API_ORIGINS_MAX} sites.`,
  tokenRefused: 'API tokens cannot change which sites may call the API. Sign in with your password to do this.',
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
