import { asc, eq, type Placeholder, sql } from "drizzle-orm";
import { z } from "zod";
import {
  CODE_PAGES,
  type CodePage,
  codePageUpdated,
  FIXED_PAGES,
  findCodePage,
  pageComponent,
} from "../../../app/content";
import { pageOfCopy } from "../../../app/content/sections";
import { ICON_NAMES, type ServicePageContent } from "../../../app/content/types";
import type { PublishScheduleView } from "../../../app/schemas/publish-schedule";
import { SectionSchema } from "../../../app/schemas/sections";
import { chunks, runBatches } from "../../db/batches";
import { type Db, preparedOnce } from "../../db/client";
import { inlineContent, type Page, pages } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { scheduleViews } from "./publish-schedules";

// The page catalogue: one `pages` row per public page. Code pages (app/content) are copied in
// by `syncCodePages`; pages created in the admin are rows with their content as JSON. Staff's
// SEO edits (seoTitle, seoDescription, seoKeywords) and isActive belong to the row and are
// never overwritten by a sync.

/** Catalogue templates of D1 pages that the service template renders. */
const D1_SERVICE_COMPONENTS = new Set(["service-page", "service", "regional", "landing"]);

/** A catalogue row as the admin's Website Pages list and `GET /api/pages` show it. */
export interface CatalogueEntry {
  id: string;
  path: string;
  title: string;
  description: string;
  component: string;
  source: "code" | "d1";
  isActive: boolean;
  lastModified: string;
  modifiedBy: string | null;
  seoData: {
    title: string | null;
    description: string | null;
    keywords: string[];
    /** The social image set in Page settings; null for the site's. */
    image: string | null;
  };
  version: number;
}

/** A page that `/:slug` can render, with the catalogue row that governs its `<head>`. */
export type ResolvedPage =
  | { kind: "code"; page: CodePage; entry: CatalogueEntry }
  | { kind: "d1"; page: ServicePageContent; entry: CatalogueEntry };

export interface CodeRow {
  id: string;
  path: string;
  title: string;
  description: string;
  component: string;
  keywords: string[];
  /** When the code copy last changed: the row's lastModified until staff change the row. */
  updated: string;
}

/** The catalogue rows of the code pages, as `syncCodePages` writes them. */
export function codeRows(): CodeRow[] {
  const fixed = FIXED_PAGES.map((page) => ({
    id: `code${page.path === "/" ? ":home" : page.path.replace("/", ":")}`,
    path: page.path,
    title: page.title,
    description: page.description,
    component: page.component,
    keywords: [],
    updated: page.updated,
  }));
  return [...fixed, ...CODE_PAGES.map(codeRow)];
}

/** The catalogue's view of a code page at `/{slug}`. */
function codeRow(page: CodePage): CodeRow {
  return {
    id: `code:${page.slug}`,
    path: `/${page.slug}`,
    title: page.template === "legal" ? page.title : page.seoTitle,
    description: page.description,
    component: pageComponent(page),
    keywords: page.template === "legal" ? [] : page.keywords,
    updated: codePageUpdated(page),
  };
}

function toEntry(row: Page): CatalogueEntry {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    description: row.description,
    component: row.component,
    source: row.source,
    isActive: row.isActive,
    lastModified: row.lastModified,
    modifiedBy: row.modifiedBy,
    seoData: {
      title: row.seoTitle,
      description: row.seoDescription,
      keywords: row.seoKeywords,
      image: row.seoImage,
    },
    version: row.version,
  };
}

/**
 * Copies the code pages into the catalogue: inserts the missing ones and refreshes title,
 * description and template of code rows whose code changed. Idempotent; run by the cron and
 * when a lookup misses. Returns how many rows it wrote.
 */
