ALTER TABLE `inquiries` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- An inquiry's version moves with every write that changes it or what is shown with it. Drizzle's
-- own updates set it (server/db/schema/columns.ts). Any other UPDATE of its values (a raw statement,
-- a data upgrade) moves it here, once per statement: the trigger names every column but updated_at
-- and version, so the nested stamps of updated_at (inquiries_updated_at_kept/_dated) never move it
-- again (server/modules/inquiries/inquiry-versions.test.ts checks the list against the table).
CREATE TRIGGER `inquiries_version_moves` AFTER UPDATE OF `id`, `name`, `email`, `phone`, `event_type`, `desired_date`, `message`, `status`, `ip_hash`, `created_at`, `handled_at`, `source`, `alternative_dates`, `submission_key`, `lost_reason`, `lost_note`, `lost_at` ON `inquiries` FOR EACH ROW WHEN NEW.version IS OLD.version
BEGIN
  UPDATE `inquiries` SET version = OLD.version + 1 WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
-- Holds and bookings are shown with their inquiry: adding, changing or removing one moves its version.
CREATE TRIGGER `holds_move_inquiry_version_insert` AFTER INSERT ON `holds` FOR EACH ROW WHEN NEW.inquiry_id IS NOT NULL
BEGIN
  UPDATE `inquiries` SET version = version + 1 WHERE id = NEW.inquiry_id;
END;
--> statement-breakpoint
CREATE TRIGGER `holds_move_inquiry_version_update` AFTER UPDATE ON `holds` FOR EACH ROW WHEN coalesce(NEW.inquiry_id, OLD.inquiry_id) IS NOT NULL
BEGIN
  UPDATE `inquiries` SET version = version + 1 WHERE id IN (NEW.inquiry_id, OLD.inquiry_id);
END;
--> statement-breakpoint
CREATE TRIGGER `holds_move_inquiry_version_delete` AFTER DELETE ON `holds` FOR EACH ROW WHEN OLD.inquiry_id IS NOT NULL
BEGIN
  UPDATE `inquiries` SET version = version + 1 WHERE id = OLD.inquiry_id;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_move_inquiry_version_insert` AFTER INSERT ON `bookings` FOR EACH ROW WHEN NEW.inquiry_id IS NOT NULL
BEGIN
  UPDATE `inquiries` SET version = version + 1 WHERE id = NEW.inquiry_id;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_move_inquiry_version_update` AFTER UPDATE ON `bookings` FOR EACH ROW WHEN coalesce(NEW.inquiry_id, OLD.inquiry_id) IS NOT NULL
BEGIN
  UPDATE `inquiries` SET version = version + 1 WHERE id IN (NEW.inquiry_id, OLD.inquiry_id);
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_move_inquiry_version_delete` AFTER DELETE ON `bookings` FOR EACH ROW WHEN OLD.inquiry_id IS NOT NULL
BEGIN
  UPDATE `inquiries` SET version = version + 1 WHERE id = OLD.inquiry_id;
END;
