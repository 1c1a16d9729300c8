DROP INDEX `leads_ip_idx`;--> statement-breakpoint
ALTER TABLE `leads` ADD `sender_network` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `leads` SET `sender_network` = lower(`ip`);--> statement-breakpoint
CREATE INDEX `leads_sender_network_idx` ON `leads` (`sender_network`,`created_at`);
