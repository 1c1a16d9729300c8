CREATE TABLE `seo_crawl_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` text NOT NULL,
	`url` text NOT NULL,
	`http_status` integer NOT NULL,
	`final_url` text,
	`title` text,
	`description` text,
	`h1` text,
	`score` integer,
	`analysis` text,
	`links` text DEFAULT '[]' NOT NULL,
	`lastmod` text,
	`etag` text,
	`last_modified` text,
	`reused` integer DEFAULT false NOT NULL,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `seo_crawl_pages_run_idx` ON `seo_crawl_pages` (`run_id`,`url`);