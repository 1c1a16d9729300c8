import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type {
  PreviewCreate,
  PreviewCreated,
  PreviewLink,
  PreviewState,
  PreviewTarget,
} from "../../../app/schemas/previews";
import { roleAtLeast } from "../../../app/schemas/user";
import { type PreviewLinkRow, previewLinks } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsert } from "../platform/audit";
import { randomToken, sha256Hex } from "../platform/crypto";
import type { Deps } from "../platform/deps";
import { assertCanReachDraft } from "./draft-targets";

// Share links for drafts (issue 35): a link made for one post or one page's draft, shown at
// `/preview/{token}` to anyone holding it until it expires or is revoked. Only the token's
// SHA-256 is stored: the link is answered once, when it is made.

type Actor = Pick<SessionUser, "id" | "username" | "role">;

const targetIdOf = (target: PreviewTarget) => (target.type === "post" ? target.id : target.path);

function stateOf(row: Pick<PreviewLinkRow, "revokedAt" | "expiresAt">, now: string): PreviewState {
  if (row.revokedAt) return "revoked";
  return row.expiresAt > now ? "active" : "expired";
}

function toLink(row: PreviewLinkRow, now = new Date().toISOString()): PreviewLink {
  return {
    id: row.id,
    target:
      row.targetType === "post"
        ? { type: "post", id: row.targetId }
        : { type: "page", path: row.targetId },
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    state: stateOf(row, now),
    views: row.views,
    lastViewedAt: row.lastViewedAt,
  };
}

/** `POST /api/previews`: a new link to `target`'s draft, working for `expiresIn` seconds. */
export async function createPreview(
  deps: Deps & { site: { origin: string } },
  input: PreviewCreate,
  actor: Actor,
): Promise<PreviewCreated> {
  await assertCanReachDraft(deps, input.target, actor);
  const token = randomToken(32);
  const now = new Date();
  const row: PreviewLinkRow = {
    id: crypto.randomUUID(),
    tokenHash: await sha256Hex(token),
    targetType: input.target.type,
    targetId: targetIdOf(input.target),
    createdBy: actor.username,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + input.expiresIn * 1000).toISOString(),
    revokedAt: null,
    revokedBy: null,
    views: 0,
    lastViewedAt: null,
  };
  await deps.db.batch([
    deps.db.insert(previewLinks).values(row),
    auditInsert(deps, {
      action: "preview.created",
      actor,
      targetType: input.target.type,
      targetId: row.targetId,
      details: { id: row.id, expiresAt: row.expiresAt },
    }),
  ]);
  return { preview: toLink(row), url: `${deps.site.origin}/preview/${token}` };
}

/** `GET /api/previews?target=`: the links made for `target`, newest first. */
export async function listPreviews(
  deps: Deps,
  target: PreviewTarget,
  actor: Actor,
): Promise<{ previews: PreviewLink[] }> {
  await assertCanReachDraft(deps, target, actor);
  const rows = await deps.db
    .select()
    .from(previewLinks)
    .where(
      and(eq(previewLinks.targetType, target.type), eq(previewLinks.targetId, targetIdOf(target))),
    )
    .orderBy(desc(previewLinks.createdAt))
    .limit(100);
  const now = new Date().toISOString();
  return { previews: rows.map((row) => toLink(row, now)) };
}

/**
 * `DELETE /api/previews/:id`: the link stops working at once (it stays listed as revoked).
 * Revoking one already revoked answers it as it is.
 */
export async function revokePreview(
  deps: Deps,
  id: string,
  actor: Actor,
): Promise<{ preview: PreviewLink }> {
  const row = await deps.db.select().from(previewLinks).where(eq(previewLinks.id, id)).get();
  if (!row) throw notFound("Preview link not found");
  const target = toLink(row).target;
  await assertCanReachDraft(deps, target, actor).catch((error: unknown) => {
    // A link to a post or page deleted since can still be revoked by staff who could share.
    if (error instanceof AppError && error.status === 404 && roleAtLeast(actor.role, "editor"))
      return;
    throw error;
  });
  const now = new Date().toISOString();
  await deps.db.batch([
    deps.db
      .update(previewLinks)
      .set({ revokedAt: now, revokedBy: actor.username })
      .where(and(eq(previewLinks.id, id), isNull(previewLinks.revokedAt))),
    auditInsert(deps, {
      action: "preview.revoked",
      actor,
      targetType: row.targetType,
      targetId: row.targetId,
      details: { id },
    }),
  ]);
  const after = await deps.db.select().from(previewLinks).where(eq(previewLinks.id, id)).get();
  return { preview: toLink(after ?? row) };
}

/** A token as links carry it (base64url); anything else opens nothing. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** What a token opens: its draft's target, or why it shows nothing. */
export type OpenedPreview =
  | { state: "active"; target: PreviewTarget; expiresAt: string }
  | { state: "missing" | "expired" | "revoked" };

/**
 * The link of `token` as someone opens it: counted as a view when it still works (one
 * statement: a link revoked or expired a moment before counts nothing and shows nothing).
 */
export async function openPreview(deps: Deps, token: string): Promise<OpenedPreview> {
  if (!TOKEN.test(token)) return { state: "missing" };
  const now = new Date().toISOString();
  const tokenHash = await sha256Hex(token);
  const [opened] = await deps.db
    .update(previewLinks)
    .set({ views: sql`${previewLinks.views} + 1`, lastViewedAt: now })
    .where(
      and(
        eq(previewLinks.tokenHash, tokenHash),
        isNull(previewLinks.revokedAt),
        gt(previewLinks.expiresAt, now),
      ),
    )
    .returning();
  if (opened) {
    const { target, expiresAt } = toLink(opened, now);
    return { state: "active", target, expiresAt };
  }
  const row = await deps.db
    .select()
    .from(previewLinks)
    .where(eq(previewLinks.tokenHash, tokenHash))
    .get();
  if (!row) return { state: "missing" };
  const state = stateOf(row, now);
  return { state: state === "active" ? "expired" : state };
}

/** Why a link shows nothing, read without counting (the page that says so). */
export async function previewProblem(
  deps: Deps,
  token: string,
): Promise<"missing" | "expired" | "revoked" | "gone"> {
  if (!TOKEN.test(token)) return "missing";
  const row = await deps.db
    .select()
    .from(previewLinks)
    .where(eq(previewLinks.tokenHash, await sha256Hex(token)))
    .get();
  if (!row) return "missing";
  const state = stateOf(row, new Date().toISOString());
  // A working link whose page did not render: its post or page was deleted.
  return state === "active" ? "gone" : state;
}
