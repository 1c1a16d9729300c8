import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { canonicalPath } from "../../../app/lib/paths";
import {
  LINK_FIX_PLACES,
  type LinkFix,
  type LinkFixApply,
  type LinkFixPlace,
  type LinkFixResult,
  linkFixStaleMessage,
} from "../../../app/schemas/redirects";
import { assertInBatch, isFailedAssertion } from "../../db/batches";
import { inList } from "../../db/in-list";
import { blogs, inlineContent, pages, redirects } from "../../db/schema";
import { AppError } from "../../errors";
import { publishBlogChange } from "../content/blog-publishing";
import { indexRules, matchRedirect, type RedirectIndex } from "../content/redirect-index";
import type { SessionUser } from "../identity/session-user";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { announceChange } from "../platform/publish-hooks";
import { type MarkdownLink, markdownLinks, rewriteMarkdownLinks } from "./markdown-links";

// Links to redirected addresses (issue 34): the links staff wrote (inline edits, created pages'
// sections, post bodies) that point at an address a permanent redirect sends on, listed with
// the rewrite to where it leads, and rewritten as one reviewed batch: one D1 transaction that
// lands only while every post, page and set of edits is still the version the list showed.

type Actor = Pick<SessionUser, "id" | "username">;

/** One stored text that holds links: a post's body, a page's edits, a created page's content. */
interface Holder {
  key: string;
  place: LinkFixPlace;
  path: string;
  title: string;
  version: number;
  /** The holder's links to redirected addresses, each with its rewrite. */
  fixes: Omit<LinkFix, "place" | "path" | "title" | "version">[];
  /** The holder's text with the links of `ids` rewritten. */
  rewrite(ids: ReadonlySet<string>): string;
  /** The statement that stores `text` while the holder is still at `version`. */
  store(deps: Deps, text: string): BatchItem<"sqlite">[];
}

/**
 * Where `href` (a site path, as written) ends once the permanent redirects of `rules` are
 * followed, its fragment kept; null when no 301 applies. One hop: rules never chain.
 */
export function rewrittenHref(rules: RedirectIndex, href: string): string | null {
  const text = href.trim();
  if (!text.startsWith("/") || text.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(text, "https://site.invalid");
  } catch {
    return null;
  }
  const match = matchRedirect(rules, canonicalPath(url.pathname), url.search);
  if (match?.status !== 301 || match.location === null) return null;
  return `${match.location}${url.hash}`;
}

/** Words that name a link in JSON content: the entry's own text, label or title. */
function wordsBeside(node: Record<string, unknown>): string {
  for (const key of ["text", "label", "content", "title"]) {
    const value = node[key];
    if (typeof value === "string" && value.trim() !== "") return value.replace(/\s+/g, " ").trim();
  }
  return "";
}

interface JsonLink {
  pointer: string;
  href: string;
  text: string;
  node: Record<string, unknown>;
}

