import { eq, notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { calendarAvailability, emailOutbox, inquiries } from '../../server/db/schema/index.ts';
import { starterPremiumDate } from '../../server/db/seed/seed.ts';
import { logger } from '../../server/logger.ts';
import { INQUIRY_LIMITS } from '../../server/modules/intake/index.ts';
import type { CalendarDayInfo } from '../../server/modules/calendar/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { availabilityLines } from '../../server/modules/inquiries/index.ts';
import { failNextSends, resetResend, sentEmails } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import { waitFor } from '../support/wait.ts';
import type { TestServer } from '../support/test-server.ts';
import { day, today } from '../support/days.ts';

/** The starter's premium-rate Saturday (10 to 16 days out). */
const premiumDay = () => starterPremiumDate(today());

// The file's second server sends through Resend: the e-mail mode is fixed when a server starts.
test.override('otherServerOptions', { resend: true });

test.beforeAll(({ server }) => {
  // Keep only the starter's relative special dates (+6, the premium Saturday, +19, +41): its New
  // Year's Eve date can land on a date these tests expect to be open.
  server.db.delete(calendarAvailability).where(notInArray(calendarAvailability.date, [...[6, 19, 41].map((offset) => day(offset)), premiumDay()])).run();
});
test.beforeEach(({ server }) => {
  server.services.rateLimiter(INQUIRY_LIMITS.perAddress.name, INQUIRY_LIMITS.perAddress).reset();
  server.services.rateLimiter(INQUIRY_LIMITS.overall.name, INQUIRY_LIMITS.overall).reset();
});

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitInquiryInput!) {
    submitInquiry(input: $input) { inquiry { id name email phone eventType desiredDate message status } }
  }
