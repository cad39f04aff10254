import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/client.ts';
import { apiTokens, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.ts';
import { appError, checkFields, conflict, notFound } from '../../errors.ts';
import { connection, type ConnectionArgs, type ConnectionModel, type ListOrder } from '../../lib/connection.ts';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_ENDPOINTS_PER_TOKEN_MAX,
  WEBHOOK_EVENT_AREAS,
  WEBHOOK_MESSAGES,
  webhookDescriptionProblem,
  webhookEventTypesProblem,
  webhookUrlProblem,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '../../../shared/webhooks.ts';
import { badInput } from '../../errors.ts';
import { scopesAllow, type ApiTokenScope } from '../../../shared/api-tokens.ts';
import { updateOrders, updatedSinceCondition, type UpdateOrderName } from '../sync/index.ts';
import { payloadOf } from './webhook-payload.ts';

/*
 * Webhook endpoints (the owner registers, changes, pauses, rotates and deletes them) and the
 * delivery log (read, replayed). Events and deliveries themselves are stored by triggers
 * (webhook-triggers.ts) and sent by the worker (webhook-dispatcher.ts).
 *
 * An API token with scopes (one holding WEBHOOKS_READ or WEBHOOKS_WRITE) is a `TokenCaller`: it sees
 * and acts on only the endpoints it registered, each receiving only events of areas it may read, so
 * a scope never shows it data of another area. The owner's session and a token without scopes
 * (which reaches every area anyway) see every endpoint.
 */

/** A scoped API token acting on webhooks; null for the owner's session or a token without scopes. */
export type TokenCaller = { apiTokenId: string; scopes: readonly ApiTokenScope[] } | null;

/** The caller whose view is limited: a token call with scopes. */
export function tokenCaller(viewer: { apiToken?: { id: string; scopes: readonly ApiTokenScope[] | null } } | null | undefined): TokenCaller {
  const token = viewer?.apiToken;
  return token?.scopes ? { apiTokenId: token.id, scopes: token.scopes } : null;
}

/** The endpoints a caller may see: a scoped token's own. */
const visibleTo = (caller: TokenCaller): SQL | undefined => (caller ? eq(webhookEndpoints.apiTokenId, caller.apiTokenId) : undefined);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
/** A delivery with its event, as the log shows it (the event is read on demand for a bare row). */
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect & { event?: WebhookEventRow };
export type WebhookDeliveryConnectionModel = ConnectionModel<WebhookDeliveryRow>;

/** A new signing secret: 24 random bytes, base64, with the `whsec_` prefix Standard Webhooks uses. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** What the admin sees of a secret: enough to tell two apart, too little to sign with. */
export const secretHint = (secret: string) => `${secret.slice(0, 10)}…`;

function checkedEndpointFields(
  input: { url?: string | null; description?: string | null; eventTypes?: readonly WebhookEventType[] | null },
  creating: boolean,
  caller: TokenCaller,
) {
  return checkFields({
    url: () => {
      if (input.url == null && !creating) return undefined;
      const problem = webhookUrlProblem(input.url ?? '');
      if (problem) throw badInput(problem, 'url', (input.url ?? '').trim() ? 'INVALID' : 'REQUIRED');
      return input.url!.trim();
    },
    description: () => {
      if (input.description == null) return creating ? '' : undefined;
      const problem = webhookDescriptionProblem(input.description);
      if (problem) throw badInput(problem, 'description', 'TOO_LONG');
      return input.description.trim();
    },
    eventTypes: () => {
      if (input.eventTypes == null && !creating) return undefined;
      const types = [...new Set(input.eventTypes ?? [])];
      const problem = webhookEventTypesProblem(types);
      if (problem) throw badInput(problem, 'eventTypes', 'REQUIRED');
      const unreadable = caller ? types.filter((type) => !scopesAllow(caller.scopes, WEBHOOK_EVENT_AREAS[type], false)) : [];
      if (unreadable.length > 0) {
        const scopes = [...new Set(unreadable.map((type) => `${WEBHOOK_EVENT_AREAS[type]}_READ`))];
        throw badInput(WEBHOOK_MESSAGES.eventTypesOutOfScope(unreadable, scopes), 'eventTypes', 'NOT_ALLOWED');
      }
      return types;
    },
  });
}

export function listWebhookEndpoints(db: DB, caller: TokenCaller = null): WebhookEndpointRow[] {
  return db.select().from(webhookEndpoints).where(visibleTo(caller)).orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id)).all();
}

