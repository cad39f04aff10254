import { eq } from 'drizzle-orm';
import { contentChangeLog, emailOutbox } from '../../server/db/schema/index.ts';
import { PAGINATION_MESSAGES } from '../../shared/pagination.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';

/*
 * What remained: the e-mail outbox and the change log are Relay connections like
 * bookings and inquiries (shared/pagination.ts): first/after, last/before, pageInfo, totalCount,
 * at most 100 a page.
 */

test.override('serverOptions', { seed: false });

const OUTBOX = /* GraphQL */ `
  query Outbox($first: Int, $after: String, $last: Int, $before: String, $status: OutboxStatus) {
    outboxMessages(first: $first, after: $after, last: $last, before: $before, status: $status) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      nodes { id subject status }
    }
  }
`;
interface OutboxPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  nodes: { id: string; subject: string; status: string }[];
}

const BASE_TIME = Date.parse('2020-01-01T12:00:00Z');
const message = (subject: string) => ({ kind: 'test_message', to: 'guest@example.com', subject, html: `<p>${subject}</p>`, text: subject });

describe('outboxMessages as a connection', () => {
  // The first test starts the file's server; the machine running the suite may be busy.
  it('pages through 250 messages, newest first, none lost or repeated while new ones arrive', { timeout: 60_000 }, async ({ server, admin }) => {
    // 250 messages, three to a millisecond, so the id must break ties; one in five failed.
    const ids: string[] = [];
    server.db.transaction((tx) => {
      for (let i = 0; i < 250; i++) {
        const row = server.services.outbox.enqueue(message(`Message ${i}`), tx);
        tx.update(emailOutbox)
          .set({ createdAt: new Date(BASE_TIME + Math.floor(i / 3)), status: i % 5 === 0 ? 'failed' : 'queued' })
          .where(eq(emailOutbox.id, row.id))
          .run();
        ids.push(row.id);
      }
    });
    const expected = server.db
      .select({ id: emailOutbox.id, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .all()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: OutboxPage = (await admin.data(OUTBOX, { first: 40, after })).outboxMessages;
      expect(page.pageInfo.hasPreviousPage).toBe(pages > 0);
      seen.push(...page.nodes.map((node) => node.id));
      pages++;
      // New mail arrives while the admin pages: it goes to the top, never into a later page.
      server.services.outbox.enqueue(message(`Arrived during page ${pages}`));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(7);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(250);

    // Backward from the end gives the same order; the status filter counts its own rows.
    const last: OutboxPage = (await admin.data(OUTBOX, { last: 10 })).outboxMessages;
    expect(last.nodes.map((node) => node.id)).toEqual(expected.slice(-10));
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const failed: OutboxPage = (await admin.data(OUTBOX, { first: 100, status: 'FAILED' })).outboxMessages;
    expect(failed.totalCount).toBe(50);
    expect(failed.nodes.every((node) => node.status === 'FAILED')).toBe(true);
  });

  it('refuses more than 100 a page with the shared message, and a cursor from another list', async ({ admin }) => {
    const tooMany = await admin.request(OUTBOX, { first: 101 });
    expect(firstErrorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.message).toBe(PAGINATION_MESSAGES.tooLarge);
    const foreign = await admin.request(OUTBOX, { first: 5, after: Buffer.from(JSON.stringify(['RECEIVED_DESC', 1, 'x'])).toString('base64url') });
    expect(foreign.errors?.[0]?.message).toBe(PAGINATION_MESSAGES.badCursor);
  });
});

const LOG = /* GraphQL */ `
  query Log($first: Int, $after: String, $tableName: ContentTable) {
    contentChangeLog(first: $first, after: $after, tableName: $tableName) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id tableName description }
    }
  }
`;

describe('contentChangeLog as a connection', () => {
  it('reaches entries older than the last 50, and filters by kind of item', async ({ server, admin }) => {
    server.db.transaction((tx) => {
      for (let i = 0; i < 120; i++) {
        tx.insert(contentChangeLog)
          .values({
            tableName: i % 4 === 0 ? 'gallery_images' : 'content_sections',
            recordId: `record-${i}`,
            changeType: 'update',
            status: 'published',
            description: `Change ${i}`,
            oldValue: { title: 'Before' },
            newValue: { title: `After ${i}` },
            createdAt: new Date(BASE_TIME + i * 1000),
          })
          .run();
      }
    });
    const descriptions: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: { description: string }[] } = (
        await admin.data(LOG, { first: 50, after })
      ).contentChangeLog;
      expect(page.totalCount).toBe(120);
      descriptions.push(...page.nodes.map((node) => node.description));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(descriptions).toEqual(Array.from({ length: 120 }, (_, i) => `Change ${119 - i}`));

    const gallery = (await admin.data(LOG, { first: 100, tableName: 'GALLERY_IMAGES' })).contentChangeLog;
    expect(gallery.totalCount).toBe(30);
    expect(gallery.nodes.every((node: { tableName: string }) => node.tableName === 'GALLERY_IMAGES')).toBe(true);
  });
});
