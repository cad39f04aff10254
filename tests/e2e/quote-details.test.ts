import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { bookings, calendarAvailability, holds } from '../../server/db/schema/index.ts';
import { addDays, formatLongDate } from '../../shared/dates.ts';
import { QUOTE_MESSAGES } from '../../shared/quotes.ts';
import { QUOTE_PAGE_TEXTS } from '../../server/http/quote-page.ts';
import { screenshot, signInAsAdmin, openAdminTab } from '../support/browser.ts';
import { day } from '../support/days.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';
import type { GraphQLSession } from '../support/graphql.ts';
import { sentQuote } from '../support/quotes-world.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * Quote details and the owner's small things where features meet: the date pickers mark booked,
 * held and blocked days; a blocked date reads as its type's label; Unblock fits a phone; a sent
 * quote warns before it is changed, and the client's old link then says the quote was updated;
 * "Create quote" from a held inquiry keeps the hold's slot; moments carry their zone when the
 * browser is in another one.
 */

/** The first date from today+offset with no special date, no booking and no hold. */
function freeDay(server: TestServer, offset: number): string {
  for (let date = day(offset); ; date = addDays(date, 1)) {
    const special = server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
    const booked = server.db.select().from(bookings).where(eq(bookings.eventDate, date)).get();
    const held = server.db.select().from(holds).where(eq(holds.date, date)).get();
    if (!special && !booked && !held) return date;
  }
}

/** Opens a date picker and pages to the date's month; returns the day's button, found by its full name. */
async function pickerDay(page: Page, label: string, date: string, name: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) });
  for (let i = 0; i < 24; i += 1) {
    if (await picker.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}(: .+)?$`) }).count()) break;
    await picker.getByRole('button', { name: 'Next month' }).click();
  }
  return picker.getByRole('button', { name, exact: true });
}

async function placeHold(admin: GraphQLSession, inquiryId: string, date: string, timeSlot: 'EVENING' | 'DAYTIME' | 'ALL_DAY') {
  await admin.data(`mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { hold { id } } }`, { input: { inquiryId, date, timeSlot } });
}

describe("the admin's date pickers", () => {
  it("mark booked, held and blocked days in Quick Block, the Bookings list's date filter and New booking", async ({ server, admin, factories, browser }) => {
    const booked = freeDay(server, 40);
    factories.booking({ eventDate: booked, status: 'confirmed', clientName: 'Mark Booked' });
    const held = freeDay(server, 41);
    await placeHold(admin, factories.inquiry({ name: 'Hana Held', desiredDate: held }).id, held, 'EVENING');
    const blocked = freeDay(server, 42);
    factories.specialDate({ date: blocked, status: 'unavailable', notes: 'private_event: Owner family party' });

    const page = await openAdminTab({ server, browser }, 'quick-block');
    await page.getByRole('heading', { level: 1, name: 'Quick Block' }).waitFor();
    await (await pickerDay(page, 'Date to block', booked, `${formatLongDate(booked)}: booked`)).waitFor();
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) });
    for (const [date, words] of [
      [held, 'on hold'],
      [blocked, 'blocked'],
    ] as const) {
      for (let i = 0; i < 3 && !(await picker.getByRole('button', { name: `${formatLongDate(date)}: ${words}`, exact: true }).count()); i += 1) {
        await picker.getByRole('button', { name: 'Next month' }).click();
      }
      await picker.getByRole('button', { name: `${formatLongDate(date)}: ${words}`, exact: true }).waitFor();
    }
    // A free day has no mark and its plain name.
    const free = freeDay(server, 43);
    if (free.slice(0, 7) === blocked.slice(0, 7)) await picker.getByRole('button', { name: formatLongDate(free), exact: true }).waitFor();
    await screenshot(page, 'quick-block-picker-marks', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/admin/bookings`);
    // The Bookings list's date filter marks them too.
    await (await pickerDay(page, 'Event date from', held, `${formatLongDate(held)}: on hold`)).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New booking' });
    await dialog.getByText('Booked').first().waitFor();
    await (await pickerDay(page, 'Event date', booked, `${formatLongDate(booked)}: booked`)).waitFor();
    await page.keyboard.press('Escape');
    // Typed details are not dropped by Esc: the dialog asks first.
    await dialog.getByLabel('Client name').fill('Typed Tina');
    await page.keyboard.press('Escape');
    const asking = page.getByRole('dialog', { name: 'Discard your changes?' });
    await asking.getByRole('button', { name: 'Keep Editing' }).click();
    expect(await dialog.getByLabel('Client name').inputValue()).toBe('Typed Tina');
    await page.close();
  });
});

