import fs from 'node:fs';
import { bookings } from '../../server/db/schema/index.ts';
import { addMonths } from '../../shared/reports.ts';
import { formatCents } from '../../shared/money.ts';
import { ledgerTotals } from '../../shared/ledger.ts';
import { ledgerEntriesOf } from '../../server/modules/ledger/index.ts';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { screenshot, signInAsAdmin } from '../support/browser.ts';
import { today } from '../support/days.ts';
import { untilSubscribed, untilUnsubscribed } from '../support/test-server.ts';

/*
 * The Reports section: the owner picks a range and reads revenue, bookings by event
 * type, conversion and occupancy as charts or tables, and exports each as CSV. The figures on the
 * screen are the server's (tests/server/reports.test.ts checks how they are computed).
 */

/** The month the Reports screen starts its range at (the browser's clock, in UTC). */
const thisMonth = () => new Date().toISOString().slice(0, 7);

test.beforeAll(async ({ admin, factories }) => {
  // Two confirmed bookings this month with known totals (a distinct event type to find them by).
  const eventDate = `${thisMonth()}-15` > today() ? `${thisMonth()}-15` : today();
  const [larger] = [12_345, 1_000].map((totalCost) =>
    factories.booking({ eventSpaceId: 'grand-ballroom', clientName: 'Report Client', clientEmail: 'client@example.com', eventType: 'Fundraising Event', eventDate, startTime: '17:00', endTime: '22:00', guestCount: 80, status: 'confirmed', totalCost }),
  );
  // One payment of $2,500.50 on the larger booking, recorded as the owner does.
  await admin.data('mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }', {
    input: { bookingId: String(larger!.id), amountCents: 250_050, receivedOn: today(), method: 'CHECK' },
  });
});

describe('Reports', () => {
  it('shows the range\'s figures as charts and tables, and exports them as CSV', async ({ server, browser, admin }) => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const expected = await admin.request<{ reports: { totalRevenueCents: number; months: { month: string; revenueCents: number }[] } }>(
      'query ($from: YearMonth!, $to: YearMonth!) { reports(from: $from, to: $to) { totalRevenueCents months { month revenueCents } } }',
      { from: addMonths(thisMonth(), -11), to: thisMonth() },
    );
    // Money always with two decimals ($13,345.00, never $13,345).
    await page.getByText(formatCents(expected.data!.reports.totalRevenueCents), { exact: true }).first().waitFor();
    expect(formatCents(expected.data!.reports.totalRevenueCents)).toMatch(/\.\d\d$/);

    // Payments received: the figure on the screen is the ledgers' (received less refunded).
    const held = server.db.select().from(bookings).all().filter((booking) => booking.eventType === 'Fundraising Event');
    const net = held.reduce((sum, booking) => sum + ledgerTotals(ledgerEntriesOf(server.db, booking.id)).paidCents, 0);
    const payments = page.getByRole('region', { name: 'Payments received' });
    await payments.getByText('Table').click();
    await payments.getByRole('row', { name: new RegExp(`1 ${escapeRegExp(formatCents(net))} \\$0\\.00 ${escapeRegExp(formatCents(net))}`) }).waitFor();
    // Every chart says what its bars are.
    await page.getByRole('region', { name: 'Revenue by month' }).getByText('Revenue ($)').waitFor();
    await page.getByRole('region', { name: 'Sales pipeline' }).getByText('Inquiries received in the range, by where they stand now').waitFor();

    // Bookings by event type, as a table: the two bookings of this month.
    const types = page.getByRole('region', { name: 'Bookings by event type' });
    await types.getByText('Table').click();
    await types.getByRole('row', { name: /Fundraising Event 2 \$13,345/ }).waitFor();
    await screenshot(page, 'reports-1440');

    // CSV of revenue by month: the header and this month's revenue as the server counts it.
    const revenue = page.getByRole('region', { name: 'Revenue by month' });
    const [download] = await Promise.all([page.waitForEvent('download'), revenue.getByRole('button', { name: 'CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const month = expected.data!.reports.months.find((row) => row.month === thisMonth())!;
    expect(csv.split('\n')[0]).toBe('Month,Revenue,Bookings');
    expect(csv).toContain(`${thisMonth()},${(month.revenueCents / 100).toFixed(2)},`);
    // Occupancy in its CSV: a percentage with one decimal.
    const occupancy = page.getByRole('region', { name: 'Occupancy by month' });
    const [occupancyDownload] = await Promise.all([page.waitForEvent('download'), occupancy.getByRole('button', { name: 'CSV' }).click()]);
    const occupancyCsv = fs.readFileSync((await occupancyDownload.path())!, 'utf8');
    expect(occupancyCsv.split('\n')[0]).toBe('Month,Booked days,Open days,Occupancy (%)');
    expect(occupancyCsv.split('\n')[1]).toMatch(/^\d{4}-\d\d,\d+,\d+,(\d+\.\d)?$/);

    // Next 12 months: the range changes and the figures follow.
    await page.getByRole('combobox', { name: 'Range' }).click();
    await page.getByRole('option', { name: 'Next 12 months' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'From' }).inputValue()).toBe(monthName(thisMonth()));
    await expect.poll(() => page.getByRole('combobox', { name: 'To' }).inputValue()).toBe(monthName(addMonths(thisMonth(), 11)));
    // A reversed custom range is refused with the shared message, before asking the server.
    await page.getByRole('combobox', { name: 'From' }).click();
    await page.getByRole('option', { name: monthName(addMonths(thisMonth(), 13)) }).click();
    await page.getByRole('alert').filter({ hasText: 'The first month of the range must not be after the last.' }).waitFor();
    await page.close();
  });

  it('follows a booking changed in another tab without a reload', async ({ server, browser, admin }) => {
    // The previous test's tab has closed; its subscription must be gone before this tab's is counted.
    await untilUnsubscribed(server, 'bookingsChanged');
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/reports`);
    const types = page.getByRole('region', { name: 'Bookings by event type' });
    await types.getByText('Table').click();
    await types.getByRole('row', { name: /Fundraising Event 2 \$13,345/ }).waitFor();
    await untilSubscribed(server, 'bookingsChanged');
    const smaller = server.db.select().from(bookings).all().find((booking) => booking.eventType === 'Fundraising Event' && booking.totalCost === 1_000)!;
    await admin.data('mutation ($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }', { input: { id: String(smaller.id), totalCostCents: 200_000 } });
    await types.getByRole('row', { name: /Fundraising Event 2 \$14,345/ }).waitFor({ timeout: 10_000 });
    await page.close();
  });

  it('works on a phone', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/reports`);
    await page.getByRole('region', { name: 'Occupancy by month' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'reports-390');
    await page.close();
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
const monthName = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
