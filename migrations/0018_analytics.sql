-- Page analytics (issue 33): daily rollups, applied flushes, the day's salt of the visitor hash,
-- and where each lead's visit came from. No IP address or user agent is stored for analytics.
CREATE TABLE `analytics_flushes` (
	`id` text PRIMARY KEY NOT NULL,
	`applied_at` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_rollups` (
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`key` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `dimension`, `key`)
);
--> statement-breakpoint
CREATE TABLE `analytics_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `leads` ADD `source_landing_page` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `source_referrer` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `source_utm_source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `source_utm_medium` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `source_utm_campaign` text DEFAULT '' NOT NULL;