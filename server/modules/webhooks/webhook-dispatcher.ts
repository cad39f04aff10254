import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { Webhook } from 'standardwebhooks';
import { writeTransaction, isDatabaseBusy, type DB } from '../../db/client.ts';
import { apiTokens, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from '../../../shared/webhooks.ts';
import { payloadOf } from './webhook-payload.ts';

/*
 * The delivery worker. Deliveries are stored by triggers with the change they report
 * (webhook-triggers.ts); this sends each due one as a Standard Webhooks request (an HTTP POST of
 * the event's JSON with `webhook-id`, `webhook-timestamp` and `webhook-signature`, signed by the
 * standardwebhooks package with the endpoint's secret) and records the answer. A 2xx answer is
 * delivered; anything else (a refused connection, a time-out, a redirect, another status) is tried
 * again after WEBHOOK_RETRY_DELAYS_SECONDS, and after the last attempt the delivery is `failed` and
 * waits for the admin's replay. Delivery is at least once: a crash between the receiver's answer and
 * its record sends the event again, with the same `webhook-id` for the receiver to recognise.
 */

/** How long a receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A delivery left 'sending' this long was interrupted (a crash) and is due again. */
const STALE_SENDING_MS = 2 * WEBHOOK_TIMEOUT_MS;
/** The worker looks for due deliveries this often (a read of one index), besides being kicked. */
const POLL_INTERVAL_MS = 1_000;
/** Deliveries sent at once: a slow receiver does not hold up the others. */
const BATCH = 10;
const RESPONSE_KEPT_CHARS = 1_000;

export const USER_AGENT = 'venue-site-webhooks/1';

/** The log's note on a delivery not sent because the endpoint's token has expired. */
export const WEBHOOK_TOKEN_EXPIRED = 'Not sent: the API token that registered this endpoint has expired, and its endpoints end with it.';

/** When a delivery that failed its n-th attempt is tried again (null: it has failed for good). */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  const seconds = WEBHOOK_RETRY_DELAYS_SECONDS[Math.max(0, attempts - 1)] ?? WEBHOOK_RETRY_DELAYS_SECONDS.at(-1)!;
  return seconds * 1000;
}

