import { eq } from 'drizzle-orm';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { bookings, quotes } from '../../server/db/schema/index.ts';
import { QUOTE_PAGE_TEXTS } from '../../server/http/quote-page.ts';
import { screenshot, signInAsAdmin } from '../support/browser.ts';

/*
 * The owner builds and sends a quote from a booking; the client opens the link with JavaScript off
 * and accepts by typing their name; the booking shows confirmed; the owner records the payment and
 * the booking shows paid.
 */

describe('quotes the client accepts online', () => {
  it('owner builds and sends, client accepts without JavaScript, owner records payment', async ({ server, factories, browser, noScriptBrowser }) => {
    const eventDate = factories.day(150);
    factories.specialDate({ date: eventDate, status: 'premium_rate', premiumMultiplier: 1.5 });
    const booking = factories.booking({ eventDate, clientName: 'Quinn Quotewell', guestCount: 100, eventSpaceId: 'grand-ballroom' });

    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/bookings`);
    const card = page.getByRole('article', { name: 'Quinn Quotewell' });
    await card.getByRole('button', { name: 'Quote & payments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote & payments: Quinn Quotewell' });
    await dialog.getByRole('button', { name: 'Create quote' }).click();
    await dialog.getByText('venue hire is multiplied by 1.5').waitFor();
    await dialog.getByLabel('Line 1 unit price').fill('4000');
    await dialog.getByRole('button', { name: 'Add per-guest item' }).click();
    await dialog.getByLabel('Line 2 unit price').fill('45');
    await dialog.getByLabel('Tax rate (%)').fill('8.625');
    // Live totals: 4,000 × 1.5 + 100 × 45 = 10,500; tax at exactly 8.625% is 905.625 → 905.63.
    await dialog.getByTestId('quote-tax').getByText('$905.63').waitFor();
    await dialog.getByTestId('quote-total').getByText('$11,405.63').waitFor();
    await dialog.getByRole('button', { name: 'Deposit 3 days after acceptance, balance 30 days before' }).click();
    await dialog.getByLabel('Payment 1 amount').waitFor();
    await screenshot(page, 'quote-editor-1440');
    await dialog.getByRole('button', { name: 'Send to client' }).click();
    const linkField = dialog.getByLabel("Client's link (shown once)");
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/quote\/[a-z2-7]+$/);
    await dialog.getByRole('button', { name: 'Copy link' }).waitFor();

    // The client, JavaScript off.
    const client = await noScriptBrowser.newPage({ width: 390, height: 844 });
    try {
      await client.goto(link);
      await client.getByRole('heading', { name: 'Quote for Quinn Quotewell' }).waitFor();
      await client.getByText('$11,405.63').first().waitFor();
      await client.getByText('Tax (8.625%)').waitFor();
      await screenshot(client, 'quote-page-390');
      await client.getByLabel('Your full name').fill('Quinn Quotewell');
      await client.getByRole('button', { name: 'Accept quote' }).click();
      await client.getByText(QUOTE_PAGE_TEXTS.acceptedJustNow).waitFor();
      await screenshot(client, 'quote-accepted-390');
    } finally {
      await client.close();
    }
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()!.status).toBe('confirmed');
    expect(server.db.select().from(quotes).where(eq(quotes.bookingId, booking.id)).get()!.acceptedName).toBe('Quinn Quotewell');

    // The owner sees it confirmed, and records the payment.
    await page.reload();
    const reloadedCard = page.getByRole('article', { name: 'Quinn Quotewell' });
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    await reloadedCard.getByText('Confirmed', { exact: true }).first().waitFor();
    await reloadedCard.getByRole('button', { name: 'Quote & payments' }).click();
    const again = page.getByRole('dialog', { name: 'Quote & payments: Quinn Quotewell' });
    await again.getByText(/^Accepted by /).waitFor();
    await again.getByText('Payment: Due').waitFor();
    await again.getByLabel('Amount ($)').fill('11405.63');
    await again.getByRole('button', { name: 'Record payment' }).click();
    await again.getByText('Payment: Paid').waitFor();
    await screenshot(page, 'quote-payments-1440');
    await page.close();
  }, 180_000);
});
