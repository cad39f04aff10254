
import sharp from 'sharp';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { keyboardDrag, launchBrowser, screenshot, toast } from '../support/browser.ts';
import { describe, expect, it, visitorQuery, openSection, failureToast } from '../support/content-admin.ts';
import { openAdminSection } from '../support/admin-navigation.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';

/*
 * Pages, gallery, contact details, resources, events and the change log in Chromium, driven like
 * an owner would: hide and reorder pages; upload, publish and delete gallery images; stage contact
 * details and resources; revert one change and publish the rest; and all of it at 390 px.
 */

describe('page management', () => {
  it('hides a page, which leaves the public navigation, and shows it again', async ({ server, browser, adminTab: page }) => {
    await openSection(server, page, 'pages', 'Page Management');
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

  it('reorders active pages by keyboard drag and renames a page inline', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'pages', 'Page Management');
    const handle = page.getByRole('button', { name: 'Drag to reorder: Contact' });
    await keyboardDrag(page, handle, ['ArrowUp']);
    await toast(page, 'Page order updated successfully').waitFor();
    const { navigationPages } = await visitorQuery<{ navigationPages: { pageSlug: string }[] }>(server, `query { navigationPages { pageSlug } }`);
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
  it('uploads a new image, keeps it off the site until published, and deletes an image after confirming', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'gallery', 'Gallery Management');
    await page.getByText('14 images · 14 active').waitFor();
    await page.getByRole('button', { name: 'Add New Image' }).click();
    const form = page.getByRole('region', { name: 'Add New Image' });

    // An address that is not an image address is refused by the server, on the field.
    await form.getByLabel('Image URL').fill('not a url');
    await form.getByLabel('Title').fill('Winter wonderland');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Image URL must be a full web address').waitFor();
    await failureToast(page, 'Failed to add gallery image: Image URL must be a full web address', { startsWith: true });

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
    const visitorTitles = async () => (await visitorQuery(server, `query { galleryImages { title } }`)).galleryImages.map((image: { title: string }) => image.title);
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
  it('saves the contact details through staging', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'contact', 'Contact Management');
    const form = page.getByRole('region', { name: 'Contact information' });
    await form.getByLabel('Phone').fill('(631) 555-0199');
    await form.getByRole('button', { name: 'Save contact information' }).click();
    await toast(page, "Content updated and staged for preview, Click 'Publish' to make it live").waitFor();
    await form.getByText('Staged').waitFor();
    // The preview shows the staged phone on the contact page and in its footer; visitors keep the old one.
    const preview = page.frameLocator('iframe[title^="Preview of /contact"]');
    await preview.locator('main').getByRole('link', { name: '(631) 555-0199' }).waitFor();
    await preview.getByRole('contentinfo').getByRole('link', { name: '(631) 555-0199' }).waitFor();
    expect((await visitorQuery(server, `query { contactInfo { phone } }`)).contactInfo.phone).toBe('(631) 555-0142');
    await form.getByLabel('Email').fill('nope');
    await form.getByRole('button', { name: 'Save contact information' }).click();
    await form.getByText('Enter a valid email address, like events@example.com.', { exact: true }).waitFor();
    await failureToast(page, 'Failed to update content: Enter a valid email address, like events@example.com.');
    await screenshot(page, 'content-admin-contact');
  });

  it('adds a resource, staged until published', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'resources', 'Resources');
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

  it('lists pending changes, reverts one, and publishes the rest per table', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'changelog', 'Content Change Log');
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
    const resources = await visitorQuery(server, `query { contentSections(type: OTHER) { title } }`);
    expect(resources.contentSections.map((section: { title: string }) => section.title)).toContain('Vendor List');
  });

  it('publishes new contact details, which visitors without JavaScript see on the contact page and in the footer', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'contact', 'Contact Management');
    const form = page.getByRole('region', { name: 'Contact information' });
    await form.getByLabel('Phone').fill('(631) 555-0177');
    // The footer's business hours are the contact record's (it keeps none of its own).
    await form.getByLabel('Hours').fill('Wed–Sun, 11AM–11PM');
    await form.getByRole('button', { name: 'Save contact information' }).click();
    await toast(page, "Content updated and staged for preview, Click 'Publish' to make it live").waitFor();
    const preview = page.frameLocator('iframe[title^="Preview of /contact"]');
    await preview.getByRole('contentinfo').getByRole('link', { name: '(631) 555-0177' }).waitFor();
    await preview.getByRole('contentinfo').getByText('Wed–Sun, 11AM–11PM').waitFor();

    await openSection(server, page, 'changelog', 'Content Change Log');
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
  it('edits the Cultural Events type, which the Events page shows once published', async ({ server, browser, adminTab: page }) => {
    await openSection(server, page, 'events', 'Events Management');
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
  it('keeps the management screens usable at 390 px', async ({ adminTab: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const key of ['homepage', 'faq', 'pages', 'changelog'] as const) {
      await openAdminSection(page, key);
      await expectFitsScreen(page, key);
      await screenshot(page, `content-admin-${key}-390`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
