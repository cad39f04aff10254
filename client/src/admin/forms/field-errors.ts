import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isWebLink, webLinkMessage } from '../../../../shared/settings.ts';

/*
 * The settings and profile mutations answer BAD_USER_INPUT with `extensions.field` (the first
 * wrong field) and, where several fields can be wrong at once, `extensions.fieldErrors`
 * ({ field: message }). Forms show each message under its own input.
 */
export type FieldErrorMap = Record<string, string>;

export function fieldErrorsOf(error: unknown): FieldErrorMap {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const first = error.errors[0];
  if (first?.extensions?.code !== 'BAD_USER_INPUT') return {};
  const all = first.extensions.fieldErrors;
  if (all && typeof all === 'object') {
    return Object.fromEntries(Object.entries(all as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  const field = first.extensions.field;
  return typeof field === 'string' ? { [field]: first.message } : {};
}

/** The client's first look at a link, with the server's wording; the server has the last word. */
export function webLinkProblem(value: string, label: string, example: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  return isWebLink(trimmed) ? undefined : webLinkMessage(label, example);
}
