DROP INDEX `bookings_created_idx`;--> statement-breakpoint
DROP INDEX `bookings_status_idx`;--> statement-breakpoint
CREATE INDEX `bookings_status_date_idx` ON `bookings` (`status`,`event_date`,`start_time`,`end_time`);--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `bookings_status_idx` ON `bookings` (`status`,`total_cost`);