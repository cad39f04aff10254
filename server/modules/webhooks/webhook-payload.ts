import type { webhookEvents } from '../../db/schema/index.ts';

/**
 * The body of every delivery of an event, byte for byte the same on each attempt and replay (it is
 * what the signature covers): the Standard Webhooks shape `{ type, timestamp, data }`, with the
 * event's time, not the attempt's.
 */
export function payloadOf(event: Pick<typeof webhookEvents.$inferSelect, 'type' | 'occurredAt' | 'data'>): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
}
