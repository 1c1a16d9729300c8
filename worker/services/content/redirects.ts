import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  chainMessage,
  duplicateSourceMessage,
  REDIRECT_IMPORT_MAX_ROWS,
  REDIRECT_MESSAGES,
  type Redirect,
  type RedirectImportRefusal,
  type RedirectImportResult,
  type RedirectInput,
  RedirectInputSchema,
  type RedirectOrigin,
  type RedirectStatus,
  replacementSelfMessage,
} from "../../../app/schemas/redirects";
import { analyticsRollups, redirects } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { flushCounters } from "../analytics/reports";
import type { SessionUser } from "../identity/session-user";
import { CSV_BOM, csvLine } from "../leads/export";
import { likePattern } from "../leads/leads";
import { auditInsert, auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { markRedirectsChanged } from "../platform/purge-tokens";
import { isLivePath } from "./link-targets";
import {
  checkedRule,
  checkTarget,
  normaliseTarget,
  type RedirectRule,
  ruleCovers,
  targetPath,
} from "./redirect-rules";

// The redirect manager (issue 34): staff's rules, CSV import and export, and the automatic 301
// that every change of a live address leaves behind. Each change bumps the redirects token the
// edge reads with the page-cache tokens (one KV read), so every isolate reloads its index.

type Actor = Pick<SessionUser, "id" | "username">;

const staleMessage =
  "This redirect was changed by someone else since you opened it. Reload to see the current version.";

async function allRules({ db }: Deps): Promise<RedirectRule[]> {
  return db
    .select({
      id: redirects.id,
      source: redirects.source,
      target: redirects.target,
      status: redirects.status,
      match: redirects.match,
    })
    .from(redirects);
}

/** `GET /api/redirects`: every rule (or those matching `q`), with its hits, by source. */
export async function listRedirects(deps: Deps, q?: string): Promise<Redirect[]> {
  const { db } = deps;
  await flushCounters(deps);
  const pattern = q ? likePattern(q.toLowerCase()) : null;
  const [rows, hits] = await db.batch([
    db
      .select()
      .from(redirects)
      .where(
        pattern
          ? or(
              sql`lower(${redirects.source}) LIKE ${pattern} ESCAPE '\\'`,
              sql`lower(${redirects.target}) LIKE ${pattern} ESCAPE '\\'`,
            )
          : undefined,
      )
      .orderBy(asc(redirects.source)),
    db
      .select({
        key: analyticsRollups.key,
        hits: sql<number>`sum(${analyticsRollups.views})`,
        last: sql<string>`max(${analyticsRollups.day})`,
      })
      .from(analyticsRollups)
      .where(eq(analyticsRollups.dimension, "redirect"))
      .groupBy(analyticsRollups.key),
  ]);
  const bySource = new Map(hits.map((row) => [row.key, row]));
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    target: row.target,
    status: row.status,
    match: row.match,
    origin: row.origin,
    hits: Number(bySource.get(row.source)?.hits ?? 0),
    lastHit: bySource.get(row.source)?.last ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  }));
}

async function findRedirect(deps: Deps, id: string): Promise<Redirect> {
  const found = (await listRedirects(deps)).find((row) => row.id === id);
  if (!found) throw notFound("Redirect not found");
  return found;
}

/**
 * The SQL condition that no stored rule (but `exceptId`) makes a chain with `rule` at the
 * moment of the write: none has the rule's target path as its source, none points at its
 * source. The checks before the write say which rule it meets; this keeps two racing writes
 * from building a chain between them.
 */
function noChainNow(rule: Pick<RedirectRule, "source" | "target">, exceptId = "") {
  const into = targetPath(rule.target) ?? "\u0000";
  return sql`NOT EXISTS (SELECT 1 FROM ${redirects} WHERE ${redirects.id} <> ${exceptId}
    AND (${redirects.source} = ${into} OR ${redirects.target} = ${rule.source}
         OR substr(${redirects.target}, 1, ${rule.source.length + 1}) = ${`${rule.source}?`}))`;
}

