import { and, eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashSecret } from '../../server/auth/sessions.ts';
import { escapeHtml } from '../../server/email/layout.ts';
import { QUOTE_PAGE_TEXTS } from '../../server/http/quote-page.ts';
import { bookings, emailOutbox, followUpSends, followUpSettings, holds, ledgerEntries, paymentScheduleItems, quoteLineItems, quotes } from '../../server/db/schema/index.ts';
import { addDays, } from '../../server/lib/dates.ts';
import { processDueFollowUps } from '../../server/modules/followups/index.ts';
import { FOLLOW_UP_MESSAGES, FOLLOW_UPS } from '../../shared/followups.ts';
import { graphql } from '../gql/index.ts';
import type { UpdateFollowUpInput } from '../gql/graphql.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { createFactories } from '../support/factories.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { subscriptionClient } from '../support/subscriptions.ts';
import { waitFor } from '../support/wait.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { resetResend, sentEmails } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import { today as venueToday } from '../support/days.ts';
import { minutesOfDayIn } from '../../server/lib/dates.ts';

/*
 * Follow-ups: each of the five fires once at its time (the server's clock,
 * Config.now, is moved), not before; a switched-off one sends nothing; the owner's edited texts are
 * used, with values escaped in the HTML part; the preview; refused templates change nothing; only
 * admins may read or change them; a restart or two runs at once never send twice.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let clock = new Date();
test.override('serverOptions', { config: { now: () => clock } });

const FOLLOW_UPS_QUERY = graphql(`
  query FollowUpsTestList {
    followUps { kind label sentTo enabled subject body days defaultSubject defaultBody defaultDays updatedAt placeholders { name description example } }
  }
`);
const UPDATE = graphql(`
  mutation FollowUpsTestUpdate($input: UpdateFollowUpInput!) {
    updateFollowUp(input: $input) { followUp { kind enabled subject body days } }
  }
`);
const RESET = graphql(`
  mutation FollowUpsTestReset($input: ResetFollowUpInput!) {
    resetFollowUp(input: $input) { followUp { kind enabled subject body days } }
  }
`);
const PREVIEW = graphql(`
  query FollowUpsTestPreview($input: PreviewFollowUpInput!) {
    previewFollowUp(input: $input) { subject text html problem }
  }
`);

test.beforeAll(({ server, admin }) => void [server, admin]);
// Noon at the venue today: the tests step the clock by hours and days, and from a start late in the
// venue's evening "3 days and an hour" would already be the fourth day.
test.beforeEach(({ server }) => {
  const now = new Date();
  clock = new Date(now.getTime() + (12 * 60 - minutesOfDayIn(server.config.venueTimeZone, now)) * 60_000);
});

const run = (server: TestServer) => processDueFollowUps(server.services);
const messagesTo = (server: TestServer, to: string, kind?: string) =>
  server.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), kind ? eq(emailOutbox.kind, kind) : undefined))
    .all();
const today = (server: TestServer) => venueToday(server.config.venueTimeZone, clock);

let quoteDates = 0;
/** A booking with a quote in the given state; an accepted one has the schedule given (amounts in cents). */
function quoteFor(server: TestServer, options: { status: 'sent' | 'accepted'; sentAt?: Date; schedule?: { dueDate: string; amountCents: number }[] }) {
  const factories = createFactories(server);
  // Each on its own date: a pending booking on a date another client booked is not reminded.
  const booking = factories.booking({ eventDate: factories.day(120 + (quoteDates += 1)), status: options.status === 'accepted' ? 'confirmed' : 'pending' });
  const schedule = options.schedule ?? [{ dueDate: factories.day(60), amountCents: 100_000 }];
  const total = schedule.reduce((sum, item) => sum + item.amountCents, 0);
  const token = `quotetoken${Math.random().toString(36).replace(/[^a-z]/g, '')}abcdefghij`.slice(0, 40);
  const quote = server.db
    .insert(quotes)
    .values({
      bookingId: booking.id,
      status: options.status,
      tokenHash: hashSecret(token),
      sentAt: options.sentAt ?? new Date(clock.getTime() - DAY),
      expiresAt: new Date(clock.getTime() + 14 * DAY),
      acceptedAt: options.status === 'accepted' ? clock : null,
    })
    .returning()
    .get();
  server.db.insert(quoteLineItems).values({ quoteId: quote.id, position: 0, kind: 'venue_hire', description: 'Venue hire', quantity: 1, unitAmountCents: total }).run();
  const items = schedule.map((item) => server.db.insert(paymentScheduleItems).values({ quoteId: quote.id, ...item }).returning().get());
  // An accepted quote's total is the booking's agreed price: a charge in its ledger, as acceptance posts it.
  if (options.status === 'accepted') server.db.insert(ledgerEntries).values({ bookingId: booking.id, kind: 'charge', reason: 'quote_accepted', description: 'Quote accepted', amountCents: total, quoteId: quote.id, actor: 'client' }).run();
  return { booking, quote, token, items };
}

