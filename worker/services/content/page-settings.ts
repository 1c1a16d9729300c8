import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
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
import {
  changedSettings,
  DRAFT_SETTINGS_FIELDS,
  type DraftSettingsValues,
  draftSettingsOver,
} from "../../../app/schemas/page-settings-draft";
import { assertInBatch, isFailedAssertion } from "../../db/batches";
import {
  type InlineContentRow,
  type Page,
  type PageSettingsChange,
  pageSettingsChanges,
  pages,
  seoDeploys,
} from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { announceChange } from "../platform/publish-hooks";
import { getSiteSettings } from "../platform/settings";
import { writeUnique } from "../platform/unique-write";
import {
  draftAtVersion,
  draftSettingsOf,
  draftWriteStatements,
  readInlineRow,
} from "./inline-content";
import { settingsChangeStatements, withSlug } from "./page-settings-draft";
import { movePageStatements } from "./page-settings-move";
import { getCatalogueEntry, resolvePage } from "./pages";
import { PAGE_EXISTS_MESSAGE } from "./templates";

// Page settings in edit mode: a page's SEO title, meta description and social image, and for
// a page created in the admin its title (empty: it follows its heading) and slug. The first
// four are part of the page's draft (issue 31): a save writes them into the draft row at the
// draft version the user saw, like an inline save (409 when stale), and Publish, Schedule,
// History and Discard take them with the page's words; visitors see the catalogue's, the
// published ones. A slug change moves the page at once (everything keyed by its path, one
// batch). Each change is recorded (page_settings_changes and the audit log) and reverted by
// that record, decided by the history as SEO deploys are (deploy-revert.ts).

type Actor = Pick<SessionUser, "id" | "username">;

const FIELDS = [...DRAFT_SETTINGS_FIELDS, "slug"] as const;
type Field = (typeof FIELDS)[number];
const FIELD_NAMES: Record<Field, string> = {
  seoTitle: "SEO title",
  description: "meta description",
  image: "social image",
  title: "page title",
  slug: "address",
};

/** A page as Page settings works on it: its row, its draft and its settings. */
interface Target {
  row: Page;
  /** A created page's content JSON (the service template's input); null for code pages. */
  content: Record<string, unknown> | null;
  /** The draft row as read (its version is what a save must name); none yet: version 0. */
  draft: InlineContentRow | undefined;
  /** The draft's settings: what Publish makes live. */
  values: PageSettingsValues;
  /** The catalogue's: what visitors see. */
  published: PageSettingsValues;
  unpublished: PageSettingsView["unpublished"];
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
  const [row, draft] = await Promise.all([
    deps.db.select().from(pages).where(eq(pages.path, path)).get(),
    readInlineRow(deps, path, "draft"),
  ]);
  const settings = draftSettingsOf(row, draft);
  if (!row || !settings) throw notFound(path);
  let defaults = { seoTitle: row.title, description: row.description };
  if (path === "/") {
    defaults = { seoTitle: HOME_CONTENT.seoTitle, description: HOME_CONTENT.description };
  } else {
    const resolved = await resolvePage(deps, path.slice(1), { includeInactive: true });
    if (resolved) {
      defaults = { seoTitle: pageTitleOf(resolved.page), description: resolved.page.description };
    }
  }
  return {
    row,
    content: row.source === "d1" ? parseObject(row.content) : null,
    draft,
    values: withSlug(row, settings.values),
    published: withSlug(row, settings.published),
    unpublished: settings.unpublished,
    defaults,
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
      .orderBy(desc(pageSettingsChanges.changedAt), desc(sql`rowid`))
      .limit(20)
      .all(),
  ]);
  return {
    path: target.row.path,
    baseVersion: target.draft?.version ?? 0,
    source: target.row.source,
    isActive: target.row.isActive,
    values: target.values,
    published: target.published,
    unpublished: target.unpublished,
    defaults: target.defaults,
    productName: settings.productName,
    changes: changes.map(toChangeView),
  };
}

/** `GET /api/pages/settings`: a page's draft and published settings, and its recent changes. */
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

const draftPart = (values: PageSettingsValues): DraftSettingsValues => ({
  seoTitle: values.seoTitle,
  description: values.description,
  image: values.image,
  title: values.title,
});

/**
 * Writes `next` over the page as `target` read it, in one batch (one transaction) that leads
 * with the check that the draft and the page row are still as read (409 otherwise, nothing
 * written): the slug move, the draft's settings with their revision, the change record (or,
 * for a revert, the mark on the change reverted) and its audit entry, the page row's new path.
 * Visitors see a change only when the page moved (its cache is purged then); the rest waits for
 * Publish.
 */
