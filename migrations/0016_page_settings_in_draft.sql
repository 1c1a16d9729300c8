-- Page settings join the page's draft (issue 31): the draft row carries the settings it sets,
-- a revision the settings it left. Rows stored before have none (null): nothing drafted, and
-- the settings the catalogue holds stay what visitors see.
ALTER TABLE `inline_content` ADD `settings` text;--> statement-breakpoint
ALTER TABLE `inline_content_revisions` ADD `settings` text;
