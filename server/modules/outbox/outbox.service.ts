import { count, desc, eq } from 'drizzle-orm';
import type { DB } from '../../db/client.ts';
import { emailOutbox, OUTBOX_STATUSES, type OutboxStatus } from '../../db/schema/index.ts';
import type { Outbox, OutboxRow } from '../../email/outbox.ts';
import { conflict, notFound } from '../../errors.ts';

/* The admin's view of the e-mail outbox: what was written, what went out, what failed, and retry. */

export const OUTBOX_LIST_MAX = 200;

export function listOutboxMessages(db: DB, { status, limit }: { status?: OutboxStatus | null; limit?: number | null }): OutboxRow[] {
  const take = Math.min(OUTBOX_LIST_MAX, Math.max(1, limit ?? 100));
  const query = db.select().from(emailOutbox);
  return (status ? query.where(eq(emailOutbox.status, status)) : query).orderBy(desc(emailOutbox.createdAt)).limit(take).all();
}

export function outboxSummary(db: DB, outbox: Pick<Outbox, 'mode'>) {
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<OutboxStatus, number>;
  for (const row of db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status).all()) {
    counts[row.status] = row.n;
  }
  return {
    mode: outbox.mode,
    ...counts,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
  };
}

/** Puts a failed or waiting message back in line now and wakes the worker. */
export function retryOutboxMessage(deps: { db: DB; outbox: Outbox }, id: string): OutboxRow {
  const row = deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
  if (!row) throw notFound('That message is no longer in the outbox.');
  if (row.status === 'sent') throw conflict('This message has already been sent.');
  if (row.status === 'sending') throw conflict('This message is being sent right now.');
  const retried = deps.outbox.retry(id);
  if (!retried) throw conflict('This message cannot be retried now. Refresh the list and try again.');
  deps.outbox.kick();
  return retried;
}
