ALTER TABLE `quotes` ADD `tax_rate_milli_percent` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rates were basis points (825 = 8.25%); thousandths of a percent keep them exactly (8250).
UPDATE `quotes` SET `tax_rate_milli_percent` = `tax_rate_basis_points` * 10;
