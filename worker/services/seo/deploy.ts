import { and, desc, eq, isNull } from "drizzle-orm";
import { pageTitle } from "../../../app/lib/seo";
import {
  descriptionClass,
  type LengthClass,
  type SeoChangeInput,
  titleClass,
} from "../../../app/schemas/seo-deploy";
import { type Page, pages, type SeoDeploy, seoDeploys } from "../../db/schema";
import { AppError } from "../../errors";
import { headSnippet, readHead } from "../../html/seo-facts";
import { rebuildFeedsAfter } from "../content/feeds";
import { recordSeoDeployInGitHub } from "../content/github-publishing";
import { syncCodePages } from "../content/pages";
import type { SessionUser } from "../identity/session-user";
import { fetchOwnPage } from "../outside/safe-fetch";
import { auditInsert } from "../platform/audit";
import type { Deps, WorkerDeps } from "../platform/deps";
import { purgePublicPages } from "../platform/page-cache";
import { getSiteSettings } from "../platform/settings";

// Edge-deployed SEO fixes: a page's title and description overrides live in the catalogue
// (`pages.seo_title`, `pages.seo_description`), which every public page's <head> reads. A
// deploy writes them with the page's version (409 when stale), records before and after,
// purges the page's cached copies, and re-renders the page inside the Worker to check what a
// crawler now gets. Each deploy can be reverted on its own while the page still carries it.
// What to deploy is proposed in proposals.ts.

export type DeployActor = Pick<SessionUser, "id" | "username">;

export interface DeployOptions {
  actor: DeployActor;
  /** "review", "bulk", "github" … (who asked for it). */
  source?: string;
}

/** What the re-fetched HTML carried. */
export interface DeployVerification {
  status: number;
  title: string;
  description: string;
  expectedTitle: string;
  expectedDescription: string;
  titleMatches: boolean;
  descriptionMatches: boolean;
}

/** A deploy as the API answers it. */
export interface SeoDeployRecord {
  id: string;
  pagePath: string;
  source: string;
  before: { title: string | null; description: string | null };
  after: { title: string | null; description: string | null };
  pageVersion: number;
  deployedBy: string | null;
  deployedAt: string;
  verified: boolean;
  verification: DeployVerification | null;
  revertedAt: string | null;
  revertedBy: string | null;
}

/** One page's row in the bulk editor. */
export interface SeoPageRow {
  path: string;
  version: number;
  component: string;
  /** The page's own title and description (code or page content). */
  defaultTitle: string;
  defaultDescription: string;
  /** Staff overrides; null when the page shows its own. */
  seoTitle: string | null;
  seoDescription: string | null;
  /** What the <head> shows: the override or the default; the title with the suffix. */
  title: string;
  renderedTitle: string;
  description: string;
  titleClass: LengthClass;
  descriptionClass: LengthClass;
  duplicateTitle: boolean;
  duplicateDescription: boolean;
  lastModified: string;
}

function parseVerification(json: string | null): DeployVerification | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as DeployVerification) : null;
  } catch {
    return null;
  }
}

function toRecord(row: SeoDeploy): SeoDeployRecord {
  return {
    id: row.id,
    pagePath: row.pagePath,
    source: row.source,
    before: { title: row.beforeTitle, description: row.beforeDescription },
    after: { title: row.afterTitle, description: row.afterDescription },
    pageVersion: row.pageVersion,
    deployedBy: row.deployedByUsername,
    deployedAt: row.deployedAt,
    verified: row.verified,
    verification: parseVerification(row.verification),
    revertedAt: row.revertedAt,
    revertedBy: row.revertedBy,
  };
}

async function readPage({ db }: Deps, path: string): Promise<Page> {
  const row = await db.select().from(pages).where(eq(pages.path, path)).get();
  if (!row) throw new AppError(404, "NOT_FOUND", `Page not found: ${path}`);
  return row;
}

const staleMessage = (path: string) =>
  `${path} was changed by someone else since you reviewed it. Reload it and review the change again.`;

/**
 * Writes a page's overrides if its version is still `version`; 409 otherwise. Returns the
 * page's new version.
 */
