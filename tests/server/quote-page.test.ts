import { eq } from 'drizzle-orm';
import { calendarAvailability, emailOutbox, quotes } from '../../server/db/schema/index.ts';
import { QUOTE_MESSAGES, QUOTE_ROUNDING_RULE } from '../../shared/quotes.ts';
import { addDays, formatLongDate } from '../../shared/dates.ts';
import { QUOTE_PAGE_TEXTS } from '../../server/http/quote-page.ts';
import { escapeHtml } from '../../server/email/layout.ts';
import { DEFAULT_QUOTE_TERMS } from '../../shared/terms.ts';
import { cancellationPolicyText, DEFAULT_CANCELLATION_POLICY } from '../../shared/cancellation.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { CANCEL_BOOKING, CREATE, sentQuote, getPage, accept, quoteRow, bookingRow, SEND, standardInput, UPDATE, WITHDRAW } from '../support/quotes-world.ts';

/*
 * A sent quote's secret link and its printable page, and the client accepting it there (expired,
 * withdrawn, reused and unknown links; the overlap rules).
 */

describe('sending and the quote page', () => {
  it('sends a secret expiring link by e-mail; only a hash is stored; the page prints without JavaScript', async ({ server, admin, factories }) => {
    const { booking, quoteId, link, path } = await sentQuote({ admin, factories }, { offset: 124 });
    const token = path.split('/').pop()!;
    const row = quoteRow(server, quoteId);
    expect(row.status).toBe('sent');
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const mail = server.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'quote_sent')).all().find((m) => m.to === booking.clientEmail)!;
    expect(mail).toBeDefined();
    expect(mail.text).not.toContain(token);
    expect(link).toBe(`${server.config.publicUrl}/quote/${token}`);
    const response = await getPage(server, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('$9,038.88');
    // The rate as set (8.25%, not rounded) and the one rounding rule, stated on the quote.
    expect(html).toContain('Tax (8.25%)');
    expect(html).toContain(QUOTE_ROUNDING_RULE);
    // The 30% deposit is the first part of the one scheduled payment, not a sum that matches no row.
    expect(html).toContain(QUOTE_PAGE_TEXTS.depositInSchedule('$2,711.66'));
    expect(html).not.toContain('Deposit to secure the date');
    // The venue's terms, its cancellation policy in words, and how to reach it.
    expect(html).toContain(escapeHtml(DEFAULT_QUOTE_TERMS));
    expect(html).toContain(escapeHtml(cancellationPolicyText(DEFAULT_CANCELLATION_POLICY)));
    const contact = await server.session().data<{ contactInfo: { phone: string; email: string } }>('{ contactInfo { phone email } }');
    expect(html).toContain(`href="tel:${contact.contactInfo.phone.replace(/[^\d+]/g, '')}"`);
    expect(html).toContain(`mailto:${contact.contactInfo.email}`);
    expect(html).toContain('<form method="post"');
    expect(html).toContain('@media print');
    expect(html).not.toContain('<script');
  });

  it('a rate of 8.625% stays 8.625%: $1,638.75 of tax on $19,000.00, on the API and on the page', async ({ server, admin, factories }) => {
    const booking = factories.booking({ eventDate: factories.day(161) });
    const quoteId = (await admin.request(CREATE, { input: { bookingId: booking.id } })).data!.createQuote.quote!.id;
    const input = {
      ...standardInput(quoteId, [{ dueDate: factories.day(100), amountCents: 2_063_875 }]),
      lines: [{ kind: 'VENUE_HIRE' as const, description: 'Venue hire', quantity: 1, unitAmountCents: 1_900_000 }],
      taxRateMilliPercent: 8625,
      discountCents: 0,
      depositValue: 0,
    };
    const saved = await admin.request(UPDATE, { input });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateQuote.quote).toMatchObject({ taxRateMilliPercent: 8625, taxRateBasisPoints: 863, totals: { taxCents: 163_875, totalCents: 2_063_875 } });
    const sent = await admin.request(SEND, { input: { id: quoteId } });
    const html = await (await getPage(server, new URL(sent.data!.sendQuote.link!).pathname)).text();
    expect(html).toContain('Tax (8.625%)');
    expect(html).toContain('$1,638.75');
    expect(html).toContain('$20,638.75');
  });

  it('relative payments read as their rule on the page until accepted, then as the dates they became', async ({ server, admin, factories }) => {
    const eventDate = factories.day(162);
    const booking = factories.booking({ eventDate });
    const quoteId = (await admin.request(CREATE, { input: { bookingId: booking.id } })).data!.createQuote.quote!.id;
    const probe = await admin.request(UPDATE, { input: standardInput(quoteId, []) });
    const total = probe.data!.updateQuote.quote!.totals.totalCents;
    const schedule = [
      { dueRule: 'AFTER_ACCEPTANCE' as const, dueDays: 3, amountCents: 100_000 },
      { dueRule: 'BEFORE_EVENT' as const, dueDays: 30, amountCents: total - 100_000 },
    ];
    const saved = await admin.request(UPDATE, { input: { ...standardInput(quoteId, []), schedule } });
    expect(saved.errors).toBeUndefined();
    const sent = await admin.request(SEND, { input: { id: quoteId } });
    const path = new URL(sent.data!.sendQuote.link!).pathname;
    const before = await (await getPage(server, path)).text();
    expect(before).toContain('3 days after acceptance');
    expect(before).toContain(`30 days before the event (${formatLongDate(addDays(eventDate, -30))})`);
    expect((await accept(server, path, 'Rita Relative')).status).toBe(303);
    const after = await (await getPage(server, path)).text();
    expect(after).toContain(formatLongDate(factories.day(3)));
    expect(after).not.toContain('after acceptance');
  });

  it('an unknown link shows a clear page', async ({ server }) => {
    const response = await getPage(server, '/quote/abcdefghijklmnopqrstuvwxyz234567abcdefgh');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(QUOTE_PAGE_TEXTS.unknown);
    expect((await accept(server, '/quote/not-a-token', 'Someone')).status).toBe(404);
  });
});