export interface WebhookDispatcher {
  /** Sends every delivery due at `now` once; resolves with how many were attempted. */
  processDue(now?: Date): Promise<number>;
  /** Asks the worker to look soon (after a change that may have stored deliveries). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

type Claimed = {
  delivery: typeof webhookDeliveries.$inferSelect;
  event: typeof webhookEvents.$inferSelect;
  endpoint: typeof webhookEndpoints.$inferSelect;
};

export function createWebhookDispatcher(deps: {
  db: DB;
  logger: Logger;
  /** Told after each attempt (the admin's live Webhooks screen listens). */
  onChange?: (change: { deliveryId: string; endpointId: string; status: string }) => void;
}): WebhookDispatcher {
  const { db, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let started = false;
  let kickPending = false;

  const dueCondition = (now: Date) =>
    or(
      and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)),
      and(eq(webhookDeliveries.status, 'sending'), lte(webhookDeliveries.nextAttemptAt, new Date(now.getTime() - STALE_SENDING_MS))),
    );

  function claimDue(now: Date): Claimed[] {
    // A read first: most polls find nothing, and need no write lock to say so.
    const any = db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(dueCondition(now)).limit(1).get();
    if (!any) return [];
    return db.transaction(
      (tx) => {
        const rows = tx
          .select({ delivery: webhookDeliveries, event: webhookEvents, endpoint: webhookEndpoints, tokenExpiresAt: apiTokens.expiresAt })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.seq, webhookDeliveries.eventSeq))
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .leftJoin(apiTokens, eq(apiTokens.id, webhookEndpoints.apiTokenId))
          .where(dueCondition(now))
          .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.createdAt))
          .limit(BATCH)
          .all();
        // An endpoint a token registered ends with the token: once it has expired nothing more is
        // sent (a revoked token's endpoints are already gone, deleted with it).
        const expired = rows.filter((row) => row.tokenExpiresAt !== null && row.tokenExpiresAt.getTime() <= now.getTime());
        if (expired.length > 0) {
          tx.update(webhookDeliveries)
            .set({ status: 'failed', lastError: WEBHOOK_TOKEN_EXPIRED, lastStatusCode: null, nextAttemptAt: now })
            .where(inArray(webhookDeliveries.id, expired.map((row) => row.delivery.id)))
            .run();
        }
        const due = rows.filter((row) => !expired.includes(row)).map(({ tokenExpiresAt: _, ...row }) => row);
        if (due.length === 0) return [];
        tx.update(webhookDeliveries)
          .set({ status: 'sending', nextAttemptAt: now, attempts: sql`${webhookDeliveries.attempts} + 1` })
          .where(inArray(webhookDeliveries.id, due.map((row) => row.delivery.id)))
          .run();
        return due.map((row) => ({ ...row, delivery: { ...row.delivery, attempts: row.delivery.attempts + 1 } }));
      },
      { behavior: 'immediate' },
    );
  }

  async function send({ delivery, event, endpoint }: Claimed, now: Date): Promise<void> {
    const body = payloadOf(event);
    const started = performance.now();
    let statusCode: number | null = null;
    let response: string | null = null;
    let error: string | null = null;
    try {
      const signature = new Webhook(endpoint.secret).sign(event.id, now, body);
      const answer = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'webhook-id': event.id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
        // A redirect is not followed: the signed body goes only where the owner said.
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      statusCode = answer.status;
      response = (await answer.text().catch(() => '')).slice(0, RESPONSE_KEPT_CHARS);
      if (answer.status < 200 || answer.status > 299) error = `The endpoint answered HTTP ${answer.status}.`;
    } catch (failure) {
      error = reachError(failure);
    }
    const durationMs = Math.round(performance.now() - started);
    const retryIn = error ? retryDelayMs(delivery.attempts) : null;
    const status = !error ? 'delivered' : retryIn === null ? 'failed' : 'pending';
    // Recorded through `writeTransaction`, which waits for a write lock held elsewhere: a delivery sent but
    // not recorded would be sent again once it looks stale.
    await writeTransaction(db, (tx) =>
      tx
        .update(webhookDeliveries)
        .set({
          status,
          lastAttemptAt: now,
          lastStatusCode: statusCode,
          lastError: error,
          lastResponse: response,
          lastDurationMs: durationMs,
          deliveredAt: error ? null : now,
          nextAttemptAt: retryIn === null ? now : new Date(now.getTime() + retryIn),
        })
        .where(eq(webhookDeliveries.id, delivery.id))
        .run(),
    );
    deps.onChange?.({ deliveryId: delivery.id, endpointId: endpoint.id, status });
    if (error) logger.warn(status === 'failed' ? 'Webhook failed for good' : 'Webhook not delivered, will retry', { delivery: delivery.id, endpoint: endpoint.id, attempts: delivery.attempts, error });
  }

  async function processDue(now = new Date()): Promise<number> {
    const due = claimDue(now);
    await Promise.all(due.map((claimed) => send(claimed, now)));
    return due.length;
  }

  function runOnce() {
    running ??= processDue()
      .catch((error: unknown) => {
        if (isDatabaseBusy(error) || (error instanceof GraphQLError && error.extensions.code === 'SERVICE_UNAVAILABLE')) {
          logger.warn('Webhook worker waits: the database is busy');
          return 0;
        }
        logger.error('Webhook worker failed', { error: error instanceof Error ? error.stack : String(error) });
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (kickPending && started) {
          kickPending = false;
          runOnce();
        }
      });
  }

  return {
    processDue,
    kick() {
      if (!started) return;
      if (running) kickPending = true;
      else setImmediate(runOnce);
    },
    start() {
      if (started) return;
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

/** Why a request got no answer, in words for the delivery log. */
function reachError(failure: unknown): string {
  const error = failure as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return `The endpoint did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds.`;
  const code = error.cause?.code;
  if (code === 'ECONNREFUSED') return 'The endpoint refused the connection (nothing is listening there).';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The endpoint’s host name could not be found.';
  if (code) return `The endpoint could not be reached (${code}).`;
  return `The endpoint could not be reached (${error.cause?.message ?? error.message ?? 'unknown error'}).`;
}
