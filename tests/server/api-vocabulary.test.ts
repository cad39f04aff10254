import { getNamedType, type GraphQLField, type GraphQLInputField, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { GraphQLSiteUrl } from '../../server/graphql/scalars.ts';
import { buildSchema } from '../../server/graphql/schema.ts';
import { URL_MAX_LENGTH, URL_MESSAGE } from '../../shared/urls.ts';

/*
 * A field named like an e-mail, a date, a time, a month, money or a URL is typed by the API's
 * scalars, and the URL scalar takes only http(s) URLs and paths on this site. The String fields left
 * are listed with their reason (docs/decisions/049-api-scalars-and-money.md).
 */

test.override('serverOptions', { seed: false });

const TYPED_NAME = /email|date|time|month|cents|price|cost|total|amount|url|link|image|logo|favicon|avatar/i;

/** String fields kept on purpose, each with its reason (docs/decisions/049-api-scalars-and-money.md). */
const STRINGS_KEPT = new Set([
  // Inputs whose fields carry a message of their own, shown under the form's field (extensions.field).
  'AddSpecialDateInput.date', 'AddSpecialDateInput.startTime', 'AddSpecialDateInput.endTime',
  'UpdateSpecialDateInput.startTime', 'UpdateSpecialDateInput.endTime',
  'UpdateCalendarSettingsInput.startTime', 'UpdateCalendarSettingsInput.endTime',
  'BlockDateInput.date',
  'RequestBookingInput.clientEmail', 'SubmitInquiryInput.email', 'CreateBookingInput.clientEmail',
  'SignInInput.email', 'RequestPasswordResetInput.email', 'RequestEmailChangeInput.newEmail',
  'CreateContentSectionInput.link', 'UpdateContentSectionInput.link',
  'CreateGalleryImageInput.imageUrl', 'UpdateGalleryImageInput.imageUrl', 'UpdateHeroSlideInput.imageUrl',
  'CreateInquiryInput.email', 'CreateWebhookEndpointInput.url', 'UpdateWebhookEndpointInput.url',
  // The social links form: a message per network (fieldErrors), and an empty field removes the link.
  'SocialLinksInput.linkedin',
  // Contact details and the footer: being moved to their own record on another branch.
  'FooterSettings.email', 'FooterSettingsInput.email', 'UpdateContactInfoInput.email',
  // An IANA time-zone name, not a time.
  'CalendarMonth.timeZone',
]);

function namedLikeATypedValue(): string[] {
  const schema = buildSchema();
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))) continue;
    const fields: (GraphQLField<unknown, unknown> | GraphQLInputField)[] = Object.values(type.getFields());
    for (const field of fields) {
      const coordinate = `${type.name}.${field.name}`;
      if (getNamedType(field.type).name === 'String' && TYPED_NAME.test(field.name) && !STRINGS_KEPT.has(coordinate)) found.push(coordinate);
      for (const arg of 'args' in field ? field.args : []) {
        if (getNamedType(arg.type).name === 'String' && TYPED_NAME.test(arg.name)) found.push(`${coordinate}(${arg.name})`);
      }
    }
  }
  return found;
}

describe('the schema vocabulary', () => {
  it('types every field named like an e-mail, date, time, month, money or URL, except the listed ones', () => {
    expect(namedLikeATypedValue()).toEqual([]);
  });
});

describe('the URL scalar', () => {
  const accepted = ['/uploads/logo-1.png', '/calendar', '/', 'https://example.com/a?b=1#c', 'http://localhost:3000/feed.ics', 'HTTPS://EXAMPLE.COM'];
  const refused = [
    'javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox', '//evil.example/x', '/\\evil.example', '/a b', 'ftp://example.com/x', 'https://user:secret@example.com/',
    'https://', 'example.com', 'uploads/x.png', '',
  ];

  it.each(accepted)('accepts %s', (value) => {
    expect(GraphQLSiteUrl.parseValue(value)).toBe(value);
    expect(GraphQLSiteUrl.serialize(value)).toBe(value);
  });

  it.each(refused)('refuses %j in and out', (value) => {
    expect(() => GraphQLSiteUrl.parseValue(value)).toThrow(URL_MESSAGE);
    expect(() => GraphQLSiteUrl.serialize(value)).toThrow(URL_MESSAGE);
  });

  it('refuses a value that is not a string, and one longer than 2,048 characters', () => {
    expect(() => GraphQLSiteUrl.parseValue(42)).toThrow(URL_MESSAGE);
    expect(() => GraphQLSiteUrl.parseValue(`/${'a'.repeat(URL_MAX_LENGTH)}`)).toThrow(URL_MESSAGE);
    expect(GraphQLSiteUrl.parseValue(`/${'a'.repeat(URL_MAX_LENGTH - 1)}`)).toHaveLength(URL_MAX_LENGTH);
  });
});

describe('URL inputs over the API', () => {
  const UPDATE_LOGO = `mutation ($input: UpdateLogoInput!) { updateLogo(input: $input) { branding { logoUrl } } }`;
  const BRANDING = `query { siteSettings { branding { logoUrl faviconUrl } } }`;
  const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { avatarUrl displayName } } }`;
  const VIEWER = `query { viewer { displayName avatarUrl } }`;
  const CREATE_SECTION = `mutation ($input: CreateContentSectionInput!) { createContentSection(input: $input) { contentSection { id link } } }`;
  const UPDATE_SECTION = `mutation ($input: UpdateContentSectionInput!) { updateContentSection(input: $input) { contentSection { id link } } }`;
  const SECTIONS = `query { contentSections(type: OTHER, preview: true) { id link } }`;

  it('refuses a javascript: logo with the URL message naming the field, and keeps the logo', async ({ admin }) => {
    const before = await admin.data(BRANDING);
    const result = await admin.request(UPDATE_LOGO, { input: { logoUrl: 'javascript:alert(1)' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('"input.logoUrl"');
    expect(result.errors?.[0]?.message).toContain(URL_MESSAGE);
    expect(await admin.data(BRANDING)).toEqual(before);
  });

  it('refuses a //host avatar and keeps the profile', async ({ admin }) => {
    await admin.data(UPDATE_PROFILE, { input: { displayName: 'Rosa', avatarUrl: null } });
    const result = await admin.request(UPDATE_PROFILE, { input: { displayName: 'Mallory', avatarUrl: '//evil.example/pixel.png' } });
    expect(result.errors?.[0]?.message).toContain(URL_MESSAGE);
    expect((await admin.data(VIEWER)).viewer).toEqual({ displayName: 'Rosa', avatarUrl: null });
  });

  it('accepts a site path and an https link, refuses javascript: with the link message and keeps the link', async ({ admin }) => {
    const created = await admin.data(CREATE_SECTION, { input: { type: 'OTHER', title: 'Vendors', content: 'Our list.', link: '/contact' } });
    const id = created.createContentSection.contentSection.id as string;
    expect(created.createContentSection.contentSection.link).toBe('/contact');
    const https = await admin.data(UPDATE_SECTION, { input: { id, link: 'https://vendors.example/list' } });
    expect(https.updateContentSection.contentSection.link).toBe('https://vendors.example/list');
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      const refused = await admin.request(UPDATE_SECTION, { input: { id, link } });
      expect(refused.errors?.[0]?.message).toBe('Link must be a page of this site (starting with /) or a full web address (https://…).');
      expect(refused.errors?.[0]?.extensions?.field).toBe('link');
    }
    const section = (await admin.data(SECTIONS)).contentSections.find((row: { id: string }) => row.id === id);
    expect(section.link).toBe('https://vendors.example/list');
  });
});
