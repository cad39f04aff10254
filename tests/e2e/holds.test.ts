import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { holds } from '../../server/db/schema/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { HELD_PUBLIC_TEXT, ON_HOLD_LABEL } from '../../shared/holds.ts';
import { launchBrowser, screenshot, signInAsAdmin, toast } from '../support/browser.ts';
import { describe, expect, test } from '../support/browser-fixtures.ts';

/*
 * Holds in Chromium: the owner places a hold from an inquiry and sees "On hold" on the
 * card and in the calendar; a visitor sees the held date's words with JavaScript off, and never
 * the client's name.
 */

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('holds', () => {
  test('the owner places a hold from an inquiry and sees it On hold', async ({ server, browser, factories }) => {
    const date = factories.day(150);
    const inquiry = factories.inquiry({ desiredDate: date, name: 'Hollis Holdwell', email: 'hollis@example.com' });
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/inquiries`);
    const article = card(page, inquiry.name);
    await article.getByRole('button', { name: 'Place hold' }).click();
    const dialog = page.getByRole('dialog', { name: `Place a hold for ${inquiry.name}` });
    await expect.poll(() => dialog.getByLabel('Date to hold').inputValue()).toBe(date);
    expect(await dialog.getByRole('textbox', { name: 'Hold for (days)' }).inputValue()).toBe('7');
    await dialog.getByRole('button', { name: 'Place hold' }).click();
    await toast(page, `Hold placed on ${formatLongDate(date)}.`).waitFor();
    await article.getByText(`${ON_HOLD_LABEL} until`).waitFor();
    expect(server.db.select().from(holds).where(eq(holds.inquiryId, inquiry.id)).get()).toMatchObject({ date, position: 1, status: 'active' });
    await screenshot(page, 'holds-inquiry-card-1440');

    const phone = await browser.newPage({ width: 390, height: 844 });
    await signInAsAdmin(phone, server.url);
    await phone.goto(`${server.url}/admin/inquiries`);
    await card(phone, inquiry.name).getByText(`${ON_HOLD_LABEL} until`).waitFor();
    await screenshot(phone, 'holds-inquiry-card-390');
    await phone.close();
    await page.close();
  });

  test('a visitor with JavaScript off sees the held date in words, not who holds it', async ({ server, admin, factories }) => {
    const date = factories.day(151);
    const inquiry = factories.inquiry({ desiredDate: date, name: 'Private Person', email: 'private.person@example.com' });
    await admin.data(`mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { hold { id } } }`, { input: { inquiryId: inquiry.id } });
    const noScript = await launchBrowser({ javaScript: false });
    try {
      for (const width of [390, 1440]) {
        const page = await noScript.newPage({ width });
        await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}&date=${date}`);
        const info = page.getByRole('heading', { name: 'Date Information' }).locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]');
        await info.getByText(HELD_PUBLIC_TEXT, { exact: true }).waitFor();
        // The day itself says so in its name (not by colour), and the legend explains the mark.
        await page.getByRole('link', { name: new RegExp(`^${formatLongDate(date)}.*${HELD_PUBLIC_TEXT}`) }).waitFor();
        await page.getByText('Tentatively held', { exact: true }).waitFor();
        const html = await page.content();
        expect(html).not.toMatch(/Private Person|private\.person/);
        await screenshot(page, `holds-public-no-js-${width}`);
        await page.close();
      }
    } finally {
      await noScript.close();
    }
  });
});
