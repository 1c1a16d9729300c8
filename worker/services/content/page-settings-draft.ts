import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PageType } from "../../../app/schemas/inline-content";
import type { PageSettingsValues } from "../../../app/schemas/page-settings";
import {
  DRAFT_SETTINGS_FIELDS,
  type DraftSettings,
  DraftSettingsSchema,
  type DraftSettingsValues,
  type RevisionSettings,
  RevisionSettingsSchema,
} from "../../../app/schemas/page-settings-draft";
import { inlineContent, type Page, pageSettingsChanges, pages } from "../../db/schema";
import type { SessionUser } from "../identity/session-user";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { readCatalogueRow } from "./pages";

// Page settings as part of a page's draft (issue 31). Published settings live where every
// public output reads them, the catalogue row (`pages`: <title>, meta description, og:image,
// JSON-LD, social image, sitemap); the draft row carries only the settings it changes
// (`inline_content.settings`); a revision records the settings it left (`{ values, changed }`).
// Publish writes the draft's settings into the catalogue in the batch that publishes its words.

/** A page's published settings, as its catalogue row holds them. */
export function publishedSettingsOf(
  row: Pick<Page, "source" | "content" | "seoTitle" | "seoDescription" | "seoImage">,
): DraftSettingsValues {
  return {
    seoTitle: row.seoTitle,
    description: row.seoDescription,
    image: row.seoImage,
    title: row.source === "d1" ? createdPageTitle(row.content) : null,
  };
}

/** A created page's own title (its content's seoTitle); null while it follows its heading. */
function createdPageTitle(content: string | null): string | null {
  try {
    const value: unknown = JSON.parse(content ?? "null");
    const title =
      value && typeof value === "object" && "seoTitle" in value ? value.seoTitle : undefined;
    return typeof title === "string" && title.trim() !== "" ? title.trim() : null;
  } catch {
    return null;
  }
}

/** The catalogue row whose settings a page's draft changes (none for a blog post's page). */
export async function readSettingsRow(
  deps: Deps,
  pagePath: string,
  pageType: PageType,
): Promise<Page | undefined> {
  return pageType === "page" ? readCatalogueRow(deps, pagePath) : undefined;
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The settings a stored draft (or frozen snapshot) sets; none when it holds none it can read. */
export function parseDraftSettings(text: string | null | undefined): DraftSettings {
  const parsed = DraftSettingsSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : {};
}

/**
 * The one spelling of what a draft sets, as the draft row stores it (the fields in order):
 * null when it sets nothing. Publishing clears the draft's copy only while it is still this.
 */
export function draftSettingsText(draft: DraftSettings): string | null {
  const named = DRAFT_SETTINGS_FIELDS.filter((field) => draft[field] !== undefined);
  if (named.length === 0) return null;
  return JSON.stringify(Object.fromEntries(named.map((field) => [field, draft[field]])));
}

/** A revision's recorded settings; null for one recorded without them. */
export function parseRevisionSettings(text: string | null | undefined): RevisionSettings | null {
  const parsed = RevisionSettingsSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

/**
 * The catalogue columns that publish `draft` (for one `UPDATE pages`): the SEO title,
 * description and social image it sets, and a created page's title (which its content's
 * seoTitle also holds; without one the row's title is the heading again).
 */
export function publishedColumns(draft: DraftSettings, source: Page["source"]) {
  const columns: {
    seoTitle?: string | null;
    seoDescription?: string | null;
    seoImage?: string | null;
    title?: SQL<string>;
    content?: SQL<string>;
  } = {};
  if (draft.seoTitle !== undefined) columns.seoTitle = draft.seoTitle;
  if (draft.description !== undefined) columns.seoDescription = draft.description;
  if (draft.image !== undefined) columns.seoImage = draft.image;
  if (draft.title !== undefined && source === "d1") {
    const title = draft.title;
    // Without a set title the catalogue shows the heading: the first hero section's, or the
    // hero of a page stored before pages were made of sections.
    const heading = sql`(select json_extract(s.value, '$.title') from json_each(${pages.content}, '$.sections') s where json_extract(s.value, '$.type') = 'hero' order by s.key limit 1)`;
    columns.title = sql<string>`coalesce(${title}, ${heading}, json_extract(${pages.content}, '$.hero.title'), ${pages.title})`;
    columns.content = sql<string>`case when json_valid(${pages.content}) then json_set(${pages.content}, '$.seoTitle', ${title ?? ""}) else ${pages.content} end`;
  }
  return columns;
}

/**
 * After a publish of `draft`: the draft row no longer sets what is now published, so a later
 * SEO deploy of those fields is not undone by the next publish. Only while the draft row still
 * carries exactly what was published (a newer draft's settings stay).
 */
export function clearPublishedDraftSettings({ db }: Deps, pagePath: string, draft: DraftSettings) {
  const text = draftSettingsText(draft);
  return db
    .update(inlineContent)
    .set({ settings: null })
    .where(
      and(
        eq(inlineContent.pagePath, pagePath),
        eq(inlineContent.status, "draft"),
        text === null ? sql`0` : eq(inlineContent.settings, text),
      ),
    );
}

/** A page's settings with its address: the slug for a created page, null for a code page. */
export function withSlug(row: Pick<Page, "source" | "path">, values: DraftSettingsValues) {
  return { ...values, slug: row.source === "d1" ? row.path.slice(1) : null };
}

/**
 * The record of one change of a page's settings, for the batch that makes it: the row Page
 * settings lists (and a revert reads, by its id) and its audit entry. `details` adds to the
 * audit's (a restore names its revision).
 */
export function settingsChangeStatements(
  deps: Deps,
  change: {
    id?: string;
    row: Pick<Page, "id" | "version">;
    pagePath: string;
    before: PageSettingsValues;
    after: PageSettingsValues;
    actor: Pick<SessionUser, "id" | "username">;
    now: string;
    details?: Record<string, unknown>;
  },
) {
  const id = change.id ?? crypto.randomUUID();
  const fields = (Object.keys(change.after) as (keyof PageSettingsValues)[]).filter(
    (field) => change.before[field] !== change.after[field],
  );
  return [
    deps.db.insert(pageSettingsChanges).values({
      id,
      pageId: change.row.id,
      pagePath: change.pagePath,
      before: change.before,
      after: change.after,
      pageVersion: change.row.version,
      changedById: change.actor.id,
      changedBy: change.actor.username,
      changedAt: change.now,
    }),
    auditInsert(deps, {
      action: "page.settings",
      actor: change.actor,
      targetType: "page",
      targetId: change.pagePath,
      details: {
        changeId: id,
        before: change.before,
        after: change.after,
        fields,
        ...change.details,
      },
    }),
  ] as const;
}
