import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { bookings, emailOutbox } from '../../server/db/schema/index.ts';
import { recordPayment, type Actor, updateBookingStatus } from '../../server/modules/bookings/index.ts';
import { ledgerEntriesOf } from '../../server/modules/ledger/index.ts';
import { ledgerTotals } from '../../shared/ledger.ts';
import { formatCents } from '../../shared/money.ts';
import { screenshot, signInAsAdmin, toast } from '../support/browser.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';
import { getBookingTerms } from '../../server/modules/terms/index.ts';
import type { Factories } from '../support/factories.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * The owner's money screens in Chromium: recording an overpayment shows the client's credit, and
 * cancelling a paid booking keeps the policy's fee and records the refund. Every figure the screen
 * shows is read off the screen and checked against the booking's ledger.
 */

const OWNER: Actor = { kind: 'admin', userId: null };

/** A booking confirmed at a price, with payments received, made through the services. */
async function confirmedBooking({ server, factories }: { server: TestServer; factories: Factories }, clientName: string, priceDollars: number, offset: number, paidCents: number[] = []) {
  const booking = factories.booking({ clientName, eventDate: factories.day(offset), totalCost: priceDollars, eventSpaceId: 'grand-ballroom' });
  await updateBookingStatus(server.services, { id: booking.id, status: 'confirmed' }, OWNER);
  for (const amountCents of paidCents) await recordPayment(server.services, { bookingId: booking.id, amountCents, occurredOn: factories.day(0), method: 'bank_transfer' }, OWNER);
  return booking;
}

const totalsOf = (server: TestServer, bookingId: string) => ledgerTotals(ledgerEntriesOf(server.db, bookingId));

/** The money card's figures as the screen shows them, each checked against the ledger. */
async function expectFiguresMatchLedger(server: TestServer, dialog: ReturnType<Page['getByRole']>, bookingId: string) {
  const totals = totalsOf(server, bookingId);
  expect(await dialog.getByTestId('money-charged').textContent()).toBe(formatCents(totals.chargedCents));
  expect(await dialog.getByTestId('money-paid').textContent()).toBe(formatCents(totals.paidCents));
  if (totals.creditCents > 0) expect(await dialog.getByTestId('money-credit').textContent()).toBe(formatCents(totals.creditCents));
  else expect(await dialog.getByTestId('money-due').textContent()).toBe(formatCents(totals.dueCents));
  // One row per ledger entry, the last showing the balance the ledger ends on.
  const rows = dialog.getByTestId('ledger-entry');
  expect(await rows.count()).toBe(ledgerEntriesOf(server.db, bookingId).length);
  const last = await rows.last().locator('td').nth(3).textContent();
  expect(last).toBe(totals.balanceCents < 0 ? `${formatCents(-totals.balanceCents)} credit` : formatCents(totals.balanceCents));
}

async function openMoney(server: TestServer, page: Page, clientName: string, tab: RegExp) {
  await page.goto(`${server.url}/admin/bookings`);
  await page.getByRole('tab', { name: tab }).click();
  const card = page.getByRole('article', { name: clientName });
  await card.getByRole('button', { name: 'Quote & payments' }).click();
  const dialog = page.getByRole('dialog', { name: `Quote & payments: ${clientName}` });
  await dialog.getByRole('heading', { name: 'Payments', exact: true }).waitFor();
  return { card, dialog };
}

