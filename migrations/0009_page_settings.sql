-- Page settings in edit mode (#20): the social image, the change history, and created pages
-- whose title was never set follow their heading.
ALTER TABLE `pages` ADD `seo_image` text;
--> statement-breakpoint
CREATE TABLE `page_settings_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`page_path` text NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	`page_version` integer NOT NULL,
	`changed_by_id` text,
	`changed_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`reverted_at` text,
	`reverted_by` text
);
--> statement-breakpoint
CREATE INDEX `page_settings_changes_page_idx` ON `page_settings_changes` (`page_id`,`created_at`);
--> statement-breakpoint
-- A created page's title was copied from its heading when it was made: "not set" from now on,
-- so its <title> and breadcrumb follow the heading until someone sets one in Page settings.
UPDATE `pages` SET `content` = json_set(`content`, '$.seoTitle', '')
	WHERE `source` = 'd1' AND json_valid(`content`)
	AND json_extract(`content`, '$.seoTitle') = json_extract(`content`, '$.hero.title');