async function writeSettings(
  deps: Deps,
  target: Target,
  next: PageSettingsValues,
  actor: Actor,
  revertOf: PageSettingsChange | null,
): Promise<PageSettingsResult> {
  const { db } = deps;
  const { row, draft } = target;
  const oldPath = row.path;
  const newPath =
    next.slug !== null && next.slug !== target.values.slug ? `/${next.slug}` : oldPath;
  const moved = newPath !== oldPath;
  if (moved && next.slug !== null) await checkSlugFree(deps, next.slug);
  const now = new Date().toISOString();
  const draftValues = draftPart(next);
  const settingsChanged = changedSettings(draftPart(target.values), draftValues);
  const notReverted = revertOf
    ? sql` and exists (select 1 from ${pageSettingsChanges} where ${pageSettingsChanges.id} = ${revertOf.id} and ${pageSettingsChanges.revertedAt} is null)`
    : sql``;
  const statements: BatchItem<"sqlite">[] = [
    assertInBatch(
      db,
      sql`${draftAtVersion(oldPath, draft?.version ?? 0)} and exists (select 1 from ${pages} where ${pages.id} = ${row.id} and ${pages.version} = ${row.version})${notReverted}`,
    ),
  ];
  if (moved) statements.push(...movePageStatements(deps, oldPath, newPath));
  if (settingsChanged.length > 0) {
    // A page without a draft yet gets one: its published words, and these settings.
    const content =
      draft?.content ?? (await readInlineRow(deps, oldPath, "published"))?.content ?? "{}";
    const { statements: writes } = draftWriteStatements(deps, {
      ref: { pagePath: newPath, pageType: "page" },
      current: draft,
      content,
      htmlSample: draft?.htmlSample ?? "",
      settings: draftSettingsOver(draftValues, draftPart(target.published)),
      action: revertOf ? "restore" : "save",
      changed: [],
      revisionSettings: { values: draftValues, changed: settingsChanged },
      actor,
      now,
    });
    statements.push(...writes);
  }
  const pageVersion = moved ? row.version + 1 : row.version;
  if (revertOf) {
    statements.push(
      db
        .update(pageSettingsChanges)
        .set({ revertedAt: now, revertedBy: actor.username })
        .where(eq(pageSettingsChanges.id, revertOf.id)),
      auditInsert(deps, {
        action: "page.settings_reverted",
        actor,
        targetType: "page",
        targetId: newPath,
        details: {
          changeId: revertOf.id,
          before: target.values,
          after: next,
          fields: changedFields(target.values, next),
        },
      }),
    );
  } else {
    statements.push(
      ...settingsChangeStatements(deps, {
        row: { id: row.id, version: pageVersion },
        pagePath: newPath,
        before: target.values,
        after: next,
        actor,
        now,
      }),
    );
  }
  if (moved) {
    statements.push(
      db
        .update(pages)
        .set({
          path: newPath,
          ...(target.content
            ? { content: JSON.stringify({ ...target.content, slug: newPath.slice(1) }) }
            : {}),
          lastModified: now,
          modifiedBy: actor.username,
          version: pageVersion,
        })
        .where(eq(pages.id, row.id)),
    );
  }
  const [first, ...rest] = statements;
  if (!first) throw new Error("no statements");
  const taken = new AppError(409, "PAGE_EXISTS", PAGE_EXISTS_MESSAGE(newPath));
  try {
    await writeUnique(db.batch([first, ...rest]), taken);
  } catch (error) {
    if (!isFailedAssertion(error)) throw error;
    if (revertOf) await refuseRevertedChange(deps, revertOf.id);
    throw stale(oldPath);
  }
  if (moved) {
    // The address is live at once: the cache of both paths is purged, the sitemap follows.
    await announceChange(deps, {
      paths: [oldPath, newPath],
      trigger: row.isActive ? (revertOf ? "revert" : "page-settings") : null,
      feeds: row.isActive,
      socialImages: [newPath],
      // A page visitors could reach keeps its old address alive as a 301 to the new one.
      moved: row.isActive ? [{ from: oldPath, to: newPath }] : [],
    });
  }
  return {
    settings: await getPageSettings(deps, newPath),
    changed: true,
    redirectTo: moved ? editModePath(newPath) : null,
  };
}

/**
 * `PUT /api/pages/settings`: sets a page's SEO title, meta description and social image (empty
 * clears each), and a created page's title, in its draft (Publish makes them live), and moves
 * a created page to a new slug at once. 409 when `baseVersion` is missing or not the draft's
 * (nothing stored), when the slug is taken or reserved; 400 when a code page asks for a title
 * or slug. A slug change moves the page's drafts, history, schedules and SEO deploys with it in
 * the same transaction and answers the new edit-mode URL.
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
  if (input.baseVersion === undefined || input.baseVersion !== (target.draft?.version ?? 0)) {
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

const alreadyReverted = (change: Pick<PageSettingsChange, "revertedBy">) =>
  new AppError(
    409,
    "ALREADY_REVERTED",
    `This change was already reverted by ${change.revertedBy ?? "someone"}.`,
  );

/** Throws ALREADY_REVERTED when the change has been reverted (by someone else meanwhile). */
async function refuseRevertedChange(deps: Deps, id: string): Promise<void> {
  const change = await deps.db
    .select()
    .from(pageSettingsChanges)
    .where(eq(pageSettingsChanges.id, id))
    .get();
  if (change?.revertedAt) throw alreadyReverted(change);
}

