import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { isDatabaseBusy } from '../db/client.ts';
import { ERROR_CODES, SITE_BUSY_MESSAGE } from '../errors.ts';
import type { Logger } from '../logger.ts';

/** Codes whose messages are safe to show: ours, and GraphQL's own request errors. */
const SAFE_CODES = new Set<string>([
  ...ERROR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Only deliberate errors reach clients (STYLE.md, habit 4): anything else is logged with its
 * stack and replaced by a generic message, so no stack trace or SQL ever leaves the server.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && SAFE_CODES.has(code)) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    // graphql-js reports bad variable values without a code; they are the caller's input errors.
    if (!code && formatted.message.startsWith('Variable "$')) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } };
    }
    const original = unwrapResolverError(error);
    // A single write outside `immediate` (which retries) refused because another process holds
    // the write lock: the caller may try again, and nothing is wrong with the server.
    if (isDatabaseBusy(original)) {
      return { message: SITE_BUSY_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    logger.error('Unexpected error in a GraphQL operation', {
      path: formatted.path,
      error: original instanceof Error ? (original.stack ?? original.message) : String(original),
    });
    return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
