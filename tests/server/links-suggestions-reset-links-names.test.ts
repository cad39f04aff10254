import { eq } from 'drizzle-orm';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { hasVisibleText, isSitePath } from '../../shared/text.ts';
import { bookings, emailOutbox, inquiries } from '../../server/db/schema/index.ts';
import { failNextSends, sentEmails } from '../mocks/resend.ts';
import { createTestUser } from '../support/factories.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { useFakeResend } from '../support/resend-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { day } from '../support/days.ts';

/*
 * An on-site link `/\evil.example/phish` taken as "this site", enum-value
 * suggestions in production, reset links stored in clear in the outbox, and names made of
 * zero-width characters only.
 */

const CREATE_SECTION = `mutation ($input: CreateContentSectionInput!) { createContentSection(input: $input) { contentSection { id link } } }`;
const UPDATE_SECTION = `mutation ($input: UpdateContentSectionInput!) { updateContentSection(input: $input) { contentSection { id link } } }`;
const SUBMIT = `mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }`;
const REQUEST_BOOKING = `mutation ($input: RequestBookingInput!) { requestBooking(input: $input) { booking { id } } }`;
const CREATE_BOOKING = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }`;
const ALL_PAGES = `query { pageSettings { id pageSlug pageName } }`;
const UPDATE_PAGE = `mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id pageName } } }`;
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { displayName } } }`;
const SOCIAL_AND_FOOTER = `mutation ($input: UpdateSocialAndFooterInput!) { updateSocialAndFooter(input: $input) { footer { companyName } } }`;
const REQUEST_RESET = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { accepted } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { email } }`;

test.override('serverOptions', { resend: true });
// A second server: production (no suggestions in errors) is fixed when a server starts.
test.override('otherServerOptions', { config: { production: true } });
useFakeResend();

describe('on-site links', () => {
  const LINK_MESSAGE = 'Link must be a page of this site (starting with /) or a full web address (https://…).';

  it.for(['/\\evil.example/phish', '/\\\\evil.example', '//evil.example/phish', '/\t/evil.example', '/\n/evil.example', '/faq\\..\\x'])('refuses %j and keeps the old link', async (link, { admin }) => {
    const { createContentSection } = await admin.data(CREATE_SECTION, { input: { type: 'OTHER', title: `Links ${crypto.randomUUID()}`, content: 'x', link: '/faq' } });
    const result = await admin.request(UPDATE_SECTION, { input: { id: createContentSection.contentSection.id, link } });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(LINK_MESSAGE);
    const created = await admin.request(CREATE_SECTION, { input: { type: 'OTHER', title: `Refused ${crypto.randomUUID()}`, content: 'x', link } });
    expect(created.errors?.[0]?.message).toBe(LINK_MESSAGE);
    const { adminContentSections } = await admin.data(`query { adminContentSections(type: OTHER) { id link } }`);
    expect(adminContentSections.find((s: { id: string }) => s.id === createContentSection.contentSection.id).link).toBe('/faq');
  });

  it('still takes a path of this site and a full address', async ({ admin }) => {
    expect(isSitePath('/faq')).toBe(true);
    expect(isSitePath('/wedding-planning-checklist.html?x=1#top')).toBe(true);
    const { createContentSection } = await admin.data(CREATE_SECTION, { input: { type: 'OTHER', title: `Good ${crypto.randomUUID()}`, content: 'x', link: '/contact' } });
    expect(createContentSection.contentSection.link).toBe('/contact');
  });
});

describe('suggestions in production', () => {
  it('are left out of enum-value errors, in the document and in variables', async ({ otherServer: production }) => {
    const inline = await production.session().request('{ bookings(status: PENDIN) { nodes { id } } }');
    // A bad value is the caller's input, written in the document or sent as a variable alike.
    expect(firstErrorCode(inline)).toBe('BAD_USER_INPUT');
    expect(inline.errors?.[0]?.message).toBe('Value "PENDIN" does not exist in "BookingStatus" enum.');
    const variable = await production.session().request('query ($s: BookingStatus) { bookings(status: $s) { nodes { id } } }', { s: 'PENDIN' });
    expect(firstErrorCode(variable)).toBe('BAD_USER_INPUT');
    expect(variable.errors?.[0]?.message).not.toMatch(/Did you mean|PENDING|Suggestion/);
    const field = await production.session().request('{ navigationPage { id } }');
    expect(field.errors?.[0]?.message).toBe('Cannot query field "navigationPage" on type "Query".');
  });

  it('are still given to developers outside production', async ({ server }) => {
    const inline = await server.session().request('{ bookings(status: PENDIN) { nodes { id } } }');
    expect(inline.errors?.[0]?.message).toMatch(/Did you mean the enum value "PENDING"\?/);
  });
});

describe('password reset links', () => {
  const resetRow = (server: TestServer, email: string) => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).all().find((row) => row.kind === 'password_reset');

  it('are sent, but never stored in the outbox row', async ({ server }) => {
    const user = await createTestUser(server);
    await server.session().data(REQUEST_RESET, { input: { email: user.email } });
    const row = resetRow(server, user.email)!;
    expect(JSON.stringify(row)).not.toMatch(/token=/);
    expect(row.text).toContain('Please request a new link');
    await server.services.outbox.processDue();
    const mail = sentEmails.find((email) => [email.to].flat().includes(user.email))!;
    const token = /\/auth\?mode=reset&token=([a-z2-7]+)/.exec(mail.text ?? '')![1]!;
    expect(mail.html).toContain(`/auth?mode=reset&amp;token=${token}`);
    // Sent: the row still holds no link.
    expect(JSON.stringify(resetRow(server, user.email))).not.toContain(token);
    const reset = await server.session().data(RESET, { input: { token, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' } });
    expect(reset.resetPassword.email).toBe(user.email);
  });

  it('survive a failed attempt (kept in memory), and a retry after the link is gone asks for a new one', async ({ server }) => {
    const user = await createTestUser(server);
    await server.session().data(REQUEST_RESET, { input: { email: user.email } });
    failNextSends(5);
    await server.services.outbox.processDue();
    const row = resetRow(server, user.email)!;
    expect(row.status).toBe('queued');
    failNextSends(0);
    await server.services.outbox.processDue(new Date(Date.now() + 60 * 60_000));
    const mail = sentEmails.find((email) => [email.to].flat().includes(user.email))!;
    expect(mail.text).toMatch(/\/auth\?mode=reset&token=[a-z2-7]+/);

    // A server that restarted has no link in memory: what goes out is the stored message.
    const other = await createTestUser(server);
    await server.session().data(REQUEST_RESET, { input: { email: other.email } });
    // A second server on the same database file: what a restart sends.
    const restarted = await startTestServer({ resend: true, seed: false, config: { databasePath: server.config.databasePath } });
    try {
      await restarted.services.outbox.processDue();
    } finally {
      await restarted.close();
    }
    const stored = sentEmails.find((email) => [email.to].flat().includes(other.email))!;
    expect(stored.text).not.toMatch(/token=/);
    expect(stored.text).toContain('Please request a new link');
    expect(stored.text).toContain(`${server.url}/auth`);
  });
});

describe('names made of invisible characters', () => {
  const INVISIBLE_NAMES = ['\u200B', '\u200B\u200C\u200D', '\u2060\uFEFF', ' \u00AD\u034F ', '\u3164', '\u2800', '\u202E\u200E', '\uFE0F'];

  it.each(INVISIBLE_NAMES)('%j is no name', (name) => {
    expect(hasVisibleText(name)).toBe(false);
  });

  it('a real name, in any script, is one', () => {
    for (const name of ['Ana', 'Zoë', '李雷', 'أحمد', 'J', 'O\u200Dn']) expect(hasVisibleText(name)).toBe(true);
  });

  it('the contact form and the booking forms refuse them and store nothing', async ({ server, admin }) => {
    const count = () => ({ inquiries: server.db.select().from(inquiries).all().length, bookings: server.db.select().from(bookings).all().length });
    const before = count();
    for (const name of INVISIBLE_NAMES) {
      const inquiry = await server.session().request(SUBMIT, { input: { name, email: 'ghost@example.com' } });
      expect(inquiry.errors?.[0]).toMatchObject({ message: 'Please enter your name.', extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    }
    const booking = {
      eventDate: day(45),
      timeSlot: 'EVENING',
      guestCount: 80,
      eventType: 'BIRTHDAY_PARTY',
      clientName: '\u200B\u200B',
      clientEmail: 'ghost@example.com',
    };
    const requested = await server.session().request(REQUEST_BOOKING, { input: booking });
    expect(requested.errors?.[0]).toMatchObject({ message: 'Please enter your name.', extensions: { field: 'clientName' } });
    const created = await admin.request(CREATE_BOOKING, { input: booking });
    expect(created.errors?.[0]).toMatchObject({ message: 'Please enter your name.', extensions: { field: 'clientName' } });
    expect(count()).toEqual(before);
  });

  it("the admin's page names and company name refuse them; a display name of them is none", async ({ admin }) => {
    const { pageSettings } = await admin.data(ALL_PAGES);
    const about = pageSettings.find((page: { pageSlug: string }) => page.pageSlug === 'about');
    const page = await admin.request(UPDATE_PAGE, { input: { id: about.id, pageName: '\u200B' } });
    expect(page.errors?.[0]?.message).toBe('Page name is required.');
    expect((await admin.data(ALL_PAGES)).pageSettings.find((p: { id: string }) => p.id === about.id).pageName).toBe(about.pageName);

    const footer = await admin.request(SOCIAL_AND_FOOTER, {
      input: {
        social: { facebook: '', instagram: '', twitter: '', linkedin: '', youtube: '' },
        footer: { companyName: '\u200B\u2060', tagline: '', copyright: '', showSocialLinks: true, showContactInfo: true, showBusinessHours: false },
      },
    });
    expect(footer.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ 'footer.companyName': 'Company name is required.' });

    const profile = await admin.data(UPDATE_PROFILE, { input: { displayName: '\u200B\u200B' } });
    expect(profile.updateProfile.viewer.displayName).toBeNull();
  });
});