describe('accepting a quote', () => {
  it('records time, typed name and address, confirms the booking and blocks the date when chosen', async ({ server, admin, factories }) => {
    const { booking, quoteId, path } = await sentQuote({ admin, factories }, { offset: 125, block: true });
    const response = await accept(server, path, '  Olivia   Carter ');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${path}?accepted=1`);
    const row = quoteRow(server, quoteId);
    expect(row).toMatchObject({ status: 'accepted', acceptedName: 'Olivia Carter' });
    expect(row.acceptedAddress).toMatch(/127\.0\.0\.1/);
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(bookingRow(server, booking.id).status).toBe('confirmed');
    const block = server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, booking.eventDate)).get();
    expect(block).toMatchObject({ status: 'unavailable', blockedForBookingId: booking.id });
    const page = await (await getPage(server, `${path}?accepted=1`)).text();
    expect(page).toContain(QUOTE_PAGE_TEXTS.acceptedJustNow);
    // This server has no e-mail provider: the confirmation sits in the outbox, so no e-mail is promised.
    expect(page).toContain(QUOTE_PAGE_TEXTS.confirmationEmail.none);
    expect(page).not.toContain('e-mailed you');
    expect(page).toContain('Accepted by Olivia Carter');
    expect(page).not.toContain('<form');
    expect(server.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'booking_confirmed')).all().some((m) => m.to === booking.clientEmail)).toBe(true);
  });

  it('a reused link changes nothing', async ({ server, admin, factories }) => {
    const { quoteId, path } = await sentQuote({ admin, factories }, { offset: 126 });
    expect((await accept(server, path, 'First Person')).status).toBe(303);
    const again = await accept(server, path, 'Second Person');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(QUOTE_PAGE_TEXTS.alreadyAccepted);
    expect(quoteRow(server, quoteId).acceptedName).toBe('First Person');
  });

  it('an expired link shows a clear page and changes nothing', async ({ server, admin, factories }) => {
    const { booking, quoteId, path } = await sentQuote({ admin, factories }, { offset: 127 });
    server.db.update(quotes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(quotes.id, quoteId)).run();
    const page = await getPage(server, path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This quote expired on');
    const response = await accept(server, path, 'Late Client');
    expect(response.status).toBe(410);
    expect(quoteRow(server, quoteId)).toMatchObject({ status: 'sent', acceptedName: null });
    expect(bookingRow(server, booking.id).status).toBe('pending');
  });

  it('a withdrawn link says so and changes nothing', async ({ server, admin, factories }) => {
    const { booking, quoteId, path } = await sentQuote({ admin, factories }, { offset: 128 });
    expect((await admin.request(WITHDRAW, { input: { id: quoteId } })).data!.withdrawQuote.quote!.status).toBe('WITHDRAWN');
    const response = await accept(server, path, 'Client');
    expect(response.status).toBe(410);
    expect(await response.text()).toContain(QUOTE_PAGE_TEXTS.withdrawn);
    expect(bookingRow(server, booking.id).status).toBe('pending');
  });

  it("a quote whose booking was cancelled shows the withdrawn page, in the client's words, and changes nothing", async ({ server, admin, factories }) => {
    const cancel = (id: string) => admin.request(CANCEL_BOOKING, { input: { id, status: 'CANCELLED' } });
    const open = await sentQuote({ admin, factories }, { offset: 132 });
    expect((await cancel(open.booking.id)).errors).toBeUndefined();
    const page = await getPage(server, open.path);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain(QUOTE_PAGE_TEXTS.withdrawn);
    expect(html).not.toContain('<form');
    const response = await accept(server, open.path, 'Client After Cancel');
    expect(response.status).toBe(410);
    const answer = await response.text();
    expect(answer).toContain(QUOTE_PAGE_TEXTS.withdrawn);
    // Never the booking rules' wording meant for the owner.
    expect(answer).not.toMatch(/cancelled booking|cannot be|transition/i);
    // Cancelling the booking withdrew its open quote (the booking's life does that), and nothing was accepted.
    expect(quoteRow(server, open.quoteId)).toMatchObject({ status: 'withdrawn', acceptedName: null });
    expect(bookingRow(server, open.booking.id).status).toBe('cancelled');

    // An accepted quote whose booking was cancelled afterwards no longer says "Your booking is confirmed".
    const accepted = await sentQuote({ admin, factories }, { offset: 133 });
    expect((await accept(server, accepted.path, 'Early Client')).status).toBe(303);
    expect((await cancel(accepted.booking.id)).errors).toBeUndefined();
    const after = await getPage(server, accepted.path);
    expect(after.status).toBe(410);
    const afterHtml = await after.text();
    expect(afterHtml).toContain(QUOTE_PAGE_TEXTS.withdrawn);
    expect(afterHtml).not.toContain('Your booking is confirmed');
  });

  it("an edited quote's old link says it was updated (not a 404), with the venue's contact details, and accepts nothing", async ({ server, admin, factories }) => {
    const { booking, quoteId, path, total } = await sentQuote({ admin, factories }, { offset: 129 });
    await admin.request(UPDATE, { input: standardInput(quoteId, [{ dueDate: factories.day(100), amountCents: total }]) });
    const page = await getPage(server, path);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain(escapeHtml(QUOTE_PAGE_TEXTS.replaced.draft));
    const contact = await server.session().data<{ contactInfo: { phone: string; email: string } }>('{ contactInfo { phone email } }');
    expect(html).toContain(`href="tel:${contact.contactInfo.phone.replace(/[^\d+]/g, '')}"`);
    expect(html).toContain(`mailto:${contact.contactInfo.email}`);
    // Never the quote's figures through the old link, and no way to accept them.
    expect(html).not.toContain('<form');
    expect(html).not.toContain('$9,038.88');
    expect((await accept(server, path, 'Old Link Client')).status).toBe(410);
    expect(bookingRow(server, booking.id).status).toBe('pending');

    // Sent again: the old link says a new one was sent, the new one opens the quote.
    const resent = await admin.request(SEND, { input: { id: quoteId } });
    const newPath = new URL(resent.data!.sendQuote.link!).pathname;
    expect(await (await getPage(server, path)).text()).toContain(escapeHtml(QUOTE_PAGE_TEXTS.replaced.sent));
    expect((await getPage(server, newPath)).status).toBe(200);

    // Sent again without an edit: the link before that one reads the same way.
    const third = await admin.request(SEND, { input: { id: quoteId } });
    const thirdPath = new URL(third.data!.sendQuote.link!).pathname;
    expect((await getPage(server, newPath)).status).toBe(410);
    expect(await (await getPage(server, newPath)).text()).toContain(escapeHtml(QUOTE_PAGE_TEXTS.replaced.sent));

    // Accepted through the newest link: the old ones say so and still accept nothing.
    expect((await accept(server, thirdPath, 'Olivia Carter')).status).toBe(303);
    expect(await (await getPage(server, path)).text()).toContain(escapeHtml(QUOTE_PAGE_TEXTS.replaced.accepted));
    expect((await accept(server, path, 'Someone Else')).status).toBe(410);
    expect(quoteRow(server, quoteId).acceptedName).toBe('Olivia Carter');
  });

  it("an old link of a quote withdrawn since reads as withdrawn", async ({ server, admin, factories }) => {
    const { quoteId, path, total } = await sentQuote({ admin, factories }, { offset: 175 });
    await admin.request(UPDATE, { input: standardInput(quoteId, [{ dueDate: factories.day(100), amountCents: total }]) });
    await admin.request(WITHDRAW, { input: { id: quoteId } });
    const page = await getPage(server, path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(QUOTE_PAGE_TEXTS.withdrawn);
  });

  it('refuses an empty name and a cross-site post, changing nothing', async ({ server, admin, factories }) => {
    const { booking, quoteId, path } = await sentQuote({ admin, factories }, { offset: 130 });
    const empty = await accept(server, path, '   ');
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain(QUOTE_MESSAGES.acceptedNameRequired);
    const crossSite = await accept(server, path, 'Mallory', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(quoteRow(server, quoteId).status).toBe('sent');
    expect(bookingRow(server, booking.id).status).toBe('pending');
  });

  it('keeps the overlap rules: a clash with a confirmed booking is refused and nothing changes', async ({ server, admin, factories }) => {
    const { booking, quoteId, path } = await sentQuote({ admin, factories }, { offset: 131, block: true });
    factories.booking({ eventDate: booking.eventDate, startTime: '18:00', endTime: '23:00', status: 'confirmed', clientName: 'Other Client' });
    const response = await accept(server, path, 'Olivia Carter');
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain(QUOTE_PAGE_TEXTS.unavailable);
    expect(html).not.toContain('Other Client');
    expect(quoteRow(server, quoteId)).toMatchObject({ status: 'sent', acceptedName: null });
    expect(bookingRow(server, booking.id).status).toBe('pending');
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, booking.eventDate)).get()).toBeUndefined();
  });
});
