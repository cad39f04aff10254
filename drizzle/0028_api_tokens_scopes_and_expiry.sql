ALTER TABLE `api_tokens` ADD `scopes` text;--> statement-breakpoint
ALTER TABLE `api_tokens` ADD `expires_at` integer;