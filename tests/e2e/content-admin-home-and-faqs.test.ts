
import { keyboardDrag, screenshot, toast } from '../support/browser.ts';
import { describe, expect, it, visitorQuery, openSection, failureToast, pendingCount } from '../support/content-admin.ts';

/*
 * The home page's content and the FAQs in Chromium, driven like an owner would: stage an edit,
 * check the live site and the preview, publish; see why a save was refused; switch a section
 * Live/Hidden; add, reorder (with the keyboard), hide, edit and delete FAQs.
 */

describe('staging a home page edit', () => {
  it('keeps the live site unchanged, shows the edit in preview, and publishes it', async ({ server, browser, adminTab: page }) => {
    await openSection(server, page, 'homepage', 'Content Management');
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
    const live = await visitorQuery(server, `query { contentSections(type: HERO) { sectionKey title } }`);
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
    const after = await visitorQuery(server, `query { contentSections(type: HERO) { sectionKey title } }`);
    expect(after.contentSections.find((section: { sectionKey: string }) => section.sectionKey === 'hero_title').title).toBe('Celebrate at the Willow');
  });

  it('says the failure and its reason when a save is refused', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'homepage', 'Content Management');
    const card = page.getByRole('article', { name: 'Welcome' });
    await card.getByRole('button', { name: 'Edit Welcome' }).click();
    await card.getByLabel('Title').fill('   ');
    await card.getByRole('button', { name: 'Save' }).click();
    await failureToast(page, 'Failed to update content: Title is required.');
    // The field shows the reason alone.
    await card.getByText('Title is required.', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Cancel' }).click();
  });

  it('switches a section Live/Hidden at once', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'homepage', 'Content Management');
    const card = page.getByRole('article', { name: 'Welcome' });
    const toggle = card.getByRole('switch', { name: 'Welcome: Live' });
    await toggle.click({ force: true });
    await toast(page, 'is now hidden from the site').waitFor();
    await card.getByRole('switch', { name: 'Welcome: Hidden' }).waitFor();
    const keys = (await visitorQuery(server, `query { contentSections(type: HERO) { sectionKey } }`)).contentSections.map((section: { sectionKey: string }) => section.sectionKey);
    expect(keys).not.toContain('welcome');
    await card.getByRole('switch', { name: 'Welcome: Hidden' }).click({ force: true });
    await card.getByRole('switch', { name: 'Welcome: Live' }).waitFor();
  });

  it('shows the server’s validation message on the field', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'about', 'About Management');
    const card = page.getByRole('article', { name: 'Our story' });
    await card.getByRole('button', { name: 'Edit Our story' }).click();
    await card.getByLabel('Title').fill('   ');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Title is required.').waitFor();
    await card.getByRole('button', { name: 'Cancel' }).click();
    expect(await pendingCount(server)).toBe(0);
  });
});

describe('FAQ management', () => {
  it('adds an FAQ after showing what is missing', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'faq', 'FAQ Management');
    await page.getByText('16 FAQs · 16 live').waitFor();
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const form = page.getByRole('region', { name: 'Add FAQ' });
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Question is required.', { exact: true }).waitFor();
    await failureToast(page, 'Failed to add FAQ: Question is required.');
    await form.getByLabel('Question').fill('Do you allow sparklers?');
    await form.getByLabel('Answer').fill('Yes, outdoors on the lawn, with our staff present.');
    await form.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'FAQ added successfully').waitFor();
    await page.getByText('17 FAQs · 17 live').waitFor();
    await page.getByRole('article', { name: 'Do you allow sparklers?' }).waitFor();
  });

  it('reorders FAQs with the keyboard, and visitors see the new order', async ({ server, browser, adminTab: page }) => {
    await openSection(server, page, 'faq', 'FAQ Management');
    const handle = page.getByRole('button', { name: 'Drag to reorder: Can we tour the venue before booking?' });
    await keyboardDrag(page, handle, ['ArrowUp']);
    await toast(page, 'FAQ order updated successfully').waitFor();
    await page.waitForFunction(() => document.querySelector('[aria-label="FAQs in display order"] article')?.getAttribute('aria-label') === 'Can we tour the venue before booking?');

    const { faqs } = await visitorQuery<{ faqs: { question: string; sortOrder: number }[] }>(server, `query { faqs { question sortOrder } }`);
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

  it('changes nothing when a row is dropped outside the list, in the sidebar', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'faq', 'FAQ Management');
    const orderOf = async () => (await visitorQuery<{ faqs: { question: string }[] }>(server, `query { faqs { question } }`)).faqs.map((faq) => faq.question);
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

  it('hides, edits and deletes an FAQ', async ({ server, adminTab: page }) => {
    await openSection(server, page, 'faq', 'FAQ Management');
    const row = page.getByRole('article', { name: 'Do you allow sparklers?' });
    await row.getByRole('switch').click({ force: true });
    await toast(page, 'FAQ updated successfully').waitFor();
    await page.getByText('17 FAQs · 16 live').waitFor();
    expect((await visitorQuery(server, `query { faqs { question } }`)).faqs.map((faq: { question: string }) => faq.question)).not.toContain('Do you allow sparklers?');

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
