-- Six migrations were renamed to say what they do (their SQL, and so their hash and time, are
-- unchanged: drizzle does not run them again). The upgrade log names them as this release does.
UPDATE OR IGNORE `upgrade_log` SET `name` = '0004_server_secrets_and_sign_in_devices' WHERE `name` = '0004_daily_doorman';
--> statement-breakpoint
UPDATE OR IGNORE `upgrade_log` SET `name` = '0006_list_search_and_order_indexes' WHERE `name` = '0006_volatile_apocalypse';
--> statement-breakpoint
UPDATE OR IGNORE `upgrade_log` SET `name` = '0007_api_tokens' WHERE `name` = '0007_cooing_bromley';
--> statement-breakpoint
UPDATE OR IGNORE `upgrade_log` SET `name` = '0008_holds' WHERE `name` = '0008_damp_shen';
--> statement-breakpoint
UPDATE OR IGNORE `upgrade_log` SET `name` = '0009_drop_event_space_capacity' WHERE `name` = '0009_oval_supreme_intelligence';
--> statement-breakpoint
UPDATE OR IGNORE `upgrade_log` SET `name` = '0010_quotes_payments_and_schedules' WHERE `name` = '0010_opposite_nomad';
--> statement-breakpoint
DELETE FROM `upgrade_log` WHERE `kind` = 'schema' AND `name` IN ('0004_daily_doorman', '0006_volatile_apocalypse', '0007_cooing_bromley', '0008_damp_shen', '0009_oval_supreme_intelligence', '0010_opposite_nomad');
