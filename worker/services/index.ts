import { titleFromSlug } from "../../app/schemas/inline-content";
import type { LeadInput } from "../../app/schemas/lead";
import { createDb } from "../db/client";
import type { Bindings } from "../env";
import {
  type BlogActor,
  getBlogForEditor,
  getPublishedBlog,
  listPublishedBlogs,
} from "./content/blogs";
import {
  getInlineContentMap,
  getInlineContentState,
  type InlineContentStatus,
  type PageRef,
} from "./content/inline-content";
import { createLead, type LeadSender } from "./content/leads";
import { getCatalogueEntry, listPages, resolvePage } from "./content/pages";
import { servicePageFromTemplate } from "./content/templates";
import type { Deps } from "./platform/deps";
import { purgePublicPages } from "./platform/page-cache";
import { getSiteSettings } from "./platform/settings";

/**
 * The services of one request, shared by the `/api` routers and React Router loaders and
 * actions (through the router context): one code path per operation.
 */
export function createServices(env: Bindings) {
  const deps: Deps = { db: createDb(env.DB), env };
  return {
    deps,
    inlineContent: {
      getMap: (pagePath: string, status: InlineContentStatus) =>
        getInlineContentMap(deps, pagePath, status),
      /** The editor's view: draft, published, version, who saved last. */
      getState: (ref: PageRef) => getInlineContentState(deps, ref),
    },
    pages: {
      /** The active page at `/{slug}` (code or D1), or null: the route answers 404. */
      resolve: (slug: string, options?: { includeInactive?: boolean }) =>
        resolvePage(deps, slug, options),
      /** The catalogue row of a path ("/", "/blog"), for its SEO fields. */
      getEntry: (path: string) => getCatalogueEntry(deps, path),
      list: () => listPages(deps),
      /** The service-page template for a new page at `/{slug}` (edit mode's template view). */
      template: (slug: string) => servicePageFromTemplate(titleFromSlug(slug), slug),
      /** Makes cached copies of public pages stale: some paths or "all". */
      purge: (paths: readonly string[] | "all") => purgePublicPages(deps, paths),
    },
    blogs: {
      /** /blog: published posts, featured first then newest, by category and page. */
      listPublished: (options: { category?: string | null; page?: number }) =>
        listPublishedBlogs(deps, options),
      /** A published post, or null (drafts included). */
      getPublished: (slug: string) => getPublishedBlog(deps, slug),
      /** A post the actor may edit, another author's post, or nothing at that slug. */
      getForEditor: (slug: string, actor: BlogActor) => getBlogForEditor(deps, slug, actor),
    },
    siteSettings: {
      get: () => getSiteSettings(deps),
    },
    leads: {
      create: (input: LeadInput, sender: LeadSender) => createLead(deps, input, sender),
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;
