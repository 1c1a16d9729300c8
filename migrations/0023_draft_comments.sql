CREATE TABLE `draft_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`parent_id` text,
	`anchor` text,
	`body` text NOT NULL,
	`mentions` text DEFAULT '[]' NOT NULL,
	`author_id` text,
	`author_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	`resolved_at` text,
	`resolved_by` text,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `draft_comments_target_idx` ON `draft_comments` (`target_type`,`target_id`);