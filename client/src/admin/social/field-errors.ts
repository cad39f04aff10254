import { CombinedGraphQLErrors } from '@apollo/client/errors';

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
  const message = `The ${label} link must be a full web address starting with https://, for example ${example}.`;
  try {
    const url = new URL(trimmed);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.') || url.username || url.password) return message;
  } catch {
    return message;
  }
  return undefined;
}
