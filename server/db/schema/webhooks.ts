import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookEventType } from '../../../shared/webhooks.ts';
import { apiTokens } from './accounts.ts';
import { bool, createdAt, id, timestamp, updatedAt, version } from './columns.ts';

/*
 * Webhooks (server/modules/webhooks): endpoints the owner registered, the events that happened, and
 * one delivery per event and endpoint. Events and deliveries are written by triggers in the same
 * transaction as the change they report (webhook-triggers.ts), so their columns that a trigger does
 * not set have SQL defaults, not only Drizzle ones.
 */

/** SQLite's current time in milliseconds, as timestamp_ms columns store it. */
const nowMs = sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`;

export const webhookEndpoints = sqliteTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The event types it receives: a JSON array of WEBHOOK_EVENT_TYPES values. */
  eventTypes: text('event_types', { mode: 'json' }).$type<WebhookEventType[]>().notNull(),
  /** The signing secret (`whsec_` + base64), kept to sign every delivery; shown to the owner once. */
  secret: text('secret').notNull(),
  /** A disabled endpoint gets no new deliveries; those already stored wait for it. */
  enabled: bool('enabled').notNull().default(true),
  /**
   * The API token that registered it (one scoped to WEBHOOKS_WRITE), null when the owner did: such an
   * endpoint ends with its token (deleted when the token is revoked, sent nothing once it expires).
   */
  apiTokenId: text('api_token_id').references(() => apiTokens.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});

/** What happened, once, whoever receives it: the body every delivery of it sends. */
export const webhookEvents = sqliteTable(
  'webhook_events',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    /** The Standard Webhooks message id (`webhook-id`), the same on every attempt and replay. */
    id: text('id').notNull().unique(),
    type: text('type').$type<WebhookEventType>().notNull(),
    /** The payload's `data` object, as JSON. */
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at').notNull().default(nowMs),
  },
  (t) => [index('webhook_events_occurred_idx').on(t.occurredAt)],
);

export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: id(),
    eventSeq: integer('event_seq')
      .notNull()
      .references(() => webhookEvents.seq, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull().default(nowMs),
    lastAttemptAt: timestamp('last_attempt_at'),
    /** The receiver's HTTP status of the last attempt; null when it could not be reached. */
    lastStatusCode: integer('last_status_code'),
    /** Why the last attempt failed (a refused connection, a time-out, a status that is not 2xx). */
    lastError: text('last_error'),
    /** The start of the receiver's last answer (at most 1,000 characters), for the delivery log. */
    lastResponse: text('last_response'),
    lastDurationMs: integer('last_duration_ms'),
    deliveredAt: timestamp('delivered_at'),
    /** The delivery this one sends again (an admin's replay); null for the first. */
    replayOf: text('replay_of'),
    createdAt: timestamp('created_at').notNull().default(nowMs),
    updatedAt: timestamp('updated_at')
      .notNull()
      .default(nowMs)
      .$onUpdateFn(() => new Date()),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.id),
    index('webhook_deliveries_created_idx').on(t.createdAt, t.id),
    index('webhook_deliveries_updated_idx').on(t.updatedAt, t.id),
    index('webhook_deliveries_event_idx').on(t.eventSeq),
  ],
);
