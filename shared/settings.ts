/*
 * Settings and upload rules that the admin's settings screens and the server both apply: the upload
 * size limit, the social link check and their messages. Imports neither side.
 */

/** The kinds of site setting a change is announced for (GraphQL `SiteSettingsKey`). */
export const SITE_SETTINGS_KEYS = ['footer', 'social', 'branding'] as const;
export type SiteSettingsKey = (typeof SITE_SETTINGS_KEYS)[number];

/** The largest image the uploads endpoint accepts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const SETTINGS_MESSAGES = {
  imageTooLarge: 'Images must be 10 MB or smaller.',
  siteTitleRequired: 'Site title is required.',
} as const;

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
