import { SUBMISSION_KEY_FIELD, SUBMISSION_KEY_PLACEHOLDER } from '../../shared/visitor-forms.ts';

/** The key in the form's hidden field, and in the island's props (a refused post's values). */
const KEY_FIELD = new RegExp(`name="${SUBMISSION_KEY_FIELD}" value="([^"]+)"|"${SUBMISSION_KEY_FIELD}":"([^"]+)"`, 'g');

/**
 * A page with every visitor form's one-time submission key put back to the placeholder: each
 * response of such a page carries a key of its own (shared/visitor-forms.ts), so two answers for one
 * address are the same page when they are the same apart from their keys.
 */
export function withoutSubmissionKeys(html: string): string {
  let page = html;
  for (const [, inField, inProps] of html.matchAll(KEY_FIELD)) page = page.replaceAll((inField ?? inProps)!, SUBMISSION_KEY_PLACEHOLDER);
  return page;
}

/** Whether the page holds a visitor form (and so a key of its own). */
export const holdsSubmissionKey = (html: string) => html.includes(`name="${SUBMISSION_KEY_FIELD}"`) || html.includes(`"${SUBMISSION_KEY_FIELD}":"`);
