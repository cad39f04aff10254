import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, signInAsAdmin, waitForTitle } from '../support/browser.ts';
import type { GraphQLSession } from '../support/graphql.ts';

/*
 * The visitor's content pages in Chromium: content from the database, FAQ search and filter,
 * gallery filter and lightbox, structured data, and preview mode for an admin only.
 */

async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  return page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
}

describe('home', () => {
  it('shows the hero, welcome, event cards, features and calls to action from the database', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1, name: 'Celebrate Under the Willow' }).waitFor();
    await page.getByText('Where timeless elegance meets unforgettable moments.').waitFor();
    expect(await page.getByRole('link', { name: 'Book Your Event' }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('link', { name: 'Check Availability' }).getAttribute('href')).toBe('/calendar');
    expect(await page.getByRole('link', { name: 'Explore the Venue' }).getAttribute('href')).toBe('/gallery');
    // The first published hero slide is the background, described by its alt text.
    await page.getByRole('img', { name: /Illustration of the Grand Ballroom at night/ }).waitFor();

    await page.getByRole('heading', { level: 2, name: 'Welcome to Grand Willow Hall' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Events We Host' }).waitFor();
    for (const title of ['Weddings', 'Birthdays', 'Anniversaries', 'Retirements']) {
      await page.getByRole('article').getByRole('heading', { level: 3, name: title }).waitFor();
    }
    await page.getByRole('heading', { level: 2, name: 'Why Choose Grand Willow Hall' }).waitFor();
    for (const feature of ['Elegant Ballroom', 'Private Getting-Ready Suite', 'Ample Parking', 'Built-in A/V System', 'Vendor Flexibility']) {
      await page.getByRole('heading', { level: 3, name: feature }).waitFor();
    }
    await page.getByRole('heading', { level: 2, name: 'Ready to Plan Your Event?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Call Us' }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('link', { name: 'Book a Tour' }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('link', { name: 'Request a Quote' }).getAttribute('href')).toBe('/events');
    await screenshot(page, 'content-home-1440');
    await page.close();
  });

  it('describes the venue to search engines as an EventVenue', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => {
      const script = document.querySelector('script[type="application/ld+json"]');
      return script?.textContent?.includes('telephone');
    });
    const [venue] = await jsonLd(page);
    expect(venue).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EventVenue',
      name: 'Grand Willow Hall',
      url: `${server.url}/`,
      telephone: '(631) 555-0142',
      maximumAttendeeCapacity: 450,
      address: { '@type': 'PostalAddress', streetAddress: '1200 Willow Creek Road', addressLocality: 'Brookhaven', addressRegion: 'NY', postalCode: '11719' },
    });
    await page.close();
  });

  it('fits a phone: the calls to action stack and the cards follow each other', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const book = await page.getByRole('link', { name: 'Book Your Event' }).boundingBox();
    const check = await page.getByRole('link', { name: 'Check Availability' }).boundingBox();
    expect(check!.y).toBeGreaterThan(book!.y + book!.height - 1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'content-home-390');
    await page.close();
  });
});

