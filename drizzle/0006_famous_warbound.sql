DROP INDEX `inquiries_created_idx`;--> statement-breakpoint
CREATE INDEX `inquiries_status_created_idx` ON `inquiries` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `inquiries_date_idx` ON `inquiries` (`desired_date`);--> statement-breakpoint
CREATE INDEX `inquiries_created_idx` ON `inquiries` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_date_list_idx` ON `bookings` (`event_date`,`start_time`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_status_date_list_idx` ON `bookings` (`status`,`event_date`,`start_time`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_inquiry_idx` ON `bookings` (`inquiry_id`);