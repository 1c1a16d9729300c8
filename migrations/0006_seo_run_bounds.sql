ALTER TABLE `seo_runs` ADD `site` text;--> statement-breakpoint
ALTER TABLE `seo_runs` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `seo_runs` ADD `progress_done` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `seo_runs` ADD `progress_total` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `seo_runs` ADD `reason` text;--> statement-breakpoint
CREATE UNIQUE INDEX `seo_runs_one_running_crawl` ON `seo_runs` (`site`) WHERE "seo_runs"."site" IS NOT NULL AND "seo_runs"."status" IN ('pending', 'running');
