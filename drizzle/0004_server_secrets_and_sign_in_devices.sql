CREATE TABLE `server_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `sign_in_attempts` ADD `device_id` text;--> statement-breakpoint
CREATE INDEX `sign_in_attempts_device_idx` ON `sign_in_attempts` (`device_id`,`created_at`);