async function writeOverrides(
  deps: Deps,
  page: Page,
  version: number,
  next: { title: string | null; description: string | null },
  actor: DeployActor,
): Promise<number> {
  const result = await deps.db
    .update(pages)
    .set({
      seoTitle: next.title,
      seoDescription: next.description,
      lastModified: new Date().toISOString(),
      modifiedBy: actor.username,
      version: version + 1,
    })
    .where(and(eq(pages.path, page.path), eq(pages.version, version)))
    .run();
  if (result.meta.changes !== 1) throw new AppError(409, "STALE_PAGE", staleMessage(page.path));
  return version + 1;
}

/** Purges the page, refreshes the sitemap's lastmod, re-renders and checks the <head>. */
async function publishAndVerify(
  deps: WorkerDeps,
  page: Page,
  next: { title: string | null; description: string | null },
): Promise<DeployVerification> {
  await purgePublicPages(deps, [page.path]);
  await rebuildFeedsAfter(deps, "seo_deploy.feeds_failed");
  const { settings } = await getSiteSettings(deps);
  const expectedTitle = pageTitle(next.title || page.title, settings.productName);
  const expectedDescription = next.description || page.description;
  const response = await fetchOwnPage(deps, page.path);
  const status = response.status;
  const facts = headSnippet(await readHead(response));
  return {
    status,
    title: facts.title,
    description: facts.description,
    expectedTitle,
    expectedDescription,
    titleMatches: status === 200 && facts.title === expectedTitle,
    descriptionMatches: status === 200 && facts.description === expectedDescription,
  };
}

async function saveVerification(deps: Deps, id: string, verification: DeployVerification) {
  await deps.db
    .update(seoDeploys)
    .set({
      verification: JSON.stringify(verification),
      verified: verification.titleMatches && verification.descriptionMatches,
    })
    .where(eq(seoDeploys.id, id));
}

/**
 * Deploys one page's title and description: writes the catalogue's SEO fields if the page is
 * still at `change.version` (409 otherwise, nothing stored), records the deploy (who, when,
 * before, after) with an audit entry, purges the page's cached copies, re-renders the page in
 * the Worker to verify its <head>, and records the deploy in GitHub when it is configured.
 * Empty `title`/`description` clear the override (the page shows its own text again).
 *
 * @example await deploySeoChange(deps, { path: "/it-security", title: "…", description: "…", version: 3 }, { actor })
 */
export async function deploySeoChange(
  deps: WorkerDeps,
  change: SeoChangeInput,
  options: DeployOptions,
): Promise<SeoDeployRecord> {
  const page = await readPage(deps, change.path);
  // A change without the version it was reviewed against is as stale as an old one.
  const { version } = change;
  if (version === undefined || page.version !== version) {
    throw new AppError(409, "STALE_PAGE", staleMessage(page.path));
  }
  const next = {
    title: change.title.trim() || null,
    description: change.description.trim() || null,
  };
  const pageVersion = await writeOverrides(deps, page, version, next, options.actor);
  const id = crypto.randomUUID();
  const source = options.source ?? "review";
  await deps.db.batch([
    deps.db.insert(seoDeploys).values({
      id,
      pagePath: page.path,
      source,
      beforeTitle: page.seoTitle,
      beforeDescription: page.seoDescription,
      afterTitle: next.title,
      afterDescription: next.description,
      pageVersion,
      deployedBy: options.actor.id,
      deployedByUsername: options.actor.username,
    }),
    auditInsert(deps, {
      action: "seo.deploy",
      actor: options.actor,
      targetType: "page",
      targetId: page.path,
      details: {
        deployId: id,
        source,
        before: { title: page.seoTitle, description: page.seoDescription },
        after: next,
      },
    }),
  ]);
  const verification = await publishAndVerify(deps, page, next);
  await saveVerification(deps, id, verification);
  const record = await getSeoDeploy(deps, id);
  // Also recorded in the GitHub repository when it is configured (never throws; issue 11).
  await recordSeoDeployInGitHub(deps, record);
  return record;
}

export type DeployOutcome =
  | { path: string; ok: true; deploy: SeoDeployRecord }
  | { path: string; ok: false; status: number; code: string; error: string };

/**
 * Deploys each approved change on its own: one stale page answers its own 409 and the others
 * still deploy.
 */
