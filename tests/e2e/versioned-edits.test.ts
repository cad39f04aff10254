import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, toast, openAdminTab } from '../support/browser.ts';
import { untilSubscribed, type TestServer } from '../support/test-server.ts';

/*
 * No edit is lost silently. Two browser contexts (two signed-in browsers: as two tabs, or the owner
 * and a second admin) edit the same record: the second save is refused, the editor shows the text
 * saved meanwhile beside the owner's, and after the owner decides, both versions are in the change
 * log's saved versions.
 */

/** The conflict view, once the stale save was refused. */
function conflictDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'saved meanwhile' });
}

async function savedVersionsShow(server: TestServer, page: Page, texts: string[]) {
  await page.goto(`${server.url}/admin/changelog`);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Saved versions' }) });
  for (const text of texts) await panel.getByText(text, { exact: true }).first().waitFor();
}

describe('two admins, one FAQ answer', () => {
  it('refuses the second save, shows the answer saved meanwhile beside the owner’s, and keeps both', async ({ server, admin, browser, otherBrowser }) => {
    const question = 'May we bring our own food truck?';
    await admin.data(`mutation C($input: CreateFaqInput!) { createFaq(input: $input) { faq { id } } }`, { input: { question, answer: 'Yes.' } });
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'faq'), openAdminTab({ server, browser: otherBrowser }, 'faq')]);
    for (const page of [a, b]) {
      await page.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
    }
    const mine = 'Yes, any licensed and insured caterer.';
    const theirs = 'Yes, from our list of approved caterers.';
    // A is typing when B saves.
    await a.getByRole('textbox', { name: 'Answer' }).fill(mine);
    await b.getByRole('textbox', { name: 'Answer' }).fill(theirs);
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(b, 'FAQ updated successfully').waitFor();

    await a.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = conflictDialog(a);
    await dialog.waitFor();
    await dialog.getByRole('group', { name: 'Answer: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Answer: your version' }).inputValue()).resolves.toBe(mine);
    await screenshot(a, 'version-conflict-faq-desktop', { fullPage: false });
    await a.setViewportSize({ width: 390, height: 844 });
    await screenshot(a, 'version-conflict-faq-phone', { fullPage: false });
    await a.setViewportSize({ width: 1440, height: 900 });
    // Nothing of A's was saved yet: the site still answers with B's text.
    const { adminFaqs } = await admin.data<{ adminFaqs: { question: string; answer: string }[] }>(`{ adminFaqs { question answer } }`);
    expect(adminFaqs.find((faq) => faq.question === question)?.answer).toBe(theirs);

    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(a, 'FAQ updated successfully').waitFor();
    await a.getByText(mine).first().waitFor();
    await savedVersionsShow(server, a, [mine, theirs]);
    await screenshot(a, 'saved-versions-desktop');
    await Promise.all([a.close(), b.close()]);
  });

  it('merges by hand: the owner edits their text with the saved one beside it', async ({ server, admin, browser, otherBrowser }) => {
    const question = 'Is there parking for 100 cars?';
    await admin.data(`mutation C($input: CreateFaqInput!) { createFaq(input: $input) { faq { id } } }`, { input: { question, answer: 'Yes.' } });
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'faq'), openAdminTab({ server, browser: otherBrowser }, 'faq')]);
    for (const page of [a, b]) await page.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
    await a.getByRole('textbox', { name: 'Answer' }).fill('Yes, free.');
    await b.getByRole('textbox', { name: 'Answer' }).fill('Yes, 120 spaces.');
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(b, 'FAQ updated successfully').waitFor();
    await a.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = conflictDialog(a);
    await dialog.getByRole('textbox', { name: 'Answer: your version' }).fill('Yes, 120 free spaces.');
    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(a, 'FAQ updated successfully').waitFor();
    const { adminFaqs } = await admin.data<{ adminFaqs: { question: string; answer: string }[] }>(`{ adminFaqs { question answer } }`);
    expect(adminFaqs.find((faq) => faq.question === question)?.answer).toBe('Yes, 120 free spaces.');
    await Promise.all([a.close(), b.close()]);
  });

  it('an untouched open form follows a save made elsewhere; keeping the saved version drops the owner’s edit', async ({ server, admin, browser }) => {
    const question = 'Do you have a bridal suite?';
    const { createFaq } = await admin.data<{ createFaq: { faq: { id: string } } }>(`mutation C($input: CreateFaqInput!) { createFaq(input: $input) { faq { id } } }`, {
      input: { question, answer: 'Yes.' },
    });
    const a = await openAdminTab({ server, browser }, 'faq');
    await a.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
    await untilSubscribed(server, 'faqsChanged');
    await admin.data(`mutation U($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id } } }`, { input: { id: createFaq.faq.id, answer: 'Yes, with its own bathroom.' } });
    await a.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === 'Yes, with its own bathroom.');

    // Now the owner types, and another save lands before theirs: they keep the saved one.
    await a.getByRole('textbox', { name: 'Answer' }).fill('Yes, two of them.');
    await admin.data(`mutation U($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id } } }`, { input: { id: createFaq.faq.id, answer: 'Yes, upstairs.' } });
    await a.getByRole('button', { name: 'Save', exact: true }).click();
    await conflictDialog(a).getByRole('button', { name: 'Use the Saved Version' }).click();
    await expect(a.getByRole('textbox', { name: 'Answer' }).inputValue()).resolves.toBe('Yes, upstairs.');
    await a.close();
  });
});

