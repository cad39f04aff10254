import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { bookings, emailOutbox, inquiries } from '../../server/db/schema/index.ts';
import { TOTAL_COST_NEGATIVE } from '../../shared/bookings.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { screenshot, toast, signInAsAdmin, openAdminTab } from '../support/browser.ts';
import { day } from '../support/days.ts';
import { untilSubscribed, type TestServer } from '../support/test-server.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';

// The empty texts are checked on a second server, with no bookings at all.
test.override('otherServerOptions', { seed: false });

/** A booking written directly, for screens that start from a given state. */
function insertBooking(server: TestServer, values: Partial<typeof bookings.$inferInsert> & { clientName: string; eventDate: string }) {
  server.db
    .insert(bookings)
    .values({ eventSpaceId: 'grand-ballroom', clientEmail: 'client@example.com', eventType: 'Wedding', startTime: '17:00', endTime: '00:00', guestCount: 80, status: 'pending', ...values })
    .run();
}

const card = (page: Page, clientName: string) => page.getByRole('article', { name: clientName });
const statusOf = (server: TestServer, clientName: string) => server.db.select().from(bookings).where(eq(bookings.clientName, clientName)).get()?.status;

describe('Bookings Management', () => {
  it('shows summary cards, tabs with counts (Pending first) and each booking\'s fields', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'bookings');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await page.getByRole('tab', { name: 'Pending (3)', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Confirmed (3)' }).waitFor();
    await page.getByRole('tab', { name: 'Completed (2)' }).waitFor();
    await page.getByRole('tab', { name: 'All Bookings (9)' }).waitFor();
    const sophia = card(page, 'Sophia Bennett');
    await sophia.getByText(formatLongDate(day(27))).waitFor();
    await sophia.getByText('5:00 PM - 12:00 AM').waitFor();
    await sophia.getByText('Grand Ballroom (ballroom)').waitFor();
    await sophia.getByText('Ceremony on the lawn if the weather allows; vegetarian options for about 20 guests.').waitFor();
    // Only the transitions of section 4: a pending booking can be confirmed or cancelled.
    await sophia.getByRole('button', { name: 'Confirm' }).waitFor();
    await sophia.getByRole('button', { name: 'Cancel Booking' }).waitFor();
    expect(await sophia.getByRole('button', { name: 'Mark Completed' }).count()).toBe(0);
    await screenshot(page, 'bookings-admin-desktop');
    await page.close();
  });

  it('says "Loading bookings..." while the list loads', async ({ server, browser }) => {
    const page = await browser.newPage();
    await signInAsAdmin(page, server.url);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('query AdminBookings')) await held;
      await route.continue();
    });
    await page.goto(`${server.url}/admin/bookings`);
    await page.getByText('Loading bookings...').waitFor();
    release();
    await card(page, 'Sophia Bennett').waitFor();
    await page.close();
  });

  it('confirms a booking, and offers "Mark Completed" only from its event date on', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'bookings');
    await card(page, 'Sophia Bennett').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Booking status updated to confirmed').waitFor();
    expect(statusOf(server, 'Sophia Bennett')).toBe('confirmed');
    await page.getByRole('tab', { name: 'Pending (2)' }).waitFor();
    await page.getByRole('tab', { name: 'Confirmed (4)' }).click();
    const confirmed = card(page, 'Sophia Bennett');
    expect(await confirmed.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
    await confirmed.getByRole('button', { name: 'Move to Pending' }).waitFor();
    // Her wedding is weeks away: it cannot be completed yet.
    expect(await confirmed.getByRole('button', { name: 'Mark Completed' }).count()).toBe(0);
    // On the day of the event it can.
    const sophia = server.db.select().from(bookings).where(eq(bookings.clientName, 'Sophia Bennett')).get()!;
    server.db.update(bookings).set({ eventDate: day(0) }).where(eq(bookings.id, sophia.id)).run();
    await page.reload();
    await page.getByRole('tab', { name: 'Confirmed (4)' }).click();
    await confirmed.getByRole('button', { name: 'Mark Completed' }).click();
    await toast(page, 'Booking status updated to completed').waitFor();
    expect(statusOf(server, 'Sophia Bennett')).toBe('completed');
    await page.getByRole('tab', { name: 'Completed (3)' }).click();
    await card(page, 'Sophia Bennett').getByText('Completed bookings are final.').waitFor();
    server.db.update(bookings).set({ eventDate: sophia.eventDate }).where(eq(bookings.id, sophia.id)).run();
    await page.close();
  });

  it('refuses a confirmation that would double-book, naming the other booking', async ({ server, browser }) => {
    // A pending request overlapping the confirmed Carter wedding.
    server.db
      .insert(bookings)
      .values({
        eventSpaceId: 'grand-ballroom',
        clientName: 'Overlapping Owen',
        clientEmail: 'owen@example.com',
        eventType: 'Birthday Party',
        eventDate: day(9),
        startTime: '18:00',
        endTime: '23:00',
        guestCount: 40,
        status: 'pending',
      })
      .run();
    const page = await openAdminTab({ server, browser }, 'bookings');
    await card(page, 'Overlapping Owen').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Error').getByText(/^Failed to update booking status: This booking overlaps a confirmed booking on .+: Olivia & James Carter \(Wedding, 5:00 PM - 12:00 AM\)/).waitFor();
    expect(statusOf(server, 'Overlapping Owen')).toBe('pending');
    await page.close();
  });

  it('cancels after asking, and saves admin notes and the total cost', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'bookings');
    const marcus = card(page, 'Marcus Hale');
    await marcus.getByLabel('Admin notes').fill('Called on Monday; sending the contract.');
    await marcus.getByLabel('Total cost').fill('3250');
    await marcus.getByRole('button', { name: 'Save Notes' }).click();
    await toast(page, 'Booking updated').waitFor();
    const stored = server.db.select().from(bookings).where(eq(bookings.clientName, 'Marcus Hale')).get()!;
    expect(stored).toMatchObject({ adminNotes: 'Called on Monday; sending the contract.', totalCost: 3250 });
    await page.reload();
    expect(await card(page, 'Marcus Hale').getByLabel('Admin notes').inputValue()).toBe('Called on Monday; sending the contract.');

    await card(page, 'Marcus Hale').getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    expect(statusOf(server, 'Marcus Hale')).toBe('pending');
    await card(page, 'Marcus Hale').getByRole('button', { name: 'Cancel Booking' }).click();
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await toast(page, 'Booking status updated to cancelled').waitFor();
    expect(statusOf(server, 'Marcus Hale')).toBe('cancelled');
    await page.close();
  });

  it('moves a confirmed booking back to pending only after asking, and the client is e-mailed', async ({ server, browser }) => {
    insertBooking(server, { clientName: 'Pending Paula', clientEmail: 'paula@example.com', eventDate: day(120), status: 'confirmed' });
    const page = await openAdminTab({ server, browser }, 'bookings');
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    await card(page, 'Pending Paula').getByRole('button', { name: 'Move to Pending' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move this booking back to pending?' });
    await dialog.getByText(`Pending Paula's wedding on ${formatLongDate(day(120))} will no longer be confirmed. Pending Paula is e-mailed that the date is not confirmed any more`).waitFor();
    await dialog.getByRole('button', { name: 'Keep Confirmed' }).click();
    expect(statusOf(server, 'Pending Paula')).toBe('confirmed');
    await card(page, 'Pending Paula').getByRole('button', { name: 'Move to Pending' }).click();
    await dialog.getByRole('button', { name: 'Move to Pending' }).click();
    await toast(page, 'Booking status updated to pending').waitFor();
    expect(statusOf(server, 'Pending Paula')).toBe('pending');
    expect(server.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'paula@example.com')).all().map((m) => m.kind)).toEqual(['booking_unconfirmed']);
    await page.close();
  });

  it('asks before confirming a booking on a blocked date, naming the block', async ({ server, browser }) => {
    insertBooking(server, { clientName: 'Blocked Bea', eventDate: day(6), startTime: '10:00', endTime: '16:00' }); // the starter's maintenance block
    const page = await openAdminTab({ server, browser }, 'bookings');
    await card(page, 'Blocked Bea').getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm against your calendar?' });
    await dialog.getByText(`${formatLongDate(day(6))} is blocked on your calendar (Maintenance: Ballroom floor refinishing). Confirm this booking anyway?`).waitFor();
    await dialog.getByRole('button', { name: 'Keep Pending' }).click();
    expect(statusOf(server, 'Blocked Bea')).toBe('pending');
    await card(page, 'Blocked Bea').getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByRole('button', { name: 'Confirm Anyway' }).click();
    await toast(page, 'Booking status updated to confirmed').waitFor();
    expect(statusOf(server, 'Blocked Bea')).toBe('confirmed');
    await page.close();
  });

  it('refuses a negative total cost with the server\'s message instead of saving $0', async ({ server, browser }) => {
    insertBooking(server, { clientName: 'Costly Cal', eventDate: day(121) });
    const page = await openAdminTab({ server, browser }, 'bookings');
    const cal = card(page, 'Costly Cal');
    await cal.getByLabel('Total cost').fill('-250');
    await cal.getByLabel('Admin notes').fill('Refund owed');
    await cal.getByRole('button', { name: 'Save Notes' }).click();
    await cal.getByText(TOTAL_COST_NEGATIVE).waitFor();
    await toast(page, 'Error').getByText(`Failed to update booking: ${TOTAL_COST_NEGATIVE}`).waitFor();
    expect(server.db.select().from(bookings).where(eq(bookings.clientName, 'Costly Cal')).get()).toMatchObject({ totalCost: null, adminNotes: null });
    // A cost of zero or more is saved as typed.
    await cal.getByLabel('Total cost').fill('250');
    await cal.getByRole('button', { name: 'Save Notes' }).click();
    await toast(page, 'Booking updated').waitFor();
    expect(server.db.select().from(bookings).where(eq(bookings.clientName, 'Costly Cal')).get()).toMatchObject({ totalCost: 250, adminNotes: 'Refund owed' });
    await page.close();
  });

  it('asks before unsaved notes are dropped by switching a tab or a section', async ({ server, browser }) => {
    insertBooking(server, { clientName: 'Unsaved Uma', eventDate: day(122) });
    const page = await openAdminTab({ server, browser }, 'bookings');
    await card(page, 'Unsaved Uma').getByLabel('Admin notes').fill('Half-typed note');
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    const sidebar = page.getByLabel('Admin sections');

    await sidebar.getByRole('link', { name: 'Inquiries', exact: true }).click();
    await ask.getByText('You have changes on this screen that are not saved yet. If you leave now, they are lost.').waitFor();
    await ask.getByRole('button', { name: 'Stay and Keep Editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/bookings');
    expect(await card(page, 'Unsaved Uma').getByLabel('Admin notes').inputValue()).toBe('Half-typed note');

    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    await ask.getByRole('button', { name: 'Stay and Keep Editing' }).click();
    await page.getByRole('tab', { name: /^Pending/, selected: true }).waitFor();
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    await ask.getByRole('button', { name: 'Leave Without Saving' }).click();
    await page.getByRole('tab', { name: /^Confirmed/, selected: true }).waitFor();

    // Nothing unsaved any more: the tab changes at once.
    await page.getByRole('tab', { name: /^Pending/ }).click();
    expect(await card(page, 'Unsaved Uma').getByLabel('Admin notes').inputValue()).toBe('');
    await card(page, 'Unsaved Uma').getByLabel('Total cost').fill('900');
    await sidebar.getByRole('link', { name: 'Inquiries', exact: true }).click();
    await ask.getByRole('button', { name: 'Leave Without Saving' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inquiries' }).waitFor();
    expect(server.db.select().from(bookings).where(eq(bookings.clientName, 'Unsaved Uma')).get()).toMatchObject({ adminNotes: null, totalCost: null });
    await page.close();
  });

  it('shows a new booking request live, without a reload', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'bookings');
    await page.getByRole('tab', { name: /^Pending \(\d+\)$/, selected: true }).waitFor();
    await untilSubscribed(server, 'bookingsChanged'); // the screen's subscription has reached the server
    await server.session().data(
      `mutation R($input: RequestBookingInput!) { requestBooking(input: $input) { booking { id } } }`,
      {
        input: {
          eventDate: day(50),
          timeSlot: 'DAYTIME',
          guestCount: 30,
          eventType: 'BABY_SHOWER',
          clientName: 'Live Lucia',
          clientEmail: 'lucia@example.com',
        },
      },
    );
    await toast(page, 'New booking request').getByText(/^Live Lucia asked for /).waitFor();
    await card(page, 'Live Lucia').waitFor();
    await page.close();
  });

  it('exports the bookings as a CSV file', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'bookings');
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Status,Event date,Start time,End time');
    expect(csv).toContain('Olivia & James Carter');
    await page.close();
  });

  it('shows the four empty texts when there are no bookings', async ({ otherServer: empty, browser }) => {
    const page = await openAdminTab({ server: empty, browser }, 'bookings');
    await page.getByText('No pending bookings found.').waitFor();
    await page.getByRole('tab', { name: 'Confirmed (0)' }).click();
    await page.getByText('No confirmed bookings found.').waitFor();
    await page.getByRole('tab', { name: 'Completed (0)' }).click();
    await page.getByText('No completed bookings found.').waitFor();
    await page.getByRole('tab', { name: 'All Bookings (0)' }).click();
    await page.getByText('No bookings found.').waitFor();
    await page.close();
  });

  it('looks right on a phone', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'bookings', { width: 390 });
    await page.getByRole('heading', { level: 1, name: 'Bookings Management' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await expectFitsScreen(page, 'Bookings Management');
    await screenshot(page, 'bookings-admin-phone');
    await page.close();
  });
});

