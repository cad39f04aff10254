CREATE TABLE `tombstones` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`record_type` text NOT NULL,
	`record_id` text NOT NULL,
	`deleted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tombstones_deleted_idx` ON `tombstones` (`deleted_at`,`seq`);--> statement-breakpoint
CREATE INDEX `tombstones_type_deleted_idx` ON `tombstones` (`record_type`,`deleted_at`,`seq`);--> statement-breakpoint
CREATE INDEX `tombstones_record_idx` ON `tombstones` (`record_id`);--> statement-breakpoint
ALTER TABLE `content_change_log` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `content_change_log_updated_idx` ON `content_change_log` (`updated_at`,`id`);--> statement-breakpoint
ALTER TABLE `calendar_settings` ADD `created_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `event_spaces` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `inquiries_updated_idx` ON `inquiries` (`updated_at`,`id`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `email_outbox_updated_idx` ON `email_outbox` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `calendar_availability_updated_idx` ON `calendar_availability` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_updated_idx` ON `bookings` (`updated_at`,`id`);--> statement-breakpoint
-- Records that had no updated_at (or created_at) get one from what they kept: when they arrived,
-- were handled, published, reverted or sent.
UPDATE `inquiries` SET `updated_at` = max(`created_at`, coalesce(`handled_at`, 0));
--> statement-breakpoint
UPDATE `content_change_log` SET `updated_at` = max(`created_at`, coalesce(`published_at`, 0), coalesce(`reverted_at`, 0));
--> statement-breakpoint
UPDATE `email_outbox` SET `updated_at` = max(`created_at`, coalesce(`sent_at`, 0));
--> statement-breakpoint
UPDATE `event_spaces` SET `updated_at` = `created_at`;
--> statement-breakpoint
UPDATE `calendar_settings` SET `created_at` = `updated_at`;
--> statement-breakpoint
-- Triggers that keep every synced record's updated_at and tombstones true on every write path
-- (server/modules/sync/synced-records.ts, which writes these statements).
CREATE TRIGGER `bookings_updated_at_kept` AFTER UPDATE ON `bookings` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_tombstone` AFTER DELETE ON `bookings` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('Booking', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_updated_at_kept` AFTER UPDATE ON `inquiries` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `inquiries` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_updated_at_dated` AFTER INSERT ON `inquiries` FOR EACH ROW WHEN NEW.updated_at = 0
BEGIN
  UPDATE `inquiries` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_tombstone` AFTER DELETE ON `inquiries` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('Inquiry', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `quotes_updated_at_kept` AFTER UPDATE ON `quotes` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `quotes` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `quotes_tombstone` AFTER DELETE ON `quotes` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('Quote', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `payments_tombstone` AFTER DELETE ON `payments` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('Payment', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `holds_updated_at_kept` AFTER UPDATE ON `holds` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `holds` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `holds_tombstone` AFTER DELETE ON `holds` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('Hold', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_availability_updated_at_kept` AFTER UPDATE ON `calendar_availability` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `calendar_availability` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_availability_tombstone` AFTER DELETE ON `calendar_availability` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('SpecialDate', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_settings_updated_at_kept` AFTER UPDATE ON `calendar_settings` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `calendar_settings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `calendar_settings_tombstone` AFTER DELETE ON `calendar_settings` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('CalendarSettings', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `event_spaces_updated_at_kept` AFTER UPDATE ON `event_spaces` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `event_spaces` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `event_spaces_updated_at_dated` AFTER INSERT ON `event_spaces` FOR EACH ROW WHEN NEW.updated_at = 0
BEGIN
  UPDATE `event_spaces` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `event_spaces_tombstone` AFTER DELETE ON `event_spaces` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('EventSpace', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `faqs_updated_at_kept` AFTER UPDATE ON `faqs` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `faqs` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `faqs_tombstone` AFTER DELETE ON `faqs` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('Faq', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `page_settings_updated_at_kept` AFTER UPDATE ON `page_settings` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `page_settings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `page_settings_tombstone` AFTER DELETE ON `page_settings` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('PageSetting', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `content_sections_updated_at_kept` AFTER UPDATE ON `content_sections` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `content_sections` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `content_sections_tombstone` AFTER DELETE ON `content_sections` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('ContentSection', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_images_updated_at_kept` AFTER UPDATE ON `gallery_images` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `gallery_images` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_images_tombstone` AFTER DELETE ON `gallery_images` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('GalleryImage', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `hero_slides_updated_at_kept` AFTER UPDATE ON `hero_slides` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `hero_slides` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `hero_slides_tombstone` AFTER DELETE ON `hero_slides` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('HeroSlide', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `content_change_log_updated_at_kept` AFTER UPDATE ON `content_change_log` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `content_change_log` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `content_change_log_updated_at_dated` AFTER INSERT ON `content_change_log` FOR EACH ROW WHEN NEW.updated_at = 0
BEGIN
  UPDATE `content_change_log` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `content_change_log_tombstone` AFTER DELETE ON `content_change_log` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('ContentChange', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `email_outbox_updated_at_kept` AFTER UPDATE ON `email_outbox` FOR EACH ROW WHEN NEW.updated_at IS OLD.updated_at
BEGIN
  UPDATE `email_outbox` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `email_outbox_updated_at_dated` AFTER INSERT ON `email_outbox` FOR EACH ROW WHEN NEW.updated_at = 0
BEGIN
  UPDATE `email_outbox` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `email_outbox_tombstone` AFTER DELETE ON `email_outbox` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('OutboxMessage', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `record_versions_tombstone` AFTER DELETE ON `record_versions` FOR EACH ROW
BEGIN
  INSERT INTO `tombstones` (record_type, record_id, deleted_at) VALUES ('SavedVersion', OLD.id, CAST(unixepoch('subsec') * 1000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `quotes_touches_bookings_by_booking_id_insert` AFTER INSERT ON `quotes` FOR EACH ROW WHEN NEW.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.booking_id;
END;
--> statement-breakpoint
CREATE TRIGGER `quotes_touches_bookings_by_booking_id_update` AFTER UPDATE ON `quotes` FOR EACH ROW
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id IN (NEW.booking_id, OLD.booking_id);
END;
--> statement-breakpoint
CREATE TRIGGER `quotes_touches_bookings_by_booking_id_delete` AFTER DELETE ON `quotes` FOR EACH ROW WHEN OLD.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.booking_id;
END;
--> statement-breakpoint
CREATE TRIGGER `payments_touches_bookings_by_booking_id_insert` AFTER INSERT ON `payments` FOR EACH ROW WHEN NEW.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.booking_id;
END;
--> statement-breakpoint
CREATE TRIGGER `payments_touches_bookings_by_booking_id_update` AFTER UPDATE ON `payments` FOR EACH ROW
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id IN (NEW.booking_id, OLD.booking_id);
END;
--> statement-breakpoint
CREATE TRIGGER `payments_touches_bookings_by_booking_id_delete` AFTER DELETE ON `payments` FOR EACH ROW WHEN OLD.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.booking_id;
END;
--> statement-breakpoint
CREATE TRIGGER `holds_touches_bookings_by_booking_id_insert` AFTER INSERT ON `holds` FOR EACH ROW WHEN NEW.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.booking_id;
END;
--> statement-breakpoint
CREATE TRIGGER `holds_touches_bookings_by_booking_id_update` AFTER UPDATE ON `holds` FOR EACH ROW
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id IN (NEW.booking_id, OLD.booking_id);
END;
--> statement-breakpoint
CREATE TRIGGER `holds_touches_bookings_by_booking_id_delete` AFTER DELETE ON `holds` FOR EACH ROW WHEN OLD.booking_id IS NOT NULL
BEGIN
  UPDATE `bookings` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.booking_id;
END;
--> statement-breakpoint
CREATE TRIGGER `holds_touches_inquiries_by_inquiry_id_insert` AFTER INSERT ON `holds` FOR EACH ROW WHEN NEW.inquiry_id IS NOT NULL
BEGIN
  UPDATE `inquiries` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.inquiry_id;
END;
--> statement-breakpoint
CREATE TRIGGER `holds_touches_inquiries_by_inquiry_id_update` AFTER UPDATE ON `holds` FOR EACH ROW
BEGIN
  UPDATE `inquiries` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id IN (NEW.inquiry_id, OLD.inquiry_id);
END;
--> statement-breakpoint
CREATE TRIGGER `holds_touches_inquiries_by_inquiry_id_delete` AFTER DELETE ON `holds` FOR EACH ROW WHEN OLD.inquiry_id IS NOT NULL
BEGIN
  UPDATE `inquiries` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.inquiry_id;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_touches_inquiries_by_inquiry_id_insert` AFTER INSERT ON `bookings` FOR EACH ROW WHEN NEW.inquiry_id IS NOT NULL
BEGIN
  UPDATE `inquiries` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.inquiry_id;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_touches_inquiries_by_inquiry_id_update` AFTER UPDATE ON `bookings` FOR EACH ROW
BEGIN
  UPDATE `inquiries` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id IN (NEW.inquiry_id, OLD.inquiry_id);
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_touches_inquiries_by_inquiry_id_delete` AFTER DELETE ON `bookings` FOR EACH ROW WHEN OLD.inquiry_id IS NOT NULL
BEGIN
  UPDATE `inquiries` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.inquiry_id;
END;
--> statement-breakpoint
CREATE TRIGGER `quote_line_items_touches_quotes_by_quote_id_insert` AFTER INSERT ON `quote_line_items` FOR EACH ROW WHEN NEW.quote_id IS NOT NULL
BEGIN
  UPDATE `quotes` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.quote_id;
END;
--> statement-breakpoint
CREATE TRIGGER `quote_line_items_touches_quotes_by_quote_id_update` AFTER UPDATE ON `quote_line_items` FOR EACH ROW
BEGIN
  UPDATE `quotes` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id IN (NEW.quote_id, OLD.quote_id);
END;
--> statement-breakpoint
CREATE TRIGGER `quote_line_items_touches_quotes_by_quote_id_delete` AFTER DELETE ON `quote_line_items` FOR EACH ROW WHEN OLD.quote_id IS NOT NULL
BEGIN
  UPDATE `quotes` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.quote_id;
END;
--> statement-breakpoint
CREATE TRIGGER `payment_schedule_items_touches_quotes_by_quote_id_insert` AFTER INSERT ON `payment_schedule_items` FOR EACH ROW WHEN NEW.quote_id IS NOT NULL
BEGIN
  UPDATE `quotes` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.quote_id;
END;
--> statement-breakpoint
CREATE TRIGGER `payment_schedule_items_touches_quotes_by_quote_id_update` AFTER UPDATE ON `payment_schedule_items` FOR EACH ROW
BEGIN
  UPDATE `quotes` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id IN (NEW.quote_id, OLD.quote_id);
END;
--> statement-breakpoint
CREATE TRIGGER `payment_schedule_items_touches_quotes_by_quote_id_delete` AFTER DELETE ON `payment_schedule_items` FOR EACH ROW WHEN OLD.quote_id IS NOT NULL
BEGIN
  UPDATE `quotes` SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.quote_id;
END;