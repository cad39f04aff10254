CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key_hash` text NOT NULL,
	`request_hash` text NOT NULL,
	`response_status` integer,
	`response_type` text,
	`response_body` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`scope`, `key_hash`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_age_idx` ON `idempotency_keys` (`created_at`);