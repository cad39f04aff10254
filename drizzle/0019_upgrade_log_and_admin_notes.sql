CREATE TABLE `admin_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`dismissed_at` integer
);
--> statement-breakpoint
CREATE INDEX `admin_notes_open_idx` ON `admin_notes` (`dismissed_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `upgrade_log` (
	`name` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`applied_at` integer,
	`backup` text
);