/** Why a conditional write of `rule` changed nothing: a duplicate, a chain, or (for an edit) stale. */
async function refusal(deps: Deps, rule: Omit<RedirectRule, "id">, id?: string): Promise<AppError> {
  const rules = await allRules(deps);
  if (id && !rules.some((row) => row.id === id)) return notFound("Redirect not found");
  const same = rules.find((row) => row.source === rule.source && row.id !== id);
  if (same) return new AppError(409, "DUPLICATE_REDIRECT", duplicateSourceMessage(rule.source));
  const path = targetPath(rule.target);
  const met = rules.find(
    (row) =>
      row.id !== id &&
      ((path !== null && ruleCovers(row, path)) || targetPath(row.target) === rule.source),
  );
  if (met) return new AppError(400, "INVALID_REDIRECT", chainMessage(met));
  return new AppError(409, "STALE_VERSION", staleMessage);
}

/** The audit row of a stored rule change (written once the change stood). */
async function auditRule(
  deps: Deps,
  action: string,
  actor: Actor,
  id: string,
  rule: Omit<RedirectRule, "id">,
): Promise<void> {
  await deps.db.batch([
    auditInsert(deps, {
      action,
      actor,
      targetType: "redirect",
      targetId: id,
      details: { source: rule.source, target: rule.target, status: rule.status },
    }),
  ]);
}

/** `POST /api/redirects`: a checked rule, stored unless a racing write made it unsafe. */
export async function createRedirect(
  deps: Deps,
  input: RedirectInput,
  actor: Actor,
  origin: RedirectOrigin = "manual",
): Promise<Redirect> {
  const existing = await allRules(deps);
  const rule = await checkedRule(deps, input, existing);
  if (existing.some((row) => row.source === rule.source)) {
    throw new AppError(409, "DUPLICATE_REDIRECT", duplicateSourceMessage(rule.source));
  }
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const { db } = deps;
  // One statement: the insert happens only while no racing write made it a chain.
  const inserted = await db.run(sql`INSERT OR IGNORE INTO ${redirects} (id, source, target,
        status, match, origin, created_at, created_by, updated_at, updated_by)
      SELECT ${id}, ${rule.source}, ${rule.target}, ${rule.status}, ${rule.match}, ${origin},
        ${now}, ${actor.id}, ${now}, ${actor.id}
      WHERE ${noChainNow(rule)}`);
  if (inserted.meta.changes === 0) throw await refusal(deps, rule);
  await auditRule(deps, "redirect.create", actor, id, rule);
  await markRedirectsChanged(deps);
  return findRedirect(deps, id);
}

/** `PUT /api/redirects/:id`: the rule the user saw (`version`), changed and checked again. */
export async function updateRedirect(
  deps: Deps,
  id: string,
  input: RedirectInput & { version: number },
  actor: Actor,
): Promise<Redirect> {
  const existing = await allRules(deps);
  if (!existing.some((row) => row.id === id)) throw notFound("Redirect not found");
  const others = existing.filter((row) => row.id !== id);
  const rule = await checkedRule(deps, input, others);
  if (others.some((row) => row.source === rule.source)) {
    throw new AppError(409, "DUPLICATE_REDIRECT", duplicateSourceMessage(rule.source));
  }
  const { db } = deps;
  const now = new Date().toISOString();
  const updated = await db.run(sql`UPDATE OR IGNORE ${redirects} SET source = ${rule.source},
        target = ${rule.target}, status = ${rule.status}, match = ${rule.match},
        updated_at = ${now}, updated_by = ${actor.id}, version = version + 1
      WHERE id = ${id} AND version = ${input.version} AND ${noChainNow(rule, id)}`);
  if (updated.meta.changes === 0) throw await refusal(deps, rule, id);
  await auditRule(deps, "redirect.update", actor, id, rule);
  await markRedirectsChanged(deps);
  return findRedirect(deps, id);
}

