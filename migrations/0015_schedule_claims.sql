ALTER TABLE `publish_schedules` ADD `claim_token` text;--> statement-breakpoint
ALTER TABLE `publish_schedules` ADD `claimed_at` text;