export async function deploySeoChanges(
  deps: WorkerDeps,
  changes: readonly SeoChangeInput[],
  options: DeployOptions,
): Promise<DeployOutcome[]> {
  const outcomes: DeployOutcome[] = [];
  for (const change of changes) {
    try {
      outcomes.push({
        path: change.path,
        ok: true,
        deploy: await deploySeoChange(deps, change, options),
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({
        path: change.path,
        ok: false,
        status: error.status,
        code: error.code,
        error: error.message,
      });
    }
  }
  return outcomes;
}

/** One deploy record; 404 when there is none. */
export async function getSeoDeploy({ db }: Deps, id: string): Promise<SeoDeployRecord> {
  const row = await db.select().from(seoDeploys).where(eq(seoDeploys.id, id)).get();
  if (!row) throw new AppError(404, "NOT_FOUND", "Deploy not found");
  return toRecord(row);
}

/** The newest deploys, of one page or of all. */
export async function listSeoDeploys(
  { db }: Deps,
  options: { path?: string; limit?: number } = {},
): Promise<SeoDeployRecord[]> {
  const rows = await db
    .select()
    .from(seoDeploys)
    .where(options.path ? eq(seoDeploys.pagePath, options.path) : undefined)
    .orderBy(desc(seoDeploys.deployedAt))
    .limit(Math.min(options.limit ?? 100, 500))
    .all();
  return rows.map(toRecord);
}

/**
 * Reverts one deploy: the page's overrides go back to what they were before it, if the page
 * still carries this deploy's values. A later change to the title or description (another
 * deploy, the bulk editor) answers 409 and nothing is written; so does a second revert.
 */
export async function revertSeoDeploy(
  deps: WorkerDeps,
  id: string,
  options: DeployOptions,
): Promise<SeoDeployRecord> {
  const deploy = await deps.db.select().from(seoDeploys).where(eq(seoDeploys.id, id)).get();
  if (!deploy) throw new AppError(404, "NOT_FOUND", "Deploy not found");
  if (deploy.revertedAt) {
    throw new AppError(409, "ALREADY_REVERTED", "This deploy was already reverted");
  }
  const page = await readPage(deps, deploy.pagePath);
  if (page.seoTitle !== deploy.afterTitle || page.seoDescription !== deploy.afterDescription) {
    throw new AppError(
      409,
      "REVERT_CONFLICT",
      `${page.path} was changed after this deploy; revert the later change first or edit the page.`,
    );
  }
  const previous = { title: deploy.beforeTitle, description: deploy.beforeDescription };
  await writeOverrides(deps, page, page.version, previous, options.actor);
  const now = new Date().toISOString();
  await deps.db.batch([
    deps.db
      .update(seoDeploys)
      .set({ revertedAt: now, revertedBy: options.actor.username })
      .where(and(eq(seoDeploys.id, id), isNull(seoDeploys.revertedAt))),
    auditInsert(deps, {
      action: "seo.revert",
      actor: options.actor,
      targetType: "page",
      targetId: page.path,
      details: { deployId: id, restored: previous },
    }),
  ]);
  await publishAndVerify(deps, page, previous);
  return getSeoDeploy(deps, id);
}

/**
 * Every active catalogue page's effective title and description for the bulk editor, with
 * length classes and duplicate flags, and the product name the titles end with.
 */
export async function listSeoPages(
  deps: Deps,
): Promise<{ pages: SeoPageRow[]; productName: string }> {
  // A fresh deployment lists its code pages before the first cron run too.
  await syncCodePages(deps);
  const [{ settings }, rows] = await Promise.all([
    getSiteSettings(deps),
    deps.db.select().from(pages).where(eq(pages.isActive, true)).orderBy(pages.path).all(),
  ]);
  const list = rows.map((row) => {
    const title = row.seoTitle || row.title;
    const description = row.seoDescription || row.description;
    const renderedTitle = pageTitle(title, settings.productName);
    return {
      path: row.path,
      version: row.version,
      component: row.component,
      defaultTitle: row.title,
      defaultDescription: row.description,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      title,
      renderedTitle,
      description,
      titleClass: titleClass(title.trim() ? renderedTitle : ""),
      descriptionClass: descriptionClass(description),
      duplicateTitle: false,
      duplicateDescription: false,
      lastModified: row.lastModified,
    };
  });
  const count = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const titles = count(list.map((row) => row.renderedTitle.toLowerCase()));
  const descriptions = count(list.map((row) => row.description.toLowerCase()));
  for (const row of list) {
    row.duplicateTitle = (titles.get(row.renderedTitle.toLowerCase()) ?? 0) > 1;
    row.duplicateDescription =
      row.description !== "" && (descriptions.get(row.description.toLowerCase()) ?? 0) > 1;
  }
  return { pages: list, productName: settings.productName };
}
