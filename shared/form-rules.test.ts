import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DISPLAY_NAME_MAX, newPasswordErrors } from './accounts.ts';
import { SETTINGS_MESSAGES, SITE_DESCRIPTION_MAX, SITE_TITLE_MAX, siteDetailsErrors } from './settings.ts';

/* The checks the admin's forms run before sending, with the messages the server answers with. */

describe('a new password', () => {
  it('must match its confirmation first, then be long enough', () => {
    expect(newPasswordErrors('short', 'shorter')).toEqual({ confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch });
    expect(newPasswordErrors('short', 'short')).toEqual({ newPassword: ACCOUNT_MESSAGES.passwordTooShort });
    expect(newPasswordErrors('a-brand-new-secret', 'a-brand-new-secret')).toEqual({});
  });
});

describe('the site details', () => {
  it('need a title and keep both texts within their limits, every problem at once', () => {
    expect(siteDetailsErrors('', 'x'.repeat(SITE_DESCRIPTION_MAX + 1))).toEqual({
      siteTitle: SETTINGS_MESSAGES.siteTitleRequired,
      siteDescription: SETTINGS_MESSAGES.siteDescriptionTooLong,
    });
    expect(siteDetailsErrors('x'.repeat(SITE_TITLE_MAX + 1), '')).toEqual({ siteTitle: SETTINGS_MESSAGES.siteTitleTooLong });
    expect(siteDetailsErrors('x'.repeat(SITE_TITLE_MAX), 'x'.repeat(SITE_DESCRIPTION_MAX))).toEqual({});
  });

  it('say the limits in their messages', () => {
    expect(SETTINGS_MESSAGES.siteTitleTooLong).toBe(`Site title must be at most ${SITE_TITLE_MAX} characters.`);
    expect(ACCOUNT_MESSAGES.displayNameTooLong).toBe(`Display name must be at most ${DISPLAY_NAME_MAX} characters.`);
  });
});
