import { createContext, useContext } from 'react';
import type { PublicFormName, SubmittedForm } from '../../../shared/ssr.ts';
import type { ReceiptForm, SubmissionReceipt } from '../../../shared/visitor-forms.ts';

/*
 * Visitor forms work without JavaScript: they post natively to the page's own address, and the
 * server (server/http/public-forms.ts) runs the same service as the GraphQL mutation. When the
 * submission is refused, the server renders the page again with what the visitor sent and why it
 * was refused; this is that submission, handed to the page through context on the server; the page
 * gives it to its form's island as a prop, so hydration renders the same. When it was stored, the
 * page it lands on (`?sent=1`) is rendered with its receipt, handed down the same way. The types
 * live in shared/, the server's contract with the rendering entry.
 */

export const SubmittedFormContext = createContext<SubmittedForm | null>(null);
export const SubmissionReceiptContext = createContext<SubmissionReceipt | null>(null);

/** The refused submission of this form, if the page was rendered for one. */
export function useSubmittedForm(form: PublicFormName): SubmittedForm | null {
  const submitted = useContext(SubmittedFormContext);
  return submitted?.form === form ? submitted : null;
}

/** What this browser's last sent form of this kind stored, if the page was rendered with it. */
export function useSubmissionReceipt(form: ReceiptForm): SubmissionReceipt | null {
  const receipt = useContext(SubmissionReceiptContext);
  return receipt?.form === form ? receipt : null;
}
