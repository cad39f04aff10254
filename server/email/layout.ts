/** What a template produces; the outbox adds sender, recipient and bookkeeping. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML; every value a visitor typed must pass through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/**
 * Wraps a message body in the venue's simple, widely compatible e-mail layout.
 * `bodyHtml` must already be escaped; `paragraphs` is a convenience for plain messages.
 */
export function emailLayout({ venueName, heading, bodyHtml }: { venueName: string; heading: string; bodyHtml: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f6f3ee;font-family:Georgia,'Times New Roman',serif;color:#2d2a26">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#1f3d33;color:#f3e6c4;padding:20px 28px;font-size:20px;letter-spacing:.04em">${escapeHtml(venueName)}</td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6">
<h1 style="font-family:Georgia,'Times New Roman',serif;font-weight:normal;font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${bodyHtml}
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

/** Plain paragraphs → escaped HTML paragraphs. */
export function paragraphsHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
}