describe('when each follow-up fires', () => {
  test('inquiry not answered: to the owner 24 hours after it arrived, once; not when read or acted on', async ({ server, factories }) => {
    const waiting = factories.inquiry({ createdAt: new Date(clock.getTime() - 23 * HOUR), name: 'Wanda Waiting' });
    const read = factories.inquiry({ createdAt: new Date(clock.getTime() - 23 * HOUR), status: 'read' });
    const booked = factories.inquiry({ createdAt: new Date(clock.getTime() - 23 * HOUR) });
    factories.booking({ inquiryId: booked.id });
    const about = (name: string) => messagesTo(server, server.config.venueEmail, 'follow_up_inquiry_unanswered').filter((m) => m.text.includes(name));

    await run(server);
    expect(about(waiting.name)).toHaveLength(0);

    clock = new Date(clock.getTime() + 2 * HOUR);
    await run(server);
    await run(server);
    const sent = about(waiting.name);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.replyTo).toBe(waiting.email);
    expect(sent[0]!.subject).toBe(`Inquiry from ${waiting.name} is still waiting for an answer`);
    expect(sent[0]!.text).toContain(`${server.config.publicUrl}/admin/inquiries`);
    expect(about(read.name)).toHaveLength(0);
    expect(about(booked.name)).toHaveLength(0);
  });

  test('quote not accepted: to the client after 3 days with a fresh link, once; the link sent before stops working', async ({ server }) => {
    const { booking, quote } = quoteFor(server, { status: 'sent', sentAt: new Date(clock.getTime() - 2 * DAY) });
    await run(server);
    expect(messagesTo(server, booking.clientEmail)).toHaveLength(0);

    clock = new Date(clock.getTime() + DAY + 60_000);
    await run(server);
    await run(server);
    const sent = messagesTo(server, booking.clientEmail, 'follow_up_quote_not_accepted');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`Dear ${booking.clientName}`);
    expect(sent[0]!.text).toContain('$1,000.00');
    // Only the hash of the new link is stored; the stored message leaves the link out.
    expect(sent[0]!.text).not.toMatch(/\/quote\/[a-z2-7]{20,}/);
    expect(sent[0]!.text).toContain('(the link is in the e-mail as sent)');
    expect(server.db.select().from(quotes).where(eq(quotes.id, quote.id)).get()!.tokenHash).not.toBe(quote.tokenHash);
  });

  test('hold expiring: to the client and a copy to the owner 48 hours before the end, once', async ({ server, factories }) => {
    const inquiry = factories.inquiry({ name: 'Hal Holder' });
    const hold = server.db
      .insert(holds)
      .values({ date: factories.day(90), startTime: '09:00', endTime: '23:59', clientName: inquiry.name, clientEmail: inquiry.email, inquiryId: inquiry.id, position: 1, status: 'active', expiresAt: new Date(clock.getTime() + 50 * HOUR) })
      .returning()
      .get();
    await run(server);
    expect(messagesTo(server, inquiry.email)).toHaveLength(0);

    clock = new Date(clock.getTime() + 3 * HOUR);
    await run(server);
    await run(server);
    const toClient = messagesTo(server, inquiry.email, 'hold_reminder_client');
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.subject).toMatch(/^Your hold on .* ends soon$/);
    expect(toClient[0]!.text).toContain(`Dear ${inquiry.name}`);
    const copy = messagesTo(server, server.config.venueEmail, 'hold_reminder_owner').filter((m) => m.text.includes(inquiry.name));
    expect(copy).toHaveLength(1);
    expect(copy[0]!.subject).toMatch(/^Copy: Your hold on .* ends soon$/);
    expect(server.db.select().from(holds).where(eq(holds.id, hold.id)).get()!.reminderSentAt).toEqual(clock);
  });

  test('payment due: to the client 7 days before, for what payments do not cover, once', async ({ server }) => {
    const day0 = today(server);
    const { booking, items } = quoteFor(server, {
      status: 'accepted',
      schedule: [
        { dueDate: addDays(day0, 7), amountCents: 50_000 },
        { dueDate: addDays(day0, 8), amountCents: 120_000 },
      ],
    });
    // $600 received: the first payment ($500) is covered, $100 of the second.
    server.db.insert(ledgerEntries).values({ bookingId: booking.id, kind: 'payment', reason: 'payment', description: 'Payment received', amountCents: 60_000, occurredOn: day0, method: 'check', actor: 'admin' }).run();
    await run(server);
    expect(messagesTo(server, booking.clientEmail)).toHaveLength(0);

    clock = new Date(clock.getTime() + DAY);
    await run(server);
    await run(server);
    const sent = messagesTo(server, booking.clientEmail, 'follow_up_payment_due');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Payment of $1,100.00 due on ${formatLongDate(items[1]!.dueDate!)}`);
    expect(server.db.select().from(followUpSends).where(eq(followUpSends.subjectKey, items[1]!.id)).all()).toHaveLength(1);
  });

  test("payment overdue: to the client once the due date and the owner's grace period (3 days) have passed, once per scheduled payment", async ({ server }) => {
    const day0 = today(server);
    const { booking } = quoteFor(server, { status: 'accepted', schedule: [{ dueDate: day0, amountCents: 30_000 }, { dueDate: addDays(day0, 40), amountCents: 70_000 }] });
    await run(server);
    expect(messagesTo(server, booking.clientEmail, 'follow_up_payment_overdue')).toHaveLength(0);

    // Within the grace period: late, not yet overdue.
    clock = new Date(clock.getTime() + 3 * DAY + HOUR);
    await run(server);
    expect(messagesTo(server, booking.clientEmail, 'follow_up_payment_overdue')).toHaveLength(0);
    clock = new Date(clock.getTime() + DAY);
    await run(server);
    clock = new Date(clock.getTime() + DAY);
    await run(server);
    const sent = messagesTo(server, booking.clientEmail, 'follow_up_payment_overdue');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Payment of $300.00 is overdue');
  });
});

describe('the owner switches and edits them', () => {
  test('a switched-off follow-up sends nothing; switched on again, what is due goes', async ({ server, admin, factories }) => {
    const defaults = FOLLOW_UPS.inquiry_unanswered;
    await admin.data(UPDATE, { input: { kind: 'INQUIRY_UNANSWERED', enabled: false, subject: defaults.defaultSubject, body: defaults.defaultBody } });
    const inquiry = factories.inquiry({ createdAt: new Date(clock.getTime() - 25 * HOUR), name: 'Sam Switched' });
    const about = () => messagesTo(server, server.config.venueEmail, 'follow_up_inquiry_unanswered').filter((m) => m.text.includes(inquiry.name));
    await run(server);
    expect(about()).toHaveLength(0);
    await admin.data(UPDATE, { input: { kind: 'INQUIRY_UNANSWERED', enabled: true, subject: defaults.defaultSubject, body: defaults.defaultBody } });
    await server.app.followUpScheduler.runDue();
    expect(about()).toHaveLength(1);
  });

  test("the owner's edited texts and days are used; values are escaped in the HTML part", async ({ server, admin }) => {
    await admin.data(UPDATE, {
      input: { kind: 'QUOTE_NOT_ACCEPTED', enabled: true, days: 5, subject: 'Still thinking, {{clientName}}?', body: 'Hello {{ clientName }},\n\nyour quote of {{quoteTotal}} waits: {{quoteLink}}' },
    });
    const { booking } = quoteFor(server, { status: 'sent', sentAt: new Date(clock.getTime() - 4 * DAY) });
    server.db.update(bookings).set({ clientName: 'Ann <b>Bold</b> & Co' }).where(eq(bookings.id, booking.id)).run();
    await run(server);
    expect(messagesTo(server, booking.clientEmail)).toHaveLength(0);
    clock = new Date(clock.getTime() + DAY + 60_000);
    await run(server);
    const [sent] = messagesTo(server, booking.clientEmail, 'follow_up_quote_not_accepted');
    expect(sent!.subject).toBe('Still thinking, Ann <b>Bold</b> & Co?');
    expect(sent!.text).toBe('Hello Ann <b>Bold</b> & Co,\n\nyour quote of $1,000.00 waits: (the link is in the e-mail as sent)');
    expect(sent!.html).toContain('Hello Ann &lt;b&gt;Bold&lt;/b&gt; &amp; Co,');
    expect(sent!.html).not.toContain('<b>Bold</b>');
    const defaults = FOLLOW_UPS.quote_not_accepted;
    await admin.data(UPDATE, { input: { kind: 'QUOTE_NOT_ACCEPTED', enabled: true, days: 3, subject: defaults.defaultSubject, body: defaults.defaultBody } });
  });

  test('followUps lists the five with their defaults; reset puts the texts back and keeps the switch and days', async ({ admin }) => {
    const { followUps } = await admin.data(FOLLOW_UPS_QUERY);
    expect(followUps.map((f) => f.kind)).toEqual(['INQUIRY_UNANSWERED', 'QUOTE_NOT_ACCEPTED', 'HOLD_EXPIRING', 'PAYMENT_DUE', 'PAYMENT_OVERDUE']);
    const due = followUps.find((f) => f.kind === 'PAYMENT_DUE')!;
    expect(due).toMatchObject({ enabled: true, days: null, defaultDays: null, subject: FOLLOW_UPS.payment_due.defaultSubject });
    expect(due.placeholders.map((p) => p.name)).toEqual([...FOLLOW_UPS.payment_due.placeholders]);
    expect(followUps.find((f) => f.kind === 'QUOTE_NOT_ACCEPTED')).toMatchObject({ days: 3, defaultDays: 3 });

    await admin.data(UPDATE, { input: { kind: 'PAYMENT_DUE', enabled: false, subject: 'Pay {{amountDue}}', body: 'By {{dueDate}}.' } });
    const { resetFollowUp } = await admin.data(RESET, { input: { kind: 'PAYMENT_DUE' } });
    expect(resetFollowUp.followUp).toEqual({ kind: 'PAYMENT_DUE', enabled: false, subject: FOLLOW_UPS.payment_due.defaultSubject, body: FOLLOW_UPS.payment_due.defaultBody, days: null });
    await admin.data(UPDATE, { input: { kind: 'PAYMENT_DUE', enabled: true, subject: FOLLOW_UPS.payment_due.defaultSubject, body: FOLLOW_UPS.payment_due.defaultBody } });
  });

  test('an unknown placeholder, an empty subject or days out of range are refused with a clear message, and nothing changes', async ({ server, admin }) => {
    const before = await admin.data(FOLLOW_UPS_QUERY);
    const settingsBefore = server.db.select().from(followUpSettings).all();
    const cases: [UpdateFollowUpInput, string, string][] = [
      [{ kind: 'PAYMENT_DUE', enabled: true, subject: 'Pay {{quoteLink}}', body: 'x' }, FOLLOW_UP_MESSAGES.unknownPlaceholder('quoteLink', 'payment_due'), 'subject'],
      [{ kind: 'PAYMENT_DUE', enabled: true, subject: 'Pay', body: 'Hi {{clientNmae}}' }, FOLLOW_UP_MESSAGES.unknownPlaceholder('clientNmae', 'payment_due'), 'body'],
      [{ kind: 'PAYMENT_DUE', enabled: true, subject: '   ', body: 'Hi' }, FOLLOW_UP_MESSAGES.subjectRequired, 'subject'],
      [{ kind: 'PAYMENT_DUE', enabled: true, subject: 'Pay', body: 'Hi {{clientName' }, FOLLOW_UP_MESSAGES.unclosedPlaceholder, 'body'],
      [{ kind: 'QUOTE_NOT_ACCEPTED', enabled: true, subject: 'Hi', body: 'Hi', days: 0 }, FOLLOW_UP_MESSAGES.days, 'days'],
      [{ kind: 'HOLD_EXPIRING', enabled: true, subject: 'Hi', body: 'Hi', days: 4 }, FOLLOW_UP_MESSAGES.noDays, 'days'],
    ];
    for (const [input, message, field] of cases) {
      const refused = await admin.request(UPDATE, { input });
      expect(firstErrorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.message).toBe(message);
      expect(refused.errors![0]!.extensions?.field).toBe(field);
    }
    expect(FOLLOW_UP_MESSAGES.unknownPlaceholder('quoteLink', 'payment_due')).toContain('{{quoteLink}} is not a placeholder of "Payment due"');
    expect(await admin.data(FOLLOW_UPS_QUERY)).toEqual(before);
    expect(server.db.select().from(followUpSettings).all()).toEqual(settingsBefore);
  });

  test('the preview fills sample values and the venue name without saving; a bad template gets its problem', async ({ server, admin }) => {
    const before = server.db.select().from(followUpSettings).all();
    const { previewFollowUp } = await admin.data(PREVIEW, { input: { kind: 'PAYMENT_OVERDUE', subject: '{{amountDue}} for {{venueName}}', body: 'Dear {{clientName}},\n\ndue {{dueDate}} <now>' } });
    expect(previewFollowUp.problem).toBeNull();
    expect(previewFollowUp.subject).toMatch(/^\$1,250\.00 for .+/);
    expect(previewFollowUp.text).toBe('Dear Jordan Ellis,\n\ndue Monday, November 30, 2026 <now>');
    expect(previewFollowUp.html).toContain('due Monday, November 30, 2026 &lt;now&gt;');
    const bad = await admin.data(PREVIEW, { input: { kind: 'PAYMENT_OVERDUE', subject: 'x', body: '{{holdExpires}}' } });
    expect(bad.previewFollowUp).toEqual({ subject: null, text: null, html: null, problem: FOLLOW_UP_MESSAGES.unknownPlaceholder('holdExpires', 'payment_overdue') });
    expect(server.db.select().from(followUpSettings).all()).toEqual(before);
  });

  test('anonymous callers and non-admins are refused', async ({ server, factories }) => {
    const { session: user } = await factories.signedInAs('user');
    for (const [session, code] of [[server.session(), 'UNAUTHENTICATED'], [user, 'FORBIDDEN']] as const) {
      expect(firstErrorCode(await session.request(FOLLOW_UPS_QUERY))).toBe(code);
      expect(firstErrorCode(await session.request(PREVIEW, { input: { kind: 'PAYMENT_DUE', subject: 'x', body: 'y' } }))).toBe(code);
      expect(firstErrorCode(await session.request(UPDATE, { input: { kind: 'PAYMENT_DUE', enabled: false, subject: 'x', body: 'y' } }))).toBe(code);
      expect(firstErrorCode(await session.request(RESET, { input: { kind: 'PAYMENT_DUE' } }))).toBe(code);
    }
    expect(server.db.select().from(followUpSettings).where(eq(followUpSettings.kind, 'payment_due')).get()?.enabled ?? true).toBe(true);
  });
});

describe('open Follow-ups screens follow changes', () => {
  test('admin subscribers hear each save and reset with its kind; a refused save announces nothing', async ({ server, admin }) => {
    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    const kinds: string[] = [];
    const listening = server.services.pubsub.listenerCount('followUpsChanged');
    const dispose = client.subscribe<{ followUpsChanged: { kind: string; changedAt: string } }>(
      { query: 'subscription { followUpsChanged { kind changedAt } }' },
      { next: (result) => kinds.push(result.data?.followUpsChanged.kind ?? `error: ${result.errors?.[0]?.message}`), error: () => {}, complete: () => {} },
    );
    try {
      await waitFor(() => server.services.pubsub.listenerCount('followUpsChanged') > listening);
      const defaults = FOLLOW_UPS.payment_due;
      await admin.data(UPDATE, { input: { kind: 'PAYMENT_DUE', enabled: true, subject: 'Due soon, {{clientName}}', body: defaults.defaultBody } });
      await waitFor(() => kinds.length === 1);
      await admin.data(RESET, { input: { kind: 'PAYMENT_DUE' } });
      await waitFor(() => kinds.length === 2);
      expect(kinds).toEqual(['PAYMENT_DUE', 'PAYMENT_DUE']);
      expect(firstErrorCode(await admin.request(UPDATE, { input: { kind: 'HOLD_EXPIRING', enabled: true, subject: '', body: 'x' } }))).toBe('BAD_USER_INPUT');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(kinds).toHaveLength(2);
    } finally {
      dispose();
      await client.dispose();
    }
  });
});

describe('sent once', () => {
  test('two runs at once send one message', async ({ server, factories }) => {
    const inquiry = factories.inquiry({ createdAt: new Date(clock.getTime() - 30 * HOUR), name: 'Tina Twice' });
    await Promise.all([run(server), run(server), server.app.followUpScheduler.runDue()]);
    expect(messagesTo(server, server.config.venueEmail, 'follow_up_inquiry_unanswered').filter((m) => m.text.includes(inquiry.name))).toHaveLength(1);
  });

  test('what fell due while the server was down goes at start, and a restart does not send it again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-followups-restart-'));
    let restartClock = new Date();
    const options = { config: { databasePath: path.join(dir, 'venue.db'), now: () => restartClock } };
    let email = '';
    const first = await startTestServer(options);
    try {
      email = createFactories(first).inquiry({ createdAt: new Date(restartClock.getTime() - 23 * HOUR) }).email;
      await first.app.followUpScheduler.runDue();
      expect(first.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'follow_up_inquiry_unanswered')).all()).toHaveLength(0);
    } finally {
      await first.close();
    }
    restartClock = new Date(restartClock.getTime() + 2 * HOUR);
    for (let start = 0; start < 2; start++) {
      const again = await startTestServer(options);
      try {
        const sent = again.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'follow_up_inquiry_unanswered')).all();
        expect(sent).toHaveLength(1);
        expect(sent[0]!.replyTo).toBe(email);
      } finally {
        await again.close();
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("the quote reminder's link", () => {
  test('the e-mail sent carries a fresh link that opens the quote; the one sent before no longer does', async () => {
    startMsw();
    const server = await startTestServer({ resend: true, config: { now: () => clock } });
    try {
      resetResend();
      const { booking, token } = quoteFor(server, { status: 'sent', sentAt: new Date(clock.getTime() - 3 * DAY - 60_000) });
      await run(server);
      await server.services.outbox.processDue();
      const sent = sentEmails.find((email) => email.to === booking.clientEmail || (Array.isArray(email.to) && email.to.includes(booking.clientEmail)));
      const link = sent?.text?.match(/https?:\/\/\S+\/quote\/[a-z2-7]+/)?.[0];
      expect(link).toBeDefined();
      expect(sent!.html).toContain(`<a href="${link}"`);
      expect((await fetch(link!)).status).toBe(200);
      // The link before it says a new one was sent (never the quote itself).
      const before = await fetch(`${server.url}/quote/${token}`);
      expect(before.status).toBe(410);
      expect(await before.text()).toContain(escapeHtml(QUOTE_PAGE_TEXTS.replaced.sent));
      // The stored row never held the link.
      expect(messagesTo(server, booking.clientEmail, 'follow_up_quote_not_accepted')[0]!.text).not.toContain(link!);
    } finally {
      await server.close();
      mswServer.close();
      // The next file in this worker starts with no mail of ours in its record.
      resetResend();
    }
  });
});
