import { describe, expect, it } from '../support/fixtures.ts';

/* Search-engine basics: /sitemap.xml from the active pages, /robots.txt. */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('/sitemap.xml', () => {
  it('lists every active page with an absolute address from PUBLIC_URL', async ({ server }) => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const base = server.config.publicUrl;
    expect(locs(xml)).toEqual(['/', '/about', '/events', '/gallery', '/faq', '/calendar', '/contact'].map((path) => `${base}${path}`));
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    // Resources is hidden in the starter content.
    expect(xml).not.toContain('/resources');
  });

  it('follows page visibility at once, and is served as XML to a browser too', async ({ server, admin }) => {
    const { pageSettings } = await admin.data<{ pageSettings: { id: string; pageSlug: string }[] }>(`query { pageSettings { id pageSlug } }`);
    const resources = pageSettings.find((page) => page.pageSlug === 'resources')!;
    const gallery = pageSettings.find((page) => page.pageSlug === 'gallery')!;
    const update = `mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }`;
    await admin.data(update, { input: { id: resources.id, isActive: true } });
    await admin.data(update, { input: { id: gallery.id, isActive: false } });
    const response = await fetch(`${server.url}/sitemap.xml`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const urls = locs(await response.text());
    expect(urls).toContain(`${server.config.publicUrl}/resources`);
    expect(urls).not.toContain(`${server.config.publicUrl}/gallery`);
    await admin.data(update, { input: { id: resources.id, isActive: false } });
    await admin.data(update, { input: { id: gallery.id, isActive: true } });
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of admin and sign-in, and points at the sitemap', async ({ server }) => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /admin-test', 'Disallow: /auth', '', `Sitemap: ${server.config.publicUrl}/sitemap.xml`, ''].join('\n'),
    );
  });
});
