import { describe, expect, it } from '../support/browser-fixtures.ts';
import { html } from '../support/visitor-pages.ts';

/*
 * Link previews (Open Graph) of a rendered visitor page: the site, the page, its description, its
 * address and a picture a crawler can fetch, following the gallery and the hero slides.
 */

describe('link previews (Open Graph) of a visitor page', () => {
  /** The head's `<meta property=…>` and `twitter:` tags and its canonical address, decoded. */
  const previewTags = (page: string) => {
    const head = page.slice(0, page.indexOf('</head>'));
    const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const tags: Record<string, string> = {};
    for (const [, name, content] of head.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)">/g)) tags[name!] = decode(content!);
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];
    return { tags, canonical: canonical && decode(canonical) };
  };

  it('names the site, the page, its description, its address and a picture a crawler can fetch', async ({ server }) => {
    const home = previewTags((await html(server, '/')).text);
    expect(home.canonical).toBe(`${server.url}/`);
    expect(home.tags).toEqual({
      'og:type': 'website',
      'og:site_name': 'Grand Willow Hall',
      'og:title': 'Grand Willow Hall',
      'og:description': expect.stringContaining('Grand Willow Hall'),
      'og:url': `${server.url}/`,
      'og:image': `${server.url}/starter/hero-ballroom.webp?w=1280`,
      'og:image:alt': expect.stringContaining('Grand Ballroom'),
      'twitter:card': 'summary_large_image',
    });
    const image = await fetch(home.tags['og:image']!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // Another page: its own title and description, its address without the query string.
    const faq = previewTags((await html(server, '/faq?utm_source=newsletter')).text);
    expect(faq.canonical).toBe(`${server.url}/faq`);
    expect(faq.tags).toMatchObject({
      'og:title': 'FAQ · Grand Willow Hall',
      'og:description': 'Answers to common questions about booking, catering, the venue, payments and policies.',
      'og:url': `${server.url}/faq`,
      'og:image': home.tags['og:image'],
    });
  });

  it('shows the gallery with its first photo, and gives the 404 page no address of its own', async ({ server }) => {
    const { galleryImages } = await server.session().data<{ galleryImages: { imageUrl: string; altText: string }[] }>('{ galleryImages { imageUrl altText } }');
    const gallery = previewTags((await html(server, '/gallery')).text);
    expect(gallery.tags['og:image']).toBe(`${server.url}${galleryImages[0]!.imageUrl}?w=1280`);
    expect(gallery.tags['og:image:alt']).toBe(galleryImages[0]!.altText);

    const missing = previewTags((await html(server, '/no-such-page')).text);
    expect(missing.canonical).toBeUndefined();
    expect(missing.tags['og:url']).toBeUndefined();
    expect(missing.tags['og:title']).toBe('Page not found');
  });

  it('follows the hero slides: hiding the first makes the next one the picture', async ({ server }) => {
    const admin = await server.adminSession();
    const { heroSlides } = await admin.data<{ heroSlides: { id: string; imageUrl: string }[] }>('{ heroSlides { id imageUrl } }');
    const [first, second] = heroSlides;
    const setActive = 'mutation ($input: SetHeroSlideActiveInput!) { setHeroSlideActive(input: $input) { heroSlide { id } } }';
    await admin.data(setActive, { input: { id: first!.id, isActive: false } });
    try {
      expect(previewTags((await html(server, '/about')).text).tags['og:image']).toBe(`${server.url}${second!.imageUrl}?w=1280`);
    } finally {
      await admin.data(setActive, { input: { id: first!.id, isActive: true } });
    }
  });
});
