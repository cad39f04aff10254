ALTER TABLE `inquiries` ADD `lost_reason` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `lost_note` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `lost_at` integer;