CREATE TABLE `live_tickets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_hash` text NOT NULL,
	`room` text NOT NULL,
	`expires_at` text NOT NULL
);