/** Every `href` string in `value` (inline entries, section props), with its JSON pointer. */
function jsonLinks(value: unknown, pointer = ""): JsonLink[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => jsonLinks(item, `${pointer}/${i}`));
  if (value === null || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const found: JsonLink[] = [];
  for (const [key, child] of Object.entries(node)) {
    const at = `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    if (key === "href" && typeof child === "string") {
      found.push({ pointer: at, href: child, text: wordsBeside(node), node });
    } else found.push(...jsonLinks(child, at));
  }
  return found;
}

/** A JSON holder: its links found, rewritten in a parsed copy. */
function jsonHolder(
  base: Omit<Holder, "fixes" | "rewrite" | "store">,
  json: string,
  rules: RedirectIndex,
  store: Holder["store"],
): Holder | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const links = jsonLinks(parsed).flatMap((link) => {
    const to = rewrittenHref(rules, link.href);
    return to === null ? [] : [{ ...link, id: `${base.key}:${link.pointer}`, to }];
  });
  if (links.length === 0) return null;
  return {
    ...base,
    fixes: links.map(({ id, text, href, to }) => ({ id, text, from: href, to })),
    rewrite(ids) {
      for (const link of links) if (ids.has(link.id)) link.node.href = link.to;
      return JSON.stringify(parsed);
    },
    store,
  };
}

/** A post body's holder: its markdown links found and rewritten in place. */
function postHolder(
  post: { id: string; slug: string; title: string; content: string; version: number },
  rules: RedirectIndex,
): Holder | null {
  const key = `post:${post.id}`;
  const links = markdownLinks(post.content).flatMap((link: MarkdownLink) => {
    const to = rewrittenHref(rules, link.href);
    return to === null ? [] : [{ ...link, id: `${key}:${link.start}`, to }];
  });
  if (links.length === 0) return null;
  return {
    key,
    place: "post",
    path: `/blog/${post.slug}`,
    title: post.title,
    version: post.version,
    fixes: links.map(({ id, text, href, to }) => ({ id, text, from: href, to })),
    rewrite: (ids) =>
      rewriteMarkdownLinks(
        post.content,
        links.filter((link) => ids.has(link.id)),
      ),
    store: (deps, content) => [
      assertInBatch(
        deps.db,
        sql`exists (select 1 from ${blogs} where ${blogs.id} = ${post.id} and ${blogs.version} = ${post.version})`,
      ),
      deps.db
        .update(blogs)
        .set({
          content,
          updatedAt: new Date().toISOString(),
          version: sql`${blogs.version} + 1`,
        })
        .where(and(eq(blogs.id, post.id), eq(blogs.version, post.version))),
    ],
  };
}

/** Every stored text with a link to a redirected address, read now. */
async function holders(deps: Deps): Promise<Holder[]> {
  const { db } = deps;
  const rules = indexRules(
    await db
      .select({
        source: redirects.source,
        target: redirects.target,
        status: redirects.status,
        match: redirects.match,
      })
      .from(redirects),
  );
  if (rules.exact.size === 0 && rules.prefixes.length === 0) return [];
  const [posts, edits, catalogue] = await Promise.all([
    db
      .select({
        id: blogs.id,
        slug: blogs.slug,
        title: blogs.title,
        content: blogs.content,
        version: blogs.version,
      })
      .from(blogs),
    db.select().from(inlineContent),
    db
      .select({
        path: pages.path,
        title: pages.title,
        source: pages.source,
        content: pages.content,
        version: pages.version,
      })
      .from(pages),
  ]);
  const titles = new Map<string, string>([
    ...catalogue.map((page) => [page.path, page.title] as const),
    ...posts.map((post) => [`/blog/${post.slug}`, post.title] as const),
  ]);
  const found: (Holder | null)[] = posts.map((post) => postHolder(post, rules));
  for (const row of edits) {
    const key = `inline:${row.pagePath}:${row.status}`;
    found.push(
      jsonHolder(
        {
          key,
          place: row.status === "draft" ? "page-draft" : "page-live",
          path: row.pagePath,
          title: titles.get(row.pagePath) ?? row.pagePath,
          version: row.version,
        },
        row.content,
        rules,
        (deps, content) => [
          assertInBatch(
            deps.db,
            sql`exists (select 1 from ${inlineContent} where ${inlineContent.id} = ${row.id} and ${inlineContent.version} = ${row.version})`,
          ),
          deps.db
            .update(inlineContent)
            .set({ content, updatedAt: new Date().toISOString(), version: row.version + 1 })
            .where(and(eq(inlineContent.id, row.id), eq(inlineContent.version, row.version))),
        ],
      ),
    );
  }
  for (const page of catalogue) {
    if (page.source !== "d1" || !page.content) continue;
    found.push(
      jsonHolder(
        {
          key: `page:${page.path}`,
          place: "page-content",
          path: page.path,
          title: page.title,
          version: page.version,
        },
        page.content,
        rules,
        (deps, content) => [
          assertInBatch(
            deps.db,
            sql`exists (select 1 from ${pages} where ${pages.path} = ${page.path} and ${pages.version} = ${page.version})`,
          ),
          deps.db
            .update(pages)
            .set({ content, version: page.version + 1 })
            .where(and(eq(pages.path, page.path), eq(pages.version, page.version))),
        ],
      ),
    );
  }
  return found.filter((holder) => holder !== null);
}

/** `GET /api/redirects/link-fixes`: every link staff wrote to a redirected address. */
export async function listLinkFixes(deps: Deps): Promise<{ fixes: LinkFix[] }> {
  // By page, then post body, draft, live edits and content; each in the order it is written.
  const found = (await holders(deps)).sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      LINK_FIX_PLACES.indexOf(a.place) - LINK_FIX_PLACES.indexOf(b.place),
  );
  return {
    fixes: found.flatMap(({ place, path, title, version, fixes }) =>
      fixes.map((fix) => ({ ...fix, place, path, title, version })),
    ),
  };
}

const PLACE_WORDS: Record<LinkFixPlace, string> = {
  post: "The post",
  "page-draft": "The draft of",
  "page-live": "The published edits of",
  "page-content": "The page",
};

/**
 * `POST /api/redirects/link-fixes`: rewrites the chosen links (each with the version the list
 * showed) in one D1 transaction. 409 naming the first place that changed or no longer has the
 * link: nothing is written then. Published pages and posts follow at once (cache, feeds,
 * GitHub as a save does).
 */
export async function applyLinkFixes(
  deps: Deps,
  input: LinkFixApply,
  actor: Actor,
): Promise<LinkFixResult> {
  const current = await holders(deps);
  const byFix = new Map<string, Holder>();
  for (const holder of current) for (const fix of holder.fixes) byFix.set(fix.id, holder);
  const chosen = new Map<Holder, Set<string>>();
  for (const { id, version } of input.fixes) {
    const holder = byFix.get(id);
    if (!holder || holder.version !== version) {
      const where = holder ? `${PLACE_WORDS[holder.place]} ${holder.path}` : "A page or post";
      throw new AppError(409, "STALE_VERSION", linkFixStaleMessage(where));
    }
    chosen.set(holder, (chosen.get(holder) ?? new Set()).add(id));
  }
  const statements = [...chosen].flatMap(([holder, ids]) =>
    holder.store(deps, holder.rewrite(ids)),
  );
  const paths = [...new Set([...chosen.keys()].map((holder) => holder.path))].sort();
  const [first, ...rest] = statements;
  if (!first) return { rewritten: 0, paths: [] };
  try {
    await deps.db.batch([
      first,
      ...rest,
      auditInsert(deps, {
        action: "redirect.links_rewritten",
        actor,
        targetType: "redirect",
        targetId: "links",
        details: { links: input.fixes.length, paths: paths.slice(0, 50) },
      }),
    ]);
  } catch (error) {
    if (isFailedAssertion(error)) {
      throw new AppError(409, "STALE_VERSION", linkFixStaleMessage("A page or post"));
    }
    throw error;
  }
  await followRewrites(deps, [...chosen.keys()]);
  return { rewritten: input.fixes.length, paths };
}

/** What visitors see follows: rewritten posts as a save publishes them, live pages' caches. */
async function followRewrites(deps: Deps, changed: readonly Holder[]): Promise<void> {
  const postIds = changed.filter((h) => h.place === "post").map((h) => h.key.slice(5));
  const rows =
    postIds.length === 0 ? [] : await deps.db.select().from(blogs).where(inList(blogs.id, postIds));
  for (const row of rows) {
    if (row.published) await publishBlogChange(deps, row, { wasPublished: true });
  }
  const livePages = changed
    .filter((h) => h.place === "page-live" || h.place === "page-content")
    .map((h) => h.path);
  if (livePages.length > 0) {
    await announceChange(deps, { paths: [...new Set(livePages)], trigger: null, feeds: false });
  }
}
