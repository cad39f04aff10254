CREATE TABLE `api_allowed_origins` (
	`origin` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
