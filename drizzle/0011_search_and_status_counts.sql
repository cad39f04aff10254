-- The admin's search (bookings and inquiries: name, e-mail, notes, message) looks for a piece of
-- text anywhere in the row's search_text. A LIKE '%text%' reads every row; a trigram full-text
-- index finds the rows holding each three-letter piece instead (server/lib/connection.ts).
-- External-content tables: the text stays in the row, the index keeps only the trigrams, and the
-- triggers keep it in step with every insert, update and delete.
CREATE VIRTUAL TABLE `bookings_text_search` USING fts5(search_text, content='bookings', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `bookings_text_search`(`bookings_text_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `bookings_text_search_insert` AFTER INSERT ON `bookings` BEGIN
  INSERT INTO `bookings_text_search`(rowid, search_text) VALUES (new.rowid, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_text_search_delete` AFTER DELETE ON `bookings` BEGIN
  INSERT INTO `bookings_text_search`(`bookings_text_search`, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_text_search_update` AFTER UPDATE OF client_name, client_email, admin_notes, special_requests ON `bookings` BEGIN
  INSERT INTO `bookings_text_search`(`bookings_text_search`, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
  INSERT INTO `bookings_text_search`(rowid, search_text) VALUES (new.rowid, new.search_text);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `inquiries_text_search` USING fts5(search_text, content='inquiries', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `inquiries_text_search`(`inquiries_text_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `inquiries_text_search_insert` AFTER INSERT ON `inquiries` BEGIN
  INSERT INTO `inquiries_text_search`(rowid, search_text) VALUES (new.rowid, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_text_search_delete` AFTER DELETE ON `inquiries` BEGIN
  INSERT INTO `inquiries_text_search`(`inquiries_text_search`, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_text_search_update` AFTER UPDATE OF name, email, message ON `inquiries` BEGIN
  INSERT INTO `inquiries_text_search`(`inquiries_text_search`, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
  INSERT INTO `inquiries_text_search`(rowid, search_text) VALUES (new.rowid, new.search_text);
END;
--> statement-breakpoint
-- How many bookings and inquiries are in each status, kept by triggers: the admin lists' totals and
-- status tabs read these few rows instead of counting every row (server/lib/status-counts.ts).
CREATE TABLE `bookings_status_counts` (`status` text PRIMARY KEY NOT NULL, `n` integer NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `bookings_status_counts` (`status`, `n`) SELECT `status`, count(*) FROM `bookings` GROUP BY `status`;
--> statement-breakpoint
CREATE TRIGGER `bookings_status_counts_insert` AFTER INSERT ON `bookings` BEGIN
  INSERT INTO `bookings_status_counts` (`status`, `n`) VALUES (new.status, 1) ON CONFLICT (`status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_status_counts_delete` AFTER DELETE ON `bookings` BEGIN
  UPDATE `bookings_status_counts` SET `n` = `n` - 1 WHERE `status` = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_status_counts_update` AFTER UPDATE OF `status` ON `bookings` WHEN old.status IS NOT new.status BEGIN
  UPDATE `bookings_status_counts` SET `n` = `n` - 1 WHERE `status` = old.status;
  INSERT INTO `bookings_status_counts` (`status`, `n`) VALUES (new.status, 1) ON CONFLICT (`status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TABLE `inquiries_status_counts` (`status` text PRIMARY KEY NOT NULL, `n` integer NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `inquiries_status_counts` (`status`, `n`) SELECT `status`, count(*) FROM `inquiries` GROUP BY `status`;
--> statement-breakpoint
CREATE TRIGGER `inquiries_status_counts_insert` AFTER INSERT ON `inquiries` BEGIN
  INSERT INTO `inquiries_status_counts` (`status`, `n`) VALUES (new.status, 1) ON CONFLICT (`status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_status_counts_delete` AFTER DELETE ON `inquiries` BEGIN
  UPDATE `inquiries_status_counts` SET `n` = `n` - 1 WHERE `status` = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_status_counts_update` AFTER UPDATE OF `status` ON `inquiries` WHEN old.status IS NOT new.status BEGIN
  UPDATE `inquiries_status_counts` SET `n` = `n` - 1 WHERE `status` = old.status;
  INSERT INTO `inquiries_status_counts` (`status`, `n`) VALUES (new.status, 1) ON CONFLICT (`status`) DO UPDATE SET `n` = `n` + 1;
END;
