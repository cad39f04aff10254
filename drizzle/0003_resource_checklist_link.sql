-- The starter's "Wedding Planning Checklist" resource linked to /faq, which has no checklist. It now
-- links to the printable checklist the site serves (client/public/wedding-planning-checklist.html).
-- Only a checklist section that still links to /faq changes; one its owner pointed elsewhere is
-- left alone. A pending change-log entry of that section records the live link as its old value
-- (an update: what a revert goes back to) or its new value (a creation): those follow, so the
-- change log shows what is live and a revert does not bring /faq back.
UPDATE `content_change_log` SET `old_value` = json_set(`old_value`, '$.link', '/wedding-planning-checklist.html')
WHERE `status` = 'pending' AND `table_name` = 'content_sections' AND `change_type` = 'update'
  AND json_extract(`old_value`, '$.link') = '/faq'
  AND `record_id` IN (SELECT `id` FROM `content_sections` WHERE `type` = 'other' AND `section_key` = 'resource_planning_checklist' AND `link` = '/faq');--> statement-breakpoint
UPDATE `content_change_log` SET `new_value` = json_set(`new_value`, '$.link', '/wedding-planning-checklist.html')
WHERE `status` = 'pending' AND `table_name` = 'content_sections' AND `change_type` = 'create'
  AND json_extract(`new_value`, '$.link') = '/faq'
  AND `record_id` IN (SELECT `id` FROM `content_sections` WHERE `type` = 'other' AND `section_key` = 'resource_planning_checklist' AND `link` = '/faq');--> statement-breakpoint
UPDATE `content_sections` SET `link` = '/wedding-planning-checklist.html'
WHERE `type` = 'other' AND `section_key` = 'resource_planning_checklist' AND `link` = '/faq';
