CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`event_seq` integer NOT NULL,
	`endpoint_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`last_attempt_at` integer,
	`last_status_code` integer,
	`last_error` text,
	`last_response` text,
	`last_duration_ms` integer,
	`delivered_at` integer,
	`replay_of` text,
	`created_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	`updated_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL,
	FOREIGN KEY (`event_seq`) REFERENCES `webhook_events`(`seq`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_idx` ON `webhook_deliveries` (`endpoint_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_created_idx` ON `webhook_deliveries` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_updated_idx` ON `webhook_deliveries` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_event_idx` ON `webhook_deliveries` (`event_seq`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`event_types` text NOT NULL,
	`secret` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`type` text NOT NULL,
	`data` text NOT NULL,
	`occurred_at` integer DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_events_id_unique` ON `webhook_events` (`id`);--> statement-breakpoint
CREATE INDEX `webhook_events_occurred_idx` ON `webhook_events` (`occurred_at`);--> statement-breakpoint
-- Sync triggers for the webhook tables (server/modules/sync/synced-records.ts writes these statements).
CREATE TRIGGER `webhook_endpoints_updated_at_kept` AFTER UPDATE ON `webhook_endpoints` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `webhook_endpoints` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_endpoints_tombstone` AFTER DELETE ON `webhook_endpoints` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('WebhookEndpoint', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_deliveries_updated_at_kept` AFTER UPDATE ON `webhook_deliveries` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `webhook_deliveries` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_deliveries_tombstone` AFTER DELETE ON `webhook_deliveries` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('WebhookDelivery', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
-- Webhook events are stored with the change they report (server/modules/webhooks/webhook-triggers.ts writes these statements).
CREATE TRIGGER `webhook_inquiry_received` AFTER INSERT ON `inquiries` FOR EACH ROW WHEN NEW.status IS NOT 'held'
BEGIN
  INSERT INTO `webhook_events` (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), 'inquiry.received', json_object('id', NEW.id, 'status', upper(NEW.status), 'name', NEW.name, 'email', NEW.email, 'phone', NEW.phone, 'desiredDate', NEW.desired_date, 'message', NEW.message), CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'inquiry.received'));
  INSERT INTO `webhook_deliveries` (id, event_seq, endpoint_id) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), (SELECT max(seq) FROM `webhook_events`), e.id FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'inquiry.received');
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_inquiry_released` AFTER UPDATE OF status ON `inquiries` FOR EACH ROW WHEN OLD.status = 'held' AND NEW.status IS NOT 'held'
BEGIN
  INSERT INTO `webhook_events` (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), 'inquiry.received', json_object('id', NEW.id, 'status', upper(NEW.status), 'name', NEW.name, 'email', NEW.email, 'phone', NEW.phone, 'desiredDate', NEW.desired_date, 'message', NEW.message), CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'inquiry.received'));
  INSERT INTO `webhook_deliveries` (id, event_seq, endpoint_id) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), (SELECT max(seq) FROM `webhook_events`), e.id FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'inquiry.received');
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_booking_created` AFTER INSERT ON `bookings` FOR EACH ROW
BEGIN
  INSERT INTO `webhook_events` (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), 'booking.created', json_object('id', NEW.id, 'status', upper(NEW.status), 'clientName', NEW.client_name, 'clientEmail', NEW.client_email, 'eventDate', NEW.event_date, 'startTime', NEW.start_time, 'endTime', NEW.end_time, 'guestCount', NEW.guest_count, 'inquiryId', NEW.inquiry_id), CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.created'));
  INSERT INTO `webhook_deliveries` (id, event_seq, endpoint_id) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), (SELECT max(seq) FROM `webhook_events`), e.id FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.created');
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_booking_confirmed_new` AFTER INSERT ON `bookings` FOR EACH ROW WHEN NEW.status = 'confirmed'
BEGIN
  INSERT INTO `webhook_events` (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), 'booking.confirmed', json_object('id', NEW.id, 'status', upper(NEW.status), 'clientName', NEW.client_name, 'clientEmail', NEW.client_email, 'eventDate', NEW.event_date, 'startTime', NEW.start_time, 'endTime', NEW.end_time, 'guestCount', NEW.guest_count, 'inquiryId', NEW.inquiry_id), CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.confirmed'));
  INSERT INTO `webhook_deliveries` (id, event_seq, endpoint_id) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), (SELECT max(seq) FROM `webhook_events`), e.id FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.confirmed');
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_booking_confirmed` AFTER UPDATE OF status ON `bookings` FOR EACH ROW WHEN NEW.status = 'confirmed' AND OLD.status IS NOT 'confirmed'
BEGIN
  INSERT INTO `webhook_events` (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), 'booking.confirmed', json_object('id', NEW.id, 'status', upper(NEW.status), 'clientName', NEW.client_name, 'clientEmail', NEW.client_email, 'eventDate', NEW.event_date, 'startTime', NEW.start_time, 'endTime', NEW.end_time, 'guestCount', NEW.guest_count, 'inquiryId', NEW.inquiry_id), CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.confirmed'));
  INSERT INTO `webhook_deliveries` (id, event_seq, endpoint_id) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), (SELECT max(seq) FROM `webhook_events`), e.id FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.confirmed');
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_booking_cancelled` AFTER UPDATE OF status ON `bookings` FOR EACH ROW WHEN NEW.status = 'cancelled' AND OLD.status IS NOT 'cancelled'
BEGIN
  INSERT INTO `webhook_events` (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), 'booking.cancelled', json_object('id', NEW.id, 'status', upper(NEW.status), 'clientName', NEW.client_name, 'clientEmail', NEW.client_email, 'eventDate', NEW.event_date, 'startTime', NEW.start_time, 'endTime', NEW.end_time, 'guestCount', NEW.guest_count, 'inquiryId', NEW.inquiry_id), CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.cancelled'));
  INSERT INTO `webhook_deliveries` (id, event_seq, endpoint_id) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), (SELECT max(seq) FROM `webhook_events`), e.id FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.cancelled');
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_booking_rescheduled` AFTER UPDATE OF event_date, start_time, end_time ON `bookings` FOR EACH ROW WHEN NEW.event_date IS NOT OLD.event_date OR NEW.start_time IS NOT OLD.start_time OR NEW.end_time IS NOT OLD.end_time
BEGIN
  INSERT INTO `webhook_events` (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), 'booking.rescheduled', json_object('id', NEW.id, 'status', upper(NEW.status), 'clientName', NEW.client_name, 'clientEmail', NEW.client_email, 'eventDate', NEW.event_date, 'startTime', NEW.start_time, 'endTime', NEW.end_time, 'guestCount', NEW.guest_count, 'inquiryId', NEW.inquiry_id, 'previous', json_object('eventDate', OLD.event_date, 'startTime', OLD.start_time, 'endTime', OLD.end_time)), CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.rescheduled'));
  INSERT INTO `webhook_deliveries` (id, event_seq, endpoint_id) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), (SELECT max(seq) FROM `webhook_events`), e.id FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'booking.rescheduled');
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_quote_accepted` AFTER UPDATE OF status ON `quotes` FOR EACH ROW WHEN NEW.status = 'accepted' AND OLD.status IS NOT 'accepted'
BEGIN
  INSERT INTO `webhook_events` (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), 'quote.accepted', json_object('id', NEW.id, 'status', 'ACCEPTED', 'bookingId', NEW.booking_id, 'inquiryId', NEW.inquiry_id, 'acceptedAt', CASE WHEN NEW.accepted_at IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', NEW.accepted_at / 1000.0, 'unixepoch') END, 'acceptedName', NEW.accepted_name), CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'quote.accepted'));
  INSERT INTO `webhook_deliveries` (id, event_seq, endpoint_id) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), (SELECT max(seq) FROM `webhook_events`), e.id FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'quote.accepted');
END;
--> statement-breakpoint
CREATE TRIGGER `webhook_payment_recorded` AFTER INSERT ON `ledger_entries` FOR EACH ROW WHEN NEW.kind = 'payment'
BEGIN
  INSERT INTO `webhook_events` (id, type, data, occurred_at) SELECT 'msg_' || lower(hex(randomblob(16))), 'payment.recorded', json_object('id', NEW.id, 'bookingId', NEW.booking_id, 'quoteId', NEW.quote_id, 'amountCents', NEW.amount_cents, 'receivedOn', NEW.occurred_on, 'method', upper(NEW.method)), CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'payment.recorded'));
  INSERT INTO `webhook_deliveries` (id, event_seq, endpoint_id) SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), (SELECT max(seq) FROM `webhook_events`), e.id FROM `webhook_endpoints` AS e WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.event_types) AS t WHERE t.value = 'payment.recorded');
END;
