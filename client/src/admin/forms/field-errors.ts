import { isWebLink, webLinkMessage } from '../../../../shared/settings.ts';
import { errorFields } from '../../lib/errors.ts';

/*
 * The settings and profile mutations answer BAD_USER_INPUT with `extensions.field` (the first
 * wrong field) and, where several fields can be wrong at once, `extensions.fieldErrors`
 * ({ field: message }). Forms show each message under its own input (read by `errorFields`, as the
 * islands read their refusals).
 */
export type FieldErrorMap = Record<string, string>;

export const fieldErrorsOf: (error: unknown) => FieldErrorMap = errorFields;

/** The client's first look at a link, with the server's wording; the server has the last word. */
export function webLinkProblem(value: string, label: string, example: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  return isWebLink(trimmed) ? undefined : webLinkMessage(label, example);
}
