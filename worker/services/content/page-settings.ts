import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { FIXED_PAGES, findCodePage } from "../../../app/content";
import { HOME_CONTENT } from "../../../app/content/home";
import { timeAgo } from "../../../app/lib/format";
import { pageTitleOf } from "../../../app/lib/seo";
import { RESERVED_SLUG_MESSAGE, RESERVED_SLUGS } from "../../../app/schemas/inline-content";
import {
  CODE_PAGE_TITLE_MESSAGE,
  editModePath,
  type PageSettingsChangeView,
  type PageSettingsInput,
  type PageSettingsValues,
  type PageSettingsView,
  STALE_SETTINGS_MESSAGE,
} from "../../../app/schemas/page-settings";
import { type Page, type PageSettingsChange, pageSettingsChanges, pages } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { announceChange } from "../platform/publish-hooks";
import { getSiteSettings } from "../platform/settings";
import { writeUnique } from "../platform/unique-write";
import { movePageStatements } from "./page-settings-move";
import { getCatalogueEntry, resolvePage } from "./pages";
import { PAGE_EXISTS_MESSAGE } from "./templates";

// Page settings in edit mode: a page's SEO title, meta description and social image (the
// catalogue's overrides, which its <head> reads, like an SEO deploy), and for a page created in
// the admin its title (empty: it follows its heading) and slug (a move of everything keyed by
// its path). Each change is one D1 batch conditional on the page version the user saw, recorded
// before/after in page_settings_changes and the audit log, and revertable from the panel.

type Actor = Pick<SessionUser, "id" | "username">;

const FIELDS = ["seoTitle", "description", "image", "title", "slug"] as const;
type Field = (typeof FIELDS)[number];
const FIELD_NAMES: Record<Field, string> = {
  seoTitle: "SEO title",
  description: "meta description",
  image: "social image",
  title: "page title",
  slug: "slug",
};

/** A page as Page settings works on it: its row, its created content and its own texts. */
interface Target {
  row: Page;
  /** A created page's content JSON (the service template's input); null for code pages. */
  content: Record<string, unknown> | null;
  headingTitle: string;
  values: PageSettingsValues;
  defaults: PageSettingsView["defaults"];
}

const notFound = (path: string) => new AppError(404, "NOT_FOUND", `Page not found: ${path}`);
const stale = (path: string) => new AppError(409, "STALE_PAGE", STALE_SETTINGS_MESSAGE(path));

