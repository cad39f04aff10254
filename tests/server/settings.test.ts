import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, } from '../support/fixtures.ts';
import { siteSettings } from '../../server/db/schema/index.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import type { TestServer } from '../support/test-server.ts';

const SITE_SETTINGS = `query {
  siteSettings {
    footer { companyName tagline copyright showSocialLinks showContactInfo showBusinessHours }
    social { facebook instagram twitter linkedin youtube }
    branding { siteTitle siteDescription logoUrl faviconUrl }
  }
}`;
const SAVE_SOCIAL_AND_FOOTER = `mutation ($input: UpdateSocialAndFooterInput!) {
  updateSocialAndFooter(input: $input) {
    social { facebook instagram twitter linkedin youtube }
    footer { companyName tagline showSocialLinks }
  }
}`;
const UPDATE_SITE_DETAILS = `mutation ($input: UpdateSiteDetailsInput!) { updateSiteDetails(input: $input) { branding { siteTitle siteDescription } } }`;
const UPDATE_LOGO = `mutation ($input: UpdateLogoInput!) { updateLogo(input: $input) { branding { logoUrl faviconUrl } } }`;
const UPDATE_FAVICON = `mutation ($input: UpdateFaviconInput!) { updateFavicon(input: $input) { branding { logoUrl faviconUrl } } }`;

const footer = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Willow & Oak',
  tagline: 'Weddings under old trees.',
  copyright: '© Willow & Oak',
  showSocialLinks: true,
  showContactInfo: true,
  showBusinessHours: false,
  ...overrides,
});
const noLinks = { facebook: '', instagram: '', twitter: '', linkedin: '', youtube: '' };

async function publicSettings(server: TestServer) {
  return (await server.session().data(SITE_SETTINGS)).siteSettings;
}

