import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Config } from '../config.ts';
import { writeTransaction, isDatabaseBusy, type DB, type Transaction } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import { headerAddress, headerText } from './headers.ts';
import type { EmailTransport, SendResult } from './transport.ts';
import type { RenderedEmail } from './layout.ts';

/*
 * Every e-mail is written to the outbox first (inside the caller's transaction when there is one),
 * then delivered by this worker: due messages are claimed, sent with their idempotency key, and on
 * failure retried with exponential back-off until MAX_ATTEMPTS, after which they are 'failed' and
 * wait for an admin's retry. A message is never lost because the provider was down.
 */

export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
/** A message left 'sending' this long was interrupted (crash) and is due again. */
const STALE_SENDING_MS = 5 * 60 * 1000;
const POLL_INTERVAL_MS = 10_000;
export const INVALID_RECIPIENT = 'The recipient is not a valid e-mail address; nothing was sent.';

export interface EnqueueEmailInput extends RenderedEmail {
  kind: string;
  to: string;
  replyTo?: string | null;
  /**
   * The body to send when it carries a secret (a password reset link): kept in this process's
   * memory only, until `until` or until sent, and never written to the outbox row, which stores
   * `text` and `html` (the message with the link left out). Backups and the admin's outbox view
   * then hold no usable link; a message sent after a restart, or retried after `until`, is the
   * stored one, which asks for a new link.
   */
  inMemoryOnly?: { text: string; html: string; until: Date };
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

export interface Outbox {
  readonly mode: EmailTransport['mode'];
  /** Records a message; pass the transaction that writes the row the message is about. */
  enqueue(input: EnqueueEmailInput, tx?: DB | Transaction): OutboxRow;
  /** Sends every due message once; resolves with how many were attempted. */
  processDue(now?: Date): Promise<number>;
  /** Puts a failed (or queued) message back in line now. */
  retry(id: string): OutboxRow | undefined;
  /** Asks the worker to look at the outbox soon (after an enqueue). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

/** A message was queued, claimed for sending, sent, failed, or queued again. */
export interface OutboxChange {
  messageId: string;
  status: OutboxRow['status'];
}

export function createOutbox(deps: {
  db: DB;
  transport: EmailTransport;
  config: Pick<Config, 'emailFrom'>;
  logger: Logger;
  /** Told of every change of a message's state (the admin's live Outbox screen listens). */
  onChange?: (change: OutboxChange) => void;
}): Outbox {
  const { db, transport, config, logger } = deps;
  // Told on the next turn: an enqueue runs inside the caller's transaction, which commits first.
  const changed = (messageId: string, status: OutboxRow['status']) => {
    if (deps.onChange) setImmediate(() => deps.onChange!({ messageId, status }));
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let started = false;
  let kickPending = false;
  /** Bodies with secrets, by outbox id (see EnqueueEmailInput.inMemoryOnly). */
  const inMemoryBodies = new Map<string, { text: string; html: string; until: Date }>();

  function forgetExpiredBodies(now = new Date()) {
    for (const [id, body] of inMemoryBodies) if (body.until <= now) inMemoryBodies.delete(id);
  }

  function claimDue(now: Date): OutboxRow[] {
    return db.transaction(
      (tx) => {
        const stale = new Date(now.getTime() - STALE_SENDING_MS);
        const due = tx
          .select()
          .from(emailOutbox)
          .where(
            or(
              and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now)),
              and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.nextAttemptAt, stale)),
            ),
          )
          .orderBy(asc(emailOutbox.nextAttemptAt))
          .limit(20)
          .all();
        if (due.length === 0) return [];
        tx.update(emailOutbox)
          .set({ status: 'sending', nextAttemptAt: now, attempts: sql`${emailOutbox.attempts} + 1` })
          .where(inArray(emailOutbox.id, due.map((row) => row.id)))
          .run();
        for (const row of due) changed(row.id, 'sending');
        return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
      },
      { behavior: 'immediate' },
    );
  }

  async function deliver(row: OutboxRow): Promise<void> {
    // Checked again on the way out: rows written before these rules existed are cleaned here too.
    const to = headerAddress(row.to);
    const body = inMemoryBodies.get(row.id) ?? { text: row.text, html: row.html };
    const result: SendResult = to
      ? await transport.send({
          from: headerText(config.emailFrom),
          to,
          replyTo: headerAddress(row.replyTo),
          subject: headerText(row.subject),
          html: body.html,
          text: body.text,
          idempotencyKey: row.idempotencyKey,
        })
      : { ok: false, error: INVALID_RECIPIENT };
    // Recorded through `writeTransaction`, which waits for a write lock held elsewhere: a message sent but
    // not marked sent would be sent again once it looks stale.
    if (result.ok) {
      inMemoryBodies.delete(row.id);
      await writeTransaction(db, (tx) =>
        tx
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null, providerMessageId: result.providerMessageId })
          .where(eq(emailOutbox.id, row.id))
          .run(),
      );
      changed(row.id, 'sent');
      return;
    }
    const giveUp = row.attempts >= MAX_ATTEMPTS || !to;
    if (giveUp) inMemoryBodies.delete(row.id);
    await writeTransaction(db, (tx) =>
      tx
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'queued',
          lastError: result.error.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
        })
        .where(eq(emailOutbox.id, row.id))
        .run(),
    );
    changed(row.id, giveUp ? 'failed' : 'queued');
    logger.warn(giveUp ? 'E-mail failed for good' : 'E-mail not sent, will retry', {
      id: row.id,
      kind: row.kind,
      attempts: row.attempts,
      error: result.error,
    });
  }

  async function processDue(now = new Date()): Promise<number> {
    // Without a provider, messages stay queued in the outbox for the admin to see.
    if (transport.mode === 'outbox-only') return 0;
    forgetExpiredBodies();
    const due = claimDue(now);
    for (const row of due) await deliver(row);
    return due.length;
  }

  function runOnce() {
    running ??= processDue()
      .catch((error: unknown) => {
        // Another process holds the write lock: the next round (POLL_INTERVAL_MS) tries again.
        if (isDatabaseBusy(error) || (error instanceof GraphQLError && error.extensions.code === 'SERVICE_UNAVAILABLE')) {
          logger.warn('Outbox worker waits: the database is busy');
          return 0;
        }
        logger.error('Outbox worker failed', { error: error instanceof Error ? error.stack : String(error) });
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (kickPending) {
          kickPending = false;
          runOnce();
        }
      });
  }

  return {
    mode: transport.mode,
    enqueue(input, tx = db) {
      const id = randomUUID();
      forgetExpiredBodies();
      // Without a provider nothing is ever sent, so a secret body would only sit in memory.
      if (input.inMemoryOnly && transport.mode !== 'outbox-only') {
        const { text, html, until } = input.inMemoryOnly;
        inMemoryBodies.set(id, { text, html, until });
      }
      changed(id, 'queued');
      return tx
        .insert(emailOutbox)
        .values({
          id,
          kind: input.kind,
          to: input.to.trim(),
          // Header-bound values are stored clean: a reply-to that is not one plain address is dropped.
          replyTo: headerAddress(input.replyTo),
          subject: headerText(input.subject),
          html: input.html,
          text: input.text,
          idempotencyKey: `venue-${id}`,
        })
        .returning()
        .get();
    },
    processDue,
    retry(id) {
      const row = db
        .update(emailOutbox)
        .set({ status: 'queued', nextAttemptAt: new Date(), attempts: 0 })
        .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ['failed', 'queued'])))
        .returning()
        .get();
      if (row) changed(row.id, 'queued');
      return row;
    },
    kick() {
      if (!started) return;
      if (running) kickPending = true;
      else setImmediate(runOnce);
    },
    start() {
      if (started || transport.mode === 'outbox-only') return;
      started = true;
      timer = setInterval(runOnce, POLL_INTERVAL_MS);
      timer.unref();
      runOnce();
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
