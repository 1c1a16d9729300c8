ALTER TABLE `inline_content` ADD `publish_at` text;--> statement-breakpoint
ALTER TABLE `inline_content_revisions` ADD `changed` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `inline_content_revisions` ADD `version` integer DEFAULT 0 NOT NULL;