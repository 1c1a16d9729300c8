import { and, desc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { pageTitle } from "../../../app/lib/seo";
import type { SeoChangeInput } from "../../../app/schemas/seo-deploy";
import { chunks, runBatches } from "../../db/batches";
import { inList } from "../../db/in-list";
import { type Page, pages, type SeoDeploy, seoDeploys } from "../../db/schema";
import { AppError, type ErrorStatus } from "../../errors";
import { headSnippet, readHead } from "../../html/seo-facts";
import { type GitHubPushResult, recordSeoChangeInGitHub } from "../content/github-publishing";
import type { SessionUser } from "../identity/session-user";
import { fetchOwnPage } from "../outside/safe-fetch";
import { auditInsertIfChanged } from "../platform/audit";
import type { Deps, WorkerDeps } from "../platform/deps";
import { announceChange } from "../platform/publish-hooks";
import { getSiteSettings } from "../platform/settings";
import { pool } from "./crawl/pool";

// Edge-deployed SEO fixes: a page's title and description overrides live in the catalogue
// (`pages.seo_title`, `pages.seo_description`), which every public page's <head> reads. A
// deploy writes them with the page's version (409 when stale), records before and after,
// purges the page's cached copies, and re-renders the page inside the Worker to check what a
// crawler now gets. Reverts are in deploy-revert.ts, what to deploy is proposed in
// proposals.ts, and the bulk editor's page list is seo-pages.ts.

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

function parseVerification(json: string | null): DeployVerification | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as DeployVerification) : null;
  } catch {
    return null;
  }
}