export function createWebhookEndpoint(
  db: DB,
  input: { url: string; description?: string | null; eventTypes: readonly WebhookEventType[] },
  caller: TokenCaller = null,
): { endpoint: WebhookEndpointRow; secret: string } {
  const fields = checkedEndpointFields(input, true, caller);
  return db.transaction(
    (tx) => {
      const existing = tx.select({ n: count() }).from(webhookEndpoints).get()!.n;
      if (existing >= WEBHOOK_ENDPOINTS_MAX) throw badInput(WEBHOOK_MESSAGES.tooManyEndpoints, undefined, 'NOT_ALLOWED');
      if (caller && tx.select({ n: count() }).from(webhookEndpoints).where(visibleTo(caller)).get()!.n >= WEBHOOK_ENDPOINTS_PER_TOKEN_MAX) {
        throw badInput(WEBHOOK_MESSAGES.tooManyForToken, undefined, 'NOT_ALLOWED');
      }
      const secret = newSecret();
      const endpoint = tx
        .insert(webhookEndpoints)
        .values({ url: fields.url!, description: fields.description ?? '', eventTypes: fields.eventTypes!, secret, apiTokenId: caller?.apiTokenId ?? null })
        .returning()
        .get();
      return { endpoint, secret };
    },
    { behavior: 'immediate' },
  );
}

export function updateWebhookEndpoint(
  db: DB,
  input: { id: string; version?: number | null; url?: string | null; description?: string | null; eventTypes?: readonly WebhookEventType[] | null; enabled?: boolean | null },
  caller: TokenCaller = null,
): WebhookEndpointRow {
  const fields = checkedEndpointFields(input, false, caller);
  return db.transaction(
    (tx) => {
      const current = tx.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, input.id), visibleTo(caller))).get();
      if (!current) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
      if (input.version != null && input.version !== current.version) {
        throw appError('CONFLICT', `This endpoint was changed meanwhile: you edited version ${input.version}; it is now version ${current.version}. Reload it and make your change again.`, {
          reason: 'STALE_VERSION',
          yourVersion: input.version,
          currentVersion: current.version,
        });
      }
      return tx
        .update(webhookEndpoints)
        .set({
          ...(fields.url !== undefined ? { url: fields.url } : {}),
          ...(fields.description !== undefined ? { description: fields.description } : {}),
          ...(fields.eventTypes !== undefined ? { eventTypes: fields.eventTypes } : {}),
          ...(input.enabled != null ? { enabled: input.enabled } : {}),
        })
        .where(eq(webhookEndpoints.id, input.id))
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
}

export function rotateWebhookSecret(db: DB, id: string, caller: TokenCaller = null): { endpoint: WebhookEndpointRow; secret: string } {
  const secret = newSecret();
  const endpoint = db.update(webhookEndpoints).set({ secret }).where(and(eq(webhookEndpoints.id, id), visibleTo(caller))).returning().get();
  if (!endpoint) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  return { endpoint, secret };
}

export function deleteWebhookEndpoint(db: DB, id: string, caller: TokenCaller = null): { deletedEndpointId: string } {
  const deleted = db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), visibleTo(caller))).returning({ id: webhookEndpoints.id }).get();
  if (!deleted) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  return { deletedEndpointId: deleted.id };
}

/**
 * Sends a delivery's event again, now, as a new delivery to the same endpoint (the log keeps both).
 * The message id stays the event's, so a receiver that already handled it can tell.
 */
