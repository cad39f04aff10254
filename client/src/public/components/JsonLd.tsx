/**
 * Structured data for search engines (schema.org JSON-LD). A data script is never executed, and
 * the CSP allows it; "<" is escaped so no text can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every '<' escaped cannot close the script element
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
