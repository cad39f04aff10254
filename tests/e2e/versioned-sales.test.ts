import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, signInAsAdmin, toast, type TestBrowser } from '../support/browser.ts';
import { sentQuote } from '../support/quotes-world.ts';
import type { TestServer } from '../support/test-server.ts';
import { bookings, quotes } from '../../server/db/schema/index.ts';

/*
 * No edit of a booking or a quote is lost silently. Two signed-in browsers (two tabs, or the owner
 * and a second admin) edit the same booking's notes, then the same quote's note to the client: the
 * second save is refused, the conflict view shows the text saved meanwhile beside the owner's, and
 * after the owner decides, both texts are in the change log's saved versions.
 */

async function bookingsTab(server: TestServer, browser: TestBrowser, clientName: string) {
  const page = await browser.newPage({ width: 1440, height: 900 });
  await signInAsAdmin(page, server.url);
  await page.goto(`${server.url}/admin/bookings`);
  const card = page.getByRole('article', { name: clientName });
  await card.waitFor();
  return { page, card };
}

function conflictDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'saved meanwhile' });
}

async function savedVersionsShow(server: TestServer, page: Page, texts: string[]) {
  await page.goto(`${server.url}/admin/changelog`);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Saved versions' }) });
  for (const text of texts) await panel.getByText(text, { exact: true }).first().waitFor();
}

describe('two admins, one booking', () => {
  it('refuses the second save of the notes, shows the notes saved meanwhile, and keeps both', async ({ server, factories, browser, otherBrowser }) => {
    const booking = factories.booking({ clientName: 'Noor Notewell', eventDate: factories.day(120), adminNotes: 'Call about the cake.' });
    const [a, b] = await Promise.all([bookingsTab(server, browser, 'Noor Notewell'), bookingsTab(server, otherBrowser, 'Noor Notewell')]);
    const mine = 'Cake: chocolate, four tiers.';
    const theirs = 'Cake: lemon, three tiers.';
    await a.card.getByRole('textbox', { name: 'Admin notes' }).fill(mine);
    await b.card.getByRole('textbox', { name: 'Admin notes' }).fill(theirs);
    await b.card.getByRole('button', { name: 'Save Notes' }).click();
    await toast(b.page, 'Admin notes and total cost saved.').waitFor();

    await a.card.getByRole('button', { name: 'Save Notes' }).click();
    const dialog = conflictDialog(a.page);
    await dialog.getByRole('group', { name: 'Admin notes: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Admin notes: your version' }).inputValue()).resolves.toBe(mine);
    await screenshot(a.page, 'version-conflict-booking-desktop', { fullPage: false });
    // Nothing of A's was saved yet.
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()!.adminNotes).toBe(theirs);

    await dialog.getByRole('button', { name: 'Add saved text to mine' }).click();
    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(a.page, 'Admin notes and total cost saved.').waitFor();
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()!.adminNotes).toBe(`${mine}\n\n${theirs}`);
    // B's untouched card follows the save made in A.
    await b.page.waitForFunction((text) => [...document.querySelectorAll('textarea')].some((area) => area.value === text), `${mine}\n\n${theirs}`);
    await savedVersionsShow(server, a.page, [theirs, `${mine}\n\n${theirs}`]);
    await Promise.all([a.page.close(), b.page.close()]);
  });
});

