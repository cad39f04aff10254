import { eq } from 'drizzle-orm';
import { afterEach, vi } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { emailOutbox } from '../../server/db/schema/index.ts';
import { MAX_ATTEMPTS } from '../../server/email/outbox.ts';
import { logger } from '../../server/logger.ts';
import { failNextSends, resetResend, sentEmails } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import type { TestServer } from '../support/test-server.ts';

test.override('serverOptions', { resend: true, seed: false });
test.beforeAll(() => {
  startMsw();
});
afterEach(() => resetResend());
test.afterAll(() => mswServer.close());

const message = (to = 'guest@example.com') => ({
  kind: 'test_message',
  to,
  subject: 'Your inquiry',
  html: '<p>Hello</p>',
  text: 'Hello',
});
const row = (server: TestServer, id: string) => server.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get()!;

describe('the e-mail outbox', () => {
  it('sends a queued message through Resend with its idempotency key', async ({ server }) => {
    const queued = server.services.outbox.enqueue(message());
    expect(row(server, queued.id).status).toBe('queued');
    expect(await server.services.outbox.processDue()).toBe(1);
    expect(row(server, queued.id)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: expect.stringMatching(/^email_\d+$/) });
    expect(sentEmails).toEqual([
      expect.objectContaining({ to: 'guest@example.com', subject: 'Your inquiry', idempotencyKey: queued.idempotencyKey }),
    ]);
  });

  it('keeps a message when Resend fails and retries it later with back-off', async ({ server }) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    failNextSends(1);
    const queued = server.services.outbox.enqueue(message());
    await server.services.outbox.processDue();
    const afterFailure = row(server, queued.id);
    expect(afterFailure).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFailure.lastError).toMatch(/bad day/);
    expect(afterFailure.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is sent now.
    expect(await server.services.outbox.processDue()).toBe(0);
    // Later, it goes out exactly once.
    await server.services.outbox.processDue(new Date(Date.now() + 60_000));
    expect(row(server, queued.id).status).toBe('sent');
    expect(sentEmails).toHaveLength(1);
    warn.mockRestore();
  });

  it('marks a message failed after the last attempt, and an admin retry puts it back in line', async ({ server }) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const queued = server.services.outbox.enqueue(message());
    server.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(emailOutbox.id, queued.id)).run();
    failNextSends(1);
    await server.services.outbox.processDue();
    expect(row(server, queued.id).status).toBe('failed');
    server.services.outbox.retry(queued.id);
    expect(row(server, queued.id)).toMatchObject({ status: 'queued', attempts: 0 });
    await server.services.outbox.processDue();
    expect(row(server, queued.id).status).toBe('sent');
    warn.mockRestore();
  });
});
