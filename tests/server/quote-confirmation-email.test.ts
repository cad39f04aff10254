import { afterEach } from 'vitest';
import { QUOTE_PAGE_TEXTS } from '../../server/http/quote-page.ts';
import { escapeHtml } from '../../server/email/layout.ts';
import { resetResend, sentEmails } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { sentQuotePath } from '../support/secret-links.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * The page a client sees after accepting says "we have e-mailed you a confirmation" only once the
 * outbox has sent it (through Resend, intercepted by msw); before that it says one is on its way,
 * and when none was due it promises none.
 */

test.override('serverOptions', { resend: true });
test.beforeAll(() => {
  startMsw();
});
afterEach(() => resetResend());
test.afterAll(() => mswServer.close());

function accept(server: TestServer, path: string, name: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ name }).toString(),
  });
}

const pageAfter = async (server: TestServer, path: string) => (await fetch(`${server.url}${path}?accepted=1`)).text();

describe('the page after accepting', () => {
  it('says a confirmation is on its way while it is queued, and "we have e-mailed you" once it was sent', async ({ server, admin, factories }) => {
    const path = await sentQuotePath(admin, factories, 141);
    expect((await accept(server, path, 'Nora Sent')).status).toBe(303);
    const queued = await pageAfter(server, path);
    expect(queued).toContain(QUOTE_PAGE_TEXTS.acceptedJustNow);
    expect(queued).toContain(QUOTE_PAGE_TEXTS.confirmationEmail.pending);
    expect(queued).not.toContain(QUOTE_PAGE_TEXTS.confirmationEmail.sent);
    await server.services.outbox.processDue();
    expect(sentEmails.some((email) => /confirmed/i.test(email.subject ?? ''))).toBe(true);
    const sent = await pageAfter(server, path);
    expect(sent).toContain(QUOTE_PAGE_TEXTS.confirmationEmail.sent);
  });

  it('promises no e-mail when none was due (the owner had confirmed the booking already)', async ({ server, admin, factories }) => {
    const path = await sentQuotePath(admin, factories, 142, 'confirmed');
    expect((await accept(server, path, 'Olga Owner-Confirmed')).status).toBe(303);
    const html = await pageAfter(server, path);
    expect(html).toContain(escapeHtml(QUOTE_PAGE_TEXTS.confirmationEmail.none));
    expect(html).not.toContain('e-mailed you');
    expect(html).not.toContain(QUOTE_PAGE_TEXTS.confirmationEmail.pending);
  });
});