function parseObject(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function loadTarget(deps: Deps, path: string): Promise<Target> {
  // The entry read first syncs a code page whose row is missing (a fresh database).
  if (!(await getCatalogueEntry(deps, path))) throw notFound(path);
  const row = await deps.db.select().from(pages).where(eq(pages.path, path)).get();
  if (!row) throw notFound(path);
  let defaults = { seoTitle: row.title, description: row.description };
  let headingTitle = row.title;
  if (path === "/") {
    defaults = { seoTitle: HOME_CONTENT.seoTitle, description: HOME_CONTENT.description };
  } else {
    const resolved = await resolvePage(deps, path.slice(1), { includeInactive: true });
    if (resolved) {
      defaults = { seoTitle: pageTitleOf(resolved.page), description: resolved.page.description };
      if (resolved.kind === "d1") headingTitle = resolved.page.hero.title;
    }
  }
  const content = row.source === "d1" ? parseObject(row.content) : null;
  const setTitle = typeof content?.seoTitle === "string" ? content.seoTitle.trim() : "";
  return {
    row,
    content,
    headingTitle,
    defaults,
    values: {
      seoTitle: row.seoTitle,
      description: row.seoDescription,
      image: row.seoImage,
      title: content ? setTitle || null : null,
      slug: content ? path.slice(1) : null,
    },
  };
}

function toChangeView(row: PageSettingsChange): PageSettingsChangeView {
  return {
    id: row.id,
    before: row.before,
    after: row.after,
    changedBy: row.changedBy,
    changedAt: row.changedAt,
    revertedAt: row.revertedAt,
    revertedBy: row.revertedBy,
  };
}

async function viewOf(deps: Deps, target: Target): Promise<PageSettingsView> {
  const [{ settings }, changes] = await Promise.all([
    getSiteSettings(deps),
    deps.db
      .select()
      .from(pageSettingsChanges)
      .where(eq(pageSettingsChanges.pageId, target.row.id))
      .orderBy(desc(pageSettingsChanges.changedAt))
      .limit(20)
      .all(),
  ]);
  return {
    path: target.row.path,
    version: target.row.version,
    source: target.row.source,
    isActive: target.row.isActive,
    values: target.values,
    defaults: target.defaults,
    productName: settings.productName,
    changes: changes.map(toChangeView),
  };
}

/** `GET /api/pages/settings`: a page's settings, its own texts and its recent changes. */
export async function getPageSettings(deps: Deps, path: string): Promise<PageSettingsView> {
  return viewOf(deps, await loadTarget(deps, path));
}

/** What a save or a revert answers; `redirectTo` is the new edit-mode URL after a slug change. */
export interface PageSettingsResult {
  settings: PageSettingsView;
  changed: boolean;
  redirectTo: string | null;
}

/** A slug is free for a created page to move to: not the site's, not a code page, no row. */
async function checkSlugFree(deps: Deps, slug: string): Promise<void> {
  const path = `/${slug}`;
  if (RESERVED_SLUGS.has(slug)) {
    throw new AppError(409, "SLUG_RESERVED", RESERVED_SLUG_MESSAGE(slug));
  }
  const taken =
    FIXED_PAGES.some((page) => page.path === path) ||
    findCodePage(slug) !== undefined ||
    (await deps.db.select({ id: pages.id }).from(pages).where(eq(pages.path, path)).get()) !==
      undefined;
  if (taken) throw new AppError(409, "PAGE_EXISTS", PAGE_EXISTS_MESSAGE(path));
}

const changedFields = (a: PageSettingsValues, b: PageSettingsValues) =>
  FIELDS.filter((field) => a[field] !== b[field]);

/**
 * Writes `next` over the page as `target` read it, at `version`: the change record, its audit
 * entry, a slug move and the revert mark (for a revert) go first, each only while the page is
 * still at that version, and the page row last with the same condition; one batch, one
 * transaction, so a stale write leaves nothing. Then the cache of both paths is purged and the
 * feeds rebuilt when the page is live.
 */
async function writeSettings(
  deps: Deps,
  target: Target,
  next: PageSettingsValues,
  actor: Actor,
  revertOf: PageSettingsChange | null,
): Promise<PageSettingsResult> {
  const { db } = deps;
  const { row } = target;
  const oldPath = row.path;
  const newPath =
    next.slug !== null && next.slug !== target.values.slug ? `/${next.slug}` : oldPath;
  if (newPath !== oldPath && next.slug !== null) await checkSlugFree(deps, next.slug);
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const unchanged = sql`EXISTS (SELECT 1 FROM ${pages} WHERE ${pages.id} = ${row.id} AND ${pages.version} = ${row.version})`;
  const literal = <T>(value: T, column: string) => sql<T>`${value}`.as(column);
  const statements: BatchItem<"sqlite">[] = [];
  if (revertOf) {
    statements.push(
      db
        .update(pageSettingsChanges)
        .set({ revertedAt: now, revertedBy: actor.username })
        .where(
          and(
            eq(pageSettingsChanges.id, revertOf.id),
            sql`${pageSettingsChanges.revertedAt} IS NULL`,
            unchanged,
          ),
        ),
    );
  } else {
    statements.push(
      db.insert(pageSettingsChanges).select(
        db
          .select({
            id: literal(id, "id"),
            pageId: literal(row.id, "page_id"),
            pagePath: literal(newPath, "page_path"),
            before: literal(JSON.stringify(target.values), "before"),
            after: literal(JSON.stringify(next), "after"),
            pageVersion: literal(row.version + 1, "page_version"),
            changedById: literal(actor.id, "changed_by_id"),
            changedBy: literal(actor.username, "changed_by"),
            changedAt: literal(now, "created_at"),
            revertedAt: literal(null, "reverted_at"),
            revertedBy: literal(null, "reverted_by"),
          })
          .from(sql`(SELECT 1)`)
          .where(unchanged),
      ),
    );
  }
  statements.push(
    auditInsertIfChanged(deps, {
      action: revertOf ? "page.settings_reverted" : "page.settings",
      actor,
      targetType: "page",
      targetId: newPath,
      details: {
        changeId: revertOf?.id ?? id,
        before: target.values,
        after: next,
        fields: changedFields(target.values, next),
      },
    }),
  );
  if (newPath !== oldPath)
    statements.push(...movePageStatements(deps, oldPath, newPath, unchanged));
  statements.push(
    db
      .update(pages)
      .set({
        path: newPath,
        seoTitle: next.seoTitle,
        seoDescription: next.description,
        seoImage: next.image,
        ...(target.content
          ? {
              title: next.title ?? target.headingTitle,
              content: JSON.stringify({
                ...target.content,
                seoTitle: next.title ?? "",
                slug: newPath.slice(1),
              }),
            }
          : {}),
        lastModified: now,
        modifiedBy: actor.username,
        version: row.version + 1,
      })
      .where(and(eq(pages.id, row.id), eq(pages.version, row.version))),
  );
  const [first, ...rest] = statements;
  if (!first) throw new Error("no statements");
  const taken = new AppError(409, "PAGE_EXISTS", PAGE_EXISTS_MESSAGE(newPath));
  const results = await writeUnique(db.batch([first, ...rest]), taken);
  const pageWrite = results[results.length - 1];
  if (!pageWrite || pageWrite.meta.changes === 0) throw stale(oldPath);
  // The sitemap's lastmod (and a moved page's address) follow the catalogue; a new SEO title
  // is a new social image, drawn now, not by the first crawler to ask.
  await announceChange(deps, {
    paths: newPath === oldPath ? [oldPath] : [oldPath, newPath],
    trigger: row.isActive ? (revertOf ? "revert" : "page-settings") : null,
    feeds: row.isActive,
    socialImages: [newPath],
  });
  const settings = await getPageSettings(deps, newPath);
  return {
    settings,
    changed: true,
    redirectTo: newPath === oldPath ? null : editModePath(newPath),
  };
}

/**
 * `PUT /api/pages/settings`: sets a page's SEO title, meta description and social image (empty
 * clears each), and a created page's title and slug. 409 when `version` is missing or not the
 * page's (nothing stored), when the slug is taken or reserved; 400 when a code page asks for a
 * title or slug. A slug change moves the page's drafts, history, schedules and SEO deploys with
 * it in the same transaction and answers the new edit-mode URL.
 */
export async function savePageSettings(
  deps: Deps,
  input: PageSettingsInput,
  actor: Actor,
): Promise<PageSettingsResult> {
  const target = await loadTarget(deps, input.path);
  if (!target.content && (input.title !== undefined || input.slug !== undefined)) {
    throw new AppError(400, "NOT_CREATED_PAGE", CODE_PAGE_TITLE_MESSAGE);
  }
  if (input.version === undefined || input.version !== target.row.version) {
    throw stale(input.path);
  }
  const next: PageSettingsValues = {
    seoTitle: input.seoTitle || null,
    description: input.description || null,
    image: input.image || null,
    title: target.content ? (input.title ?? target.values.title ?? "") || null : null,
    slug: target.content ? (input.slug ?? target.values.slug) : null,
  };
  if (changedFields(target.values, next).length === 0) {
    return { settings: await viewOf(deps, target), changed: false, redirectTo: null };
  }
  return writeSettings(deps, target, next, actor, null);
}

/**
 * `POST /api/pages/settings/changes/:id/revert`: puts back what one change replaced, while no
 * later change that still stands changed one of its fields (409 naming the field and that
 * change otherwise) and the page is at the version the user saw (409). A slug change moves
 * the page back.
 */
export async function revertPageSettingsChange(
  deps: Deps,
  id: string,
  input: { version?: number | undefined },
  actor: Actor,
): Promise<PageSettingsResult> {
  const change = await deps.db
    .select()
    .from(pageSettingsChanges)
    .where(eq(pageSettingsChanges.id, id))
    .get();
  if (!change) throw new AppError(404, "NOT_FOUND", "Change not found");
  if (change.revertedAt) {
    throw new AppError(
      409,
      "ALREADY_REVERTED",
      `This change was already reverted by ${change.revertedBy ?? "someone"}.`,
    );
  }
  const page = await deps.db.select().from(pages).where(eq(pages.id, change.pageId)).get();
  if (!page) throw new AppError(404, "NOT_FOUND", "The page of this change no longer exists");
  const target = await loadTarget(deps, page.path);
  if (input.version === undefined || input.version !== target.row.version) {
    throw stale(page.path);
  }
  const fields = changedFields(change.before, change.after);
  // The history decides, not the page's values (as SEO deploy reverts): a change reverts while
  // no later change of the page that still stands changed a field it changed. "A wrote T1, B
  // wrote T2, C wrote T1 again" refuses A although the page shows A's text: C stands.
  const later = await deps.db
    .select()
    .from(pageSettingsChanges)
    .where(
      and(
        eq(pageSettingsChanges.pageId, change.pageId),
        isNull(pageSettingsChanges.revertedAt),
        ne(pageSettingsChanges.id, change.id),
        gt(pageSettingsChanges.pageVersion, change.pageVersion),
      ),
    )
    .orderBy(desc(pageSettingsChanges.pageVersion))
    .all();
  for (const standing of later) {
    const moved = fields.find((field) =>
      changedFields(standing.before, standing.after).includes(field),
    );
    if (moved) {
      throw new AppError(
        409,
        "REVERT_CONFLICT",
        `This change cannot be reverted: the ${FIELD_NAMES[moved]} was changed again since (by ${standing.changedBy}, ${timeAgo(standing.changedAt)}). Revert that change first, or set the ${FIELD_NAMES[moved]} you want.`,
      );
    }
  }
  const next = { ...target.values };
  for (const field of fields) next[field] = change.before[field];
  return writeSettings(deps, target, next, actor, change);
}
