import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { isDatabaseBusy, isStorageFailure } from '../db/client.ts';
import { ERROR_CODES, SITE_BUSY_MESSAGE, SITE_CANNOT_SAVE_MESSAGE } from '../errors.ts';
import { requestScope, type Logger } from '../logger.ts';

/** Codes whose messages are safe to show: ours, and GraphQL's own request errors. */
const SAFE_CODES = new Set<string>([
  ...ERROR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'MAX_COST_EXCEEDED',
]);

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * graphql-js's suggestions: `Did you mean "x"?`, `Did you mean the enum value "X"?`, `Did you mean
 * "a", "b", or "c"?`. graphql-armor's mask only matches the first form (its pattern needs a quote
 * right after "Did you mean"), so enum values leaked in production; this covers every form.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** The message without any "Did you mean …?" suggestion (the schema is not public in production). */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '').trim();
}

/** The AST nodes a value written in the document can be reported on. */
const VALUE_KINDS = new Set<string>([
  Kind.INT,
  Kind.FLOAT,
  Kind.STRING,
  Kind.BOOLEAN,
  Kind.NULL,
  Kind.ENUM,
  Kind.LIST,
  Kind.OBJECT,
  Kind.OBJECT_FIELD,
]);

/**
 * A validation error about a value written in the document (graphql-js's ValuesOfCorrectTypeRule:
 * an unknown enum value, a malformed scalar, a missing or unknown input field). The same value sent
 * as a variable is refused while variables are coerced, as BAD_USER_INPUT; written in the document
 * it is answered with the same code, so a client's handling does not depend on how it sent it.
 */
export function isInputValueError(error: unknown): boolean {
  const original = error instanceof GraphQLError ? (error.originalError instanceof GraphQLError ? error.originalError : error) : null;
  const node = original?.nodes?.[0];
  return Boolean(node && VALUE_KINDS.has(node.kind));
}

const CLIENT_GONE_CODES = new Set(['EPIPE', 'ECONNRESET', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

/** Whether an error only says that the client's connection closed under a write. */
export function isClientGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CLIENT_GONE_CODES.has(code);
}

/**
 * Only deliberate errors reach clients (STYLE.md, habit 4): anything else is logged with its
 * stack and replaced by a generic message, so no stack trace or SQL ever leaves the server.
 */
export function createErrorFormatter(logger: Logger, options: { hideSuggestions?: boolean } = {}) {
  return (unmasked: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const formatted = options.hideSuggestions ? { ...unmasked, message: withoutSuggestions(unmasked.message) } : unmasked;
    if (formatted.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' && isInputValueError(error)) {
      return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } };
    }
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
    // A single write outside `writeTransaction` (which retries) refused because another process holds
    // the write lock: the caller may try again, and nothing is wrong with the server.
    if (isDatabaseBusy(original)) {
      return { message: SITE_BUSY_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    // A live update sent to a browser tab that had just closed: the client went away, nothing
    // broke on the server (a tab closed while an event was on its way is everyday life).
    // graphql-ws wraps a failed send in a GraphQLError without a path (unwrapResolverError leaves it).
    if (isClientGone(original) || isClientGone((original as { originalError?: unknown } | null)?.originalError)) {
      logger.info('A client closed its connection while a GraphQL result was being sent', { path: formatted.path });
      return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    logger.error('Unexpected error in a GraphQL operation', {
      path: formatted.path,
      error: original instanceof Error ? (original.stack ?? original.message) : String(original),
    });
    // The disk is full or the database cannot be written: logged above for the operator; the
    // caller learns that nothing was saved and that it is not their input (SERVICE_UNAVAILABLE).
    if (isStorageFailure(original)) {
      return { message: SITE_CANNOT_SAVE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    // The id of the logged line (and of the access line): what a user can quote to the operator.
    const requestId = requestScope.getStore()?.requestId;
    return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', ...(requestId ? { requestId } : {}) } };
  };
}
