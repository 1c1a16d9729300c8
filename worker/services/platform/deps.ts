import type { InlineContentMap } from "../../../app/schemas/inline-content";
import type { Db } from "../../db/client";
import type { Page } from "../../db/schema";
import type { Bindings } from "../../env";
import type { SessionUser } from "../identity/session-user";
import type { AfterPublishHook } from "./publish-hooks";
import type { VersionedSiteSettings } from "./settings";

/**
 * What every service function gets first: the database client and the bindings.
 *
 * @example await listBlogs(deps, actor)
 */
export interface Deps {
  db: Db;
  env: Bindings;
  /**
   * What runs after a change visitors can see is stored (purge, feeds, social images,
   * IndexNow), wired by the Worker (worker/after-publish.ts); absent, nothing runs.
   */
  afterPublish?: readonly AfterPublishHook[];
  /**
   * Reads shared by everything one page render does: its loaders run side by side and several
   * need the same row. Only the renderer sets it (worker/ssr.ts), fresh for each render.
   */
  renderReads?: RenderReads;
}

/** The rows a page render reads once, however many loaders ask for them. */
export interface RenderReads {
  siteSettings?: Promise<VersionedSiteSettings>;
  /** The catalogue row of the page being rendered, read before its loaders ask. */
  catalogueRow?: { path: string; row: Promise<Page | undefined> };
  /**
   * The inline edits this render shows, for the loaders to apply to the page's data: the
   * published map for visitors, the draft in an editor's edit mode. Absent, the page renders
   * as its code and rows say (an edit check reads the page's own elements that way).
   */
  inline?: PageEdits;
}

/** A page's inline-content map as one render shows it. */
export interface PageEdits {
  pagePath: string;
  /** "editor" renders hidden sections and items, marked; "visitor" leaves them out. */
  view: "visitor" | "editor";
  map: Promise<InlineContentMap>;
  /**
   * The `data-eid`s whose words the loaders set in the page's data (filled by the render):
   * when every edit of the map is among them, the edge need not set them again.
   */
  inData?: Set<string>;
}

/** Who an in-process render is for. */
export interface RenderAs {
  /** The signed-in staff member the page is rendered for; null renders it as a visitor. */
  user: SessionUser | null;
  /**
   * The publishing gate's view: a created page that is still inactive renders as visitors
   * will get it once it is published.
   */
  renderUnpublished?: boolean;
  /** The inline map the render applies to the page's data (none: the page as its code says). */
  inline?: { map: InlineContentMap; view: "visitor" | "editor" };
  /** A share link's render of a draft (issue 35): see AppContext.preview. */
  preview?: { postId: string | null; expiresAt: string };
}

/**
 * This site's own pages, rendered by the Worker in-process (no network hop). The Worker hands
 * it in, so no service imports the Worker entry, the renderer or a router.
 */
export interface Site {
  /** The origin this site is being served at (the request's; the siteUrl's in a cron run). */
  origin: string;
  /**
   * A request taken through the Worker's whole request path, as a visitor's would be: edge
   * cache, middleware, React Router, the published inline edits.
   */
  fetch(request: Request): Promise<Response>;
  /**
   * A GET of `path` rendered by React Router alone (no edge cache, no middleware, no inline
   * edits applied), for `as`.
   */
  render(path: string, as: RenderAs): Promise<Response>;
}

/**
 * Deps plus what only a running Worker (a request or a cron run) can give: its own pages and
 * work that may outlive the answer. Loaders, actions, routers and cron all get one of these.
 */
export interface WorkerDeps extends Deps {
  site: Site;
  /** The request's id (a fresh one per cron run), for logs. */
  requestId: string;
  waitUntil(promise: Promise<unknown>): void;
}