describe('two admins, one quote', () => {
  it('refuses the second save of the quote, shows the note saved meanwhile, and keeps both', async ({ server, admin, factories, browser, otherBrowser }) => {
    const booking = factories.booking({ clientName: 'Quentin Twotabs', eventDate: factories.day(140), guestCount: 80 });
    const { createQuote } = await admin.data<{ createQuote: { quote: { id: string } } }>(`mutation C($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id } } }`, {
      input: { bookingId: booking.id },
    });
    const [a, b] = await Promise.all([bookingsTab(server, browser, 'Quentin Twotabs'), bookingsTab(server, otherBrowser, 'Quentin Twotabs')]);
    const editors = await Promise.all(
      [a, b].map(async ({ page, card }) => {
        await card.getByRole('button', { name: 'Quote & payments' }).click();
        const dialog = page.getByRole('dialog', { name: 'Quote & payments: Quentin Twotabs' });
        await dialog.getByLabel('Note to the client').waitFor();
        return dialog;
      }),
    );
    const mine = 'Prices are held for 14 days.';
    const theirs = 'We look forward to hosting you.';
    await editors[0]!.getByLabel('Note to the client').fill(mine);
    await editors[1]!.getByLabel('Note to the client').fill(theirs);
    await editors[1]!.getByRole('button', { name: 'Save quote' }).click();
    await toast(b.page, 'Quote saved.').waitFor();

    await editors[0]!.getByRole('button', { name: 'Save quote' }).click();
    const dialog = conflictDialog(a.page);
    await dialog.getByRole('group', { name: 'Message to the client: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Message to the client: your version' }).inputValue()).resolves.toBe(mine);
    await screenshot(a.page, 'version-conflict-quote-desktop', { fullPage: false });
    expect(server.db.select().from(quotes).where(eq(quotes.id, createQuote.quote.id)).get()!.message).toBe(theirs);

    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(a.page, 'Quote saved.').waitFor();
    expect(server.db.select().from(quotes).where(eq(quotes.id, createQuote.quote.id)).get()!.message).toBe(mine);
    await savedVersionsShow(server, a.page, [theirs, mine]);
    await Promise.all([a.page.close(), b.page.close()]);
  });
});

describe('the open quote editor follows the client', () => {
  it('shows the quote accepted on the client’s page while the owner has it open', async ({ server, admin, factories, browser, noScriptBrowser }) => {
    const { link } = await sentQuote({ admin, factories }, { offset: 160, booking: { clientName: 'Ava Acceptwell' } });

    const { page, card } = await bookingsTab(server, browser, 'Ava Acceptwell');
    // Under every status, so the card stays in the list once the booking is confirmed.
    await page.getByRole('tab', { name: /^All Bookings/ }).click();
    await card.getByRole('button', { name: 'Quote & payments' }).click();
    const panel = page.getByRole('dialog', { name: 'Quote & payments: Ava Acceptwell' });
    await panel.getByRole('button', { name: 'Send again (new link)' }).waitFor();

    // The client accepts on their own page (no JavaScript), while the owner looks at the editor.
    const quotePage = await noScriptBrowser.newPage({ width: 390, height: 844 });
    try {
      await quotePage.goto(link);
      await quotePage.getByLabel('Your full name').fill('Ava Acceptwell');
      await quotePage.getByRole('button', { name: 'Accept quote' }).click();
      await quotePage.getByText('You accepted this quote', { exact: false }).waitFor();
    } finally {
      await quotePage.close();
    }
    await panel.getByText('Accepted by').first().waitFor();
    await panel.getByText('Ava Acceptwell', { exact: true }).first().waitFor();
    expect(await panel.getByRole('button', { name: 'Save quote' }).count()).toBe(0);
    await screenshot(page, 'quote-editor-follows-acceptance', { fullPage: false });
    await page.close();
  });
});

describe('a dialog with unsaved input asks before closing', () => {
  it('the quote editor: Esc with a typed price asks; Keep Editing keeps the price; ✕ then Discard closes it', async ({ server, admin, factories, browser }) => {
    const booking = factories.booking({ clientName: 'Esme Escape', eventDate: factories.day(170), guestCount: 60 });
    await admin.data(`mutation C($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id } } }`, { input: { bookingId: booking.id } });
    const { page, card } = await bookingsTab(server, browser, 'Esme Escape');
    await card.getByRole('button', { name: 'Quote & payments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote & payments: Esme Escape' });
    const price = dialog.getByLabel('Line 1 unit price');
    await price.fill('4250');
    await page.keyboard.press('Escape');
    const asking = page.getByRole('dialog', { name: 'Discard your changes?' });
    await asking.waitFor();
    await screenshot(page, 'dialog-discard-ask-desktop', { fullPage: false });
    await asking.getByRole('button', { name: 'Keep Editing' }).click();
    await asking.waitFor({ state: 'hidden' });
    await expect(price.inputValue()).resolves.toBe('4,250');

    // Closing with ✕ asks too; discarding closes the editor without saving.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await asking.getByRole('button', { name: 'Discard Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Nothing was saved: the quote is as it was created (version 1).
    expect(server.db.select().from(quotes).where(eq(quotes.bookingId, booking.id)).get()!.version).toBe(1);

    // Untouched, the editor closes at once.
    await card.getByRole('button', { name: 'Quote & payments' }).click();
    await dialog.getByLabel('Line 1 unit price').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });
});
