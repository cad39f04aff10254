import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The code of the first GraphQL error (UNAUTHENTICATED, BAD_USER_INPUT, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * A message a user can act on: the server's own message for deliberate errors (validation,
 * conflicts, limits), the fallback for anything else (network down, server error).
 */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first && first.extensions?.code !== 'INTERNAL_SERVER_ERROR') return first.message;
    return fallback;
  }
  return fallback;
}

/** The input field a BAD_USER_INPUT error names, for forms that highlight it. */
export function errorField(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const field = error.errors[0]?.extensions?.field;
    return typeof field === 'string' ? field : undefined;
  }
  return undefined;
}
