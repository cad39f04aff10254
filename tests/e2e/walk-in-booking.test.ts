import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { bookings, inquiries } from '../../server/db/schema/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { screenshot, toast, openAdminTab } from '../support/browser.ts';
import { day } from '../support/days.ts';

/*
 * The owner enters a walk-in booking from the Bookings screen without an inquiry, confirmed on the
 * spot; and marks an inquiry lost with a reason, which its card then shows.
 */

/** Picks a date in a Mantine date picker input: open it, page to the month, click the day. */
async function pickDate(page: Page, label: string, date: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) });
  for (let i = 0; i < 24; i += 1) {
    // A booked, held or blocked day's name goes on after the date ("…: booked").
    const target = picker.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}(: .+)?$`) });
    if (await target.count()) {
      await target.click();
      return;
    }
    await picker.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`No ${date} in the picker`);
}

describe('a booking without an inquiry', () => {
  it('the owner creates a confirmed walk-in booking from the Bookings screen', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'bookings');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByText('Walk-in').click();
    const date = day(75);
    await pickDate(page, 'Event date', date);
    await dialog.getByLabel('Time slot').click();
    await page.getByRole('option', { name: 'Daytime (10AM - 4PM)' }).click();
    await dialog.getByLabel('Guests').fill('60');
    await dialog.getByLabel('Event type').click();
    await page.getByRole('option', { name: 'Birthday Party' }).click();
    await dialog.getByLabel('Client name').fill('Wanda Walkin');
    await dialog.getByLabel('Client email').fill('wanda@example.com');
    await dialog.getByLabel('Total cost').fill('3200.50');
    await screenshot(page, 'walk-in-booking-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create Confirmed Booking' }).click();
    await toast(page, 'Booking created').getByText(`A confirmed booking for Wanda Walkin on ${formatLongDate(date)} was created.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const stored = server.db.select().from(bookings).where(eq(bookings.clientName, 'Wanda Walkin')).get();
    expect(stored).toMatchObject({ status: 'confirmed', source: 'admin', inquiryId: null, eventDate: date, startTime: '10:00', endTime: '16:00', guestCount: 60, totalCost: 3200.5 });
    expect(stored!.adminNotes).toBe('Booked in person (walk-in)');
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    await page.getByRole('article', { name: 'Wanda Walkin' }).waitFor();
    await page.close();
  });

  it('an inquiry marked lost shows why, and counts as lost', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'inquiries');
    const amelia = page.getByRole('article', { name: 'Amelia Grant' });
    await amelia.getByText('New inquiry', { exact: true }).waitFor();
    await amelia.getByRole('button', { name: 'Mark as lost' }).click();
    const dialog = page.getByRole('dialog', { name: "Mark Amelia Grant's inquiry as lost" });
    await dialog.getByLabel('Why was it lost?').click();
    await page.getByRole('option', { name: 'Chose another venue' }).click();
    await dialog.getByLabel('Note (optional)').fill('Went with the hotel');
    await dialog.getByRole('button', { name: 'Mark as lost' }).click();
    await toast(page, 'Success').getByText('Inquiry marked as lost: chose another venue.').waitFor();
    await amelia.getByText('Chose another venue: Went with the hotel').waitFor();
    await amelia.getByText('Lost', { exact: true }).waitFor();
    expect(server.db.select().from(inquiries).where(eq(inquiries.name, 'Amelia Grant')).get()!.lostReason).toBe('chose_another_venue');
    await amelia.getByRole('button', { name: 'Not lost' }).click();
    await amelia.getByText('New inquiry', { exact: true }).waitFor();
    await page.close();
  });
});
