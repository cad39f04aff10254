CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`kind` text NOT NULL,
	`reason` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`description` text NOT NULL,
	`quote_id` text,
	`voids_entry_id` text,
	`method` text,
	`occurred_on` text,
	`note` text,
	`provider` text,
	`provider_reference` text,
	`actor` text NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`voids_entry_id`) REFERENCES `ledger_entries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_booking_idx` ON `ledger_entries` (`booking_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_entries_kind_day_idx` ON `ledger_entries` (`kind`,`occurred_on`);--> statement-breakpoint
CREATE TABLE `booking_events` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`kind` text NOT NULL,
	`summary` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`actor` text NOT NULL,
	`actor_id` text,
	`actor_name` text,
	`details` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `booking_events_booking_idx` ON `booking_events` (`booking_id`,`created_at`);--> statement-breakpoint
-- Ledger entries are never changed (their money, kind, reason, booking, day or method): a mistake is
-- corrected by another entry. voids_entry_id is left out so that its ON DELETE SET NULL can run.
CREATE TRIGGER `ledger_entries_immutable` BEFORE UPDATE OF `booking_id`, `kind`, `reason`, `amount_cents`, `occurred_on`, `method`, `created_at` ON `ledger_entries`
BEGIN
  SELECT RAISE(ABORT, 'Ledger entries are never changed: record a correcting entry instead.');
END;
--> statement-breakpoint
-- Every payment recorded before the ledger becomes a payment entry: same id, amount, day, method, note.
INSERT INTO `ledger_entries` (`id`, `booking_id`, `kind`, `reason`, `amount_cents`, `description`, `method`, `occurred_on`, `note`, `provider`, `provider_reference`, `actor`, `created_at`)
SELECT `id`, `booking_id`, 'payment', 'payment', `amount_cents`, 'Payment received', `method`, `received_on`, `note`, `provider`, `provider_reference`, 'admin', `created_at`
FROM `payments`;
--> statement-breakpoint
-- Each booking's accepted quote (the latest accepted one) is the price the client agreed: a charge of
-- its total by the one rounding rule of shared/quotes.ts (lines rounded half up to the cent, the
-- discount at most the subtotal, tax at the exact rate rounded half up).
INSERT INTO `ledger_entries` (`id`, `booking_id`, `kind`, `reason`, `amount_cents`, `description`, `quote_id`, `actor`, `created_at`)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
       t.`booking_id`, 'charge', 'quote_accepted', t.`taxable` + (t.`taxable` * t.`rate` * 2 + 100000) / 200000,
       'Quote accepted by ' || coalesce(t.`accepted_name`, 'the client'), t.`id`, 'client', coalesce(t.`accepted_at`, t.`updated_at`)
FROM (
  SELECT q.`id`, q.`booking_id`, q.`accepted_name`, q.`accepted_at`, q.`updated_at`, q.`tax_rate_milli_percent` AS `rate`,
         s.`subtotal` - min(max(0, q.`discount_cents`), s.`subtotal`) AS `taxable`
  FROM `quotes` q
  JOIN (
    SELECT q2.`id` AS `quote_id`,
           coalesce((SELECT sum((li.`quantity` * li.`unit_amount_cents` * CAST(round(li.`multiplier` * 100) AS INTEGER) * 2 + 100) / 200)
                     FROM `quote_line_items` li WHERE li.`quote_id` = q2.`id`), 0) AS `subtotal`
    FROM `quotes` q2
  ) s ON s.`quote_id` = q.`id`
  WHERE q.`status` = 'accepted'
    AND NOT EXISTS (
      SELECT 1 FROM `quotes` o
      WHERE o.`booking_id` = q.`booking_id` AND o.`status` = 'accepted'
        AND (coalesce(o.`accepted_at`, 0) > coalesce(q.`accepted_at`, 0) OR (coalesce(o.`accepted_at`, 0) = coalesce(q.`accepted_at`, 0) AND o.`id` > q.`id`))
    )
) t
WHERE t.`taxable` + (t.`taxable` * t.`rate` * 2 + 100000) / 200000 > 0;
--> statement-breakpoint
-- A confirmed or completed booking priced by hand (no accepted quote) keeps that price as agreed.
INSERT INTO `ledger_entries` (`id`, `booking_id`, `kind`, `reason`, `amount_cents`, `description`, `actor`, `created_at`)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
       b.`id`, 'charge', 'agreed_price', CAST(round(b.`total_cost` * 100) AS INTEGER), 'Agreed price', 'admin', b.`updated_at`
FROM `bookings` b
WHERE b.`status` IN ('confirmed', 'completed') AND b.`total_cost` IS NOT NULL AND round(b.`total_cost` * 100) > 0
  AND NOT EXISTS (SELECT 1 FROM `quotes` q WHERE q.`booking_id` = b.`id` AND q.`status` = 'accepted');
--> statement-breakpoint
-- Incremental sync: a payment is a ledger entry (synced-records.ts); the ledger and the history are
-- shown inside their booking, so an entry or an event moves the booking's updated_at. Created after
-- the moves above, so migrating leaves every booking's updated_at as it was.
CREATE TRIGGER `ledger_entries_tombstone` AFTER DELETE ON `ledger_entries` FOR EACH ROW WHEN OLD.kind = 'payment' AND OLD.voids_entry_id IS NULL AND NOT EXISTS (SELECT 1 FROM `ledger_entries` v WHERE v.voids_entry_id = OLD.id)
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('Payment', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_entries_removes` AFTER INSERT ON `ledger_entries` FOR EACH ROW WHEN NEW.kind = 'payment' AND NEW.voids_entry_id IS NOT NULL
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('Payment', NEW.voids_entry_id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_entries_touches_bookings_by_booking_id_insert` AFTER INSERT ON `ledger_entries` FOR EACH ROW WHEN NEW.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.booking_id;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_entries_touches_bookings_by_booking_id_update` AFTER UPDATE ON `ledger_entries` FOR EACH ROW
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id IN (NEW.booking_id, OLD.booking_id);
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_entries_touches_bookings_by_booking_id_delete` AFTER DELETE ON `ledger_entries` FOR EACH ROW WHEN OLD.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.booking_id;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_events_touches_bookings_by_booking_id_insert` AFTER INSERT ON `booking_events` FOR EACH ROW WHEN NEW.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.booking_id;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_events_touches_bookings_by_booking_id_update` AFTER UPDATE ON `booking_events` FOR EACH ROW
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id IN (NEW.booking_id, OLD.booking_id);
END;
--> statement-breakpoint
CREATE TRIGGER `booking_events_touches_bookings_by_booking_id_delete` AFTER DELETE ON `booking_events` FOR EACH ROW WHEN OLD.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.booking_id;
END;
