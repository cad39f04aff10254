import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { addedUpdatedAt, createdAt, id, timestamp } from './columns.ts';

/** How e-mail leaves: 'resend' sends for real; 'outbox-only' keeps messages queued (no API key). */
export const EMAIL_DELIVERY_MODES = ['resend', 'outbox-only'] as const;
export type EmailDeliveryMode = (typeof EMAIL_DELIVERY_MODES)[number];
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Every e-mail is written here first, then sent (and retried) by the outbox worker. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    /** The template that produced it: inquiry_notification, password_reset, ... */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull().$defaultFn(() => new Date()),
    lastError: text('last_error'),
    /** Sent to the provider so a retried request is delivered once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    updatedAt: addedUpdatedAt(),
    sentAt: timestamp('sent_at'),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt), index('email_outbox_created_idx').on(t.createdAt), index('email_outbox_updated_idx').on(t.updatedAt, t.id)],
);