export function toRecord(row: SeoDeploy): SeoDeployRecord {
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

/** The catalogue row of a path; 404 when there is none. */
export async function readPage({ db }: Deps, path: string): Promise<Page> {
  const row = await db.select().from(pages).where(eq(pages.path, path)).get();
  if (!row) throw new AppError(404, "NOT_FOUND", `Page not found: ${path}`);
  return row;
}

const staleMessage = (path: string) =>
  `${path} was changed by someone else since you reviewed it. Reload it and review the change again.`;

/** Above this many pages one deploy purges the whole site's cache (one KV write, not one per page). */
export const PURGE_ALL_ABOVE = 20;
/** Pages verified at once after a deploy (each is rendered in the Worker). */
const VERIFY_CONCURRENCY = 6;
/** Pages per D1 batch (three statements each); a batch is one round trip and one transaction. */
const PAGES_PER_BATCH = 16;

type Overrides = { title: string | null; description: string | null };

/**
 * Announces a whole deploy or revert ONCE through the after-publish hooks: the changed pages'
 * cached copies go stale (the whole site's above PURGE_ALL_ABOVE pages), the feeds follow (the
 * sitemap's lastmod follows the catalogue) and IndexNow hears of every page. Call it after the
 * change is stored; a hook that fails is logged and never undoes the deploy.
 */
export async function publishSeoChange(
  deps: Deps,
  paths: readonly string[],
  trigger: "deploy" | "revert",
): Promise<void> {
  if (paths.length === 0) return;
  await announceChange(deps, {
    paths,
    purgeAll: paths.length > PURGE_ALL_ABOVE,
    trigger,
    feeds: true,
  });
}

/** Re-renders a page in the Worker (through the edge cache) and checks its <head>. */
export async function verifyPage(
  deps: WorkerDeps,
  page: Page,
  next: Overrides,
  productName: string,
): Promise<DeployVerification> {
  const expectedTitle = pageTitle(next.title || page.title, productName);
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

/** Runs D1 statements in batches of `size` groups; each group stays inside one transaction. */
async function runGroups(deps: Deps, groups: BatchItem<"sqlite">[][], size: number) {
  await runBatches(
    deps.db,
    chunks(groups, size).map((run) => run.flat()),
  );
}

interface Plan {
  id: string;
  change: SeoChangeInput;
  /** The page version the change was reviewed against (a change without one is stale). */
  version: number;
  page: Page;
  next: Overrides;
}

/**
 * One page's deploy as three statements of one transaction: the conditional write of the
 * page (its version as reviewed), then the deploy record and the audit entry, each written
 * only when the statement before it changed a row (`changes()`). A stale page leaves nothing.
 */
function deployStatements(deps: Deps, plan: Plan, source: string, actor: DeployActor) {
  const { db } = deps;
  const { id, page, next, version } = plan;
  const literal = <T>(value: T, column: string) => sql<T>`${value}`.as(column);
  return [
    db
      .update(pages)
      .set({
        seoTitle: next.title,
        seoDescription: next.description,
        lastModified: new Date().toISOString(),
        modifiedBy: actor.username,
        version: version + 1,
      })
      .where(and(eq(pages.path, page.path), eq(pages.version, version))),
    db.insert(seoDeploys).select(
      db
        .select({
          id: literal(id, "id"),
          pagePath: literal(page.path, "page_path"),
          source: literal(source, "source"),
          beforeTitle: literal(page.seoTitle, "before_title"),
          beforeDescription: literal(page.seoDescription, "before_description"),
          afterTitle: literal(next.title, "after_title"),
          afterDescription: literal(next.description, "after_description"),
          pageVersion: literal(version + 1, "page_version"),
          deployedBy: literal(actor.id, "deployed_by"),
          deployedByUsername: literal(actor.username, "deployed_by_username"),
          // D1's clock: deploys of one page are ordered by the database that serialises them.
          deployedAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
          verification: literal(null, "verification"),
          verified: literal(0, "verified"),
          revertedAt: literal(null, "reverted_at"),
          revertedBy: literal(null, "reverted_by_username"),
        })
        .from(sql`(SELECT 1)`)
        .where(sql`changes() > 0`),
    ),
    auditInsertIfChanged(deps, {
      action: "seo.deploy",
      actor,
      targetType: "page",
      targetId: page.path,
      details: {
        deployId: id,
        source,
        before: { title: page.seoTitle, description: page.seoDescription },
        after: next,
      },
    }),
  ];
}

async function readDeploys({ db }: Deps, ids: readonly string[]): Promise<SeoDeploy[]> {
  return db.select().from(seoDeploys).where(inList(seoDeploys.id, ids)).all();
}

async function readPages({ db }: Deps, paths: readonly string[]): Promise<Map<string, Page>> {
  const rows = await db
    .select()
    .from(pages)
    .where(inList(pages.path, [...new Set(paths)]))
    .all();
  return new Map(rows.map((row) => [row.path, row]));
}

export type DeployOutcome =
  | { path: string; ok: true; deploy: SeoDeployRecord }
  | { path: string; ok: false; status: ErrorStatus; code: string; error: string };

export interface DeployBatchResult {
  results: DeployOutcome[];
  /** The batch's one GitHub record; null while GitHub is not configured or nothing deployed. */
  github: GitHubPushResult | null;
}

/**
 * Deploys approved changes, each page on its own: a page whose version moved on since review
 * answers its own 409 (nothing stored for it) and the others still deploy. Each page's write,
 * deploy record and audit entry are one transaction (conditional on the reviewed version).
 * Then, ONCE for the whole batch: the pages' cached copies are purged (the whole site above
 * PURGE_ALL_ABOVE pages), the feeds are rebuilt, and the batch is recorded in GitHub as one
 * file in one commit. Each page is re-rendered in the Worker to verify its <head>. Empty
 * `title`/`description` clear the override (the page shows its own text again).
 *
 * @example await deploySeoChanges(deps, [{ path: "/it-security", title: "…", description: "…", version: 3 }], { actor })
 */
export async function deploySeoChanges(
  deps: WorkerDeps,
  changes: readonly SeoChangeInput[],
  options: DeployOptions,
): Promise<DeployBatchResult> {
  const source = options.source ?? "review";
  const found = await readPages(
    deps,
    changes.map((change) => change.path),
  );
  const refused = new Map<number, DeployOutcome>();
  const stale = (path: string): DeployOutcome => {
    const error = staleMessage(path);
    return { path, ok: false, status: 409, code: "STALE_PAGE", error };
  };
  const plans: (Plan & { index: number })[] = [];
  changes.forEach((change, index) => {
    const page = found.get(change.path);
    if (!page) {
      const error = `Page not found: ${change.path}`;
      refused.set(index, { path: change.path, ok: false, status: 404, code: "NOT_FOUND", error });
    } else if (change.version === undefined || page.version !== change.version) {
      refused.set(index, stale(change.path));
    } else {
      const next = {
        title: change.title.trim() || null,
        description: change.description.trim() || null,
      };
      plans.push({ id: crypto.randomUUID(), change, version: change.version, page, next, index });
    }
  });
  await runGroups(
    deps,
    plans.map((plan) => deployStatements(deps, plan, source, options.actor)),
    PAGES_PER_BATCH,
  );
  // The plans whose conditional write won (a racing deploy of the same version may not have).
  const stored = new Set(
    (
      await readDeploys(
        deps,
        plans.map((plan) => plan.id),
      )
    ).map((r) => r.id),
  );
  const deployed = plans.filter((plan) => stored.has(plan.id));
  for (const plan of plans) {
    if (!stored.has(plan.id)) refused.set(plan.index, stale(plan.change.path));
  }
  await publishSeoChange(
    deps,
    deployed.map((plan) => plan.page.path),
    "deploy",
  );
  const { settings } = await getSiteSettings(deps);
  const verifications = new Map<string, DeployVerification>();
  await pool(deployed, VERIFY_CONCURRENCY, async (plan) => {
    verifications.set(plan.id, await verifyPage(deps, plan.page, plan.next, settings.productName));
  });
  await runGroups(
    deps,
    deployed.map((plan) => {
      const verification = verifications.get(plan.id);
      return verification ? [saveVerification(deps, plan.id, verification)] : [];
    }),
    PAGES_PER_BATCH * 3,
  );
  const records = new Map(
    (
      await readDeploys(
        deps,
        deployed.map((plan) => plan.id),
      )
    ).map((row) => [row.id, toRecord(row)]),
  );
  const ordered = deployed.flatMap((plan) => records.get(plan.id) ?? []);
  const first = ordered[0];
  // The whole request is one file and one commit (never throws; issue 11).
  const github = first
    ? await recordSeoChangeInGitHub(deps, {
        kind: "deploys",
        id: first.id,
        message:
          ordered.length === 1
            ? `Record SEO deploy of ${first.pagePath}`
            : `Record SEO deploy of ${ordered.length} pages`,
        body: { deploys: ordered },
      })
    : null;
  const byIndex = new Map(deployed.map((plan) => [plan.index, records.get(plan.id)]));
  const results = changes.map((change, index): DeployOutcome => {
    const record = byIndex.get(index);
    if (record) return { path: change.path, ok: true, deploy: record };
    return refused.get(index) ?? stale(change.path);
  });
  return { results, github };
}

function saveVerification(deps: Deps, id: string, verification: DeployVerification) {
  return deps.db
    .update(seoDeploys)
    .set({
      verification: JSON.stringify(verification),
      verified: verification.titleMatches && verification.descriptionMatches,
    })
    .where(eq(seoDeploys.id, id));
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
