CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`version` integer NOT NULL,
	`state` text NOT NULL,
	`submitted_by` text,
	`submitted_by_name` text NOT NULL,
	`submitted_at` text NOT NULL,
	`decided_by_name` text,
	`decided_at` text,
	`comment` text,
	`summary` text DEFAULT '' NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reviews_target_idx` ON `reviews` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reviews_state_idx` ON `reviews` (`state`);