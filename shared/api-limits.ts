/*
 * The API's published cost and rate limits (docs/api.md, "Cost" and "Rate limits"): the server
 * enforces them and reports them in every answer; integrations can compute a query's cost from them.
 */

export const API_COST = {
  /** The most one request (HTTP or a WebSocket subscription) may cost. */
  maxPerRequest: 5_000,
  /** How many items a plain list counts as when the schema gives it no @listSize. */
  assumedListSize: 10,
  /** What a mutation's root field counts (a write), instead of 1. */
  mutationField: 10,
} as const;

export const API_TOKEN_BUDGET = {
  /** Points an API token may spend in one hour (its window starts with its first call). */
  pointsPerHour: 200_000,
  windowMs: 60 * 60 * 1000,
} as const;