/** `DELETE /api/redirects/:id?version=`: the rule as the user saw it, removed. */
export async function deleteRedirect(
  deps: Deps,
  id: string,
  version: number,
  actor: Actor,
): Promise<void> {
  const { db } = deps;
  const [deleted] = await db.batch([
    db.delete(redirects).where(and(eq(redirects.id, id), eq(redirects.version, version))),
    auditInsertIfChanged(deps, {
      action: "redirect.delete",
      actor,
      targetType: "redirect",
      targetId: id,
    }),
  ]);
  if (deleted.meta.changes === 0) {
    const found = await db.select({ id: redirects.id }).from(redirects).where(eq(redirects.id, id));
    if (found.length === 0) throw notFound("Redirect not found");
    throw new AppError(409, "STALE_VERSION", staleMessage);
  }
  await markRedirectsChanged(deps);
}

/**
 * Leaves a 301 from a live address that changed (`from`) to its new one (`to`), in one D1
 * transaction: rules pointing at `from` now point at `to` (A→B then B→C stores A→C and B→C,
 * never a chain), a rule from `to` is removed (A→B then B→A leaves B→A: `to` is live now),
 * and `from`'s own rule is replaced.
 *
 * @example await recordAddressChange(deps, "/blog/old-slug", "/blog/new-slug", user)
 */
export async function recordAddressChange(
  deps: Deps,
  from: string,
  to: string,
  actor: Actor | null,
): Promise<void> {
  const [first, ...rest] = addressChangeStatements(deps, from, to, actor);
  if (!first) return;
  await deps.db.batch([first, ...rest]);
  await markRedirectsChanged(deps);
}

/**
 * The statements of `recordAddressChange`, for a caller that stores the change of address in
 * the same D1 transaction (a page or post deleted with a replacement); none when `from` is
 * `to`. The caller bumps the redirects token (`markRedirectsChanged`) after its batch.
 */
export function addressChangeStatements(
  deps: Deps,
  from: string,
  to: string,
  actor: Actor | null,
): BatchItem<"sqlite">[] {
  if (from === to) return [];
  const { db } = deps;
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  return [
    db.delete(redirects).where(eq(redirects.source, to)),
    db
      .update(redirects)
      .set({ target: to, updatedAt: now, version: sql`${redirects.version} + 1` })
      .where(
        or(
          eq(redirects.target, from),
          sql`substr(${redirects.target}, 1, ${from.length + 1}) = ${`${from}?`}`,
        ),
      ),
    db
      .insert(redirects)
      .values({
        id,
        source: from,
        target: to,
        status: 301,
        match: "exact",
        origin: "automatic",
        createdAt: now,
        createdBy: actor?.id ?? null,
        updatedAt: now,
        updatedBy: actor?.id ?? null,
      })
      .onConflictDoUpdate({
        target: redirects.source,
        set: {
          target: to,
          status: 301,
          match: "exact",
          origin: "automatic",
          updatedAt: now,
          version: sql`${redirects.version} + 1`,
        },
      }),
    auditInsert(deps, {
      action: "redirect.automatic",
      actor,
      targetType: "redirect",
      targetId: from,
      details: { from, to },
    }),
  ];
}

/**
 * The replacement chosen for the address `from` of a page or post being deleted, checked as a
 * redirect's target and normalised: 400 when it is unsafe, no live page, or `from` itself.
 * Called before the delete, so a refused replacement deletes nothing.
 */
export async function checkedReplacement(deps: Deps, from: string, input: string): Promise<string> {
  const target = normaliseTarget(input, 301);
  if (targetPath(target) === from)
    throw new AppError(400, "VALIDATION", replacementSelfMessage(from));
  await checkTarget(deps, target);
  return target;
}

/**
 * A live page's own address is never a redirect's source: rules whose source is one of the
 * published `paths` and is live now are removed (an after-publish hook: a new post at an old
 * address, a page published where a redirect pointed away).
 */
