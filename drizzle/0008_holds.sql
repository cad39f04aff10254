CREATE TABLE `holds` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`client_name` text NOT NULL,
	`client_email` text NOT NULL,
	`inquiry_id` text,
	`booking_id` text,
	`status` text DEFAULT 'active' NOT NULL,
	`position` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`reminder_sent_at` integer,
	`promoted_at` integer,
	`ended_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `holds_date_status_idx` ON `holds` (`date`,`status`,`position`);--> statement-breakpoint
CREATE INDEX `holds_status_expires_idx` ON `holds` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `holds_inquiry_idx` ON `holds` (`inquiry_id`);--> statement-breakpoint
CREATE INDEX `holds_booking_idx` ON `holds` (`booking_id`);