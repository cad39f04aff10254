CREATE TABLE `owner_alert_settings` (
	`kind` text PRIMARY KEY NOT NULL,
	`enabled` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `owner_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject_key` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`booking_id` text,
	`inquiry_id` text,
	`offer` text,
	`offered_at` integer,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_notices_kind_subject_idx` ON `owner_notices` (`kind`,`subject_key`);--> statement-breakpoint
CREATE INDEX `owner_notices_created_idx` ON `owner_notices` (`created_at`);--> statement-breakpoint
CREATE INDEX `owner_notices_booking_idx` ON `owner_notices` (`booking_id`);--> statement-breakpoint
CREATE TABLE `timeline_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`inquiry_id` text,
	`booking_id` text,
	`kind` text NOT NULL,
	`summary` text NOT NULL,
	`actor` text NOT NULL,
	`actor_id` text,
	`actor_name` text,
	`once_key` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `timeline_entries_once_key_unique` ON `timeline_entries` (`once_key`);--> statement-breakpoint
CREATE INDEX `timeline_entries_inquiry_idx` ON `timeline_entries` (`inquiry_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `timeline_entries_booking_idx` ON `timeline_entries` (`booking_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `follow_up_sends` ADD `outcome` text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE `follow_up_sends` ADD `skip_reason` text;--> statement-breakpoint
ALTER TABLE `follow_up_sends` ADD `booking_id` text;--> statement-breakpoint
ALTER TABLE `follow_up_sends` ADD `inquiry_id` text;