`;

const inquiryCount = (server: TestServer) => server.db.select().from(inquiries).all().length;
const outboxCount = (server: TestServer) => server.db.select().from(emailOutbox).all().length;
const mailFor = (server: TestServer, inquiryEmail: string) => server.db.select().from(emailOutbox).all().filter((m) => m.to === inquiryEmail || m.replyTo === inquiryEmail);

async function submitError(server: TestServer, input: Record<string, unknown>) {
  const result = await server.session().request(SUBMIT, { input });
  return { code: firstErrorCode(result), message: result.errors?.[0]?.message, field: result.errors?.[0]?.extensions?.field };
}

describe('submitting the contact form', () => {
  it('stores the inquiry, then queues the venue notification and the customer confirmation', async ({ server }) => {
    const { submitInquiry } = await server.session().data(SUBMIT, {
      input: {
        name: ' Clara Whitfield ',
        email: 'clara@example.com',
        phone: '(516) 555-0199',
        eventType: 'ANNIVERSARY',
        desiredDate: day(2),
        message: 'Our 25th anniversary, about 80 guests.',
        source: 'FRIEND_OR_FAMILY',
      },
    });
    expect(submitInquiry.inquiry).toMatchObject({ name: 'Clara Whitfield', status: 'NEW', eventType: 'ANNIVERSARY', desiredDate: day(2) });
    const stored = server.db.select().from(inquiries).where(eq(inquiries.id, submitInquiry.inquiry.id)).get()!;
    expect(stored).toMatchObject({ email: 'clara@example.com', phone: '(516) 555-0199', status: 'new' });
    expect(stored.ipHash).toMatch(/^[0-9a-f]{64}$/);

    const [notification, confirmation] = mailFor(server, 'clara@example.com');
    expect(notification).toMatchObject({ kind: 'inquiry_notification', to: server.config.venueEmail, replyTo: 'clara@example.com', status: 'queued' });
    expect(notification!.subject).toBe('New inquiry from Clara Whitfield (Anniversary)');
    expect(notification!.text).toContain('Phone: (516) 555-0199');
    expect(notification!.text).toContain('Message: Our 25th anniversary, about 80 guests.');
    // Where the lead came from, for the owner (the form's "How did you hear about us?"); not repeated to the customer.
    expect(notification!.text).toContain('How they heard about us: Friend or family');
    expect(notification!.html).toContain('Friend or family');
    expect(confirmation).toMatchObject({ kind: 'inquiry_confirmation', to: 'clara@example.com', status: 'queued' });
    expect(confirmation!.text).toContain('We have received your message and will get back to you within 24 hours.');
    expect(confirmation!.text).not.toContain('How they heard about us');
    // The live status of the requested date.
    expect(confirmation!.text).toContain(`Your date: ${formatLongDate(day(2))} is currently available (10AM - 12AM).`);
    expect(confirmation!.text).not.toContain('nearest available dates');
    // The venue's copy speaks to the venue, not to the customer.
    expect(notification!.text).toContain(`Requested date: ${formatLongDate(day(2))} is currently available (10AM - 12AM).`);
    expect(notification!.text).not.toMatch(/\byour date\b/i);
  });

  it('writes the specification placeholders for missing optional fields', async ({ server }) => {
    await server.session().data(SUBMIT, { input: { name: 'Sam Ortiz', email: 'sam@example.com' } });
    const stored = server.db.select().from(inquiries).where(eq(inquiries.email, 'sam@example.com')).get()!;
    expect(stored).toMatchObject({ phone: null, eventType: null, desiredDate: null, message: null });
    for (const mail of mailFor(server, 'sam@example.com')) {
      expect(mail.text).toContain('Phone: Not provided');
      expect(mail.text).toContain('Event type: Not specified');
      expect(mail.text).toContain('Desired date: Not specified');
      expect(mail.text).toContain('Message: No additional message');
      expect(mail.text).not.toContain('Your date:');
    }
  });

  it('tells the customer when the date is taken and offers the three nearest available dates; the venue is told which to offer', async ({ server }) => {
    // The starter blocks today+6 and books today+9: the nearest open dates are +4, +5 and +7.
    await server.session().data(SUBMIT, { input: { name: 'Ivy Chen', email: 'ivy@example.com', desiredDate: day(6) } });
    const confirmation = mailFor(server, 'ivy@example.com').find((m) => m.kind === 'inquiry_confirmation')!;
    expect(confirmation.text).toContain(`Your date: ${formatLongDate(day(6))} is not available.`);
    expect(confirmation.text).toContain(`The nearest available dates are: ${[day(4), day(5), day(7)].map(formatLongDate).join('; ')}.`);
    expect(confirmation.html).toContain('The nearest available dates are:');
    const notification = mailFor(server, 'ivy@example.com').find((m) => m.kind === 'inquiry_notification')!;
    expect(notification.text).toContain(`Requested date: ${formatLongDate(day(6))} is not available.`);
    expect(notification.text).toContain(`Nearest available dates to offer: ${[day(4), day(5), day(7)].map(formatLongDate).join('; ')}.`);
    expect(notification.html).toContain('Nearest available dates to offer:');
    expect(notification.text).not.toMatch(/\byour date\b|nearest available dates are/i);

    await server.session().data(SUBMIT, { input: { name: 'Max Roy', email: 'max@example.com', desiredDate: day(9) } });
    const booked = mailFor(server, 'max@example.com').find((m) => m.kind === 'inquiry_confirmation')!;
    expect(booked.text).toContain(`Your date: ${formatLongDate(day(9))} is already booked.`);
    const bookedNotification = mailFor(server, 'max@example.com').find((m) => m.kind === 'inquiry_notification')!;
    expect(bookedNotification.text).toContain(`Requested date: ${formatLongDate(day(9))} is already booked.`);
    expect(bookedNotification.text).not.toContain('Your date');
    // +10 may be the starter's premium Saturday, listed with its rate.
    const ten = day(10) === premiumDay() ? `${formatLongDate(day(10))} (premium rate 1.5x)` : formatLongDate(day(10));
    expect(booked.text).toContain(`${formatLongDate(day(8))}; ${ten}`);

    await server.session().data(SUBMIT, { input: { name: 'Pia Lund', email: 'pia@example.com', desiredDate: premiumDay() } });
    const premium = mailFor(server, 'pia@example.com').find((m) => m.kind === 'inquiry_confirmation')!;
    expect(premium.text).toContain(`${formatLongDate(premiumDay())} is currently available at a premium rate (1.5x the standard rate).`);
  });

  it('words a taken date with no open date near it for each reader', () => {
    const desiredDay: CalendarDayInfo = { date: day(6), status: 'BOOKED', isPast: false, isBookable: false, notBookableReason: 'BOOKED', timeSlots: [], startTime: null, endTime: null, notes: null, premiumMultiplier: null, specialDateId: null, isHeld: false };
    expect(availabilityLines({ desiredDay, alternatives: [] }, 'customer')).toEqual([
      `Your date: ${formatLongDate(day(6))} is already booked.`,
      'We could not find an open date close to it on our calendar, but we will gladly suggest options.',
      'Availability can change until a booking is confirmed.',
    ]);
    expect(availabilityLines({ desiredDay, alternatives: [] }, 'venue')).toEqual([
      `Requested date: ${formatLongDate(day(6))} is already booked.`,
      'No open date close to it on the calendar: suggest other options in your reply.',
      'This is the calendar as the inquiry arrived; it can change until a booking is confirmed.',
    ]);
  });

  it('escapes everything the visitor typed in the HTML e-mails', async ({ server }) => {
    await server.session().data(SUBMIT, { input: { name: '<script>alert(1)</script>', email: 'xss@example.com', message: '<img src=x onerror=alert(2)>' } });
    for (const mail of mailFor(server, 'xss@example.com')) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('validates with clear messages and stores nothing (no e-mail either)', async ({ server }) => {
    const before = { inquiries: inquiryCount(server), mail: outboxCount(server) };
    expect(await submitError(server, { name: '', email: 'a@example.com' })).toEqual({ code: 'BAD_USER_INPUT', message: 'Please enter your name.', field: 'name' });
    expect(await submitError(server, { name: 'A', email: '' })).toEqual({ code: 'BAD_USER_INPUT', message: 'Please enter your email address.', field: 'email' });
    expect(await submitError(server, { name: 'A', email: 'a@b' })).toEqual({ code: 'BAD_USER_INPUT', message: 'Please enter a valid email address.', field: 'email' });
    expect((await submitError(server, { name: 'A', email: 'a@example.com', eventType: 'Rave' })).message).toMatch(/Value "Rave" does not exist in "EventType" enum/);
    expect((await submitError(server, { name: 'A', email: 'a@example.com', phone: '12' })).field).toBe('phone');
    expect((await submitError(server, { name: 'A', email: 'a@example.com', desiredDate: day(-2) })).message).toBe(
      'The desired date has already passed. Please choose today or a later date.',
    );
    expect((await submitError(server, { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) })).message).toBe('Message must be at most 5,000 characters; this one has 5,001. Please shorten it.');
    expect((await submitError(server, { name: 'x'.repeat(101), email: 'a@example.com' })).message).toBe('Name must be at most 100 characters.');
    const badDate = await server.session().request(SUBMIT, { input: { name: 'A', email: 'a@example.com', desiredDate: '2026-02-31' } });
    expect(badDate.errors?.[0]?.message).toMatch(/LocalDate/);
    expect(inquiryCount(server)).toBe(before.inquiries);
    expect(outboxCount(server)).toBe(before.mail);
  });

  it('refuses a filled honeypot with a clear message, storing and sending nothing', async ({ server }) => {
    const before = { inquiries: inquiryCount(server), mail: outboxCount(server) };
    expect(await submitError(server, { name: 'Bot', email: 'bot@example.com', website: 'https://cheap-pills.example' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Your message was flagged as automated and was not sent. Please call or e-mail us directly instead.',
      field: 'website',
    });
    expect(inquiryCount(server)).toBe(before.inquiries);
    expect(outboxCount(server)).toBe(before.mail);
  });

  it('limits inquiries per address (5 an hour); past 60 an hour overall they are held for review, with no e-mail', async ({ server }) => {
    const anon = server.session();
    for (let i = 0; i < INQUIRY_LIMITS.perAddress.limit; i += 1) {
      await anon.data(SUBMIT, { input: { name: `Guest ${i}`, email: `guest${i}@example.com` } });
    }
    const before = { inquiries: inquiryCount(server), mail: outboxCount(server) };
    const refused = await anon.request(SUBMIT, { input: { name: 'Guest 6', email: 'guest6@example.com' } });
    expect(firstErrorCode(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toMatch(/^You have sent several requests in a short time\. Please wait (60|59) minutes and try again, or e-mail us at events@grandwillowhall\.com\.$/);
    expect(inquiryCount(server)).toBe(before.inquiries);

    server.services.rateLimiter(INQUIRY_LIMITS.perAddress.name, INQUIRY_LIMITS.perAddress).reset();
    const overall = server.services.rateLimiter(INQUIRY_LIMITS.overall.name, INQUIRY_LIMITS.overall);
    for (let i = 0; i < INQUIRY_LIMITS.overall.limit; i += 1) await overall.hit('all');
    const busy = await anon.request(`mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { heldForReview inquiry { id status } } }`, {
      input: { name: 'Guest 7', email: 'guest7@example.com' },
    });
    expect(busy.errors).toBeUndefined();
    expect(busy.data).toMatchObject({ submitInquiry: { heldForReview: true, inquiry: { status: 'HELD' } } });
    expect(inquiryCount(server)).toBe(before.inquiries + 1);
    // No e-mail about it to anyone but one notice to the venue that inquiries are being held.
    const mail = server.db.select().from(emailOutbox).all();
    expect(mail).toHaveLength(before.mail + 1);
    expect(mail.filter((message) => message.kind === 'inquiries_held_notice')).toHaveLength(1);
    expect(mail.filter((message) => message.to === 'guest7@example.com' || message.replyTo === 'guest7@example.com')).toEqual([]);
    server.services.rateLimiter(INQUIRY_LIMITS.held!.name, INQUIRY_LIMITS.held!).reset();
  });
});

describe('the admin inquiries list', () => {
  const LIST = /* GraphQL */ `
    query List($status: InquiryStatus) {
      inquiries(status: $status, first: 100) { nodes { id name status message createdAt handledAt desiredDate desiredDateStatus { date status } } }
    }
  `;

  it('lists newest first with the requested date\'s current status', async ({ server, admin }) => {
    const list = (await admin.data(LIST)).inquiries.nodes;
    const created = list.map((i: { createdAt: string }) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const ivy = list.find((i: { name: string }) => i.name === 'Ivy Chen');
    expect(ivy.desiredDateStatus).toEqual({ date: day(6), status: 'UNAVAILABLE' });
    const sam = list.find((i: { name: string }) => i.name === 'Sam Ortiz');
    expect(sam.desiredDateStatus).toBeNull();
    // A visitor gets their own inquiry back but not the admin-only details.
    const { submitInquiry } = await server.session().data(
      `mutation S($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id desiredDateStatus { status } bookings { id } } } }`,
      { input: { name: 'Own', email: 'own@example.com', desiredDate: day(3) } },
    );
    expect(submitInquiry.inquiry).toMatchObject({ desiredDateStatus: null, bookings: [] });
  });

  it('moves an inquiry between new, read and handled, and filters by status', async ({ server, admin }) => {
    const UPDATE = /* GraphQL */ `mutation U($input: UpdateInquiryStatusInput!) { updateInquiryStatus(input: $input) { inquiry { id status handledAt } } }`;
    const id = server.db.select().from(inquiries).where(eq(inquiries.email, 'clara@example.com')).get()!.id;
    expect((await admin.data(UPDATE, { input: { id, status: 'READ' } })).updateInquiryStatus.inquiry).toMatchObject({ status: 'READ', handledAt: null });
    const handled = (await admin.data(UPDATE, { input: { id, status: 'HANDLED' } })).updateInquiryStatus.inquiry;
    expect(handled.status).toBe('HANDLED');
    expect(new Date(handled.handledAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const onlyHandled = (await admin.data(LIST, { status: 'HANDLED' })).inquiries.nodes;
    expect(onlyHandled.map((i: { id: string }) => i.id)).toContain(id);
    expect(onlyHandled.every((i: { status: string }) => i.status === 'HANDLED')).toBe(true);
    const missing = await admin.request(UPDATE, { input: { id: '00000000-0000-4000-8000-000000000000', status: 'READ' } });
    expect(firstErrorCode(missing)).toBe('NOT_FOUND');
  });

  it('arrives live on admin screens through the subscription', async ({ server, admin }) => {
    const listening = server.services.pubsub.listenerCount('inquiriesChanged');
    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    const event = firstResult<{ inquiriesChanged: { change: string; inquiry: { name: string; status: string } } }>(
      client,
      'subscription { inquiriesChanged { change inquiry { name status } } }',
    );
    // Subscribed once the server holds the listener (a fixed wait lost the race on a busy machine).
    await waitFor(() => server.services.pubsub.listenerCount('inquiriesChanged') > listening);
    await server.session().data(SUBMIT, { input: { name: 'Live Larson', email: 'live@example.com' } });
    expect((await event).data?.inquiriesChanged).toEqual({ change: 'CREATED', inquiry: { name: 'Live Larson', status: 'NEW' } });
    await client.dispose();
  });

  it('exports CSV with placeholders, quoting, formula-safe cells and how they heard about us', async ({ server, admin }) => {
    await server.session().data(SUBMIT, { input: { name: '+SUM(A1:A9)', email: 'csv@example.com', message: 'Hello, "world"\nSecond line' } });
    await server.session().data(SUBMIT, { input: { name: 'Sourced Sally', email: 'sally@example.com', source: 'DIRECTORY' } });
    const { inquiriesCsv } = await admin.data<{ inquiriesCsv: string }>(`{ inquiriesCsv }`);
    expect(inquiriesCsv.startsWith('\uFEFFID,Status,Received at,Name,Email,Phone,Event type,Desired date,Desired date status,Message,How they heard about us,Reference,Alternative dates\r\n')).toBe(true);
    expect(inquiriesCsv).toMatch(/'\+SUM\(A1:A9\),csv@example\.com,Not provided,Not specified,Not specified,,"Hello, ""world""\nSecond line",Not given,INQ-[0-9A-F]{8},\r\n/);
    expect(inquiriesCsv).toMatch(/Sourced Sally,sally@example\.com,Not provided,Not specified,Not specified,,No additional message,Wedding or event directory,INQ-[0-9A-F]{8},\r\n/);
    expect(inquiriesCsv).toContain(`is not available.`);
  });
});

describe('when the e-mail provider fails', () => {
  beforeAll(() => startMsw());
  afterEach(() => resetResend());
  afterAll(() => mswServer.close());

  it('keeps the inquiry and both e-mails, and delivers them on a later retry', async ({ otherServer: mailServer }) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    failNextSends(2);
    const { submitInquiry } = await mailServer.session().data(SUBMIT, { input: { name: 'Rita Moreno', email: 'rita@example.com', desiredDate: day(6) } });
    await mailServer.services.outbox.processDue();
    const rows = mailServer.db.select().from(emailOutbox).all().filter((m) => m.kind.startsWith('inquiry_'));
    expect(rows.map((m) => m.status)).toEqual(['queued', 'queued']);
    expect(rows.every((m) => m.attempts === 1 && m.lastError?.includes('bad day'))).toBe(true);
    expect(mailServer.db.select().from(inquiries).where(eq(inquiries.id, submitInquiry.inquiry.id)).get()).toBeDefined();
    expect(sentEmails).toHaveLength(0);

    await mailServer.services.outbox.processDue(new Date(Date.now() + 5 * 60_000));
    expect(mailServer.db.select().from(emailOutbox).all().filter((m) => m.kind.startsWith('inquiry_')).map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(sentEmails.map((m) => [m.to, m.subject])).toEqual([
      [mailServer.config.venueEmail, 'New inquiry from Rita Moreno'],
      ['rita@example.com', 'We received your inquiry - Grand Willow Hall'],
    ]);
    warn.mockRestore();
  });
});
