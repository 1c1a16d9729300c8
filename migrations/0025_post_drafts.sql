CREATE TABLE `post_drafts` (
	`blog_id` text PRIMARY KEY NOT NULL,
	`fields` text NOT NULL,
	`saved_by` text,
	`saved_by_name` text NOT NULL,
	`saved_at` text NOT NULL
);
