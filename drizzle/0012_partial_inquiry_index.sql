DROP INDEX `bookings_inquiry_idx`;--> statement-breakpoint
CREATE INDEX `bookings_inquiry_idx` ON `bookings` (`inquiry_id`) WHERE "bookings"."inquiry_id" IS NOT NULL;