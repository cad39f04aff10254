/** The specification's log line for an address that is no page (the 404 page). */
export function logNotFound(pathname: string) {
  console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`);
}