describe('two admins, one page section (About’s story)', () => {
  it('refuses the second staged save, shows the story saved meanwhile, and keeps both in the change log', async ({ server, browser, otherBrowser }) => {
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'about'), openAdminTab({ server, browser: otherBrowser }, 'about')]);
    for (const page of [a, b]) await page.getByRole('button', { name: 'Edit Our story' }).click();
    const mine = 'Built in 1921 as a grain hall, restored by our family in 2019.';
    const theirs = 'A century-old hall by the willows, lovingly restored.';
    await a.getByRole('textbox', { name: 'Content' }).fill(mine);
    await b.getByRole('textbox', { name: 'Content' }).fill(theirs);
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(b, 'Content updated and staged for preview').waitFor();

    await a.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = a.getByRole('dialog').filter({ hasText: 'This section was saved meanwhile' });
    await dialog.getByRole('group', { name: 'Content: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Content: your version' }).inputValue()).resolves.toBe(mine);
    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(a, 'Content updated and staged for preview').waitFor();
    await savedVersionsShow(server, a, [mine, theirs]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('two admins, one branding', () => {
  it('refuses the second site-title save, shows the title saved meanwhile, and keeps both as saved versions', async ({ server, admin, browser, otherBrowser }) => {
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'branding'), openAdminTab({ server, browser: otherBrowser }, 'branding')]);
    const mine = 'Willow Hall & Gardens';
    const theirs = 'The Grand Willow';
    await a.getByRole('textbox', { name: 'Site title' }).fill(mine);
    await b.getByRole('textbox', { name: 'Site title' }).fill(theirs);
    await b.getByRole('button', { name: 'Save Site Details' }).click();
    await toast(b, 'The site title and description are live.').waitFor();

    await a.getByRole('button', { name: 'Save Site Details' }).click();
    const dialog = a.getByRole('dialog').filter({ hasText: 'This branding was saved meanwhile' });
    await dialog.getByRole('group', { name: 'Site title: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Site title: your version' }).inputValue()).resolves.toBe(mine);
    // Nothing of A's was saved yet.
    const before = await admin.data<{ siteSettings: { branding: { siteTitle: string } } }>('{ siteSettings { branding { siteTitle } } }');
    expect(before.siteSettings.branding.siteTitle).toBe(theirs);
    await screenshot(a, 'version-conflict-branding-desktop', { fullPage: false });

    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(a, 'The site title and description are live.').waitFor();
    const after = await admin.data<{ siteSettings: { branding: { siteTitle: string } } }>('{ siteSettings { branding { siteTitle } } }');
    expect(after.siteSettings.branding.siteTitle).toBe(mine);
    await savedVersionsShow(server, a, [mine, theirs]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('two admins, one Social Media & Footer', () => {
  it('refuses the second save of a social link, shows the link saved meanwhile beside the owner’s, keeps the owner’s other edit, and keeps both versions', async ({ server, admin, browser, otherBrowser }) => {
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'social'), openAdminTab({ server, browser: otherBrowser }, 'social')]);
    const mine = 'https://www.facebook.com/willowhallgardens';
    const theirs = 'https://www.facebook.com/thegrandwillow';
    const tagline = 'Weddings and celebrations under the old willows.';
    // A changes the tagline and the Facebook link; B changes only the Facebook link, and saves first.
    await a.getByRole('textbox', { name: 'Tagline' }).fill(tagline);
    await a.getByRole('textbox', { name: 'Facebook' }).fill(mine);
    await b.getByRole('textbox', { name: 'Facebook' }).fill(theirs);
    await b.getByRole('button', { name: 'Save Changes' }).click();
    await toast(b, 'Your social links and footer are live on the site.').waitFor();

    await a.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = a.getByRole('dialog').filter({ hasText: 'saved meanwhile' });
    await dialog.getByRole('group', { name: 'Facebook: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Facebook: your version' }).inputValue()).resolves.toBe(mine);
    // Nothing of A's was saved yet: neither the link nor the tagline.
    const settings = () =>
      admin.data<{ siteSettings: { social: { facebook: string | null }; footer: { tagline: string } } }>('{ siteSettings { social { facebook } footer { tagline } } }');
    const before = await settings();
    expect(before.siteSettings.social.facebook).toBe(theirs);
    expect(before.siteSettings.footer.tagline).not.toBe(tagline);
    await screenshot(a, 'version-conflict-social-desktop', { fullPage: false });

    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(a, 'Your social links and footer are live on the site.').waitFor();
    const after = await settings();
    expect(after.siteSettings.social.facebook).toBe(mine);
    expect(after.siteSettings.footer.tagline).toBe(tagline);
    await savedVersionsShow(server, a, [mine, theirs]);
    await Promise.all([a.close(), b.close()]);
  });
});
