ALTER TABLE `contact_info` DROP COLUMN `instagram`;--> statement-breakpoint
ALTER TABLE `contact_info` DROP COLUMN `facebook`;