import * as analytics from "./analytics/attribution";
import * as blogs from "./content/blogs";
import * as inlineContent from "./content/inline-content";
import * as pages from "./content/pages";
import * as previews from "./content/previews";
import * as templates from "./content/templates";
import * as leads from "./leads/leads";
import * as leadMail from "./leads/mail";
import * as media from "./media/media";
import * as settings from "./platform/settings";

/**
 * The service modules that React Router's loaders and actions call, handed to them through
 * the router context (app/ never imports server code itself). These are the very functions
 * the `/api` routers and the cron import: `services.blogs.getPublishedBlog(deps, slug)` in a
 * loader is `getPublishedBlog(deps, slug)` in a router. One code path per operation.
 */
export const services = {
  analytics,
  blogs,
  inlineContent,
  leadMail,
  leads,
  media,
  pages,
  previews,
  settings,
  templates,
};

export type Services = typeof services;
