CREATE TABLE `rate_limit_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`limiter` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_hits_key_idx` ON `rate_limit_hits` (`limiter`,`key_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `rate_limit_hits_age_idx` ON `rate_limit_hits` (`limiter`,`created_at`);