export async function syncCodePages({ db }: Deps): Promise<number> {
  const existing = await db
    .select({
      path: pages.path,
      source: pages.source,
      title: pages.title,
      description: pages.description,
      component: pages.component,
      lastModified: pages.lastModified,
      modifiedBy: pages.modifiedBy,
    })
    .from(pages)
    .all();
  const byPath = new Map(existing.map((row) => [row.path, row]));
  const writes = [];
  for (const row of codeRows()) {
    const current = byPath.get(row.path);
    if (!current) {
      writes.push(
        db
          .insert(pages)
          .values({
            id: row.id,
            path: row.path,
            title: row.title,
            description: row.description,
            component: row.component,
            source: "code",
            seoKeywords: row.keywords,
            lastModified: row.updated,
          })
          .onConflictDoNothing(),
      );
    } else if (
      current.source === "code" &&
      (current.title !== row.title ||
        current.description !== row.description ||
        current.component !== row.component ||
        (current.modifiedBy === null && current.lastModified !== row.updated))
    ) {
      // Untouched by staff, the row's lastModified is the code's; after a staff change
      // (an SEO deploy) it is the later of the two.
      const lastModified =
        current.modifiedBy === null
          ? row.updated
          : row.updated > current.lastModified
            ? row.updated
            : current.lastModified;
      writes.push(
        db
          .update(pages)
          .set({
            title: row.title,
            description: row.description,
            component: row.component,
            lastModified,
          })
          .where(eq(pages.path, row.path)),
      );
    }
  }
  // D1 caps a batch's size; 50 statements per batch stays far below it.
  await runBatches(db, chunks(writes, 50));
  return writes.length;
}

function isCodePath(path: string): boolean {
  return (
    FIXED_PAGES.some((page) => page.path === path) ||
    findCodePage(path.replace(/^\//, "")) !== undefined
  );
}

/** The catalogue row of a path, as a query (a batch may carry it: content/render-rows.ts). */
export const catalogueQuery = (db: Db, path: string | Placeholder) =>
  db.select().from(pages).where(eq(pages.path, path));

/** The same read, prepared once (every page render reads one). */
const catalogueRow = preparedOnce((db) => catalogueQuery(db, sql.placeholder("path")).prepare());

/**
 * The stored catalogue row of a path. A code page whose row is missing (fresh database, new
 * page in a deploy) makes the catalogue sync first, so a page never waits for the cron.
 */
export async function readCatalogueRow(deps: Deps, path: string) {
  const read = () => catalogueRow(deps.db).get({ path });
  const early = deps.renderReads?.catalogueRow;
  const row = await (early?.path === path ? early.row : read());
  if (row || !isCodePath(path)) return row;
  await syncCodePages(deps);
  return read();
}

/** The catalogue entry of a path, or null. */
export async function getCatalogueEntry(deps: Deps, path: string): Promise<CatalogueEntry | null> {
  const row = await readCatalogueRow(deps, path);
  return row ? toEntry(row) : null;
}

/** A page as the admin's list shows it: with its inline draft's version and its schedule. */
export interface CatalogueListEntry extends CatalogueEntry {
  /** The inline draft's version (0 without a draft): what a publish from the list reviewed. */
  draftVersion: number;
  /** The pending schedule of its inline edits, or the last one the cron refused. */
  schedule: PublishScheduleView | null;
}

/** Every catalogue page, ordered by path (the admin's Website Pages list). */
export async function listPages(deps: Deps): Promise<CatalogueListEntry[]> {
  await syncCodePages(deps);
  const [rows, drafts, schedules] = await Promise.all([
    deps.db.select().from(pages).orderBy(asc(pages.path)).all(),
    deps.db
      .select({ pagePath: inlineContent.pagePath, version: inlineContent.version })
      .from(inlineContent)
      .where(eq(inlineContent.status, "draft"))
      .all(),
    scheduleViews(deps, "inline"),
  ]);
  const draftVersions = new Map(drafts.map((d) => [d.pagePath, d.version]));
  return rows.map((row) => ({
    ...toEntry(row),
    draftVersion: draftVersions.get(row.path) ?? 0,
    schedule: schedules.get(row.path) ?? null,
  }));
}

const CtaSchema = z.object({ label: z.string(), href: z.string() });
const FeatureSchema = z.object({
  icon: z.enum(ICON_NAMES).catch("check-circle-2"),
  title: z.string(),
  body: z.string(),
});

/**
 * A D1 page's content JSON as pages stored it before they were made of sections (its copy):
 * read as the sections it always rendered.
 */
const StoredPageCopySchema = z.object({
  slug: z.string(),
  family: z
    .enum(["core", "service", "staffing", "india", "msp", "connectwise", "regional", "legal"])
    .catch("service"),
  template: z.enum(["service", "landing"]).catch("service"),
  seoTitle: z.string(),
  description: z.string(),
  keywords: z.array(z.string()).catch([]),
  parent: z.string().optional(),
  hero: z.object({
    eyebrow: z.string().catch(""),
    title: z.string(),
    subtitle: z.string().catch(""),
    primaryCta: CtaSchema.catch({ label: "Contact us", href: "/#contact" }),
    secondaryCta: CtaSchema.optional(),
  }),
  intro: z.array(z.string()).catch([]),
  stats: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  included: z
    .object({ title: z.string(), intro: z.string().optional(), items: z.array(FeatureSchema) })
    .catch({ title: "What is included", items: [] }),
  process: z
    .object({
      title: z.string(),
      steps: z.array(z.object({ title: z.string(), body: z.string() })),
    })
    .catch({ title: "How it works", steps: [] }),
  whyUs: z
    .object({ title: z.string(), points: z.array(FeatureSchema) })
    .catch({ title: "Why us", points: [] }),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })).catch([]),
  cta: z.object({ title: z.string(), body: z.string(), button: CtaSchema }).catch({
    title: "Talk to our team",
    body: "Tell us what you need and we will reply within one business day.",
    button: { label: "Contact us", href: "/#contact" },
  }),
  related: z.array(z.string()).catch([]),
  region: z
    .object({
      name: z.string(),
      country: z.enum(["US", "IN"]).optional(),
      areaServed: z.array(z.string()),
      timeZones: z.array(z.string()),
      industries: z.array(z.string()),
    })
    // Content stored before regions carried their country: an India region's name ends so.
    .transform(({ country, ...facts }) => ({
      ...facts,
      country: country ?? (/\bIndia$/.test(facts.name) ? ("IN" as const) : ("US" as const)),
    }))
    .optional(),
});

