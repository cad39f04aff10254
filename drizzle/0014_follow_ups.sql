CREATE TABLE `follow_up_sends` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject_key` text NOT NULL,
	`outbox_message_id` text,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`outbox_message_id`) REFERENCES `email_outbox`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `follow_up_sends_kind_subject_idx` ON `follow_up_sends` (`kind`,`subject_key`);--> statement-breakpoint
CREATE TABLE `follow_up_settings` (
	`kind` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`days` integer,
	`updated_at` integer NOT NULL
);