describe('blocked dates', () => {
  it('read as their type\'s label, and Unblock fits a phone', async ({ server, factories, browser }) => {
    const date = freeDay(server, 44);
    factories.specialDate({ date, status: 'unavailable', notes: 'private_event: Owner family party' });
    const page = await openAdminTab({ server, browser }, 'quick-block', { width: 390 });
    await page.getByText('Private event: Owner family party').first().waitFor();
    expect(await page.getByText('private_event:').count()).toBe(0);
    const unblock = page.getByRole('button', { name: `Unblock ${formatLongDate(date)}` });
    await unblock.scrollIntoViewIfNeeded();
    const box = (await unblock.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectFitsScreen(page, 'Quick Block at 390 px');
    await screenshot(page, 'quick-block-unblock-phone');
    await page.close();
  });
});

describe('a sent quote', () => {
  it('warns before it is changed; the old link then says it was updated, with the venue\'s contact details', async ({ server, admin, factories, browser, noScriptBrowser }) => {
    const { link } = await sentQuote({ admin, factories }, { offset: 150, booking: { clientName: 'Wes Warned', eventDate: freeDay(server, 150) } });

    const page = await openAdminTab({ server, browser }, 'bookings');
    const card = page.getByRole('article', { name: 'Wes Warned' });
    await card.getByRole('button', { name: 'Quote & payments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote & payments: Wes Warned' });
    await dialog.getByText(QUOTE_MESSAGES.sentEditWarning).waitFor();
    const price = dialog.getByLabel('Line 1 unit price');
    expect(await price.isDisabled()).toBe(true);
    await screenshot(page, 'sent-quote-warning', { fullPage: false });
    await dialog.getByRole('button', { name: QUOTE_MESSAGES.sentEditStart }).click();
    expect(await price.isDisabled()).toBe(false);
    await dialog.getByLabel('Note to the client').fill('Dinner moves to the garden terrace.');
    await dialog.getByRole('button', { name: 'Save quote' }).click();
    await dialog.getByRole('button', { name: 'Send to client' }).waitFor();
    await page.close();

    // The client, signed out and without JavaScript, opens the link from the first e-mail.
    const client = await noScriptBrowser.newPage({ width: 390, height: 844 });
    const response = await client.goto(link);
    expect(response?.status()).toBe(410);
    await client.getByText(QUOTE_PAGE_TEXTS.replaced.draft).waitFor();
    await client.getByRole('heading', { name: 'Questions? Contact us' }).waitFor();
    expect(await client.getByRole('button', { name: /Accept/ }).count()).toBe(0);
    await screenshot(client, 'quote-old-link-phone');
    await client.close();
  });
});

describe('"Create quote" on an inquiry with a hold', () => {
  it("starts the booking on the hold's date and time slot", async ({ server, admin, factories, browser }) => {
    const date = freeDay(server, 60);
    const inquiry = factories.inquiry({ name: 'Sol Slotkeeper', desiredDate: addDays(date, 7) });
    await placeHold(admin, inquiry.id, date, 'EVENING');
    const page = await openAdminTab({ server, browser }, 'inquiries');
    const card = page.getByRole('article', { name: 'Sol Slotkeeper' });
    await card.getByRole('button', { name: 'Create quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create quote from inquiry' });
    expect(await dialog.getByRole('combobox', { name: 'Time slot' }).inputValue()).toBe('Evening (5PM - 12AM)');
    await dialog.getByRole('button', { name: 'Event date', exact: true }).getByText(formatLongDate(date)).waitFor();
    await page.close();
  });
});

describe('moments in another zone', () => {
  it("carry the venue's zone when the browser's is another one", async ({ server, factories, browser }) => {
    const booking = factories.booking({ clientName: 'Zoe Zoned', eventDate: freeDay(server, 70) });
    const page = await browser.newPage({ width: 1440, height: 900 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/Los_Angeles' });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/bookings`);
    const card = page.getByRole('article', { name: 'Zoe Zoned' });
    await card.getByText(/received .+ (EST|EDT)/).waitFor();
    expect(booking.id).toBeTruthy();
    await cdp.detach();
    await page.close();
  });
});
