import type { WebhookEventType } from '../../../shared/webhooks.ts';
import { SQL_NOW_MS } from '../sync/index.ts';

/*
 * Where webhook events come from: triggers on the tables whose changes they report (a payment is a
 * `payment` entry of the booking's ledger). A trigger runs inside the statement that made the
 * change, so the event and one delivery per endpoint that wants
 * it are stored in the same transaction as the change (the outbox pattern): a booking confirmed is
 * never left without its event, and an event is never sent for a change that was rolled back. No
 * write path can forget one (a mutation, the hold scheduler, a quote accepted on its public page, a
 * data upgrade), and no resolver has to call anything.
 *
 * Nothing is stored when no enabled endpoint wants the type. The delivery worker
 * (webhook-dispatcher.ts) sends what is stored; the payload is built here, from the row as written,
 * with the names and enum values the GraphQL API uses.
 *
 * The triggers are created by a migration; server/modules/webhooks/webhooks.test.ts checks a migrated
 * database has exactly these, so a migration that rebuilds one of these tables (and so drops its
 * triggers) fails CI until it creates them again.
 */

const q = (name: string) => `\`${name}\``;

/** A random UUID (version 4), as every record's id is. */
const SQL_UUID =
  "lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))";

/** A millisecond timestamp column as ISO 8601, as the API's DateTime answers. */
const isoOf = (column: string) => `CASE WHEN ${column} IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ${column} / 1000.0, 'unixepoch') END`;

const bookingData = (extra = '') =>
  `json_object('id', NEW.id, 'status', upper(NEW.status), 'clientName', NEW.client_name, 'clientEmail', NEW.client_email, 'eventDate', NEW.event_date, 'startTime', NEW.start_time, 'endTime', NEW.end_time, 'guestCount', NEW.guest_count, 'inquiryId', NEW.inquiry_id${extra})`;

const inquiryData = `json_object('id', NEW.id, 'status', upper(NEW.status), 'name', NEW.name, 'email', NEW.email, 'phone', NEW.phone, 'desiredDate', NEW.desired_date, 'message', NEW.message)`;

interface EventTrigger {
  name: string;
  /** `AFTER INSERT ON inquiries`, `AFTER UPDATE OF status ON bookings`, ... */
  on: string;
  when?: string;
  type: WebhookEventType;
  /** A json_object(...) of the NEW (and OLD) row. */
  data: string;
}

export const WEBHOOK_EVENT_TRIGGERS: readonly EventTrigger[] = [
  // An inquiry held for review may be spam: it is sent when the owner releases it, not before.
  { name: 'webhook_inquiry_received', on: 'AFTER INSERT ON `inquiries`', when: "NEW.status IS NOT 'held'", type: 'inquiry.received', data: inquiryData },
  {
    name: 'webhook_inquiry_released',
    on: 'AFTER UPDATE OF status ON `inquiries`',
    when: "OLD.status = 'held' AND NEW.status IS NOT 'held'",
    type: 'inquiry.received',
    data: inquiryData,
  },
  { name: 'webhook_booking_created', on: 'AFTER INSERT ON `bookings`', type: 'booking.created', data: bookingData() },
  // A booking the admin makes confirmed is confirmed as much as one confirmed later.
  { name: 'webhook_booking_confirmed_new', on: 'AFTER INSERT ON `bookings`', when: "NEW.status = 'confirmed'", type: 'booking.confirmed', data: bookingData() },
  {
    name: 'webhook_booking_confirmed',
    on: 'AFTER UPDATE OF status ON `bookings`',
    when: "NEW.status = 'confirmed' AND OLD.status IS NOT 'confirmed'",
    type: 'booking.confirmed',
    data: bookingData(),
  },
  {
    name: 'webhook_booking_cancelled',
    on: 'AFTER UPDATE OF status ON `bookings`',
    when: "NEW.status = 'cancelled' AND OLD.status IS NOT 'cancelled'",
    type: 'booking.cancelled',
    data: bookingData(),
  },
  {
    name: 'webhook_booking_rescheduled',
    on: 'AFTER UPDATE OF event_date, start_time, end_time ON `bookings`',
    when: 'NEW.event_date IS NOT OLD.event_date OR NEW.start_time IS NOT OLD.start_time OR NEW.end_time IS NOT OLD.end_time',
    type: 'booking.rescheduled',
    data: bookingData(", 'previous', json_object('eventDate', OLD.event_date, 'startTime', OLD.start_time, 'endTime', OLD.end_time)"),
  },
  {
    name: 'webhook_quote_accepted',
    on: 'AFTER UPDATE OF status ON `quotes`',
    when: "NEW.status = 'accepted' AND OLD.status IS NOT 'accepted'",
    type: 'quote.accepted',
    data: `json_object('id', NEW.id, 'status', 'ACCEPTED', 'bookingId', NEW.booking_id, 'inquiryId', NEW.inquiry_id, 'acceptedAt', ${isoOf('NEW.accepted_at')}, 'acceptedName', NEW.accepted_name)`,
  },
  {
    // A payment is an entry of its booking's ledger (a refund or a void is another entry, not this event).
    name: 'webhook_payment_recorded',
    on: 'AFTER INSERT ON `ledger_entries`',
    when: "NEW.kind = 'payment'",
    type: 'payment.recorded',
    data: "json_object('id', NEW.id, 'bookingId', NEW.booking_id, 'quoteId', NEW.quote_id, 'amountCents', NEW.amount_cents, 'receivedOn', NEW.occurred_on, 'method', upper(NEW.method))",
  },
];

/** The enabled endpoints that want an event type (a row per endpoint). */
const wanting = (type: WebhookEventType) =>
  `FROM ${q('webhook_endpoints')} AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = '${type}')`;

/** The CREATE TRIGGER statements that store webhook events and their deliveries (one per trigger, by name). */
export function webhookTriggerStatements(): Map<string, string> {
  const statements = new Map<string, string>();
  for (const trigger of WEBHOOK_EVENT_TRIGGERS) {
    statements.set(
      trigger.name,
      `CREATE TRIGGER ${q(trigger.name)} ${trigger.on} FOR EACH ROW${trigger.when ? ` WHEN ${trigger.when}` : ''}\n` +
        `BEGIN\n` +
        `  INSERT INTO ${q('webhook_events')} (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), '${trigger.type}', ${trigger.data}, ${SQL_NOW_MS} WHERE EXISTS (SELECT 1 ${wanting(trigger.type)});\n` +
        // The event just stored has the highest seq (AUTOINCREMENT); with no endpoint wanting it
        // neither statement writes anything.
        `  INSERT INTO ${q('webhook_deliveries')} (id, event_seq, endpoint_id) SELECT ${SQL_UUID}, (SELECT max(seq) FROM ${q('webhook_events')}), e.id ${wanting(trigger.type)};\n` +
        `END;`,
    );
  }
  return statements;
}
