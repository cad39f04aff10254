import { and, eq } from 'drizzle-orm';
import { bookings, calendarAvailability, emailOutbox, holds, quotes } from '../../server/db/schema/index.ts';
import { addDays } from '../../server/lib/dates.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { openAdminTab, screenshot, toast } from '../support/browser.ts';
import { day } from '../support/days.ts';
import type { TestServer } from '../support/test-server.ts';
import { untilSubscribed } from '../support/test-server.ts';
import type { GraphQLSession } from '../support/graphql.ts';

/*
 * Confirming a slot others are on, from each screen that confirms: the owner sees who else is on
 * the date and time and the message they will get, may edit it, and each is told with the owner's
 * words through the outbox; a second tab hears it as a notice. When the confirmed booking is
 * cancelled, the client told the date was taken is offered it back in one click.
 */

/** The first date from tomorrow with no special date and no booking: the first pending bookings Quick Block lists. */
function freeDay(server: TestServer): string {
  for (let date = day(1); ; date = addDays(date, 1)) {
    const special = server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
    const booked = server.db.select().from(bookings).where(eq(bookings.eventDate, date)).get();
    if (!special && !booked) return date;
  }
}

async function sendQuote(admin: GraphQLSession, bookingId: string) {
  const { createQuote } = await admin.data<{ createQuote: { quote: { id: string } } }>(`mutation ($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id } } }`, { input: { bookingId } });
  await admin.data(`mutation ($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id } } }`, {
    input: {
      id: createQuote.quote.id,
      lines: [{ kind: 'VENUE_HIRE', description: 'Venue hire: Evening', quantity: 1, unitAmountCents: 400_000 }],
      discountCents: 0,
      taxRateMilliPercent: 0,
      depositKind: 'PERCENT',
      depositValue: 0,
      blockDateOnAcceptance: false,
      schedule: [{ dueDate: day(0), amountCents: 400_000 }],
    },
  });
  await admin.data(`mutation ($input: SendQuoteInput!) { sendQuote(input: $input) { link } }`, { input: { id: createQuote.quote.id } });
  return createQuote.quote.id;
}

describe('Confirm & Block on a slot others are on', () => {
  it('lists the others and the message first; the owner’s words reach them, a second tab hears it, and cancelling offers the date back in one click', async ({ server, browser, admin, factories }) => {
    const date = freeDay(server);
    const slot = { eventDate: date, startTime: '17:00', endTime: '00:00', eventType: 'Wedding', guestCount: 100, status: 'pending' as const };
    const ada = factories.booking({ ...slot, clientName: 'Ada Firstcome', clientEmail: 'ada.firstcome@example.com' });
    const ben = factories.booking({ ...slot, clientName: 'Ben Alsoasked', clientEmail: 'ben.alsoasked@example.com' });
    const quoteId = await sendQuote(admin, ben.id);

    // A second tab, on Bookings, hears what the first does.
    const other = await openAdminTab({ server, browser }, 'bookings');
    await other.getByRole('button', { name: /^Notices/ }).waitFor();
    await untilSubscribed(server, 'ownerNoticesChanged');

    const page = await openAdminTab({ server, browser }, 'quick-block');
    await page.getByRole('button', { name: 'Confirm & Block Ada Firstcome' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Ada Firstcome: others are on this slot' });
    await dialog.getByText('Ben Alsoasked (pending booking, quote sent) · ben.alsoasked@example.com').waitFor();
    await dialog.getByLabel('Message').fill('Dear {{clientName}}, {{eventDate}} has just been booked. Call us on {{venuePhone}} for another date.');
    await screenshot(page, 'quick-block-confirm-with-others');
    // Nothing changes while the owner reads.
    expect(server.db.select().from(bookings).where(eq(bookings.id, ada.id)).get()!.status).toBe('pending');
    await dialog.getByRole('button', { name: 'Confirm and tell them' }).click();
    await toast(page, 'Booking confirmed and date blocked').waitFor();

    expect(server.db.select().from(bookings).where(eq(bookings.id, ada.id)).get()!.status).toBe('confirmed');
    expect(server.db.select().from(quotes).where(eq(quotes.id, quoteId)).get()!.status).toBe('withdrawn');
    const told = server.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, 'ben.alsoasked@example.com'), eq(emailOutbox.kind, 'slot_taken'))).all();
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Dear Ben Alsoasked,');
    expect(told[0]!.text).toContain(`${formatLongDate(date)} has just been booked.`);

    // The other tab's notices follow without a reload.
    await other.getByRole('button', { name: /^Notices, \d+ unread$/ }).click();
    await other.getByRole('article', { name: `Ben Alsoasked was told ${formatLongDate(date)} is taken` }).waitFor();

    // Cancelled there, the date is offered back to Ben in one click.
    await other.keyboard.press('Escape');
    await other.getByRole('tab', { name: /^Confirmed/ }).click();
    const card = other.getByRole('article', { name: 'Ada Firstcome' });
    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    await other.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel Booking' }).click();
    await toast(other, 'Booking status updated to cancelled').waitFor();
    await other.getByRole('button', { name: /^Notices, \d+ unread$/ }).click();
    await other.getByRole('button', { name: `Offer ${formatLongDate(date)} to Ben Alsoasked` }).click();
    await toast(other, `${formatLongDate(date)} is held for Ben Alsoasked, and they were e-mailed.`).waitFor();
    expect(server.db.select().from(holds).where(and(eq(holds.bookingId, ben.id), eq(holds.status, 'active'))).get()?.position).toBe(1);
    await other.close();
    await page.close();
  });
});
