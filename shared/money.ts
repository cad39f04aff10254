/*
 * Money as people read and type it: whole US cents shown as "$1,234.50", dollars typed as "1234.5"
 * or "$1,234.50". Every screen, e-mail, page and CSV formats money here (always two decimals).
 * Imports neither side.
 */

/** "$1,234.50" (US dollars). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234.5" or "$1,234.50" typed by a person → cents; null when it is not an amount. */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.') as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
