-- Staff sign-in v2 (#19): passkeys, their challenges, step-up, trusted devices, the policy.
CREATE TABLE `passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`credential_id` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text DEFAULT '[]' NOT NULL,
	`device_type` text,
	`backed_up` integer DEFAULT false NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_used_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `passkeys_credential_unique` ON `passkeys` (`credential_id`);
--> statement-breakpoint
CREATE INDEX `passkeys_user_idx` ON `passkeys` (`user_id`);
--> statement-breakpoint
CREATE TABLE `webauthn_challenges` (
	`challenge` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`user_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webauthn_challenges_expires_idx` ON `webauthn_challenges` (`expires_at`);
--> statement-breakpoint
-- Sessions that exist already count as authenticated when they began.
ALTER TABLE `sessions` ADD `authenticated_at` text;
--> statement-breakpoint
UPDATE `sessions` SET `authenticated_at` = `created_at`;
--> statement-breakpoint
ALTER TABLE `login_attempts` ADD `device` text;
--> statement-breakpoint
CREATE INDEX `login_attempts_device_idx` ON `login_attempts` (`device`,`created_at`);
--> statement-breakpoint
-- "Staff must use a second factor" is on for new installs; an install that already has users
-- keeps signing in as before until an admin turns it on.
INSERT INTO `settings` (`key`, `value`) SELECT 'security', '{"requireSecondFactor":false}'
	WHERE EXISTS (SELECT 1 FROM `users`);
