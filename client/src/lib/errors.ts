import type { GraphQLFormattedError } from 'graphql';

/*
 * What a GraphQL refusal says, read alike from Apollo Client's errors (the admin) and the islands'
 * GraphQLResponseError (client/src/islands/graphql.ts): both carry the server's `errors`.
 */
function firstError(error: unknown): GraphQLFormattedError | undefined {
  if (!error || typeof error !== 'object' || !('errors' in error)) return undefined;
  const errors = (error as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  return first && typeof first === 'object' && typeof (first as GraphQLFormattedError).message === 'string' ? (first as GraphQLFormattedError) : undefined;
}

/** The code of the first GraphQL error (UNAUTHENTICATED, BAD_USER_INPUT, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  const code = firstError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A message a user can act on: the server's own message for deliberate errors (validation,
 * conflicts, limits), the fallback for anything else (network down, server error).
 */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  const first = firstError(error);
  if (first && first.extensions?.code !== 'INTERNAL_SERVER_ERROR') return first.message;
  return fallback;
}

/** The input field a BAD_USER_INPUT error names, for forms that highlight it. */
export function errorField(error: unknown): string | undefined {
  const field = firstError(error)?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * Why a CONFLICT was raised, when the server says (`extensions.reasons`, or the single `reason`):
 * refusals the admin may override knowingly (CONFIRMED_BOOKINGS, SPECIAL_DATE, DATE_BLOCKED,
 * OUTSIDE_HOURS) name themselves so the screen can ask instead of failing.
 */
export function errorReasons(error: unknown): string[] {
  const extensions = firstError(error)?.extensions;
  if (extensions?.code !== 'CONFLICT') return [];
  if (Array.isArray(extensions.reasons)) return extensions.reasons.filter((reason): reason is string => typeof reason === 'string');
  return typeof extensions.reason === 'string' ? [extensions.reason] : [];
}

/**
 * Every wrong field a BAD_USER_INPUT error names, each with its message (`extensions.fieldErrors`,
 * or the single `field`), in the server's order; empty for any other error.
 */
export function errorFields(error: unknown): Record<string, string> {
  const first = firstError(error);
  if (first?.extensions?.code !== 'BAD_USER_INPUT') return {};
  const all = first.extensions.fieldErrors;
  if (all && typeof all === 'object') {
    return Object.fromEntries(Object.entries(all as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  const field = first.extensions.field;
  return typeof field === 'string' ? { [field]: first.message } : {};
}
