DROP INDEX `inquiries_created_idx`;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `search_text` text GENERATED ALWAYS AS (name || char(10) || email || char(10) || coalesce(message, '')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `desired_date_or_last` text GENERATED ALWAYS AS (coalesce(desired_date, '9999-12-31')) VIRTUAL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `desired_date_or_first` text GENERATED ALWAYS AS (coalesce(desired_date, '0000-01-01')) VIRTUAL;--> statement-breakpoint
CREATE INDEX `inquiries_status_created_idx` ON `inquiries` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `inquiries_date_idx` ON `inquiries` (`desired_date`);--> statement-breakpoint
CREATE INDEX `inquiries_date_last_idx` ON `inquiries` (`desired_date_or_last`,`id`);--> statement-breakpoint
CREATE INDEX `inquiries_date_first_idx` ON `inquiries` (`desired_date_or_first`,`id`);--> statement-breakpoint
CREATE INDEX `inquiries_search_idx` ON `inquiries` (`search_text`,`status`);--> statement-breakpoint
CREATE INDEX `inquiries_created_idx` ON `inquiries` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `search_text` text GENERATED ALWAYS AS (client_name || char(10) || client_email || char(10) || coalesce(admin_notes, '') || char(10) || coalesce(special_requests, '')) VIRTUAL;--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_date_list_idx` ON `bookings` (`event_date`,`start_time`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_status_date_list_idx` ON `bookings` (`status`,`event_date`,`start_time`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_inquiry_idx` ON `bookings` (`inquiry_id`);--> statement-breakpoint
CREATE INDEX `bookings_search_idx` ON `bookings` (`search_text`,`status`);