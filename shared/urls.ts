/*
 * The API's one URL type (the `URL` scalar, server/graphql/scalars.ts): an absolute http(s) address
 * or a path on this site. Every link, picture and feed address the API reads or writes is one of
 * these; `javascript:`, `data:`, `//host` and addresses with credentials are not. Imports neither side.
 */
import { isSitePath } from './text.ts';

/** Longer addresses are refused: no link or picture this site keeps needs more. */
export const URL_MAX_LENGTH = 2048;

/** What a refused URL reads (graphql-js puts the field's path in front of it). */
export const URL_MESSAGE = 'Expected an absolute http(s) URL (https://…) or a path on this site starting with /.';

/** Whether a value is an absolute http(s) URL with a host and no credentials, or a path on this site. */
export function isSiteUrl(value: string): boolean {
  if (!value || value.length > URL_MAX_LENGTH) return false;
  if (isSitePath(value)) return true;
  // The URL parser drops tabs and newlines and trims, so "java\nscript:" would parse: refuse them first.
  if (/[\s\p{Cc}\\]/u.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
