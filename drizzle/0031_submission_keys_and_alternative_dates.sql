ALTER TABLE `bookings` ADD `submission_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_submission_key_idx` ON `bookings` (`submission_key`) WHERE "bookings"."submission_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `alternative_dates` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `submission_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `inquiries_submission_key_idx` ON `inquiries` (`submission_key`) WHERE "inquiries"."submission_key" IS NOT NULL;