import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, signInAsAdmin, toast, type TestBrowser } from '../support/browser.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';
import { untilSubscribed, type TestServer } from '../support/test-server.ts';
import { API_ORIGIN_MESSAGES } from '../../shared/api-origins.ts';

/*
 * The sites allowed to call the API are saved against the version the API Tokens screen showed.
 * Two browser contexts (the owner's two tabs): an untouched list follows a save made in the other;
 * a list holding the owner's edits keeps them, and its save is refused, writes nothing and shows
 * the list saved meanwhile beside the owner's; both lists are kept as saved versions.
 */

async function apiTokensTab(server: TestServer, browser: TestBrowser, { width = 1440, height = 900 } = {}): Promise<Page> {
  const page = await browser.newPage({ width, height });
  await signInAsAdmin(page, server.url);
  await page.goto(`${server.url}/admin/api-tokens`);
  return page;
}

const allowedSites = (page: Page) => page.getByRole('textbox', { name: 'Allowed sites', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save allowed sites' });

type Origins = { apiAllowedOrigins: string[]; apiAllowedOriginsVersion: number };
const ORIGINS = '{ apiAllowedOrigins apiAllowedOriginsVersion }';

describe('two tabs, one list of allowed sites', () => {
  it('an untouched list follows the other tab; an edited one keeps its lines, meets the conflict view and saves the owner’s on request', async ({ server, browser, otherBrowser, admin: api }) => {
    const listening = server.services.pubsub.listenerCount('apiAllowedOriginsChanged');
    const [a, b] = await Promise.all([apiTokensTab(server, browser), apiTokensTab(server, otherBrowser)]);
    await Promise.all([allowedSites(a).waitFor(), allowedSites(b).waitFor()]);
    await untilSubscribed(server, 'apiAllowedOriginsChanged', listening + 2); // both tabs' subscriptions are live
    const start = (await api.data<Origins>(ORIGINS)).apiAllowedOriginsVersion;

    // A saves; B, untouched, shows A's list (normalised) without a reload.
    await allowedSites(a).fill('https://Booking.Example.com/');
    await saveButton(a).click();
    await toast(a, API_ORIGIN_MESSAGES.saved).waitFor();
    await expect.poll(() => allowedSites(a).inputValue()).toBe('https://booking.example.com');
    await expect.poll(() => allowedSites(b).inputValue(), { timeout: 10_000 }).toBe('https://booking.example.com');

    // B starts editing; A saves again: B keeps its lines, and its save shows A's beside them.
    const mine = 'https://booking.example.com\nhttps://crm.example.org';
    const theirs = 'https://widget.example.net';
    await allowedSites(b).fill(mine);
    await allowedSites(a).fill(theirs);
    await saveButton(a).click();
    await toast(a, API_ORIGIN_MESSAGES.saved).waitFor();
    await expect.poll(async () => (await api.data<Origins>(ORIGINS)).apiAllowedOriginsVersion).toBe(start + 2);
    await b.waitForTimeout(500); // B has heard of the save by now (its subscription is live)
    expect(await allowedSites(b).inputValue()).toBe(mine);

    await saveButton(b).click();
    const dialog = b.getByRole('dialog').filter({ hasText: 'saved meanwhile' });
    await dialog.getByRole('group', { name: 'Allowed sites: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Allowed sites: your version' }).inputValue()).resolves.toBe(mine);
    // Refused: the list is A's, at A's version.
    expect(await api.data<Origins>(ORIGINS)).toEqual({ apiAllowedOrigins: [theirs], apiAllowedOriginsVersion: start + 2 });
    await screenshot(b, 'stale-allowed-origins-desktop', { fullPage: false });
    await b.setViewportSize({ width: 390, height: 844 });
    await screenshot(b, 'stale-allowed-origins-phone', { fullPage: false });
    await b.setViewportSize({ width: 1440, height: 900 });

    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(b, API_ORIGIN_MESSAGES.saved).waitFor();
    expect(await api.data<Origins>(ORIGINS)).toEqual({ apiAllowedOrigins: ['https://booking.example.com', 'https://crm.example.org'], apiAllowedOriginsVersion: start + 3 });
    // A, untouched since its save, follows B's.
    await expect.poll(() => allowedSites(a).inputValue(), { timeout: 10_000 }).toBe(mine);
    await allowedSites(a).scrollIntoViewIfNeeded();
    await screenshot(a, 'allowed-origins-desktop', { fullPage: false });

    // Every list saved is kept: the one B's save replaced too.
    const kept = await api.data<{ savedVersions: { nodes: { version: number; values: { value: string | null }[] }[] } }>(
      '{ savedVersions(kind: API_ALLOWED_ORIGINS, recordId: "api_allowed_origins") { nodes { version values { value } } } }',
    );
    expect(kept.savedVersions.nodes.slice(0, 3)).toEqual([
      { version: start + 3, values: [{ value: mine }] },
      { version: start + 2, values: [{ value: theirs }] },
      { version: start + 1, values: [{ value: 'https://booking.example.com' }] },
    ]);
    // The change log shows them too, the list replaced beside the one saved.
    await b.goto(`${server.url}/admin/changelog`);
    await b.getByRole('combobox', { name: 'Show' }).selectOption('API_ALLOWED_ORIGINS');
    const panel = b.locator('section', { has: b.getByRole('heading', { name: 'Saved versions' }) });
    await panel.getByText("Updated allowed sites of 'Sites allowed to call the API' (list of allowed sites)").first().waitFor();
    await panel.getByText(mine, { exact: true }).first().waitFor();
    await screenshot(b, 'allowed-origins-changelog-desktop', { fullPage: false });
    await Promise.all([a.close(), b.close()]);
  });

  it('on a phone, a line that is not a site is named under the list and nothing is saved', async ({ server, browser, admin: api }) => {
    const page = await apiTokensTab(server, browser, { width: 390, height: 844 });
    await allowedSites(page).waitFor();
    const before = await api.data<Origins>(ORIGINS);
    await allowedSites(page).fill('https://crm.example.org\ncrm.example.org/login');
    // The keyboard alone: Tab from the list reaches its button, Enter presses it.
    await allowedSites(page).press('Tab');
    expect(await saveButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText(`“crm.example.org/login”: ${API_ORIGIN_MESSAGES.invalid}`).waitFor();
    expect(await api.data<Origins>(ORIGINS)).toEqual(before);
    await allowedSites(page).scrollIntoViewIfNeeded();
    await expectFitsScreen(page, 'API Tokens with the allowed sites');
    await screenshot(page, 'allowed-origins-phone', { fullPage: false });
    await page.close();
  });
});