export async function dropRulesOverLivePages(deps: Deps, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const { db } = deps;
  const covered = await db
    .select({ id: redirects.id, source: redirects.source })
    .from(redirects)
    .where(inArray(redirects.source, [...new Set(paths)].slice(0, 90)));
  const live = [];
  for (const rule of covered) if (await isLivePath(deps, rule.source)) live.push(rule);
  if (live.length === 0) return;
  await db.delete(redirects).where(
    inArray(
      redirects.id,
      live.map((rule) => rule.id),
    ),
  );
  await markRedirectsChanged(deps);
}

/** The cells of one CSV line (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * `POST /api/redirects/import`: one rule per CSV line (`source,target,status`, a header line
 * allowed, status 301 when left out), each checked as a typed rule is and against the rules
 * before it; refused lines are answered with their reason and the rest added together (none
 * with `dryRun`).
 */
export async function importRedirects(
  deps: Deps,
  csv: string,
  dryRun: boolean,
  actor: Actor,
): Promise<RedirectImportResult> {
  const lines = parseCsv(csv.replace(/^\uFEFF/, ""))
    .map((cells, index) => ({ cells: cells.map((c) => c.trim()), line: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell !== ""));
  if (lines[0] && /^source$/i.test(lines[0].cells[0] ?? "")) lines.shift();
  if (lines.length === 0) throw new AppError(400, "INVALID_CSV", REDIRECT_MESSAGES.csvEmpty);
  if (lines.length > REDIRECT_IMPORT_MAX_ROWS) {
    throw new AppError(400, "INVALID_CSV", REDIRECT_MESSAGES.csvTooLong);
  }
  const rules = await allRules(deps);
  const added: RedirectImportResult["added"] = [];
  const refused: RedirectImportRefusal[] = [];
  for (const { cells, line } of lines) {
    const [source = "", target = "", status = ""] = cells;
    const parsed = RedirectInputSchema.safeParse({
      source,
      target,
      status: status === "" ? 301 : Number(status),
    });
    if (!parsed.success) {
      refused.push({ line, source, target, status, reason: parsed.error.issues[0]?.message ?? "" });
      continue;
    }
    try {
      const rule = await checkedRule(deps, parsed.data, rules);
      if (rules.some((row) => row.source === rule.source)) {
        throw new AppError(409, "DUPLICATE_REDIRECT", duplicateSourceMessage(rule.source));
      }
      rules.push({ ...rule, id: `line-${line}` });
      added.push({ line, source: rule.source, target: rule.target, status: rule.status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ line, source, target, status, reason: error.message });
    }
  }
  if (!dryRun && added.length > 0) await storeImported(deps, added, actor);
  return { dryRun, added, refused };
}

async function storeImported(
  deps: Deps,
  added: { source: string; target: string; status: RedirectStatus }[],
  actor: Actor,
): Promise<void> {
  const { db } = deps;
  const now = new Date().toISOString();
  const inserts = added.map((rule) =>
    db.insert(redirects).values({
      id: crypto.randomUUID(),
      source: rule.source,
      target: rule.target,
      status: rule.status,
      match: rule.source.endsWith("/*") ? "prefix" : "exact",
      origin: "import",
      createdAt: now,
      createdBy: actor.id,
      updatedAt: now,
      updatedBy: actor.id,
    }),
  );
  // One transaction: a source taken meanwhile fails the whole import, and nothing is stored.
  try {
    await db.batch([
      ...(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]),
      auditInsert(deps, {
        action: "redirect.import",
        actor,
        targetType: "redirect",
        details: { added: added.length },
      }),
    ]);
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) {
      throw new AppError(
        409,
        "STALE_VERSION",
        "Redirects changed while importing. Check the file again and import it once more.",
      );
    }
    throw error;
  }
  await markRedirectsChanged(deps);
}

/** `GET /api/redirects/export.csv`: every rule as the import reads it, with its hits. */
export async function exportRedirectsCsv(deps: Deps): Promise<string> {
  const rows = await listRedirects(deps);
  return (
    CSV_BOM +
    csvLine(["source", "target", "status", "hits", "last hit"]) +
    rows
      .map((row) =>
        csvLine([row.source, row.target, String(row.status), String(row.hits), row.lastHit ?? ""]),
      )
      .join("")
  );
}
