/**
 * True when the site runs inside a frame: the live preview beside the admin's editors. There the
 * admin is already in the dashboard, so "Exit preview" and the Admin link (which would open the
 * dashboard inside its own preview) are left out.
 */
export function isEmbedded(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent may refuse the comparison: that is still a frame.
    return true;
  }
}
