import type { FormErrors } from '@mantine/form';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { failureText } from '../content-kit/text.ts';

/**
 * Sends a form's save. When the server refuses it, the field it names shows the message under its
 * input and a notice says what failed ("Failed to add resource: …"); the form keeps what was typed.
 * True when the save went through.
 */
export async function submitToServer(form: { setErrors(errors: FormErrors): void }, save: () => Promise<unknown>, failure: string): Promise<boolean> {
  form.setErrors({});
  try {
    await save();
    return true;
  } catch (error) {
    const field = errorField(error);
    form.setErrors(field ? { [field]: errorMessage(error) } : {});
    notify.error(failureText(failure, error));
    return false;
  }
}

/** A payload's `userErrors` as the form's errors, one per field (unnamed ones under `fallback`). */
export function userErrorsOf(userErrors: readonly { field?: string | null; message: string }[], fallback: string): FormErrors {
  return Object.fromEntries(userErrors.map((problem) => [problem.field ?? fallback, problem.message]));
}

/** The problems a form's own check found (null or undefined where a field is fine), without the empty ones. */
export function problemsOnly(found: Record<string, string | null | undefined>): FormErrors {
  return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
