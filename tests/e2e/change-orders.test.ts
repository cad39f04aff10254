import { eq } from 'drizzle-orm';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { bookings } from '../../server/db/schema/index.ts';
import { QUOTE_PAGE_TEXTS } from '../../server/http/quote-page.ts';
import { recordPayment, updateBookingStatus, type Actor, MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { ledgerEntriesOf } from '../../server/modules/ledger/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { ledgerTotals } from '../../shared/ledger.ts';
import { formatCents } from '../../shared/money.ts';
import { screenshot, signInAsAdmin } from '../support/browser.ts';

/*
 * Rescheduling a confirmed booking whose price was agreed: the owner drafts a change order for a
 * new date, sends it, the client accepts it with JavaScript off, and the booking moves; every money
 * figure on screen is checked against the booking's ledger.
 */

const OWNER: Actor = { kind: 'admin', userId: null };

describe('a change order', () => {
  it('reschedules a confirmed booking; the client accepts it without JavaScript', async ({ server, browser, noScriptBrowser, factories }) => {
    const from = factories.day(150);
    const to = factories.day(157);
    const booking = factories.booking({ clientName: 'Rita Reschedule', eventDate: from, totalCost: 8000, eventSpaceId: MAIN_EVENT_SPACE_ID });
    await updateBookingStatus(server.services, { id: booking.id, status: 'confirmed' }, OWNER);
    await recordPayment(server.services, { bookingId: booking.id, amountCents: 300_000, occurredOn: factories.day(0), method: 'bank_transfer' }, OWNER);

    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/bookings`);
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    const card = page.getByRole('article', { name: 'Rita Reschedule' });
    await card.getByRole('button', { name: 'Quote & payments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote & payments: Rita Reschedule' });
    await dialog.getByRole('button', { name: 'Make a change order' }).click();
    const form = page.getByRole('dialog', { name: 'Make a change order' });
    await form.getByLabel('Event date').fill(to);
    await form.getByLabel('Guests').fill('140');
    await form.getByRole('button', { name: 'Draft change order' }).click();
    await dialog.getByText(`Date: ${formatLongDate(from)} → ${formatLongDate(to)}`).waitFor();
    await dialog.getByText('Guests: 100 → 140').waitFor();
    await dialog.getByText(/Price agreed before \$8,000\.00; paid so far \$3,000\.00/).waitFor();
    // The client's guests cost more: the agreed price line goes up by $1,000.
    await dialog.getByLabel('Line 1 unit price').fill('9000');
    await dialog.getByLabel('Payment 1 amount').fill('9000');
    await screenshot(page, 'change-order-editor-1440');
    await dialog.getByRole('button', { name: 'Send to client' }).click();
    const linkField = dialog.getByLabel("Client's link (shown once)");
    await linkField.waitFor();
    const link = await linkField.inputValue();

    const client = await noScriptBrowser.newPage({ width: 390, height: 844 });
    try {
      await client.goto(link);
      await client.getByRole('heading', { name: 'Change order for Rita Reschedule' }).waitFor();
      await client.getByText(`Date: ${formatLongDate(from)} → ${formatLongDate(to)}`).waitFor();
      await client.getByText('$3,000.00').first().waitFor();
      await screenshot(client, 'change-order-page-390');
      await client.getByLabel('Your full name').fill('Rita Reschedule');
      await client.getByRole('button', { name: 'Accept change order' }).click();
      await client.getByText(QUOTE_PAGE_TEXTS.changeAcceptedJustNow).waitFor();
    } finally {
      await client.close();
    }
    const moved = server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()!;
    expect(moved).toMatchObject({ status: 'confirmed', eventDate: to, guestCount: 140 });
    const totals = ledgerTotals(ledgerEntriesOf(server.db, booking.id));
    expect(totals).toMatchObject({ agreedCents: 900_000, paidCents: 300_000, dueCents: 600_000 });

    // The owner sees the booking on its new date, and its money as the ledger has it.
    await page.reload();
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    const movedCard = page.getByRole('article', { name: 'Rita Reschedule' });
    await movedCard.getByText(formatLongDate(to), { exact: false }).first().waitFor();
    await movedCard.getByRole('button', { name: 'Quote & payments' }).click();
    const again = page.getByRole('dialog', { name: 'Quote & payments: Rita Reschedule' });
    await again.getByRole('heading', { name: 'Payments', exact: true }).waitFor();
    expect(await again.getByTestId('money-charged').textContent()).toBe(formatCents(totals.chargedCents));
    expect(await again.getByTestId('money-paid').textContent()).toBe(formatCents(totals.paidCents));
    expect(await again.getByTestId('money-due').textContent()).toBe(formatCents(totals.dueCents));
    expect(await again.getByTestId('ledger-entry').count()).toBe(ledgerEntriesOf(server.db, booking.id).length);
    await page.close();
  }, 180_000);
});
