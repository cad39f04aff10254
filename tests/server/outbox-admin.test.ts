import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { emailOutbox } from '../../server/db/schema/index.ts';
import { MAX_ATTEMPTS } from '../../server/email/outbox.ts';
import { PAGINATION_MESSAGES } from '../../shared/pagination.ts';
import { logger } from '../../server/logger.ts';
import { failNextSends, resetResend, sentEmails } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import { firstErrorCode } from '../support/graphql.ts';

const MESSAGES = `query ($status: OutboxStatus, $first: Int) {
  outboxMessages(status: $status, first: $first) { totalCount nodes { id kind to subject status attempts lastError createdAt nextAttemptAt sentAt text html } }
}`;
const SUMMARY = `query { emailOutboxSummary { mode queued sending sent failed total } }`;
const RETRY = `mutation ($input: RetryOutboxMessageInput!) { retryOutboxMessage(input: $input) { message { id status attempts } } }`;

const message = (to: string, subject = 'Hello') => ({ kind: 'test_message', to, subject, html: `<p>${subject}</p>`, text: subject });

test.override('serverOptions', { seed: false });
// The file's second server sends through Resend: the e-mail mode is fixed when a server starts.
test.override('otherServerOptions', { seed: false, resend: true });

describe('without an e-mail provider (outbox only)', () => {
  it('says delivery is not configured and lists what is waiting, newest first', async ({ server, admin }) => {
    const first = server.services.outbox.enqueue(message('a@example.com', 'First'));
    server.db.update(emailOutbox).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(emailOutbox.id, first.id)).run();
    server.services.outbox.enqueue(message('b@example.com', 'Second'));
    expect((await admin.data(SUMMARY)).emailOutboxSummary).toEqual({ mode: 'OUTBOX_ONLY', queued: 2, sending: 0, sent: 0, failed: 0, total: 2 });
    const list = (await admin.data(MESSAGES)).outboxMessages.nodes;
    expect(list.map((row: { subject: string }) => row.subject)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ to: 'b@example.com', kind: 'test_message', status: 'QUEUED', attempts: 0, sentAt: null, text: 'Second' });
  });

  it('filters by status and caps the page size', async ({ server, admin }) => {
    const failed = server.services.outbox.enqueue(message('c@example.com', 'Broken'));
    server.db.update(emailOutbox).set({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'Mailbox full' }).where(eq(emailOutbox.id, failed.id)).run();
    const onlyFailed = (await admin.data(MESSAGES, { status: 'FAILED' })).outboxMessages.nodes;
    expect(onlyFailed).toHaveLength(1);
    expect(onlyFailed[0]).toMatchObject({ subject: 'Broken', lastError: 'Mailbox full', attempts: MAX_ATTEMPTS });
    expect((await admin.data(MESSAGES, { first: 1 })).outboxMessages.nodes).toHaveLength(1);
    const tooMany = await admin.request(MESSAGES, { first: 100_000 });
    expect(firstErrorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.message).toBe(PAGINATION_MESSAGES.tooLarge);
  });

  it('puts a failed message back in line on retry', async ({ server, admin }) => {
    const failed = server.services.outbox.enqueue(message('d@example.com', 'Again'));
    server.db.update(emailOutbox).set({ status: 'failed', attempts: MAX_ATTEMPTS }).where(eq(emailOutbox.id, failed.id)).run();
    const data = await admin.data(RETRY, { input: { id: failed.id } });
    expect(data.retryOutboxMessage.message).toEqual({ id: failed.id, status: 'QUEUED', attempts: 0 });
  });

  it('refuses to retry a sent message or one that does not exist', async ({ server, admin }) => {
    const sent = server.services.outbox.enqueue(message('e@example.com', 'Done'));
    server.db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, sent.id)).run();
    const again = await admin.request(RETRY, { input: { id: sent.id } });
    expect(firstErrorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('This message has already been sent.');
    expect(again.errors?.[0]?.extensions).toMatchObject({ reason: 'STATE', currentStatus: 'SENT' });
    const missing = await admin.request(RETRY, { input: { id: 'no-such-message' } });
    expect(firstErrorCode(missing)).toBe('NOT_FOUND');
  });

  it('is for admins only', async ({ server, nonAdmin: user }) => {
    for (const [query, variables] of [[MESSAGES, {}], [SUMMARY, {}], [RETRY, { input: { id: 'x' } }]] as const) {
      expect(firstErrorCode(await server.session().request(query, variables))).toBe('UNAUTHENTICATED');
      expect(firstErrorCode(await user.request(query, variables))).toBe('FORBIDDEN');
    }
  });
});

describe('with Resend configured', () => {
  beforeAll(() => startMsw());
  afterEach(() => resetResend());
  afterAll(() => mswServer.close());

  it('reports the mode, and a retried failed message is delivered', async ({ otherServer: server }) => {
    const admin = await server.adminSession();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    expect((await admin.data(SUMMARY)).emailOutboxSummary.mode).toBe('RESEND');
    const queued = server.services.outbox.enqueue(message('guest@example.com', 'Your confirmation'));
    server.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(emailOutbox.id, queued.id)).run();
    failNextSends(1);
    await server.services.outbox.processDue();
    const [failed] = (await admin.data(MESSAGES, { status: 'FAILED' })).outboxMessages.nodes;
    expect(failed).toMatchObject({ id: queued.id, status: 'FAILED' });
    expect(failed.lastError).toMatch(/bad day/);

    await admin.data(RETRY, { input: { id: queued.id } });
    await server.services.outbox.processDue();
    const [sent] = (await admin.data(MESSAGES, { status: 'SENT' })).outboxMessages.nodes;
    expect(sent).toMatchObject({ id: queued.id, status: 'SENT' });
    expect(sent.sentAt).not.toBeNull();
    expect(sentEmails).toEqual([expect.objectContaining({ to: 'guest@example.com', subject: 'Your confirmation' })]);
    warn.mockRestore();
  });
});
