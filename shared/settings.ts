/*
 * Settings and upload rules that the admin's settings screens and the server both apply: the upload
 * size limit, the social link check and their messages. Imports neither side.
 */

/** The kinds of site setting a change is announced for (GraphQL `SiteSettingsKey`). */
export const SITE_SETTINGS_KEYS = ['footer', 'social', 'branding'] as const;
export type SiteSettingsKey = (typeof SITE_SETTINGS_KEYS)[number];

/** The largest image the uploads endpoint accepts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The site title and description's lengths (Branding Settings). */
export const SITE_TITLE_MAX = 70;
export const SITE_DESCRIPTION_MAX = 300;

export const SETTINGS_MESSAGES = {
  imageTooLarge: 'Images must be 10 MB or smaller.',
  siteTitleRequired: 'Site title is required.',
  siteTitleTooLong: `Site title must be at most ${SITE_TITLE_MAX} characters.`,
  siteDescriptionTooLong: `Site description must be at most ${SITE_DESCRIPTION_MAX} characters.`,
} as const;

/** The site details' checks on values already trimmed, every wrong field at once (empty when none). */
export function siteDetailsErrors(siteTitle: string, siteDescription: string): { siteTitle?: string; siteDescription?: string } {
  const errors: { siteTitle?: string; siteDescription?: string } = {};
  if (!siteTitle) errors.siteTitle = SETTINGS_MESSAGES.siteTitleRequired;
  else if (siteTitle.length > SITE_TITLE_MAX) errors.siteTitle = SETTINGS_MESSAGES.siteTitleTooLong;
  if (siteDescription.length > SITE_DESCRIPTION_MAX) errors.siteDescription = SETTINGS_MESSAGES.siteDescriptionTooLong;
  return errors;
}

/** The message for a social link that is not a full web address. */
export const webLinkMessage = (label: string, example: string) => `The ${label} link must be a full web address starting with https://, for example ${example}.`;

/** Whether a social link is an absolute http(s) address with a real host name and no credentials. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}