async function upload(server: TestServer, admin: GraphQLSession, purpose: string, cookie = admin.cookie!) {
  const body = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f6e52' } }).png().toBuffer();
  const response = await fetch(`${server.url}/api/uploads?purpose=${purpose}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie },
    body: new Uint8Array(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

describe('social links and footer', () => {
  it("starts with the starter venue's two profiles (the footer's two links and the contact page's icons)", async ({ server }) => {
    expect((await publicSettings(server)).social).toEqual({
      facebook: 'https://www.facebook.com/grandwillowhall',
      instagram: 'https://www.instagram.com/grandwillowhall',
      twitter: null,
      linkedin: null,
      youtube: null,
    });
  });

  it('saves both, and the public site reads them back', async ({ server, admin }) => {
    const saved = await admin.data(SAVE_SOCIAL_AND_FOOTER, {
      input: {
        social: { ...noLinks, facebook: '  https://facebook.com/willowoak  ', youtube: 'http://youtube.com/@willowoak' },
        footer: footer(),
      },
    });
    expect(saved.updateSocialAndFooter.social).toEqual({
      facebook: 'https://facebook.com/willowoak',
      instagram: null,
      twitter: null,
      linkedin: null,
      youtube: 'http://youtube.com/@willowoak',
    });
    const settings = await publicSettings(server);
    expect(settings.footer).toEqual(footer());
    expect(settings.social.facebook).toBe('https://facebook.com/willowoak');
    expect(settings.social.instagram).toBeNull();
  });

  it('treats an empty link as not set', async ({ server, admin }) => {
    await admin.data(SAVE_SOCIAL_AND_FOOTER, { input: { social: { ...noLinks, instagram: 'https://instagram.com/a' }, footer: footer() } });
    await admin.data(SAVE_SOCIAL_AND_FOOTER, { input: { social: { ...noLinks, instagram: '   ' }, footer: footer() } });
    expect((await publicSettings(server)).social.instagram).toBeNull();
  });

  it.for([
    ['javascript:alert(document.cookie)'],
    ['facebook.com/willowoak'],
    ['/about'],
    ['ftp://files.example.com/x'],
    ['https://localhost/page'],
    ['https://user:secret@facebook.com/x'],
    ['mailto:owner@example.com'],
  ])('refuses %s with a clear message for that field, and stores nothing', async ([link], { server, admin }) => {
    const before = await publicSettings(server);
    const result = await admin.request(SAVE_SOCIAL_AND_FOOTER, {
      input: { social: { ...noLinks, facebook: link }, footer: footer({ companyName: 'Should Not Be Saved' }) },
    });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(
      'The Facebook link must be a full web address starting with https://, for example https://facebook.com/yourvenue.',
    );
    expect(result.errors?.[0]?.extensions?.field).toBe('social.facebook');
    expect(await publicSettings(server)).toEqual(before);
  });

  it('reports every wrong field at once', async ({ admin }) => {
    const result = await admin.request(SAVE_SOCIAL_AND_FOOTER, {
      input: {
        social: { ...noLinks, twitter: 'x.com/venue', linkedin: 'not a link' },
        footer: footer({ companyName: '  ' }),
      },
    });
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'social.twitter': 'The X (Twitter) link must be a full web address starting with https://, for example https://x.com/yourvenue.',
      'social.linkedin': 'The LinkedIn link must be a full web address starting with https://, for example https://linkedin.com/company/yourvenue.',
      'footer.companyName': 'Company name is required.',
    });
  });

  it('limits the length of footer texts', async ({ admin }) => {
    const result = await admin.request(SAVE_SOCIAL_AND_FOOTER, { input: { social: noLinks, footer: footer({ tagline: 'x'.repeat(301) }) } });
    expect(result.errors?.[0]?.message).toBe('Tagline must be at most 300 characters.');
    expect(result.errors?.[0]?.extensions?.field).toBe('footer.tagline');
  });

  it('announces the change to subscribers', async ({ server, admin }) => {
    const client = subscriptionClient(server.url);
    try {
      const event = firstResult<{ siteSettingsChanged: { key: string } }>(client, 'subscription { siteSettingsChanged { key changedAt } }');
      // The subscription is set up asynchronously; keep saving until it hears one.
      let heard = false;
      void event.then(() => (heard = true));
      for (let attempt = 0; attempt < 50 && !heard; attempt++) {
        await admin.data(SAVE_SOCIAL_AND_FOOTER, { input: { social: noLinks, footer: footer() } });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(['SOCIAL', 'FOOTER']).toContain((await event).data?.siteSettingsChanged.key);
    } finally {
      await client.dispose();
    }
  });
});

describe('branding', () => {
  it('saves the site title and description, trimmed', async ({ server, admin }) => {
    const saved = await admin.data(UPDATE_SITE_DETAILS, { input: { siteTitle: '  Willow   & Oak ', siteDescription: ' A garden venue. ' } });
    expect(saved.updateSiteDetails.branding).toEqual({ siteTitle: 'Willow & Oak', siteDescription: 'A garden venue.' });
    expect((await publicSettings(server)).branding).toMatchObject({ siteTitle: 'Willow & Oak', siteDescription: 'A garden venue.' });
  });

  it.for([
    [{ siteTitle: '   ', siteDescription: 'x' }, 'Site title is required.', 'siteTitle'],
    [{ siteTitle: 'x'.repeat(71), siteDescription: 'x' }, 'Site title must be at most 70 characters.', 'siteTitle'],
    [{ siteTitle: 'Fine', siteDescription: 'x'.repeat(301) }, 'Site description must be at most 300 characters.', 'siteDescription'],
  ])('refuses %j', async ([input, message, field], { admin }) => {
    const result = await admin.request(UPDATE_SITE_DETAILS, { input });
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.field).toBe(field);
  });

  it('stores an uploaded logo and favicon, and resets each to the built-in one', async ({ server, admin }) => {
    const logoUrl = await upload(server, admin, 'logo');
    const faviconUrl = await upload(server, admin, 'favicon');
    expect((await admin.data(UPDATE_LOGO, { input: { logoUrl } })).updateLogo.branding.logoUrl).toBe(logoUrl);
    expect((await admin.data(UPDATE_FAVICON, { input: { faviconUrl } })).updateFavicon.branding).toEqual({ logoUrl, faviconUrl });
    expect((await publicSettings(server)).branding).toMatchObject({ logoUrl, faviconUrl });
    expect((await fetch(`${server.url}${logoUrl}`)).status).toBe(200);

    await admin.data(UPDATE_LOGO, { input: { logoUrl: null } });
    await admin.data(UPDATE_FAVICON, { input: { faviconUrl: null } });
    expect((await publicSettings(server)).branding).toMatchObject({ logoUrl: null, faviconUrl: null });
  });

  it('refuses a logo that is not an image uploaded here for that purpose', async ({ server, admin }) => {
    const galleryUrl = await upload(server, admin, 'gallery');
    for (const logoUrl of [
      'https://evil.example/logo.png',
      '/uploads/../../etc/passwd',
      '/starter/hero-1.webp',
      galleryUrl,
      // javascript: is not a URL at all: the URL scalar refuses it first (tests/server/api-vocabulary.test.ts).
    ]) {
      const result = await admin.request(UPDATE_LOGO, { input: { logoUrl } });
      expect(result.errors?.[0]?.message, logoUrl).toBe('The logo must be an image uploaded here (a /uploads/ address). Please upload the image again.');
      expect(result.errors?.[0]?.extensions?.field).toBe('logoUrl');
    }
    const missing = await admin.request(UPDATE_FAVICON, { input: { faviconUrl: '/uploads/favicon-00000000-0000-4000-8000-000000000000.png' } });
    expect(missing.errors?.[0]?.message).toBe('The favicon image was not found on the server. Please upload it again.');
  });
});

describe('the picture of link previews', () => {
  const shareImage = async (server: TestServer) =>
    (await server.session().data<{ siteSettings: { branding: { shareImage: { url: string; alt: string } | null } } }>('{ siteSettings { branding { shareImage { url alt } } } }'))
      .siteSettings.branding.shareImage;

  it('is the first live hero slide as published: a staged edit waits for Publish, a hidden slide gives way', async ({ server, admin }) => {
    const { heroSlides } = await admin.data<{ heroSlides: { id: string; imageUrl: string; altText: string }[] }>('{ heroSlides { id imageUrl altText } }');
    const [first, second] = heroSlides;
    expect(await shareImage(server)).toEqual({ url: first!.imageUrl, alt: first!.altText });

    const edit = 'mutation ($input: UpdateHeroSlideInput!) { updateHeroSlide(input: $input) { heroSlide { id } } }';
    const publish = 'mutation { publishContentChanges(input: {}) { publishedCount } }';
    await admin.data(edit, { input: { id: first!.id, altText: 'The ballroom dressed for a winter wedding' } });
    expect(await shareImage(server)).toEqual({ url: first!.imageUrl, alt: first!.altText });
    await admin.data(publish);
    expect(await shareImage(server)).toEqual({ url: first!.imageUrl, alt: 'The ballroom dressed for a winter wedding' });

    const setActive = 'mutation ($input: SetHeroSlideActiveInput!) { setHeroSlideActive(input: $input) { heroSlide { id } } }';
    await admin.data(setActive, { input: { id: first!.id, isActive: false } });
    expect(await shareImage(server)).toEqual({ url: second!.imageUrl, alt: second!.altText });
    for (const slide of heroSlides.slice(1)) await admin.data(setActive, { input: { id: slide.id, isActive: false } });
    expect(await shareImage(server)).toBeNull();
    for (const slide of heroSlides) await admin.data(setActive, { input: { id: slide.id, isActive: true } });
    await admin.data(edit, { input: { id: first!.id, altText: first!.altText } });
    await admin.data(publish);
    expect(await shareImage(server)).toEqual({ url: first!.imageUrl, alt: first!.altText });
  });
});

describe('access', () => {
  const mutations: [string, Record<string, unknown>][] = [
    [SAVE_SOCIAL_AND_FOOTER, { input: { social: noLinks, footer: footer() } }],
    [UPDATE_SITE_DETAILS, { input: { siteTitle: 'Taken over', siteDescription: '' } }],
    [UPDATE_LOGO, { input: { logoUrl: null } }],
    [UPDATE_FAVICON, { input: { faviconUrl: null } }],
  ];

  it.for(mutations)('refuses anonymous and non-admin callers and stores nothing: %s', async ([query, variables], { server, nonAdmin: user }) => {
    const before = server.db.select().from(siteSettings).all();
    expect(firstErrorCode(await server.session().request(query, variables))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await user.request(query, variables))).toBe('FORBIDDEN');
    expect(server.db.select().from(siteSettings).all()).toEqual(before);
  });

  it('keeps the stored document a plain settings object', ({ server }) => {
    const row = server.db.select().from(siteSettings).where(eq(siteSettings.key, 'social')).get();
    expect(Object.keys(row!.value as object).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'twitter', 'youtube']);
  });
});
