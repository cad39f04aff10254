import { badInput, FieldErrors } from '../../errors.ts';
import type { FieldCheck, FormCheck } from '../../../shared/intake/checks.ts';
import { emailField, eventTypeField, guestCountField, longTextField, nameField, phoneField } from '../../../shared/intake/fields.ts';

/*
 * The shared field and form rules (shared/intake/) as the services apply them: a refused field is
 * a BAD_USER_INPUT error naming it, and a refused form is one such error carrying every field's
 * message (FieldErrors: `fieldErrors` and `userErrors`), led by the first.
 */

/** The field's value, or its problem thrown as BAD_USER_INPUT naming `field`. */
export function valueOrThrow<T>(check: FieldCheck<T>, field: string): T {
  if (check.ok) return check.value;
  throw badInput(check.message, field, check.code);
}

/** Records every problem of a refused form in `errors` (field names prefixed, as `inquiries.3.` in an import). */
export function addFormErrors(errors: FieldErrors, check: FormCheck<unknown, string>, prefix = ''): void {
  if (check.ok) return;
  for (const [field, message] of Object.entries(check.errors) as [string, string][]) errors.add(`${prefix}${field}`, message, check.codes[field]);
}

/** The form's values, or one BAD_USER_INPUT error listing every refused field. */
export function formValueOrThrow<V, F extends string>(check: FormCheck<V, F>): V {
  if (check.ok) return check.value;
  const errors = new FieldErrors();
  addFormErrors(errors, check);
  errors.throwIfAny();
  throw new Error('A refused form listed no problem.');
}

export const requiredName = (value: string | null | undefined, field: string): string => valueOrThrow(nameField(value), field);
export const requiredEmail = (value: string | null | undefined, field: string): string => valueOrThrow(emailField(value), field);
export const optionalPhone = (value: string | null | undefined, field: string): string | null => valueOrThrow(phoneField(value), field);
export const optionalText = (value: string | null | undefined, field: string, label: string, max?: number): string | null => valueOrThrow(longTextField(value, label, max), field);
export const eventTypeOf = (value: string | null | undefined, field: string, options: { required: boolean }): string | null => valueOrThrow(eventTypeField(value, options), field);
export const guestCountOf = (value: number, field: string): number => valueOrThrow(guestCountField(value), field);
