import { createContext, useContext } from 'react';

/**
 * True when the site runs inside a frame: the live preview beside the admin's editors. There the
 * admin is already in the dashboard, so "Exit preview" and the Admin link (which would open the
 * dashboard inside its own preview) are left out.
 */
function isEmbedded(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent may refuse the comparison: that is still a frame.
    return true;
  }
}

/**
 * Whether the page is framed, as the server rendering it was told (the browser says so when it
 * asks for a frame's page: `Sec-Fetch-Dest: iframe`); null in the browser, which looks for itself.
 */
export const EmbeddedContext = createContext<boolean | null>(null);

/** True inside the admin's preview frame, on the server and in the browser. */
export function useEmbedded(): boolean {
  return useContext(EmbeddedContext) ?? isEmbedded();
}