describe('about and events', () => {
  it('shows the story, three spaces, four points and the tour link', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    for (const space of ['The Grand Ballroom', 'The Willow Garden', 'The Getting-Ready Suite']) {
      await page.getByRole('heading', { level: 3, name: space }).waitFor();
    }
    await page.getByRole('heading', { level: 2, name: 'What Sets Us Apart' }).waitFor();
    const points = page.locator('#difference-heading').locator('xpath=ancestor::section').getByRole('listitem');
    expect(await points.count()).toBe(4);
    await points.filter({ hasText: 'One event per day' }).waitFor();
    expect(await page.getByRole('link', { name: 'Schedule a Private Tour' }).getAttribute('href')).toBe('/contact');
    await waitForTitle(page, 'About · Grand Willow Hall');
    await screenshot(page, 'content-about-1440');
    await page.close();
  });

  it('shows five event types with features, venue features, seven services and the calls to action', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/events`);
    await page.getByRole('heading', { level: 1, name: 'Events & Pricing' }).waitFor();
    for (const type of ['Weddings', 'Birthdays', 'Anniversaries', 'Retirements', 'Cultural Events']) {
      const article = page.getByRole('article', { name: type });
      await article.getByRole('heading', { level: 3, name: type }).waitFor();
      expect(await article.getByRole('listitem').count()).toBe(5);
    }
    for (const feature of ['Up to 450 guests', '100+ parking spaces', 'Wheelchair accessible', 'Free WiFi', 'Flexible hours']) {
      await page.getByRole('heading', { level: 3, name: feature }).waitFor();
    }
    for (const service of ['Event Planning', 'Catering', 'Floral Design', 'Photography', 'Entertainment', 'Decorations', 'Cakes & Desserts']) {
      await page.getByRole('heading', { level: 3, name: service, exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Request a Quote' }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('link', { name: 'Check Availability' }).getAttribute('href')).toBe('/calendar');
    expect(await page.getByRole('link', { name: 'View Gallery' }).getAttribute('href')).toBe('/gallery');
    await screenshot(page, 'content-events-1440');
    await page.close();
  });
});

describe('gallery', () => {
  it('filters by category and opens a lightbox that browses with the keyboard', async ({ server, browser }) => {
    const page = await browser.newPage();
    const lightboxCode: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/Lightbox-/.test(response.url())) lightboxCode.push(response.url());
    });
    await page.goto(`${server.url}/gallery`);
    await page.getByRole('heading', { level: 1, name: 'Moments at Grand Willow Hall' }).waitFor();
    const tiles = page.getByRole('link', { name: /^Open photo:/ });
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(14);
    // The lightbox's code comes when a photo is pointed at or focused, not with the page.
    expect(lightboxCode).toEqual([]);
    // The filter tabs are links (they work without JavaScript: tests/e2e/no-js-browse.test.ts).
    const tabs = page.getByRole('navigation', { name: 'Filter photos by category' });
    for (const tab of ['All', 'Weddings', 'Ceremonies', 'Receptions', 'Corporate', 'Décor']) {
      await tabs.getByRole('link', { name: tab, exact: true }).waitFor();
    }

    await tabs.getByRole('link', { name: 'Weddings' }).click();
    await expect.poll(() => tiles.count()).toBe(3);
    expect(await tiles.allTextContents()).toEqual([
      'Open photo: First dance under the crystal chandeliers Weddings',
      'Open photo: Golden-hour portrait under the willow Weddings',
      'Open photo: The gown waiting in the bridal suite Weddings',
    ]);

    await tiles.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('First dance under the crystal chandeliers').waitFor();
    await dialog.getByText('1 of 3').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Golden-hour portrait under the willow').waitFor();
    await dialog.getByText('2 of 3').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await dialog.getByText('The gown waiting in the bridal suite').waitFor();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await dialog.getByText('1 of 3').waitFor();
    await screenshot(page, 'content-gallery-lightbox');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(lightboxCode.length).toBeGreaterThan(0);

    // By keyboard alone: a focused photo opens with Enter, and Escape gives the focus back to it.
    await tiles.nth(1).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('2 of 3').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => tiles.nth(1).evaluate((tile) => tile === document.activeElement)).toBe(true);

    await tabs.getByRole('link', { name: 'Décor' }).click();
    await expect.poll(() => tiles.count()).toBe(3);
    await page.close();
  });
});

describe('FAQ', () => {
  it('searches question and answer text, case-insensitively, combined with the category buttons', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const questions = page.locator('main summary');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(16);
    // Category buttons with counts, All first (links: they work without JavaScript too).
    await page.getByRole('link', { name: 'All 16' }).waitFor();
    await page.getByRole('link', { name: 'Booking 3' }).waitFor();

    // "deposit" is in one question and in two other answers only.
    await page.getByRole('textbox', { name: 'Search FAQs' }).fill('DEPOSIT');
    await page.getByText('3 of 16 questions').waitFor();
    expect(await questions.allTextContents()).toEqual(['How do I reserve a date?', 'What deposit is required?', 'What is your cancellation policy?']);

    // The category counts follow the search.
    await page.getByRole('link', { name: 'All 3' }).waitFor();
    await page.getByRole('link', { name: 'Booking 1' }).waitFor();
    // Combined with a category.
    await page.getByRole('link', { name: 'Payment 1' }).click();
    await page.getByText('1 of 16 questions').waitFor();
    expect(await page.getByRole('link', { name: 'Payment 1' }).getAttribute('aria-current')).toBe('page');
    await page.getByText('1 of 16 questions').waitFor();
    await page.locator('summary', { hasText: 'What deposit is required?' }).waitFor();

    await page.getByRole('link', { name: 'Venue 0' }).click();
    await page.getByText('No FAQs found').waitFor();
    await page.getByText("Try adjusting your search or filter to find what you're looking for.").waitFor();
    await page.getByRole('link', { name: 'Clear search and filter' }).click();
    await page.getByText('16 questions', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Search FAQs' }).inputValue()).toBe('');
    await page.close();
  });

  it('opens one answer at a time, by pointer and by keyboard, and links Call Us and Email Us to the venue', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/faq`);
    const first = page.locator('summary', { hasText: 'How many guests can Grand Willow Hall accommodate?' });
    const second = page.locator('summary', { hasText: 'What is your cancellation policy?' });
    const firstAnswer = page.getByText('The Grand Ballroom seats up to 450 guests');
    const secondAnswer = page.getByText('Cancel more than 180 days before the event');
    // Answers are native disclosures (<details>); assistive technology is told which one is expanded.
    const open = (summary: typeof first) => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
    const cdp = await page.context().newCDPSession(page);
    const expanded = async (question: string) => {
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { name?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] }[] };
      const node = nodes.find((candidate) => candidate.name?.value === question && candidate.properties?.some((property) => property.name === 'expanded'));
      return node?.properties?.find((property) => property.name === 'expanded')?.value.value;
    };
    expect(await firstAnswer.isVisible()).toBe(false);
    await first.click();
    await firstAnswer.waitFor();
    expect(await open(first)).toBe(true);
    await second.click();
    await secondAnswer.waitFor();
    await firstAnswer.waitFor({ state: 'hidden' });
    expect([await open(first), await open(second)]).toEqual([false, true]);
    expect(await expanded('How many guests can Grand Willow Hall accommodate?')).toBe(false);
    expect(await expanded('What is your cancellation policy?')).toBe(true);
    // Enter on a focused question opens it (and closes the other).
    await first.focus();
    await page.keyboard.press('Enter');
    await firstAnswer.waitFor();
    await secondAnswer.waitFor({ state: 'hidden' });
    // A search keeps the open answer open.
    await page.getByRole('textbox', { name: 'Search FAQs' }).fill('standing reception');
    await page.getByText('1 of 16 questions').waitFor();
    expect(await firstAnswer.isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.getByText('16 questions', { exact: true }).waitFor();

    await page.getByRole('heading', { name: 'Still have questions?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Call Us' }).getAttribute('href')).toBe('tel:6315550142');
    expect(await page.getByRole('link', { name: 'Email Us' }).getAttribute('href')).toBe('mailto:events@grandwillowhall.com');

    const faqPage = (await jsonLd(page)).find((data) => data['@type'] === 'FAQPage')!;
    expect(faqPage.mainEntity).toHaveLength(16);
    expect(faqPage.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'How many guests can Grand Willow Hall accommodate?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('450 guests') },
    });
    await screenshot(page, 'content-faq-1440');
    await page.close();
  });

  it('fits a phone', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/faq`);
    await page.getByRole('link', { name: 'All 16' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'content-faq-390');
    await page.close();
  });
});

describe('resources', () => {
  it('lists the published resources with their links', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/resources`);
    await page.getByRole('heading', { level: 1, name: 'Planning Resources' }).waitFor();
    for (const title of ['Wedding Planning Checklist', 'Check Your Date', 'Packages & Services']) {
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Open Check Your Date' }).getAttribute('href')).toBe('/calendar');
    await page.close();
  });
});