/** What a D1 page of sections stores besides its sections (as lenient as the copy's read). */
const StoredPageFactsSchema = StoredPageCopySchema.pick({
  family: true,
  template: true,
  seoTitle: true,
  description: true,
  keywords: true,
  parent: true,
  related: true,
  region: true,
}).extend({ sections: z.array(z.unknown()) });

/**
 * A D1 page's content: a page of sections (each checked by its type's schema; one that no
 * longer parses is left out rather than failing the page), or the copy shape pages had before.
 */
function parseD1Content(row: CatalogueEntry, json: string | null): ServicePageContent | null {
  if (!json) return null;
  const slug = row.path.slice(1);
  try {
    const stored: unknown = JSON.parse(json);
    const facts = StoredPageFactsSchema.safeParse(stored);
    if (facts.success) {
      const sections = facts.data.sections.flatMap((raw) => {
        const section = SectionSchema.safeParse(raw);
        return section.success ? [section.data] : [];
      });
      return { ...facts.data, slug, sections };
    }
    const copy = StoredPageCopySchema.safeParse(stored);
    return copy.success ? pageOfCopy({ ...copy.data, slug }) : null;
  } catch {
    return null;
  }
}

/**
 * The page served at `/{slug}`: an active code page or an active D1 page of the service
 * template. Null when there is none or it is inactive (the route answers 404). Edit mode
 * passes `includeInactive`: staff see a created page before it is published.
 */
export async function resolvePage(
  deps: Deps,
  slug: string,
  options: { includeInactive?: boolean } = {},
): Promise<ResolvedPage | null> {
  const path = `/${slug}`;
  const row = await readCatalogueRow(deps, path);
  const entry = row ? toEntry(row) : null;
  const code = findCodePage(slug);
  const shown = (e: CatalogueEntry) => e.isActive || options.includeInactive === true;
  if (code) {
    // The catalogue decides whether it is shown; a missing row (failed sync) still shows it.
    if (entry && !shown(entry)) return null;
    return { kind: "code", page: code, entry: entry ?? fallbackEntry(code) };
  }
  if (!entry || !shown(entry) || entry.source !== "d1") return null;
  if (!D1_SERVICE_COMPONENTS.has(entry.component)) return null;
  const page = parseD1Content(entry, row?.content ?? null);
  if (!page) throw new Error(`Page ${path} has no valid content`);
  return { kind: "d1", page, entry };
}

/** The entry of a code page whose catalogue row is missing (a failed sync). */
function fallbackEntry(page: CodePage): CatalogueEntry {
  const { id, path, title, description, component } = codeRow(page);
  return {
    id,
    path,
    title,
    description,
    component,
    source: "code",
    isActive: true,
    lastModified: new Date(0).toISOString(),
    modifiedBy: null,
    seoData: { title: null, description: null, keywords: [], image: null },
    version: 1,
  };
}
