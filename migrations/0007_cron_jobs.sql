CREATE TABLE `cron_jobs` (
	`name` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`last_run_at` text NOT NULL,
	`last_success_at` text,
	`last_failure_at` text,
	`last_error` text
);
