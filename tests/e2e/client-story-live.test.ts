import type { Page } from 'playwright-core';
import { QUOTE_PAGE_TEXTS } from '../../server/http/quote-page.ts';
import { ON_HOLD_LABEL } from '../../shared/holds.ts';
import { TIMELINE_LABELS } from '../../shared/timeline.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { launchBrowser, screenshot, signInAsAdmin } from '../support/browser.ts';
import { untilSubscribed } from '../support/test-server.ts';

/*
 * One client's story, followed live by the owner while the client acts in their own signed-out
 * browser: the inquiry's timeline (drawer open on the inquiry card) shows each step in order as it
 * happens (received → hold placed → quote sent → quote accepted → payment), and the screens the owner has
 * open (the inquiry card, Bookings) follow the client's acceptance without a reload.
 */

/** The timeline's step labels as shown (newest first), read from the open drawer. */
async function stepsShown(drawer: ReturnType<Page['getByRole']>): Promise<string[]> {
  const labels = Object.values(TIMELINE_LABELS);
  const lines = (await drawer.innerText()).split('\n').map((line) => line.trim());
  return lines.filter((line) => labels.includes(line));
}

describe("a client's story, live", () => {
  it('inquiry → hold → quote sent → the client accepts on the quote page → payment: the timeline, the inquiry card and Bookings follow without a reload', async ({
    server,
    browser,
    admin,
    factories,
  }) => {
    const date = factories.day(150);
    factories.specialDate({ date, status: 'available' });
    const name = 'Stella Storyline';
    const email = 'stella.storyline@example.com';
    const inquiry = factories.inquiry({ name, email, desiredDate: date, eventType: 'Wedding' });

    // The owner: Inquiries with the client's timeline open, and Bookings in another tab.
    const inquiries = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(inquiries, server.url);
    await inquiries.goto(`${server.url}/admin/inquiries`);
    const card = inquiries.getByRole('article', { name });
    await card.getByRole('button', { name: 'Timeline' }).click();
    const drawer = inquiries.getByRole('dialog', { name: `${name}: timeline` });
    await drawer.getByText(TIMELINE_LABELS.received, { exact: true }).waitFor();
    await untilSubscribed(server, 'timelineChanged');

    // The hold, placed from another tab.
    await admin.data(`mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { hold { id } } }`, { input: { inquiryId: inquiry.id, date } });
    await drawer.getByText(TIMELINE_LABELS.hold_placed, { exact: true }).waitFor();

    // The booking made from the inquiry, and its quote sent.
    const { createBooking } = await admin.data<{ createBooking: { booking: { id: string } } }>(
      `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }`,
      { input: { inquiryId: inquiry.id, eventDate: date, timeSlot: 'EVENING', guestCount: 120, eventType: 'WEDDING', clientName: name, clientEmail: email } },
    );
    const bookingId = createBooking.booking.id;
    const { createQuote } = await admin.data<{ createQuote: { quote: { id: string } } }>(
      `mutation ($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id } } }`,
      { input: { bookingId } },
    );
    const quoteId = createQuote.quote.id;
    await admin.data(`mutation ($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id } } }`, {
      input: {
        id: quoteId,
        lines: [{ kind: 'VENUE_HIRE', description: 'Venue hire: Evening', quantity: 1, unitAmountCents: 500_000 }],
        discountCents: 0,
        taxRateMilliPercent: 0,
        depositKind: 'PERCENT',
        depositValue: 0,
        blockDateOnAcceptance: false,
        schedule: [{ dueDate: factories.day(140), amountCents: 500_000 }],
      },
    });
    const { sendQuote } = await admin.data<{ sendQuote: { link: string } }>(`mutation ($input: SendQuoteInput!) { sendQuote(input: $input) { link } }`, { input: { id: quoteId } });
    await drawer.getByText(TIMELINE_LABELS.quote_sent, { exact: true }).waitFor();

    // Bookings, opened now on All Bookings: the booking is pending.
    const bookingsTab = await inquiries.context().newPage();
    await bookingsTab.setViewportSize({ width: 1440, height: 900 });
    await bookingsTab.goto(`${server.url}/admin/bookings`);
    await bookingsTab.getByRole('tab', { name: /^All Bookings/ }).click();
    const bookingCard = bookingsTab.getByRole('article', { name });
    await bookingCard.getByText('Pending', { exact: true }).first().waitFor();
    await untilSubscribed(server, 'bookingsChanged', 2);

    // The client, signed out in their own browser, accepts on the quote page.
    const clientBrowser = await launchBrowser({ own: true });
    try {
      const client = await clientBrowser.newPage({ width: 390, height: 844 });
      await client.goto(sendQuote.link);
      await client.getByRole('heading', { name: `Quote for ${name}` }).waitFor();
      await client.getByLabel('Your full name').fill(name);
      await client.getByRole('button', { name: 'Accept quote' }).click();
      await client.getByText(QUOTE_PAGE_TEXTS.acceptedJustNow).waitFor();
    } finally {
      await clientBrowser.close();
    }

    // The timeline shows the acceptance, live, after every earlier step, in order.
    await drawer.getByText(TIMELINE_LABELS.quote_accepted, { exact: true }).waitFor();
    await screenshot(inquiries, 'client-story-timeline-desktop', { fullPage: false });
    const chronological = (await stepsShown(drawer)).reverse();
    const at = (label: string) => chronological.indexOf(label);
    for (const label of [TIMELINE_LABELS.received, TIMELINE_LABELS.hold_placed, TIMELINE_LABELS.quote_sent, TIMELINE_LABELS.quote_accepted]) {
      expect(at(label), `${label} in ${chronological.join(' → ')}`).toBeGreaterThanOrEqual(0);
    }
    expect(at(TIMELINE_LABELS.received)).toBeLessThan(at(TIMELINE_LABELS.hold_placed));
    expect(at(TIMELINE_LABELS.hold_placed)).toBeLessThan(at(TIMELINE_LABELS.quote_sent));
    expect(at(TIMELINE_LABELS.quote_sent)).toBeLessThan(at(TIMELINE_LABELS.quote_accepted));

    // The money: the owner records the client's payment (another tab); the timeline shows it, live, last.
    const { recordPayment } = await admin.data<{ recordPayment: { payment: { id: string } | null } }>(
      `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`,
      { input: { bookingId, amountCents: 500_000, receivedOn: factories.day(0), method: 'BANK_TRANSFER' } },
    );
    expect(recordPayment.payment).not.toBeNull();
    await drawer.getByText(TIMELINE_LABELS.payment, { exact: true }).waitFor();
    const withPayment = (await stepsShown(drawer)).reverse();
    expect(withPayment.indexOf(TIMELINE_LABELS.payment), withPayment.join(' → ')).toBeGreaterThan(withPayment.indexOf(TIMELINE_LABELS.quote_accepted));

    // Bookings follows: the booking is confirmed, without a reload.
    await bookingCard.getByText('Confirmed', { exact: true }).first().waitFor();
    await screenshot(bookingsTab, 'client-story-bookings-desktop', { fullPage: false });

    // The inquiry card follows too: its hold became the booking (no Extend or Release left) and the
    // linked booking reads Confirmed.
    await inquiries.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await card.getByText('Confirmed', { exact: true }).first().waitFor();
    await card.getByRole('button', { name: /Release/ }).waitFor({ state: 'detached' });
    expect(await card.getByText(`${ON_HOLD_LABEL} until`).count()).toBe(0);
    await inquiries.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: 'test-results/screenshots/client-story-inquiry-card-390.png' });
    await Promise.all([inquiries.close(), bookingsTab.close()]);
  }, 240_000);
});