/** A later change of one of a change's fields that still stands: who, when, which field. */
interface StandingChange {
  by: string;
  at: string;
  field: Field;
  /** " in an SEO deploy" for a deploy; empty for a Page settings change or a restore. */
  via: string;
}

/**
 * The newest change of the page recorded after `change` that is not reverted and changed one
 * of `fields`: a Page settings change (or a restore from History) recorded after it, or an SEO
 * deploy of the SEO title or description since. It stands, so reverting `change` would undo it.
 */
async function standingLaterChange(
  deps: Deps,
  change: PageSettingsChange,
  fields: readonly Field[],
  pagePath: string,
): Promise<StandingChange | null> {
  const { db } = deps;
  const [later, deploys] = await Promise.all([
    // Recorded after it: insertion order (a draft-only change leaves the page version as it was).
    db
      .select()
      .from(pageSettingsChanges)
      .where(
        and(
          eq(pageSettingsChanges.pageId, change.pageId),
          isNull(pageSettingsChanges.revertedAt),
          sql`rowid > (select rowid from ${pageSettingsChanges} where ${pageSettingsChanges.id} = ${change.id})`,
        ),
      )
      .orderBy(desc(sql`rowid`))
      .all(),
    db
      .select()
      .from(seoDeploys)
      .where(
        and(
          eq(seoDeploys.pagePath, pagePath),
          isNull(seoDeploys.revertedAt),
          gt(seoDeploys.deployedAt, change.changedAt),
        ),
      )
      .orderBy(desc(seoDeploys.deployedAt))
      .all(),
  ]);
  const found: StandingChange[] = [];
  for (const row of later) {
    const field = changedFields(row.before, row.after).find((f) => fields.includes(f));
    if (field) {
      found.push({ by: row.changedBy, at: row.changedAt, field, via: "" });
      break;
    }
  }
  for (const deploy of deploys) {
    const field: Field | undefined =
      fields.includes("seoTitle") && deploy.beforeTitle !== deploy.afterTitle
        ? "seoTitle"
        : fields.includes("description") && deploy.beforeDescription !== deploy.afterDescription
          ? "description"
          : undefined;
    if (!field) continue;
    const by = deploy.deployedByUsername ?? "someone";
    found.push({ by, at: deploy.deployedAt, field, via: " in an SEO deploy" });
    break;
  }
  return found.sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
}

/**
 * `POST /api/pages/settings/changes/:id/revert`: puts back what one recorded change replaced,
 * from its record: into the draft for the settings that wait for Publish, at once for a slug.
 * The history decides, as for SEO deploys: refused (409 naming who and when) while a later
 * change of one of its fields stands, however the page reads now; and only at the draft version
 * the user saw (409), once (409).
 */
export async function revertPageSettingsChange(
  deps: Deps,
  id: string,
  input: { baseVersion?: number | undefined },
  actor: Actor,
): Promise<PageSettingsResult> {
  const change = await deps.db
    .select()
    .from(pageSettingsChanges)
    .where(eq(pageSettingsChanges.id, id))
    .get();
  if (!change) throw new AppError(404, "NOT_FOUND", "Change not found");
  if (change.revertedAt) throw alreadyReverted(change);
  const page = await deps.db.select().from(pages).where(eq(pages.id, change.pageId)).get();
  if (!page) throw new AppError(404, "NOT_FOUND", "The page of this change no longer exists");
  const target = await loadTarget(deps, page.path);
  if (input.baseVersion === undefined || input.baseVersion !== (target.draft?.version ?? 0)) {
    throw stale(page.path);
  }
  const fields = changedFields(change.before, change.after);
  const standing = await standingLaterChange(deps, change, fields, page.path);
  if (standing) {
    const name = FIELD_NAMES[standing.field];
    throw new AppError(
      409,
      "REVERT_CONFLICT",
      `This change cannot be reverted: the ${name} was changed again since (by ${standing.by}${standing.via}, ${timeAgo(standing.at)}). Revert that change first, or set the ${name} you want.`,
    );
  }
  const next = { ...target.values };
  for (const field of fields) next[field] = change.before[field];
  return writeSettings(deps, target, next, actor, change);
}
