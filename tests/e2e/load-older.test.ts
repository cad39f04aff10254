import { emailOutbox } from '../../server/db/schema/index.ts';
import { openAdminTab } from '../support/browser.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';

/*
 * A list read newest first shows one page and offers the older ones under it ("Load older …"):
 * the next page's rows come in below those shown, which stay where they are, and the button goes
 * once nothing older is left.
 */

describe('Load older under a newest-first list', () => {
  it('adds the E-mail Outbox’s next page below the first one and leaves when nothing older is left', async ({ server, browser }) => {
    const start = Date.parse('2024-03-01T09:00:00Z');
    const subjects = Array.from({ length: 30 }, (_, index) => `Older page check ${String(index + 1).padStart(2, '0')}`);
    server.db
      .insert(emailOutbox)
      .values(
        subjects.map((subject, index) => ({
          kind: 'inquiry_notification',
          to: 'owner@example.com',
          subject,
          html: `<p>${subject}</p>`,
          text: subject,
          status: 'sent' as const,
          idempotencyKey: `older-page-check-${index}`,
          createdAt: new Date(start + index * 60_000),
          sentAt: new Date(start + index * 60_000),
        })),
      )
      .run();
    const total = server.db.select().from(emailOutbox).all().length;
    expect(total).toBeGreaterThan(25);
    expect(total).toBeLessThanOrEqual(50);

    const page = await openAdminTab({ server, browser }, 'outbox');
    await page.getByRole('heading', { name: 'E-mail Outbox' }).waitFor();
    const newest = page.getByText('Older page check 30', { exact: true });
    const oldest = page.getByText('Older page check 01', { exact: true });
    await newest.waitFor();
    expect(await oldest.count()).toBe(0);

    await page.getByRole('button', { name: 'Load older messages' }).click();
    await oldest.waitFor();
    // The first page stayed: every message is on screen once, and nothing older is offered.
    for (const subject of subjects) expect(await page.getByText(subject, { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Load older messages' }).count()).toBe(0);
    await page.close();
  });
});
