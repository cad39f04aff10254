import { emailLayout, escapeHtml } from '../../email/layout.ts';
import type { RenderedEmail } from '../../email/layout.ts';
import type { FollowUpPlaceholder, FollowUpValues } from '../../../shared/followups.ts';
import { fillFollowUpTemplate } from '../../../shared/followups.ts';

/*
 * A follow-up's texts rendered into an e-mail: the subject and the plain-text part with the values
 * as they are; the HTML part with the template's own words and every value escaped, blank lines as
 * paragraphs and the link placeholders as links.
 */

const PLACEHOLDER_SPLIT = /\{\{\s*([^{}]*?)\s*\}\}/;
const LINK_PLACEHOLDERS: readonly string[] = ['quoteLink', 'inquiryLink'] satisfies FollowUpPlaceholder[];

function bodyHtml(body: string, values: FollowUpValues): string {
  // split() with a capture group alternates text and placeholder names.
  const parts = body.split(new RegExp(PLACEHOLDER_SPLIT, 'g'));
  const html = parts
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const value = values[part as FollowUpPlaceholder] ?? '';
      if (LINK_PLACEHOLDERS.includes(part) && /^https?:\/\//.test(value)) {
        return `<a href="${escapeHtml(value)}" style="color:#2f6e52">${escapeHtml(value)}</a>`;
      }
      return escapeHtml(value);
    })
    .join('');
  return html
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p style="margin:0 0 12px">${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export function renderFollowUp(template: { subject: string; body: string }, values: FollowUpValues, venueName: string): RenderedEmail {
  const subject = fillFollowUpTemplate(template.subject, values).replace(/\s+/g, ' ').trim();
  const text = fillFollowUpTemplate(template.body, values).replace(/\r\n/g, '\n').trim();
  return { subject, text, html: emailLayout({ venueName, heading: subject, bodyHtml: bodyHtml(template.body.trim(), values) }) };
}
