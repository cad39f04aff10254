PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_payment_schedule_items` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`due_rule` text DEFAULT 'on_date' NOT NULL,
	`due_days` integer DEFAULT 0 NOT NULL,
	`due_date` text,
	`amount_cents` integer NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_payment_schedule_items`("id", "quote_id", "due_rule", "due_days", "due_date", "amount_cents") SELECT "id", "quote_id", 'on_date', 0, "due_date", "amount_cents" FROM `payment_schedule_items`;--> statement-breakpoint
DROP TABLE `payment_schedule_items`;--> statement-breakpoint
ALTER TABLE `__new_payment_schedule_items` RENAME TO `payment_schedule_items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `payment_schedule_items_quote_idx` ON `payment_schedule_items` (`quote_id`,`due_date`);