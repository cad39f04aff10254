import { escapeHtml } from './layout.ts';

/** A label/value table for e-mails (values escaped; line breaks kept). */
export function fieldsHtml(fields: [label: string, value: string][]): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b645b;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
}

export function fieldsText(fields: [label: string, value: string][]): string {
  return fields.map(([label, value]) => `${label}: ${value}`).join('\n');
}
