import { createContext, useContext } from 'react';

/*
 * Visitor forms work without JavaScript: they post natively to the page's own address, and the
 * server (server/http/public-forms.ts) runs the same service as the GraphQL mutation. When the
 * submission is refused, the server renders the page again with what the visitor sent and why it
 * was refused; this is that submission, handed to the page through context on the server; the page
 * gives it to its form's island as a prop, so hydration renders the same.
 */

/** The visitor forms that post natively. */
export type PublicFormName = 'inquiry' | 'booking';

export interface SubmittedForm {
  form: PublicFormName;
  /** Every field as the visitor sent it (never stored in a URL). */
  values: Record<string, string>;
  /** A message per field name, shown beside the field and in the summary at the top. */
  errors: Record<string, string>;
  /** A refusal that belongs to no field (too many requests, the date was just taken). */
  error?: string;
}

export const SubmittedFormContext = createContext<SubmittedForm | null>(null);

/** The refused submission of this form, if the page was rendered for one. */
export function useSubmittedForm(form: PublicFormName): SubmittedForm | null {
  const submitted = useContext(SubmittedFormContext);
  return submitted?.form === form ? submitted : null;
}

/** Parameters in the address of the page a successful native submission is redirected to. */
export const FORM_SENT_PARAM = 'sent';
