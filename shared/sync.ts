/*
 * Incremental sync's limits and messages (server/modules/sync), one home for the server and any
 * client. Imports neither side.
 */

/** The most ids one `nodes` call takes. */
export const NODES_MAX = 100;

export const SYNC_MESSAGES = {
  tooManyIds: `Ask for at most ${NODES_MAX} ids at once.`,
  holdsRange: 'Give from and to (at most 400 days apart), or updatedSince to read every hold changed since then.',
} as const;
