import { eq, inArray } from 'drizzle-orm';
import { http } from 'msw';
import { afterEach, vi } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { emailOutbox } from '../../server/db/schema/index.ts';
import { logger } from '../../server/logger.ts';
import { failNextSends, resetResend, sentEmails } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import type { TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait.ts';

/*
 * E-mail while the provider is down: Resend failing with errors, not answering at all (timeouts),
 * and accepting a message but losing the answer. The outbox retries with back-off and sends the
 * same idempotency key every time, and Resend delivers a key it has seen only once, so after
 * recovery every message has been delivered exactly once. The send timeout is configurable
 * (EMAIL_SEND_TIMEOUT_MS, 15 s by default); here it is 500 ms so the test is quick.
 */
const SEND_TIMEOUT_MS = 500;
const HOUR = 3_600_000;

test.override('serverOptions', { resend: true, seed: false, config: { emailSendTimeoutMs: SEND_TIMEOUT_MS } });
test.beforeAll(() => {
  startMsw();
});
afterEach(() => {
  resetResend();
  mswServer.resetHandlers();
  vi.restoreAllMocks();
});
test.afterAll(() => mswServer.close());

const message = (n: number) => ({ kind: 'test_message', to: `guest${n}@example.com`, subject: `Message ${n}`, html: `<p>${n}</p>`, text: String(n) });
const rows = (server: TestServer, ids: string[]) => server.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids)).all();

/**
 * Resend taking the next `count` messages but answering only after the client has given up: the
 * ambiguous failure idempotency keys exist for. The request waits, then goes on to the normal fake
 * (tests/mocks/resend.ts), which delivers it and remembers its key, long after our side timed out.
 */
function acceptButAnswerTooLate(count: number) {
  let left = count;
  mswServer.use(
    http.post('https://api.resend.com/emails', async () => {
      if (left <= 0) return undefined;
      left -= 1;
      await new Promise((resolve) => setTimeout(resolve, SEND_TIMEOUT_MS * 3));
      return undefined; // on to the normal handler, which delivers it now
    }),
  );
}

describe('the outbox while Resend is down', () => {
  it('delivers every message exactly once after errors, timeouts and lost answers', async ({ server }) => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { outbox } = server.services;
    const queued = [1, 2, 3, 4].map((n) => outbox.enqueue(message(n)));
    const ids = queued.map((row) => row.id);
    let now = Date.now();

    // 1. Resend answers 500 to everything.
    failNextSends(4, 'error');
    expect(await outbox.processDue(new Date(now))).toBe(4);
    expect(rows(server, ids).every((row) => row.status === 'queued' && row.attempts === 1 && /bad day/.test(row.lastError ?? ''))).toBe(true);
    // Back-off: nothing is due right away.
    expect(await outbox.processDue(new Date(now + 1_000))).toBe(0);

    // 2. Resend does not answer at all: each send times out.
    now += HOUR;
    failNextSends(4, 'timeout');
    const started = Date.now();
    expect(await outbox.processDue(new Date(now))).toBe(4);
    expect(Date.now() - started).toBeLessThan(SEND_TIMEOUT_MS * 4 + 5_000);
    expect(rows(server, ids).every((row) => row.status === 'queued' && row.attempts === 2 && /Timed out/.test(row.lastError ?? ''))).toBe(true);

    // 3. Resend takes two messages but answers too late: delivered, yet failed for us. The other
    //    two go through normally.
    now += HOUR;
    acceptButAnswerTooLate(2);
    await outbox.processDue(new Date(now));
    // The two late ones count as failed on our side (the others normally go through now).
    expect(rows(server, ids).filter((row) => row.status === 'sent').length).toBeLessThanOrEqual(2);
    await waitFor(() => sentEmails.length === 4);
    mswServer.resetHandlers();

    // 4. Recovery: the retries of the two "late" messages carry the same keys, and Resend
    //    answers them without sending again.
    now += 6 * HOUR;
    await outbox.processDue(new Date(now));
    const final = rows(server, ids);
    expect(final.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const keys = sentEmails.map((email) => email.idempotencyKey);
    expect(new Set(keys).size).toBe(4);
    expect(keys.sort()).toEqual(queued.map((row) => row.idempotencyKey).sort());
    expect(sentEmails.map((email) => email.subject).sort()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']);
    // Nothing more goes out however often the worker runs.
    await outbox.processDue(new Date(now + 24 * HOUR));
    expect(sentEmails).toHaveLength(4);
  });

  it('resends a message interrupted by a crash after Resend took it, without a duplicate', async ({ server }) => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { outbox } = server.services;
    const row = outbox.enqueue(message(5));
    // The provider got it once (the crashed process sent it), and the row was left 'sending'.
    acceptButAnswerTooLate(1);
    await outbox.processDue();
    await waitFor(() => sentEmails.length === 1);
    mswServer.resetHandlers();
    server.db
      .update(emailOutbox)
      .set({ status: 'sending', nextAttemptAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(emailOutbox.id, row.id))
      .run();
    expect(sentEmails).toHaveLength(1);

    await outbox.processDue();
    expect(rows(server, [row.id])[0]).toMatchObject({ status: 'sent' });
    expect(sentEmails).toHaveLength(1);
  });

  it('keeps the whole retry schedule inside Resend’s 24-hour idempotency window', async () => {
    const { backoffMs, MAX_ATTEMPTS } = await import('../../server/email/outbox.ts');
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += backoffMs(attempt);
    expect(total).toBeLessThan(24 * HOUR);
  });
});
