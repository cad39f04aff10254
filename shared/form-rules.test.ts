import { describe, expect, it } from 'vitest';
import { API_ORIGIN_MESSAGES, API_ORIGINS_MAX, apiOriginsTextProblem, checkApiOrigins } from './api-origins.ts';
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

describe('the sites allowed to call the API', () => {
  it('keep origins normalised, each once and sorted, ignore blank lines, and name the first line that is not one', () => {
    expect(checkApiOrigins(['https://Crm.Example.org/', '', 'http://localhost:5173', 'https://crm.example.org'])).toEqual({
      origins: ['http://localhost:5173', 'https://crm.example.org'],
      problems: [],
    });
    for (const bad of ['crm.example.org', 'https://crm.example.org/login', 'ftp://crm.example.org', 'https://user:pw@crm.example.org']) {
      expect(apiOriginsTextProblem(`https://app.example.com\n${bad}`)).toBe(`“${bad}”: ${API_ORIGIN_MESSAGES.invalid}`);
    }
    expect(apiOriginsTextProblem('https://app.example.com\n\n')).toBeNull();
  });

  it('count distinct origins against the limit', () => {
    const sites = Array.from({ length: API_ORIGINS_MAX }, (_, n) => `https://site${n}.example.com`);
    expect(apiOriginsTextProblem([...sites, sites[0]].join('\n'))).toBeNull();
    expect(apiOriginsTextProblem([...sites, 'https://one-more.example.com'].join('\n'))).toBe(API_ORIGIN_MESSAGES.tooMany);
  });
});
