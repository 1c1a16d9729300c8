CREATE TABLE `preview_links` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`revoked_by` text,
	`views` integer DEFAULT 0 NOT NULL,
	`last_viewed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token_hash_unique` ON `preview_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `preview_links_target_idx` ON `preview_links` (`target_type`,`target_id`);