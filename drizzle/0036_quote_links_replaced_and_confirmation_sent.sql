CREATE TABLE `quote_replaced_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`replaced_at` integer NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_replaced_links_quote_idx` ON `quote_replaced_links` (`quote_id`);--> statement-breakpoint
ALTER TABLE `quotes` ADD `confirmation_email_id` text;