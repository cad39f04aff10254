import { eq } from 'drizzle-orm';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { isEmailAddress, mailtoHref } from '../../shared/email-address.ts';
import { emailOutbox, inquiries } from '../../server/db/schema/index.ts';
import { INVALID_RECIPIENT } from '../../server/email/outbox.ts';
import { sentEmails } from '../mocks/resend.ts';
import { firstErrorCode, } from '../support/graphql.ts';
import { useFakeResend } from '../support/resend-test-server.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * E-mail header and address injection. A visitor's name with CR/LF reached the
 * provider's subject unchanged, and `x@y.co?bcc=attacker%40evil.example&x=` was accepted as an
 * address, ending up in the provider's to/reply_to and the admin's mailto: links.
 */

const INJECTED_ADDRESS = 'x@y.co?bcc=attacker%40evil.example&x=';
const SUBMIT = `mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }`;
const REQUEST_RESET = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { accepted } }`;
const CONTACT = `mutation ($input: UpdateContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { email } } }`;

test.override('serverOptions', { resend: true });
useFakeResend();

const counts = (server: TestServer) => ({
  inquiries: server.db.select().from(inquiries).all().length,
  outbox: server.db.select().from(emailOutbox).all().length,
});
const sent = () => sentEmails.map((email) => ({ ...email, to: [email.to].flat(), replyTo: email.reply_to === undefined ? [] : [email.reply_to].flat() }));

describe('the shared address check', () => {
  it.each([
    'guest@example.com',
    'jane.doe+events@mail.example.co.uk',
    "o'brien@example.ie",
    'a_b-c@sub-domain.example.org',
    'owner@xn--bcher-kva.example',
  ])('accepts %j', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    INJECTED_ADDRESS,
    'x@y.co?subject=hi',
    'x%40y.co@evil.example',
    'jane doe@example.com',
    '"jane"@example.com',
    'Jane <jane@example.com>',
    '<jane@example.com>',
    'jane@example.com>',
    'jane..doe@example.com',
    '.jane@example.com',
    'jane.@example.com',
    'jane@example..com',
    'jane@localhost',
    'jane@example.c',
    'jane@-example.com',
    'jane@example.com\r\nBcc: attacker@evil.example',
    'jane@example.com,attacker@evil.example',
    'jane@exa&mple.com',
    'jane@@example.com',
    'a@b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});

describe('every place that takes an address refuses an injected one and changes nothing', () => {
  it('the contact form', async ({ server }) => {
    const before = counts(server);
    const result = await server.session().request(SUBMIT, { input: { name: 'Mallory', email: INJECTED_ADDRESS } });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('Please enter a valid email address.');
    expect(result.errors?.[0]?.extensions?.field).toBe('email');
    expect(counts(server)).toEqual(before);
  });

  it('the no-JavaScript contact form post', async ({ server }) => {
    const before = counts(server);
    const response = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ name: 'Mallory', email: INJECTED_ADDRESS, message: 'hi' }),
      redirect: 'manual',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).toContain('Please enter a valid email address.');
    expect(counts(server)).toEqual(before);
  });

  it('signing in and asking for a password reset', async ({ server }) => {
    const signIn = await server.session().request(SIGN_IN, { input: { email: INJECTED_ADDRESS, password: 'whatever-it-is' } });
    expect(signIn.errors?.[0]?.message).toBe('Invalid email format');
    const before = counts(server);
    const reset = await server.session().request(REQUEST_RESET, { input: { email: INJECTED_ADDRESS } });
    expect(reset.errors?.[0]?.message).toBe('Invalid email format');
    expect(counts(server)).toEqual(before);
  });

  it("the admin's contact details (the footer shows them and keeps no e-mail of its own)", async ({ admin }) => {
    const contact = await admin.request(CONTACT, { input: { phone: '(631) 555-0142', email: INJECTED_ADDRESS, address: '1 Oak Lane', hours: '9-5' } });
    expect(contact.errors?.[0]?.message).toBe('Enter a valid email address, like events@example.com.');
    const named = await admin.request(CONTACT, { input: { phone: '(631) 555-0142', email: 'Events <events@willowoak.example>', address: '1 Oak Lane', hours: '9-5' } });
    expect(firstErrorCode(named)).toBe('BAD_USER_INPUT');
  });
});

describe('header-bound values carry no line breaks', () => {
  it("a visitor's name with CR/LF reaches the provider's subject on one line", async ({ server }) => {
    const name = 'Eve\r\nBcc: attacker@evil.example\nX-Injected:\t1';
    await server.session().data(SUBMIT, { input: { name, email: 'eve@example.com', eventType: 'WEDDING' } });
    const row = server.db.select().from(emailOutbox).where(eq(emailOutbox.replyTo, 'eve@example.com')).get();
    expect(row!.subject).toBe('New inquiry from Eve Bcc: attacker@evil.example X-Injected: 1 (Wedding)');
    await server.services.outbox.processDue();
    const notification = sent().find((email) => email.replyTo.includes('eve@example.com'));
    expect(notification).toBeDefined();
    expect(notification!.subject).not.toMatch(/[\r\n\t]/);
    for (const email of sent()) expect(JSON.stringify([email.subject, email.from, email.to, email.replyTo])).not.toMatch(/\\[rnt]/);
  });

  it('stores no reply-to that is not one plain address, and never sends to a bad recipient', async ({ server }) => {
    const { outbox } = server.services;
    const queued = outbox.enqueue({ kind: 'test_message', to: 'guest@example.com', replyTo: INJECTED_ADDRESS, subject: 'Hello\r\nBcc: x@evil.example', html: '<p>hi</p>', text: 'hi' });
    expect(queued.replyTo).toBeNull();
    expect(queued.subject).toBe('Hello Bcc: x@evil.example');
    // A row written before the rules existed (straight into the table) is checked on the way out.
    const legacy = server.db
      .insert(emailOutbox)
      .values({ id: crypto.randomUUID(), kind: 'test_message', to: INJECTED_ADDRESS, replyTo: null, subject: 'Old\nrow', html: '', text: '', idempotencyKey: 'venue-legacy' })
      .returning()
      .get();
    await outbox.processDue();
    expect(sent().map((email) => email.to)).toEqual([['guest@example.com']]);
    expect(sent()[0]!.replyTo).toEqual([]);
    const after = server.db.select().from(emailOutbox).where(eq(emailOutbox.id, legacy.id)).get();
    expect(after).toMatchObject({ status: 'failed', lastError: INVALID_RECIPIENT });
  });
});

describe('mailto links', () => {
  it('are built by one helper that encodes each part, and only for a valid address', () => {
    expect(mailtoHref('jane.doe+events@example.com')).toBe('mailto:jane.doe%2Bevents@example.com');
    expect(mailtoHref(' guest@example.com ', { subject: 'Your inquiry & more?' })).toBe('mailto:guest@example.com?subject=Your%20inquiry%20%26%20more%3F');
    expect(mailtoHref(INJECTED_ADDRESS)).toBeUndefined();
    expect(mailtoHref('')).toBeUndefined();
    expect(mailtoHref(null)).toBeUndefined();
  });
});
