ALTER TABLE `leads` ADD `notify_claimed_at` text;
