// The Node flags the server runs with, however it is started: `npm start` and the service unit
// (start.mjs puts them on its own process), the bench's server and the test workers.
//
// --experimental-async-context-frame (Node 22 only): the request's log scope is an
// AsyncLocalStorage (server/logger.ts). On Node 22 its default implementation runs an async_hooks
// callback for every async resource the process creates (each socket write, parser, tick), which
// cost a cached answer about a quarter of its CPU (decision 113). AsyncContextFrame carries the
// same scope without hooks; Node 24 uses it by default and refuses the flag.
export const SERVER_NODE_FLAGS = process.versions.node.split('.')[0] === '22' ? ['--experimental-async-context-frame'] : [];

/** The flags this process lacks (given neither on its command line nor in NODE_OPTIONS). */
export function missingServerNodeFlags() {
  const fromEnvironment = (process.env.NODE_OPTIONS ?? '').split(/\s+/);
  return SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag) && !fromEnvironment.includes(flag));
}