describe('the dashboard', () => {
  it('shows the figures, the attention banner, recent bookings, and navigates with quick actions', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    const pending = server.db.select().from(bookings).all().filter((b) => b.status === 'pending').length;
    await page.getByText(`${pending} pending booking${pending === 1 ? '' : 's'} need${pending === 1 ? 's' : ''} your attention`).waitFor();
    await page.getByText('Total Revenue').waitFor();
    await page.getByRole('heading', { name: 'Recent Bookings' }).waitFor();
    await page.getByText('Live Lucia').first().waitFor();
    await page.getByText('All changes are published. The live site is up to date.').waitFor();
    await screenshot(page, 'dashboard-desktop');
    await page.getByRole('button', { name: 'Open Change Log' }).click();
    await page.waitForURL(`${server.url}/admin/changelog`);
    await page.goBack();
    await page.getByRole('button', { name: 'Block a Date' }).click();
    await page.waitForURL(`${server.url}/admin/quick-block`);
    await page.getByRole('heading', { level: 1, name: 'Quick Block' }).waitFor();
    await page.close();
  });
});

describe('inquiries', () => {
  it('lists inquiries with the requested date\'s status and creates a pending booking from one', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'inquiries');
    const amelia = page.getByRole('article', { name: 'Amelia Grant' });
    await amelia.getByText('We are planning a wedding for about 150 guests and would love to schedule a tour on a weekend.').waitFor();
    await amelia.getByText(formatLongDate(day(90))).waitFor();
    await amelia.getByText('· now Available').waitFor();
    await amelia.getByText('New', { exact: true }).waitFor();
    await amelia.getByRole('button', { name: 'Mark as Read' }).click();
    await toast(page, 'Inquiry marked as read.').waitFor();
    await amelia.getByText('Read', { exact: true }).waitFor();

    await amelia.getByRole('button', { name: 'Create booking from inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create booking from inquiry' });
    expect(await dialog.getByLabel('Client name').inputValue()).toBe('Amelia Grant');
    expect(await dialog.getByLabel('Client email').inputValue()).toBe('amelia.grant@example.com');
    expect(await dialog.getByLabel('Special requests').inputValue()).toContain('about 150 guests');
    await dialog.getByLabel('Time slot').click();
    await page.getByRole('option', { name: 'Evening (5PM - 12AM)' }).click();
    await dialog.getByLabel('Guests').fill('150');
    await dialog.getByRole('button', { name: 'Create Pending Booking' }).click();
    await toast(page, 'Booking created').getByText(`A pending booking for Amelia Grant on ${formatLongDate(day(90))} was created.`).waitFor();
    await amelia.getByText('Handled', { exact: true }).waitFor();
    await amelia.getByText('Booking created:', { exact: true }).waitFor();
    // One booking per inquiry: the card now links to it instead of offering another.
    await amelia.getByRole('link', { name: 'Booking created: open it' }).waitFor();
    expect(await amelia.getByRole('button', { name: 'Create booking from inquiry' }).count()).toBe(0);

    const inquiry = server.db.select().from(inquiries).where(eq(inquiries.name, 'Amelia Grant')).get()!;
    expect(inquiry.status).toBe('handled');
    const booking = server.db.select().from(bookings).where(eq(bookings.inquiryId, inquiry.id)).get();
    expect(booking).toMatchObject({ status: 'pending', source: 'inquiry', eventDate: day(90), eventType: 'Wedding', guestCount: 150, startTime: '17:00', endTime: '00:00' });
    await screenshot(page, 'inquiries-desktop');
    await page.close();
  });

  it('shows a new inquiry live', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'inquiries');
    await page.getByRole('article', { name: 'Tom Becker' }).waitFor();
    await untilSubscribed(server, 'inquiriesChanged');
    await server.session().data(`mutation S($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }`, {
      input: { name: 'Live Leo', email: 'leo@example.com', message: 'Hello!' },
    });
    await toast(page, 'New inquiry').getByText('Live Leo sent a message.').waitFor();
    await page.getByRole('article', { name: 'Live Leo' }).getByText('Hello!').waitFor();
    await page.close();
  });
});
