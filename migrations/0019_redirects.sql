-- Redirects (issue 34: 301, 302 and 410, exact or prefix) and the 404 monitor's dismissals.
CREATE TABLE `not_found_dismissals` (
	`path` text PRIMARY KEY NOT NULL,
	`dismissed_at` text NOT NULL,
	`dismissed_by` text
);
--> statement-breakpoint
CREATE TABLE `redirects` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`target` text DEFAULT '' NOT NULL,
	`status` integer DEFAULT 301 NOT NULL,
	`match` text DEFAULT 'exact' NOT NULL,
	`origin` text DEFAULT 'manual' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` text,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirects_source_unique` ON `redirects` (`source`);--> statement-breakpoint
CREATE INDEX `redirects_target_idx` ON `redirects` (`target`);