describe('preview mode', () => {
  const STAGE = `mutation ($input: UpdateContentSectionInput!) { updateContentSection(input: $input) { contentSection { id } } }`;
  /** Stages a new title for the About page's story (visitors keep the published one). */
  const stageAboutIntro = async (admin: GraphQLSession, title: string) => {
    const { adminContentSections } = await admin.data(`query { adminContentSections(type: ABOUT) { id sectionKey } }`);
    const intro = adminContentSections.find((section: { sectionKey: string }) => section.sectionKey === 'about_intro');
    await admin.data(STAGE, { input: { id: intro.id, title } });
  };

  it('shows staged content and the orange banner to an admin, and the live site to a visitor', async ({ server, admin, browser }) => {
    await stageAboutIntro(admin, 'Our Family Story');

    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/about?preview=true`);
    await visitor.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    expect(await visitor.getByText("Preview Mode - You're viewing staged changes that aren't live yet").count()).toBe(0);
    await visitor.close();

    const page = await browser.newPage();
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/about?preview=true`);
    await page.getByText("Preview Mode - You're viewing staged changes that aren't live yet").waitFor();
    await page.getByRole('heading', { level: 1, name: 'Our Family Story' }).waitFor();
    // Navigation keeps preview on while browsing.
    expect(await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/?preview=true');
    // So do links inside the page, until the admin exits preview.
    await page.getByRole('link', { name: 'Schedule a Private Tour' }).click();
    await page.waitForURL(`${server.url}/contact?preview=true`);
    await page.getByRole('button', { name: 'Exit preview' }).click();
    await page.waitForURL(`${server.url}/contact`);
    await page.getByText("Preview Mode - You're viewing staged changes").waitFor({ state: 'detached' });
    // Without ?preview=true the admin sees the live site too.
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    expect(await page.getByText("Preview Mode - You're viewing staged changes").count()).toBe(0);
    await page.close();
  });

  it("renders the admin's preview frame on the server, staged, and keeps it in preview through a link in the page", async ({ server, admin, browser }) => {
    await stageAboutIntro(admin, 'Our Story, Staged');

    const page = await browser.newPage();
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/about`);
    const frame = page.frameLocator('iframe[title^="Preview of /about"]');
    await frame.getByRole('heading', { level: 1, name: 'Our Story, Staged' }).waitFor();
    await frame.getByText("Preview Mode - You're viewing staged changes that aren't live yet").waitFor();
    // The page came rendered from the server with its one small script, not the single-page app.
    expect(await frame.locator('script[type="module"]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))).toEqual([
      expect.stringMatching(/^\/assets\/static-[\w-]+\.js$/),
    ]);
    expect(await frame.getByRole('button', { name: 'Exit preview' }).count()).toBe(0);
    expect(await frame.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await screenshot(page, 'preview-frame-about-1440');
    // The navigation (in its phone menu at the frame's width) stays in preview.
    expect(await frame.locator('header a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toContain('/calendar?preview=true');

    // A link in the page's text (it names /contact) stays in preview, as in the single-page app.
    await frame.getByRole('link', { name: 'Schedule a Private Tour' }).click();
    await frame.getByRole('heading', { name: 'Send an Inquiry' }).waitFor();
    expect(page.frames().map((child) => child.url())).toContain(`${server.url}/contact?preview=true`);
    await frame.getByText("Preview Mode - You're viewing staged changes that aren't live yet").waitFor();
    await page.close();
  });
});

describe('navigation for visitors', () => {
  it('follows a page hidden by the admin on the next page view', async ({ server, browser }) => {
    const admin = await server.adminSession();
    const { pageSettings } = await admin.data<{ pageSettings: { id: string; pageSlug: string }[] }>(`query { pageSettings { id pageSlug } }`);
    const gallery = pageSettings.find((page) => page.pageSlug === 'gallery')!;
    const visitor = await browser.newPage();
    try {
      // Every visitor page's links are page loads, answered from the render cache, which the
      // admin's change empties.
      await visitor.goto(`${server.url}/contact`);
      const nav = visitor.getByRole('navigation', { name: 'Main' }).first();
      await nav.getByRole('link', { name: 'Gallery', exact: true }).waitFor();
      await admin.data(`mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }`, {
        input: { id: gallery.id, isActive: false },
      });
      await nav.getByRole('link', { name: 'About', exact: true }).click();
      await visitor.waitForURL(`${server.url}/about`);
      await nav.getByRole('link', { name: 'Gallery', exact: true }).waitFor({ state: 'detached' });
      // Still reachable by its address, with its own title, not the About page's it came from.
      await waitForTitle(visitor, 'About · Grand Willow Hall');
      await visitor.goto(`${server.url}/gallery`);
      await visitor.getByRole('heading', { level: 1, name: 'Moments at Grand Willow Hall' }).waitFor();
      await waitForTitle(visitor, 'Gallery · Grand Willow Hall');
    } finally {
      await admin.data(`mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }`, {
        input: { id: gallery.id, isActive: true },
      });
      await visitor.close();
    }
  });
});
