import type { Page } from 'playwright-core';
import sharp from 'sharp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { keyboardDrag, launchBrowser, screenshot, signInThroughUi, type TestBrowser, toast } from '../support/browser.ts';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/test-server.ts';
import { openAdminSection } from '../support/admin-navigation.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';

/*
 * The content management screens in Chromium, driven like an owner would: stage an edit, check
 * the live site and the preview, publish; reorder FAQs with the keyboard; hide a page; manage
 * gallery images (upload included) and resources; revert in the change log.
 */

let server: TestServer;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await signInThroughUi(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const visitorQuery = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => server.session().data<T>(query, variables);
const openSection = async (key: string, heading: string) => {
  await page.goto(`${server.url}/admin/${key}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
};
/** An 'Error' toast reading "<specification's failure text>: <reason>" (exactly, unless `startsWith`). */
const failureToast = async (text: string, { startsWith = false } = {}) => {
  const alert = page.getByRole('alert').filter({ hasText: text }).first();
  await alert.getByText(startsWith ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : text, { exact: !startsWith }).waitFor();
  await alert.getByText('Error', { exact: true }).waitFor();
};
const pendingCount = async () => (await (await server.adminSession()).data<{ pendingChangeCount: number }>(`query { pendingChangeCount }`)).pendingChangeCount;

describe('staging a home page edit', () => {
  it('keeps the live site unchanged, shows the edit in preview, and publishes it', async () => {
    await openSection('homepage', 'Content Management');
    const card = page.getByRole('article', { name: 'Hero heading' });
    await card.getByRole('heading', { name: 'Celebrate Under the Willow' }).waitFor();
    await card.getByRole('button', { name: 'Edit Hero heading' }).click();
    await card.getByLabel('Title').fill('Celebrate at the Willow');
    await card.getByRole('button', { name: 'Save' }).click();
    await toast(page, "Content updated and staged for preview, Click 'Publish' to make it live").waitFor();
    await card.getByText('Staged').waitFor();
    await card.getByRole('heading', { name: 'Celebrate at the Willow' }).waitFor();

    // The preview frame beside the list shows the staged title; its Publish button counts 1.
    const frame = page.frameLocator('iframe[title^="Preview of /"]');
    await frame.getByRole('heading', { level: 1, name: 'Celebrate at the Willow' }).waitFor();
    await page.getByRole('button', { name: 'Publish (1)' }).waitFor();
    await screenshot(page, 'content-admin-homepage-staged');

    // Visitors (and the admin without preview) still get the published title.
    const live = await visitorQuery(`query { contentSections(type: HERO) { sectionKey title } }`);
    expect(live.contentSections.find((section: { sectionKey: string }) => section.sectionKey === 'hero_title').title).toBe('Celebrate Under the Willow');
    const site = await browser.newPage({ keepCookies: true });
    await site.goto(server.url);
    await site.getByRole('heading', { level: 1, name: 'Celebrate Under the Willow' }).waitFor();
    await site.goto(`${server.url}/?preview=true`);
    await site.getByRole('heading', { level: 1, name: 'Celebrate at the Willow' }).waitFor();

    await page.getByRole('button', { name: 'Publish (1)' }).click();
    await toast(page, 'Published 1 changes successfully').waitFor();
    await page.getByRole('button', { name: 'Publish (0)' }).waitFor();
    await card.getByText('Published').waitFor();

    await site.goto(server.url);
    await site.getByRole('heading', { level: 1, name: 'Celebrate at the Willow' }).waitFor();
    await site.close();
    const after = await visitorQuery(`query { contentSections(type: HERO) { sectionKey title } }`);
    expect(after.contentSections.find((section: { sectionKey: string }) => section.sectionKey === 'hero_title').title).toBe('Celebrate at the Willow');
  });

  it('says the failure and its reason when a save is refused', async () => {
    await openSection('homepage', 'Content Management');
    const card = page.getByRole('article', { name: 'Welcome' });
    await card.getByRole('button', { name: 'Edit Welcome' }).click();
    await card.getByLabel('Title').fill('   ');
    await card.getByRole('button', { name: 'Save' }).click();
    await failureToast('Failed to update content: Title is required.');
    // The field shows the reason alone.
    await card.getByText('Title is required.', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Cancel' }).click();
  });

  it('switches a section Live/Hidden at once', async () => {
    await openSection('homepage', 'Content Management');
    const card = page.getByRole('article', { name: 'Welcome' });
    const toggle = card.getByRole('switch', { name: 'Welcome: Live' });
    await toggle.click({ force: true });
    await toast(page, 'is now hidden from the site').waitFor();
    await card.getByRole('switch', { name: 'Welcome: Hidden' }).waitFor();
    const keys = (await visitorQuery(`query { contentSections(type: HERO) { sectionKey } }`)).contentSections.map((section: { sectionKey: string }) => section.sectionKey);
    expect(keys).not.toContain('welcome');
    await card.getByRole('switch', { name: 'Welcome: Hidden' }).click({ force: true });
    await card.getByRole('switch', { name: 'Welcome: Live' }).waitFor();
  });

  it('shows the server’s validation message on the field', async () => {
    await openSection('about', 'About Management');
    const card = page.getByRole('article', { name: 'Our story' });
    await card.getByRole('button', { name: 'Edit Our story' }).click();
    await card.getByLabel('Title').fill('   ');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Title is required.').waitFor();
    await card.getByRole('button', { name: 'Cancel' }).click();
    expect(await pendingCount()).toBe(0);
  });
});

describe('FAQ management', () => {
  it('adds an FAQ after showing what is missing', async () => {
    await openSection('faq', 'FAQ Management');
    await page.getByText('16 FAQs · 16 live').waitFor();
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const form = page.getByRole('region', { name: 'Add FAQ' });
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Question is required.', { exact: true }).waitFor();
    await failureToast('Failed to add FAQ: Question is required.');
    await form.getByLabel('Question').fill('Do you allow sparklers?');
    await form.getByLabel('Answer').fill('Yes, outdoors on the lawn, with our staff present.');
    await form.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'FAQ added successfully').waitFor();
    await page.getByText('17 FAQs · 17 live').waitFor();
    await page.getByRole('article', { name: 'Do you allow sparklers?' }).waitFor();
  });

  it('reorders FAQs with the keyboard, and visitors see the new order', async () => {
    await openSection('faq', 'FAQ Management');
    const handle = page.getByRole('button', { name: 'Drag to reorder: Can we tour the venue before booking?' });
    await keyboardDrag(page, handle, ['ArrowUp']);
    await toast(page, 'FAQ order updated successfully').waitFor();
    await page.waitForFunction(() => document.querySelector('[aria-label="FAQs in display order"] article')?.getAttribute('aria-label') === 'Can we tour the venue before booking?');

    const { faqs } = await visitorQuery<{ faqs: { question: string; sortOrder: number }[] }>(`query { faqs { question sortOrder } }`);
    expect(faqs.slice(0, 2)).toEqual([
      { question: 'Can we tour the venue before booking?', sortOrder: 1 },
      { question: 'How many guests can Grand Willow Hall accommodate?', sortOrder: 2 },
    ]);
    expect(faqs.map((faq) => faq.sortOrder)).toEqual(faqs.map((_, index) => index + 1));

    const site = await browser.newPage({ keepCookies: true });
    await site.goto(`${server.url}/faq`);
    const questions = site.locator('main summary');
    await questions.first().waitFor();
    expect((await questions.allTextContents()).slice(0, 2)).toEqual(['Can we tour the venue before booking?', 'How many guests can Grand Willow Hall accommodate?']);
    await site.close();
  });

  it('changes nothing when a row is dropped outside the list, in the sidebar', async () => {
    await openSection('faq', 'FAQ Management');
    const orderOf = async () => (await visitorQuery<{ faqs: { question: string }[] }>(`query { faqs { question } }`)).faqs.map((faq) => faq.question);
    const before = await orderOf();
    const handle = page.getByRole('button', { name: `Drag to reorder: ${before[0]}` });
    const box = (await handle.boundingBox())!;
    const viewport = page.viewportSize()!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Down the page and over into the sidebar, then released there.
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(box.x + box.width / 2 + ((40 - box.x - box.width / 2) * step) / 12, box.y + ((viewport.height - 60 - box.y) * step) / 12);
    }
    await page.mouse.up();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('alert').filter({ hasText: 'FAQ order updated successfully' }).count()).toBe(0);
    expect(await orderOf()).toEqual(before);
  });

  it('hides, edits and deletes an FAQ', async () => {
    await openSection('faq', 'FAQ Management');
    const row = page.getByRole('article', { name: 'Do you allow sparklers?' });
    await row.getByRole('switch').click({ force: true });
    await toast(page, 'FAQ updated successfully').waitFor();
    await page.getByText('17 FAQs · 16 live').waitFor();
    expect((await visitorQuery(`query { faqs { question } }`)).faqs.map((faq: { question: string }) => faq.question)).not.toContain('Do you allow sparklers?');

    await row.getByRole('button', { name: 'Edit FAQ: Do you allow sparklers?' }).click();
    await row.getByLabel('Question').fill('Are sparkler send-offs allowed?');
    await row.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'FAQ updated successfully').waitFor();
    const renamed = page.getByRole('article', { name: 'Are sparkler send-offs allowed?' });
    await renamed.waitFor();
    await screenshot(page, 'content-admin-faq');

    await renamed.getByRole('button', { name: 'Delete FAQ: Are sparkler send-offs allowed?' }).click();
    await page.getByRole('dialog', { name: 'Delete this FAQ?' }).getByRole('button', { name: 'Delete FAQ' }).click();
    await toast(page, 'FAQ deleted successfully').waitFor();
    await page.getByText('16 FAQs · 16 live').waitFor();
  });
});

describe('page management', () => {
  it('hides a page, which leaves the public navigation, and shows it again', async () => {
    await openSection('pages', 'Page Management');
    await page.getByText('These pages are visible in your website navigation. Drag to reorder.').waitFor();
    await page.getByText('7 Active').waitFor();
    await page.getByRole('switch', { name: 'Gallery: visible in navigation' }).click({ force: true });
    await toast(page, 'Page setting updated successfully').waitFor();
    await page.getByText('6 Active').waitFor();
    const hiddenCard = page.getByRole('region', { name: 'Hidden Pages' });
    await hiddenCard.getByRole('article', { name: 'Gallery' }).waitFor();
    const preview = page.getByLabel('How the navigation bar reads');
    expect(await preview.getByText('Gallery', { exact: true }).count()).toBe(0);

    const site = await browser.newPage({ keepCookies: true });
    await site.goto(server.url);
    const nav = site.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('link', { name: 'About', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Gallery', exact: true }).count()).toBe(0);

    await hiddenCard.getByRole('switch', { name: 'Gallery: show in navigation' }).click({ force: true });
    await toast(page, 'Page setting updated successfully').waitFor();
    await page.getByText('7 Active').waitFor();
    await site.reload();
    await nav.getByRole('link', { name: 'Gallery', exact: true }).waitFor();
    await site.close();
  });

  it('reorders active pages by keyboard drag and renames a page inline', async () => {
    await openSection('pages', 'Page Management');
    const handle = page.getByRole('button', { name: 'Drag to reorder: Contact' });
    await keyboardDrag(page, handle, ['ArrowUp']);
    await toast(page, 'Page order updated successfully').waitFor();
    const { navigationPages } = await visitorQuery<{ navigationPages: { pageSlug: string }[] }>(`query { navigationPages { pageSlug } }`);
    expect(navigationPages.map((p) => p.pageSlug)).toEqual(['home', 'about', 'events', 'gallery', 'faq', 'contact', 'calendar']);

    const about = page.getByRole('article', { name: 'About' });
    await about.getByRole('button', { name: 'Edit About' }).click();
    await about.getByLabel('Page name').fill('Our Venue');
    await about.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Page setting updated successfully').waitFor();
    await page.getByLabel('How the navigation bar reads').getByText('Our Venue').waitFor();
    await screenshot(page, 'content-admin-pages');
  });
});

describe('gallery management', () => {
  it('uploads a new image, keeps it off the site until published, and deletes an image after confirming', async () => {
    await openSection('gallery', 'Gallery Management');
    await page.getByText('14 images · 14 active').waitFor();
    await page.getByRole('button', { name: 'Add New Image' }).click();
    const form = page.getByRole('region', { name: 'Add New Image' });

    // An address that is not an image address is refused by the server, on the field.
    await form.getByLabel('Image URL').fill('not a url');
    await form.getByLabel('Title').fill('Winter wonderland');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Image URL must be a full web address').waitFor();
    await failureToast('Failed to add gallery image: Image URL must be a full web address', { startsWith: true });

    // A real upload: a PNG made here, resized and stored by the server.
    const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-upload-'));
    onTestFinished(() => fs.rmSync(uploadDir, { recursive: true, force: true }));
    const file = path.join(uploadDir, 'winter.png');
    await sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 30, g: 80, b: 60 } } }).png().toFile(file);
    await form.locator('input[type="file"]').setInputFiles(file);
    await page.waitForFunction(() => (document.querySelector('input[placeholder^="/uploads/"]') as HTMLInputElement | null)?.value.startsWith('/uploads/'));
    await form.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Receptions' }).click();
    await form.getByRole('button', { name: 'Create' }).click();
    await toast(page, "Gallery image added and staged for preview, Click 'Publish' to make it live").waitFor();
    const card = page.getByRole('article', { name: 'Winter wonderland' });
    await card.getByText('New · not published').waitFor();
    const visitorTitles = async () => (await visitorQuery(`query { galleryImages { title } }`)).galleryImages.map((image: { title: string }) => image.title);
    expect(await visitorTitles()).not.toContain('Winter wonderland');

    // Edit the staged image in place.
    await card.getByRole('button', { name: 'Edit Winter wonderland' }).click();
    await card.getByLabel('Alt text').fill('A green winter test picture');
    await card.getByRole('button', { name: 'Save' }).click();
    await toast(page, "Gallery image updated and staged for preview, Click 'Publish' to make it live").waitFor();

    await page.getByRole('button', { name: 'Publish (1)' }).first().click();
    await toast(page, 'Published 1 changes successfully').waitFor();
    expect(await visitorTitles()).toContain('Winter wonderland');

    await card.getByRole('button', { name: 'Delete Winter wonderland' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this image?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await visitorTitles()).toContain('Winter wonderland');
    await card.getByRole('button', { name: 'Delete Winter wonderland' }).click();
    await dialog.getByRole('button', { name: 'Delete image' }).click();
    await toast(page, 'Gallery image deleted successfully').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await visitorTitles()).not.toContain('Winter wonderland');
  });
});

describe('contact, resources and the change log', () => {
  it('saves the contact details through staging', async () => {
    await openSection('contact', 'Contact Management');
    const form = page.getByRole('region', { name: 'Contact information' });
    await form.getByLabel('Phone').fill('(631) 555-0199');
    await form.getByRole('button', { name: 'Save contact information' }).click();
    await toast(page, "Content updated and staged for preview, Click 'Publish' to make it live").waitFor();
    await form.getByText('Staged').waitFor();
    // The preview shows the staged phone on the contact page and in its footer; visitors keep the old one.
    const preview = page.frameLocator('iframe[title^="Preview of /contact"]');
    await preview.locator('main').getByRole('link', { name: '(631) 555-0199' }).waitFor();
    await preview.getByRole('contentinfo').getByRole('link', { name: '(631) 555-0199' }).waitFor();
    expect((await visitorQuery(`query { contactInfo { phone } }`)).contactInfo.phone).toBe('(631) 555-0142');
    await form.getByLabel('Email').fill('nope');
    await form.getByRole('button', { name: 'Save contact information' }).click();
    await form.getByText('Enter a valid email address, like events@example.com.', { exact: true }).waitFor();
    await failureToast('Failed to update content: Enter a valid email address, like events@example.com.');
    await screenshot(page, 'content-admin-contact');
  });

  it('adds a resource, staged until published', async () => {
    await openSection('resources', 'Resources');
    await page.getByText('The Resources page is hidden from the navigation').waitFor();
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const form = page.getByRole('region', { name: 'Add Resource' });
    await form.getByLabel('Title').fill('Vendor List');
    await form.getByLabel('Content').fill('Caterers, florists and photographers we trust.');
    await form.getByLabel('Link').fill('/contact');
    await form.getByRole('button', { name: 'Create' }).click();
    await toast(page, "Content added and staged for preview, Click 'Publish' to make it live").waitFor();
    await page.getByRole('article', { name: 'Vendor List' }).getByText('New · not published').waitFor();
  });

  it('lists pending changes, reverts one, and publishes the rest per table', async () => {
    await openSection('changelog', 'Content Change Log');
    await page.getByText('2 pending').waitFor();
    const pendingCard = page.getByRole('region', { name: 'Pending changes' });
    await pendingCard.getByText("Updated phone of 'Contact details' (contact page)").waitFor();
    await pendingCard.getByText("Added resources section 'Vendor List'").waitFor();

    const entry = page.getByRole('article', { name: "Updated phone of 'Contact details' (contact page)" });
    // Old → new, field by field.
    await entry.getByRole('cell', { name: 'Phone' }).waitFor();
    await entry.getByRole('cell', { name: '(631) 555-0142' }).waitFor();
    await entry.getByRole('cell', { name: '(631) 555-0199' }).waitFor();
    await screenshot(page, 'content-admin-changelog');
    await entry.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('dialog', { name: 'Revert this change?' }).getByRole('button', { name: 'Revert change' }).click();
    await toast(page, 'Change reverted successfully').waitFor();
    await page.getByText('1 pending').waitFor();

    await pendingCard.getByRole('button', { name: 'Publish Content Sections (1)' }).click();
    await toast(page, 'Published 1 changes successfully').waitFor();
    await page.getByText('Nothing is waiting: the site shows everything you have saved.').waitFor();
    const published = page.getByRole('article', { name: "Added resources section 'Vendor List'" });
    await published.getByText('Published', { exact: true }).waitFor();
    expect(await published.getByRole('button', { name: 'Revert' }).count()).toBe(0);
    const resources = await visitorQuery(`query { contentSections(type: OTHER) { title } }`);
    expect(resources.contentSections.map((section: { title: string }) => section.title)).toContain('Vendor List');
  });

  it('publishes new contact details, which visitors without JavaScript see on the contact page and in the footer', async () => {
    await openSection('contact', 'Contact Management');
    const form = page.getByRole('region', { name: 'Contact information' });
    await form.getByLabel('Phone').fill('(631) 555-0177');
    // The footer's business hours are the contact record's (it keeps none of its own).
    await form.getByLabel('Hours').fill('Wed–Sun, 11AM–11PM');
    await form.getByRole('button', { name: 'Save contact information' }).click();
    await toast(page, "Content updated and staged for preview, Click 'Publish' to make it live").waitFor();
    const preview = page.frameLocator('iframe[title^="Preview of /contact"]');
    await preview.getByRole('contentinfo').getByRole('link', { name: '(631) 555-0177' }).waitFor();
    await preview.getByRole('contentinfo').getByText('Wed–Sun, 11AM–11PM').waitFor();

    await openSection('changelog', 'Content Change Log');
    const pendingCard = page.getByRole('region', { name: 'Pending changes' });
    await pendingCard.getByRole('button', { name: 'Publish Contact Details (1)' }).click();
    await toast(page, 'Published 1 changes successfully').waitFor();

    const visitor = await launchBrowser({ javaScript: false });
    try {
      const site = await visitor.newPage({ width: 390 });
      for (const route of ['/contact', '/about']) {
        await site.goto(`${server.url}${route}`);
        const footer = site.getByRole('contentinfo');
        expect(await footer.getByRole('link', { name: '(631) 555-0177' }).getAttribute('href')).toBe('tel:6315550177');
        expect(await footer.getByText('(631) 555-0142').count()).toBe(0);
        await footer.getByText('Wed–Sun, 11AM–11PM').waitFor();
        expect(await footer.getByText('Mon–Sun, 10AM–12AM').count()).toBe(0);
      }
      await site.goto(`${server.url}/contact`);
      expect(await site.locator('main').getByRole('link', { name: '(631) 555-0177' }).getAttribute('href')).toBe('tel:6315550177');
      await screenshot(site, 'content-admin-contact-published-no-js');
    } finally {
      await visitor.close();
    }
  });
});

describe('events management', () => {
  it('edits the Cultural Events type, which the Events page shows once published', async () => {
    await openSection('events', 'Events Management');
    const card = page.getByRole('article', { name: 'Cultural Events' });
    await card.getByRole('heading', { name: 'Cultural Events' }).waitFor();
    await card.getByRole('button', { name: 'Edit Cultural Events' }).click();
    await card.getByLabel('Title').fill('Cultural & Heritage Events');
    await card.getByRole('button', { name: 'Save' }).click();
    await toast(page, "Content updated and staged for preview, Click 'Publish' to make it live").waitFor();
    await page.frameLocator('iframe[title^="Preview of /events"]').getByRole('heading', { name: 'Cultural & Heritage Events' }).waitFor();
    await page.getByRole('button', { name: 'Publish (1)' }).click();
    await toast(page, 'Published 1 changes successfully').waitFor();
    // Same browser session (a new page without cookies would sign this test's admin out); without
    // ?preview=true the page shows what visitors see.
    const site = await browser.newPage({ keepCookies: true });
    await site.goto(`${server.url}/events`);
    await site.getByRole('heading', { name: 'Cultural & Heritage Events' }).waitFor();
    await site.close();
  });
});

describe('on a phone', () => {
  // With the content the tests above left (more FAQs and pages, a longer change log), moving
  // between the screens from the phone's sidebar drawer as an owner on a phone does.
  it('keeps the management screens usable at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const key of ['homepage', 'faq', 'pages', 'changelog'] as const) {
      await openAdminSection(page, key);
      await expectFitsScreen(page, key);
      await screenshot(page, `content-admin-${key}-390`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
