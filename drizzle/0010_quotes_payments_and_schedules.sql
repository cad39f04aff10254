CREATE TABLE `payment_schedule_items` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`due_date` text NOT NULL,
	`amount_cents` integer NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_schedule_items_quote_idx` ON `payment_schedule_items` (`quote_id`,`due_date`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`quote_id` text,
	`amount_cents` integer NOT NULL,
	`received_on` text NOT NULL,
	`method` text NOT NULL,
	`note` text,
	`provider` text,
	`provider_reference` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payments_booking_idx` ON `payments` (`booking_id`,`received_on`);--> statement-breakpoint
CREATE TABLE `quote_line_items` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_amount_cents` integer NOT NULL,
	`multiplier` real DEFAULT 1 NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_line_items_quote_idx` ON `quote_line_items` (`quote_id`,`position`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`inquiry_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`tax_rate_basis_points` integer DEFAULT 0 NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`deposit_kind` text DEFAULT 'percent' NOT NULL,
	`deposit_value` integer DEFAULT 0 NOT NULL,
	`block_date_on_acceptance` integer DEFAULT false NOT NULL,
	`message` text,
	`token_hash` text,
	`expires_at` integer,
	`sent_at` integer,
	`accepted_at` integer,
	`accepted_name` text,
	`accepted_address` text,
	`withdrawn_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_token_hash_unique` ON `quotes` (`token_hash`);--> statement-breakpoint
CREATE INDEX `quotes_booking_idx` ON `quotes` (`booking_id`,`created_at`);