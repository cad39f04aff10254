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
