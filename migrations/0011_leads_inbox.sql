CREATE TABLE `indexnow_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`trigger` text NOT NULL,
	`urls` text DEFAULT '[]' NOT NULL,
	`endpoint` text NOT NULL,
	`status` integer,
	`ok` integer NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `indexnow_created_idx` ON `indexnow_submissions` (`created_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `owner_id` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `leads` SET `updated_at` = `created_at`;--> statement-breakpoint
ALTER TABLE `leads` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `notify_status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `notify_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `notify_error` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `notified_at` text;--> statement-breakpoint
CREATE INDEX `leads_status_idx` ON `leads` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_notify_idx` ON `leads` (`notify_status`);