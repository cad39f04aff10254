import { badInput, FieldErrors } from '../../errors.ts';
import { hasVisibleText } from '../../../shared/text.ts';
import { isWebLink, SETTINGS_MESSAGES, SITE_DESCRIPTION_MAX, SITE_TITLE_MAX, webLinkMessage } from '../../../shared/settings.ts';
import type { Branding, FooterSettings, SocialLinks } from './settings.service.ts';

/*
 * Validation of what the Social Media & Footer and Branding screens save. The specification shows
 * no validation (the original kept these in the browser); stored on a server and shown on every
 * public page they deserve some: links must be real web addresses (a `javascript:` link in the
 * footer would run script for every visitor), and text has sensible lengths.
 */

export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook', example: 'https://facebook.com/yourvenue' },
  { key: 'instagram', label: 'Instagram', example: 'https://instagram.com/yourvenue' },
  { key: 'twitter', label: 'X (Twitter)', example: 'https://x.com/yourvenue' },
  { key: 'linkedin', label: 'LinkedIn', example: 'https://linkedin.com/company/yourvenue' },
  { key: 'youtube', label: 'YouTube', example: 'https://youtube.com/@yourvenue' },
] as const satisfies readonly { key: keyof SocialLinks; label: string; example: string }[];

const MAX_LINK_LENGTH = 500;

/** An absolute http(s) address with a real host name, or null when left empty. */
export function normalizeWebLink(raw: string | null | undefined, { label, example, field }: { label: string; example: string; field: string }): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  if (value.length > MAX_LINK_LENGTH) throw badInput(`The ${label} link is too long (at most ${MAX_LINK_LENGTH} characters).`, field, 'TOO_LONG');
  if (!isWebLink(value)) throw badInput(webLinkMessage(label, example), field);
  return new URL(value).href;
}

export function validateSocialLinks(input: Partial<Record<keyof SocialLinks, string | null | undefined>>, errors: FieldErrors): SocialLinks {
  const result: SocialLinks = { facebook: null, instagram: null, twitter: null, linkedin: null, youtube: null };
  for (const network of SOCIAL_NETWORKS) {
    const field = `social.${network.key}`;
    result[network.key] = errors.collect(field, () => normalizeWebLink(input[network.key], { ...network, field })) ?? null;
  }
  return result;
}

const FOOTER_LIMITS: Record<Exclude<keyof FooterSettings, `show${string}`>, { label: string; max: number; required?: boolean }> = {
  companyName: { label: 'Company name', max: 120, required: true },
  tagline: { label: 'Tagline', max: 300 },
  copyright: { label: 'Copyright line', max: 200 },
};

export function validateFooter(input: FooterSettings, errors: FieldErrors): FooterSettings {
  const text = {} as Record<keyof typeof FOOTER_LIMITS, string>;
  for (const [key, rule] of Object.entries(FOOTER_LIMITS) as [keyof typeof FOOTER_LIMITS, (typeof FOOTER_LIMITS)[keyof typeof FOOTER_LIMITS]][]) {
    const value = input[key].trim();
    const field = `footer.${key}`;
    if (rule.required && !hasVisibleText(value)) errors.add(field, `${rule.label} is required.`, 'REQUIRED');
    else if (value.length > rule.max) errors.add(field, `${rule.label} must be at most ${rule.max} characters.`, 'TOO_LONG');
    text[key] = value;
  }
  return {
    ...text,
    showSocialLinks: input.showSocialLinks,
    showContactInfo: input.showContactInfo,
    showBusinessHours: input.showBusinessHours,
  };
}

export function validateSiteDetails(input: { siteTitle: string; siteDescription: string }): Pick<Branding, 'siteTitle' | 'siteDescription'> {
  const errors = new FieldErrors();
  const siteTitle = input.siteTitle.trim().replace(/\s+/g, ' ');
  const siteDescription = input.siteDescription.trim().replace(/\s+/g, ' ');
  if (!siteTitle) errors.add('siteTitle', SETTINGS_MESSAGES.siteTitleRequired, 'REQUIRED');
  else if (siteTitle.length > SITE_TITLE_MAX) errors.add('siteTitle', SETTINGS_MESSAGES.siteTitleTooLong, 'TOO_LONG');
  if (siteDescription.length > SITE_DESCRIPTION_MAX) {
    errors.add('siteDescription', SETTINGS_MESSAGES.siteDescriptionTooLong, 'TOO_LONG');
  }
  errors.throwIfAny();
  return { siteTitle, siteDescription };
}
