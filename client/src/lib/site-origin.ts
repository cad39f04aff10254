import { createContext, useContext } from 'react';

/** The site's origin (scheme, host, port): the browser's, or the request's on the server. */
export const SiteOrigin = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? window.location.origin;
}
