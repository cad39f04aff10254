import { GraphQLError } from 'graphql';
import type { UserErrorCode } from './graphql/types.generated.ts';

export type { UserErrorCode };

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

/**
 * The one rule for repeated state changes (docs/api.md, "Retrying safely"): asking for the state a
 * record already has succeeds and changes nothing; a move its current state does not allow is this
 * CONFLICT, naming that state as the schema's enum spells it (`currentStatus: "CANCELLED"`).
 */
export const stateConflict = (message: string, currentStatus: string, extensions: Record<string, unknown> = {}) =>
  appError('CONFLICT', message, { reason: 'STATE', ...extensions, currentStatus: currentStatus.toUpperCase() });

/** One problem with a mutation's input, as the payload's `userErrors` and `extensions.userErrors` list it. */
export interface UserErrorEntry {
  /** The input field as the caller named it (dotted when nested), or null for the input as a whole. */
  field: string | null;
  code: UserErrorCode;
  message: string;
}

/**
 * A rule broken by the caller's input; `field` names the input field for forms to highlight and
 * `code` says what kind of problem it is (UserErrorCode). Nothing may have been written before it
 * is thrown: a mutation that answers user errors changes nothing.
 */
export const badInput = (message: string, field?: string, code: UserErrorCode = 'INVALID') =>
  appError('BAD_USER_INPUT', message, { ...(field ? { field } : {}), userErrors: [{ field: field ?? null, code, message }] });

/** The user errors a BAD_USER_INPUT error carries (one, or every field a FieldErrors collected). */
export function userErrorsOf(error: GraphQLError): UserErrorEntry[] {
  const listed = error.extensions.userErrors;
  if (Array.isArray(listed) && listed.length > 0) return listed as UserErrorEntry[];
  const field = typeof error.extensions.field === 'string' ? error.extensions.field : null;
  return [{ field, code: 'INVALID', message: error.message }];
}

export const isBadInput = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT';

/**
 * Every problem of an input at once: checks record their problem here instead of stopping at the
 * first, and `throwIfAny` throws one BAD_USER_INPUT error that lists them all (`userErrors`), led
 * by the first one's message and field (what older clients read), with a message per field in
 * `fieldErrors` (what the admin screens read). One problem per field: the first one found.
 */
export class FieldErrors {
  private readonly entries: UserErrorEntry[] = [];

  add(field: string | null, message: string, code: UserErrorCode = 'INVALID'): void {
    if (field !== null && this.entries.some((entry) => entry.field === field)) return;
    this.entries.push({ field, code, message });
  }

  /** Runs a check and records its BAD_USER_INPUT problems instead of stopping at the first one. */
  collect<T>(field: string | null, check: () => T): T | undefined {
    try {
      return check();
    } catch (error) {
      if (!isBadInput(error)) throw error;
      for (const entry of userErrorsOf(error)) this.add(entry.field ?? field, entry.message, entry.code);
      return undefined;
    }
  }

  /** Like `collect`, for a check that is a promise. */
  async collectAsync<T>(field: string | null, check: () => Promise<T>): Promise<T | undefined> {
    try {
      return await check();
    } catch (error) {
      if (!isBadInput(error)) throw error;
      for (const entry of userErrorsOf(error)) this.add(entry.field ?? field, entry.message, entry.code);
      return undefined;
    }
  }

  has(field: string): boolean {
    return this.entries.some((entry) => entry.field === field);
  }

  get empty(): boolean {
    return this.entries.length === 0;
  }

  throwIfAny(): void {
    const first = this.entries[0];
    if (!first) return;
    const fieldErrors = Object.fromEntries(this.entries.filter((entry) => entry.field !== null).map((entry) => [entry.field, entry.message]));
    throw appError('BAD_USER_INPUT', first.message, {
      ...(first.field ? { field: first.field } : {}),
      fieldErrors,
      userErrors: [...this.entries],
    });
  }
}

/**
 * Runs each field's check (keyed by the input field it checks), recording every problem; throws
 * them all at once, or returns the checked values under the same keys.
 */
export function checkFields<T extends Record<string, () => unknown>>(checks: T, errors = new FieldErrors()): { [K in keyof T]: ReturnType<T[K]> } {
  const checked: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(checks)) checked[field] = errors.collect(field, check);
  errors.throwIfAny();
  return checked as { [K in keyof T]: ReturnType<T[K]> };
}

export const conflict = (message: string) => appError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  appError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

/** Another process holds the database's write lock and it was not released in time (db/client.ts). */
export const SITE_BUSY_MESSAGE = 'The site is busy, please try again.';
export const siteBusy = () => appError('SERVICE_UNAVAILABLE', SITE_BUSY_MESSAGE);

/**
 * Nothing could be saved (the disk is full, the database cannot be written: db/client.ts
 * isStorageFailure). Said to the visitor without the cause; the visitor's forms add how to reach
 * the venue instead (`withVenueEmail`).
 */
export const SITE_CANNOT_SAVE_MESSAGE = 'Your details could not be saved just now because of a problem on our side.';
/** The cannot-save message with the venue's e-mail, for a form answered without JavaScript. */
export const withVenueEmail = (message: string, venueEmail: string | null | undefined) =>
  venueEmail ? `${message} Please try again later, or e-mail us at ${venueEmail}.` : `${message} Please try again later.`;
