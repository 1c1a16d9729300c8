CREATE TABLE `publish_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`target_kind` text NOT NULL,
	`target` text NOT NULL,
	`snapshot` text NOT NULL,
	`base_version` integer NOT NULL,
	`publish_at` text NOT NULL,
	`scheduled_by_id` text,
	`scheduled_by` text NOT NULL,
	`scheduled_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`override_reason` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`finished_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `publish_schedules_pending_unique` ON `publish_schedules` (`target_kind`,`target`) WHERE "publish_schedules"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `publish_schedules_due_idx` ON `publish_schedules` (`status`,`publish_at`);--> statement-breakpoint
CREATE INDEX `publish_schedules_target_idx` ON `publish_schedules` (`target_kind`,`target`,`id`);--> statement-breakpoint
-- Schedules made before this table: the draft or post as it is now becomes the snapshot.
INSERT INTO `publish_schedules` (`target_kind`, `target`, `snapshot`, `base_version`, `publish_at`, `scheduled_by`)
SELECT 'inline', `page_path`,
	json_object('pageType', `page_type`, 'content', json(CASE WHEN json_valid(`content`) THEN `content` ELSE '{}' END), 'htmlSample', `html_sample`),
	`version`, `publish_at`, coalesce(`updated_by`, 'unknown')
FROM `inline_content` WHERE `status` = 'draft' AND `publish_at` IS NOT NULL;--> statement-breakpoint
UPDATE `inline_content` SET `publish_at` = NULL WHERE `publish_at` IS NOT NULL;--> statement-breakpoint
INSERT INTO `publish_schedules` (`target_kind`, `target`, `snapshot`, `base_version`, `publish_at`, `scheduled_by`)
SELECT 'blog', `id`,
	json_object('slug', `slug`, 'title', `title`, 'excerpt', `excerpt`, 'content', `content`,
		'author', `author`, 'category', `category`, 'categoryColor', `category_color`,
		'readTime', `read_time`, 'featured', json(CASE WHEN `featured` THEN 'true' ELSE 'false' END),
		'image', `image`, 'tags', json(CASE WHEN json_valid(`tags`) THEN `tags` ELSE '[]' END), 'seoTitle', `seo_title`,
		'seoDescription', `seo_description`, 'seoKeywords', json(CASE WHEN json_valid(`seo_keywords`) THEN `seo_keywords` ELSE '[]' END),
		'seoCanonicalUrl', `seo_canonical_url`),
	`version`, `publish_at`, `author`
FROM `blogs` WHERE `published` = 0 AND `publish_at` IS NOT NULL;