describe("the owner's money screens", () => {
  it('records an overpayment and shows the credit, as the ledger has it', async ({ server, factories, page }) => {
    const booking = await confirmedBooking({ server, factories }, 'Oscar Overpaid', 4000, 260, [150_000]);
    await signInAsAdmin(page, server.url);
    const { card, dialog } = await openMoney(server, page, 'Oscar Overpaid', /^Confirmed/);
    await expectFiguresMatchLedger(server, dialog, booking.id);
    await dialog.getByLabel('Amount ($)').fill('3000');
    await dialog.getByLabel('Method').click();
    await page.getByRole('option', { name: 'Check' }).click();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await toast(page, 'Payment recorded. $500.00 more than was owed').waitFor();
    await dialog.getByTestId('money-credit').getByText('$500.00').waitFor();
    await dialog.getByText('In credit: $500.00').waitFor();
    await expectFiguresMatchLedger(server, dialog, booking.id);
    expect(totalsOf(server, booking.id)).toMatchObject({ chargedCents: 400_000, paidCents: 450_000, creditCents: 50_000 });
    await screenshot(page, 'money-credit-1440');
    await page.keyboard.press('Escape');
    await card.getByText('In credit: $500.00').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await card.getByRole('button', { name: 'Quote & payments' }).click();
    await dialog.getByTestId('money-credit').waitFor();
    await screenshot(page, 'money-credit-390');
  }, 120_000);

  it('cancels a paid booking: the policy’s $250 fee is kept and the rest refunded; nothing is owed afterwards', async ({ server, factories, page }) => {
    const booking = await confirmedBooking({ server, factories }, 'Cara Cancelled', 8000, 270, [240_000]);
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/bookings`);
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    const card = page.getByRole('article', { name: 'Cara Cancelled' });
    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText('The client has paid $2,400.00').waitFor();
    await dialog.getByText(/\$250\.00 fee is kept; \$2,150\.00 is refunded/).waitFor();
    expect(await dialog.getByLabel('The venue keeps ($)').inputValue()).toBe('250.00');
    expect(await dialog.getByLabel('Refund ($)').inputValue()).toBe('2,150.00');
    await screenshot(page, 'cancel-dialog-1440');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await toast(page, 'Booking status updated to cancelled').waitFor();
    // The live update has reached the list (the card leaves the Confirmed tab) before the page moves on.
    await card.waitFor({ state: 'detached' });
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()!.status).toBe('cancelled');
    expect(totalsOf(server, booking.id)).toMatchObject({ chargedCents: 25_000, feesCents: 25_000, refundedCents: 215_000, paidCents: 25_000, balanceCents: 0 });
    const mail = server.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'booking_cancelled'), eq(emailOutbox.to, booking.clientEmail))).get()!;
    expect(mail.text).toContain('we keep $250.00 as a cancellation fee');

    const { dialog: moneyDialog } = await openMoney(server, page, 'Cara Cancelled', /^All Bookings/);
    await expectFiguresMatchLedger(server, moneyDialog, booking.id);
    await moneyDialog.getByText('This booking is cancelled: it takes no payments.').waitFor();
    expect(await moneyDialog.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    await screenshot(page, 'money-cancelled-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'money-cancelled-390');
  }, 120_000);

  it('the owner reads and edits the cancellation policy and the grace period under Terms & Policies', async ({ server, page }) => {
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms & Policies' }).waitFor();
    const policy = page.getByTestId('policy-text');
    await policy.getByText('Cancelling 180 days or more before the event: a $250.00 fee is kept and the rest refunded.', { exact: false }).waitFor();
    expect(await policy.textContent()).toContain('Within 180 days of the event: the deposit is kept and the rest refunded; what is kept is a credit toward another date within 12 months.');
    await page.getByLabel('Grace period (days)').fill('5');
    await page.getByLabel('Fee ($)').fill('300');
    await policy.getByText('a $300.00 fee is kept', { exact: false }).waitFor();
    await screenshot(page, 'terms-1440');
    await page.getByRole('button', { name: 'Save terms' }).click();
    await toast(page, 'Terms saved.').waitFor();
    const saved = getBookingTerms(server.db);
    expect(saved).toMatchObject({ paymentGraceDays: 5, cancellationPolicy: { noticeDays: 180, early: { keep: 'fee', feeCents: 30_000, keptAs: 'fee' } } });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'terms-390');
    await expectFitsScreen(page, 'Terms & Policies');
  }, 120_000);
});
