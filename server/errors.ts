import { GraphQLError } from 'graphql';

/*
 * The only errors that leave the server (STYLE.md, habit 4). Anything else thrown in a resolver is
 * masked by formatError in graphql/server.ts and logged.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/** 'Not authenticated' is the specification's text (section 6) for a signed-out caller. */
export const unauthenticated = (message = 'Not authenticated') => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Admin privileges required.') => appError('FORBIDDEN', message);
export const notFound = (message: string) => appError('NOT_FOUND', message);
/** A rule broken by the caller's input; `field` names the input field for forms to highlight. */
export const badInput = (message: string, field?: string) =>
  appError('BAD_USER_INPUT', message, field ? { field } : {});
export const conflict = (message: string) => appError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  appError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

/** Another process holds the database's write lock and it was not released in time (db/client.ts). */
export const SITE_BUSY_MESSAGE = 'The site is busy, please try again.';
export const siteBusy = () => appError('SERVICE_UNAVAILABLE', SITE_BUSY_MESSAGE);
