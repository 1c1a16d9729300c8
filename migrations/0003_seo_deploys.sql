CREATE TABLE `seo_deploys` (
	`id` text PRIMARY KEY NOT NULL,
	`page_path` text NOT NULL,
	`source` text DEFAULT 'review' NOT NULL,
	`before_title` text,
	`before_description` text,
	`after_title` text,
	`after_description` text,
	`page_version` integer NOT NULL,
	`deployed_by` text,
	`deployed_by_username` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`verification` text,
	`verified` integer DEFAULT false NOT NULL,
	`reverted_at` text,
	`reverted_by_username` text
);
--> statement-breakpoint
CREATE INDEX `seo_deploys_page_idx` ON `seo_deploys` (`page_path`,`created_at`);--> statement-breakpoint
CREATE INDEX `seo_deploys_time_idx` ON `seo_deploys` (`created_at`);