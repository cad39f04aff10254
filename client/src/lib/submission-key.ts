import { useCallback, useState } from 'react';
import { isSubmissionKey, newSubmissionKey, SUBMISSION_KEY_PLACEHOLDER } from '../../../shared/visitor-forms.ts';

/**
 * A visitor form's one-time submission key (shared/visitor-forms.ts), kept in a hidden field so a
 * native post sends it too. On the server the page gets the placeholder, which the server replaces
 * with a fresh key in each response; hydration starts from the key that response wrote into the
 * field (so the markup matches), and a form never rendered by the server gets one made here. A
 * refused post comes back with its own key. `renew` gives the next form its own key, once the
 * current one has stored something.
 */
export function useSubmissionKey(fieldId: string, submittedKey: string | undefined): { key: string; renew(): void } {
  const [key, setKey] = useState(() => {
    if (isSubmissionKey(submittedKey)) return submittedKey;
    if (typeof document === 'undefined') return SUBMISSION_KEY_PLACEHOLDER;
    const rendered = (document.getElementById(fieldId) as HTMLInputElement | null)?.value;
    return isSubmissionKey(rendered) ? rendered : newSubmissionKey();
  });
  const renew = useCallback(() => setKey(newSubmissionKey()), []);
  return { key, renew };
}
