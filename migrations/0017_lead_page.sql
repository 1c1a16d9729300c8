-- Leads record the page whose form sent them (issue 32: the contact form on any page). Leads
-- stored before, and leads sent through the API, have none ('').
ALTER TABLE `leads` ADD `page_path` text DEFAULT '' NOT NULL;