export function replayWebhookDelivery(db: DB, id: string, caller: TokenCaller = null): WebhookDeliveryRow {
  return db.transaction(
    (tx) => {
      const original = tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).get();
      if (!original || !endpointVisible(tx, original.endpointId, caller)) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      if (original.status === 'sending') throw conflict(WEBHOOK_MESSAGES.deliveryInProgress);
      return tx.insert(webhookDeliveries).values({ eventSeq: original.eventSeq, endpointId: original.endpointId, replayOf: original.id, nextAttemptAt: new Date() }).returning().get();
    },
    { behavior: 'immediate' },
  );
}

function endpointVisible(db: Pick<DB, 'select'>, endpointId: string, caller: TokenCaller): boolean {
  if (!caller) return true;
  return db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(and(eq(webhookEndpoints.id, endpointId), visibleTo(caller))).get() !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The delivery log

export type WebhookDeliveryOrderName = 'CREATED_DESC' | UpdateOrderName;

const DELIVERY_ORDERS: Record<WebhookDeliveryOrderName, ListOrder<WebhookDeliveryRow>> = {
  CREATED_DESC: {
    name: 'CREATED_DESC',
    direction: 'desc',
    keys: [webhookDeliveries.createdAt, webhookDeliveries.id],
    keyOf: (row) => [row.createdAt.getTime(), row.id],
  },
  ...updateOrders<WebhookDeliveryRow>(webhookDeliveries),
};

/** Deliveries a page at a time, with their events, newest first unless asked otherwise. */
export function webhookDeliveriesConnection(
  db: DB,
  args: ConnectionArgs,
  filter: { endpointId?: string | null; status?: WebhookDeliveryStatus | null; updatedSince?: Date | null },
  orderName: WebhookDeliveryOrderName = 'CREATED_DESC',
  caller: TokenCaller = null,
): WebhookDeliveryConnectionModel {
  const where = and(
    filter.endpointId ? eq(webhookDeliveries.endpointId, filter.endpointId) : undefined,
    caller ? inArray(webhookDeliveries.endpointId, db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(visibleTo(caller))) : undefined,
    filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
    updatedSinceCondition(webhookDeliveries.updatedAt, filter.updatedSince),
  );
  return connection(args, {
    where,
    order: DELIVERY_ORDERS[orderName],
    rows: (condition, order, limit) =>
      db
        .select({ delivery: webhookDeliveries, event: webhookEvents })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.seq, webhookDeliveries.eventSeq))
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .all()
        .map((row) => ({ ...row.delivery, event: row.event })),
    count: () => db.select({ n: count() }).from(webhookDeliveries).where(where).get()!.n,
    exists: (condition) => db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(condition).limit(1).get() !== undefined,
  });
}

/** A delivery's event (read when the delivery was found by id alone). */
export function eventOf(db: DB, delivery: WebhookDeliveryRow): WebhookEventRow {
  return delivery.event ?? db.select().from(webhookEvents).where(eq(webhookEvents.seq, delivery.eventSeq)).get()!;
}

export const deliveryPayload = (db: DB, delivery: WebhookDeliveryRow) => payloadOf(eventOf(db, delivery));

/** How many of an endpoint's deliveries are in a status. */
export function deliveryCount(db: DB, endpointId: string, status: WebhookDeliveryStatus): number {
  return db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), inArray(webhookDeliveries.status, status === 'pending' ? ['pending', 'sending'] : [status])))
    .get()!.n;
}

export function lastDelivery(db: DB, endpointId: string): WebhookDeliveryRow | null {
  return (
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(1)
      .get() ?? null
  );
}

/** The name of the API token that registered an endpoint, null when the owner did. */
export function registeringTokenName(db: DB, endpoint: WebhookEndpointRow): string | null {
  if (!endpoint.apiTokenId) return null;
  return db.select({ name: apiTokens.name }).from(apiTokens).where(eq(apiTokens.id, endpoint.apiTokenId)).get()?.name ?? null;
}
