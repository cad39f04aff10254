import { and, count, eq } from 'drizzle-orm';
import type { DB } from '../../db/client.ts';
import { emailOutbox, OUTBOX_STATUSES, type OutboxStatus } from '../../db/schema/index.ts';
import type { Outbox, OutboxRow } from '../../email/outbox.ts';
import { conflict, notFound, stateConflict } from '../../errors.ts';
import type { OutboxMessageConnectionModel } from '../../db/rows.ts';
import { connection, type ConnectionArgs, type ListOrder } from '../../lib/connection.ts';
import { updateOrders, updatedSinceCondition, type UpdateOrderName } from '../sync/index.ts';

/* The admin's view of the e-mail outbox: what was written, what went out, what failed, and retry. */

export type OutboxMessageOrderName = 'CREATED_DESC' | UpdateOrderName;

const OUTBOX_ORDERS: Record<OutboxMessageOrderName, ListOrder<OutboxRow>> = {
  CREATED_DESC: { name: 'CREATED_DESC', direction: 'desc', keys: [emailOutbox.createdAt, emailOutbox.id], keyOf: (row) => [row.createdAt.getTime(), row.id] },
  ...updateOrders<OutboxRow>(emailOutbox),
};

/** A page of the outbox, newest first unless asked otherwise, optionally of one status, by keyset (server/lib/connection.ts). */
export function outboxMessagesConnection(
  db: DB,
  args: ConnectionArgs,
  { status, updatedSince }: { status?: OutboxStatus | null; updatedSince?: Date | null },
  orderName: OutboxMessageOrderName = 'CREATED_DESC',
): OutboxMessageConnectionModel {
  const where = and(status ? eq(emailOutbox.status, status) : undefined, updatedSinceCondition(emailOutbox.updatedAt, updatedSince));
  return connection(args, {
    where,
    order: OUTBOX_ORDERS[orderName],
    rows: (condition, order, limit) => db.select().from(emailOutbox).where(condition).orderBy(...order).limit(limit).all(),
    count: () => db.select({ n: count() }).from(emailOutbox).where(where).get()!.n,
    exists: (condition) => db.select({ id: emailOutbox.id }).from(emailOutbox).where(condition).limit(1).get() !== undefined,
  });
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
  if (row.status === 'sent') throw stateConflict('This message has already been sent.', row.status);
  // Being sent right now (a retry, another tab): what was asked is happening, answered as it is.
  if (row.status === 'sending') return row;
  const retried = deps.outbox.retry(id);
  if (!retried) throw conflict('This message cannot be retried now. Refresh the list and try again.');
  deps.outbox.kick();
  return retried;
}
