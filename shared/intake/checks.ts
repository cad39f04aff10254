/*
 * How a visitor form's schema answers (shared/intake/*-form.ts), the same in the browser, in the
 * native post's handler and in the service: every field's first problem at once, each with the
 * message a person reads and a code an API client can branch on. Imports neither side.
 */

/** What kind of problem a field has: a subset of the API's UserErrorCode. */
export type ProblemCode = 'REQUIRED' | 'INVALID' | 'TOO_LONG' | 'OUT_OF_RANGE';

/** One field's check: its cleaned value, or what is wrong with it. */
export type FieldCheck<T> = { ok: true; value: T } | { ok: false; message: string; code: ProblemCode };

export const accepted = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
export const refused = (message: string, code: ProblemCode = 'INVALID'): FieldCheck<never> => ({ ok: false, message, code });

/**
 * A whole form's check: its cleaned values, or every wrong field's message (`errors`, in the
 * form's order, the first problem of each field) and code (`codes`). A field the form shows no
 * input for may be named too (`submissionKey`: said at the top of the form).
 */
export type FormCheck<V, F extends string> =
  | { ok: true; value: V }
  | { ok: false; errors: Partial<Record<F, string>>; codes: Partial<Record<F, ProblemCode>> };

/** Gathers a form's fields: each check's value, or its problem recorded under its field. */
export class FormProblems<F extends string> {
  readonly errors: Partial<Record<F, string>> = {};
  readonly codes: Partial<Record<F, ProblemCode>> = {};

  /** The field's value when its check passed; its problem recorded (the first one only) otherwise. */
  take<T>(field: F, check: FieldCheck<T>): T | undefined {
    if (check.ok) return check.value;
    this.add(field, check.message, check.code);
    return undefined;
  }

  add(field: F, message: string, code: ProblemCode = 'INVALID'): void {
    if (field in this.errors) return;
    this.errors[field] = message;
    this.codes[field] = code;
  }

  has(field: F): boolean {
    return field in this.errors;
  }

  /** The form's answer: `value()` is only read when no field was refused. */
  result<V>(value: () => V): FormCheck<V, F> {
    if (Object.keys(this.errors).length > 0) return { ok: false, errors: this.errors, codes: this.codes };
    return { ok: true, value: value() };
  }
}
