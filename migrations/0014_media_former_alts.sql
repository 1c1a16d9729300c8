ALTER TABLE `media` ADD `former_alts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
UPDATE `media` SET `former_alts` = json_array(`alt`) WHERE `alt` != '';
