import { and, asc, eq, sql } from "drizzle-orm";
import {
  COMMENT_MESSAGES,
  type CommentAnchor,
  CommentAnchorSchema,
  type CommentCreate,
  type CommentTarget,
  type CommentUpdate,
  type DraftComment,
} from "../../../app/schemas/comments";
import { inList } from "../../db/in-list";
import { type DraftCommentRow, draftComments, users } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import type { BlogActor } from "./blog-access";
import { assertCanReachDraft, draftTitle } from "./draft-targets";
import { afterAnswer, itemUrl, mailLine, mailTeam } from "./team-mail";

// Comments on drafts (issue 35): a thread per post and per page, or anchored to one element of
// a page or one block of a post; replies, resolve and reopen, mentions of staff usernames.
// Authors see and comment on their own posts; editors and admins on everything.

type Actor = BlogActor;

const AUTHORS_OWN_POSTS = "Authors can comment on their own posts only";

const targetIdOf = (target: CommentTarget) => (target.type === "post" ? target.id : target.path);

function anchorOf(text: string | null): CommentAnchor | null {
  if (!text) return null;
  try {
    const parsed = CommentAnchorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toComment(row: DraftCommentRow, actorId: string): DraftComment {
  return {
    id: row.id,
    target:
      row.targetType === "post"
        ? { type: "post", id: row.targetId }
        : { type: "page", path: row.targetId },
    parentId: row.parentId,
    anchor: anchorOf(row.anchor),
    body: row.body,
    mentions: row.mentions,
    author: row.authorName,
    mine: row.authorId === actorId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    resolvedAt: row.resolvedAt,
    resolvedBy: row.resolvedBy,
    version: row.version,
  };
}

/** The staff usernames a body mentions with @username (as stored: their own spelling). */
async function mentionsIn(deps: Deps, body: string): Promise<string[]> {
  const named = [...body.matchAll(/(?<![\w@])@([A-Za-z0-9][A-Za-z0-9._-]{1,63})/g)]
    .map((match) => (match[1] ?? "").replace(/[._-]+$/, "").toLowerCase())
    .filter(Boolean);
  if (named.length === 0) return [];
  const found = await deps.db
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        inList(sql`lower(${users.username})`, [...new Set(named)].slice(0, 20)),
      ),
    );
  return found.map((user) => user.username).sort();
}

/** `GET /api/comments?target=`: the target's comments, oldest first. */
export async function listComments(
  deps: Deps,
  target: CommentTarget,
  actor: Actor,
): Promise<{ comments: DraftComment[] }> {
  await assertCanReachDraft(deps, target, actor, AUTHORS_OWN_POSTS);
  const rows = await deps.db
    .select()
    .from(draftComments)
    .where(
      and(
        eq(draftComments.targetType, target.type),
        eq(draftComments.targetId, targetIdOf(target)),
      ),
    )
    .orderBy(asc(draftComments.createdAt), asc(draftComments.id))
    .limit(1000);
  return { comments: rows.map((row) => toComment(row, actor.id)) };
}

/** `POST /api/comments`: a new thread on the target (or one of its parts), or a reply. */
export async function createComment(
  deps: Deps,
  input: CommentCreate,
  actor: Actor,
): Promise<{ comment: DraftComment }> {
  await assertCanReachDraft(deps, input.target, actor, AUTHORS_OWN_POSTS);
  let parentId: string | null = null;
  let anchor = input.anchor ?? null;
  if (input.parentId) {
    const parent = await deps.db
      .select()
      .from(draftComments)
      .where(eq(draftComments.id, input.parentId))
      .get();
    const sameTarget =
      parent?.targetType === input.target.type && parent.targetId === targetIdOf(input.target);
    if (!parent || !sameTarget) {
      throw new AppError(400, "VALIDATION", COMMENT_MESSAGES.replyElsewhere);
    }
    // A reply to a reply joins the thread; a reply takes its thread's anchor.
    parentId = parent.parentId ?? parent.id;
    anchor = null;
  }
  const now = new Date().toISOString();
  const row: DraftCommentRow = {
    id: crypto.randomUUID(),
    targetType: input.target.type,
    targetId: targetIdOf(input.target),
    parentId,
    anchor: anchor ? JSON.stringify(anchor) : null,
    body: input.body,
    mentions: await mentionsIn(deps, input.body),
    authorId: actor.id,
    authorName: actor.username,
    createdAt: now,
    updatedAt: now,
    resolvedAt: null,
    resolvedBy: null,
    version: 1,
  };
  await deps.db.batch([
    deps.db.insert(draftComments).values(row),
    auditInsert(deps, {
      action: "comment.created",
      actor,
      targetType: row.targetType,
      targetId: row.targetId,
      details: { id: row.id, parentId, mentions: row.mentions },
    }),
  ]);
  await afterAnswer(deps, mailMentions(deps, row, row.mentions, actor));
  return { comment: toComment(row, actor.id) };
}

/** Mails the staff `mentioned` (newly) in `row`, but its writer. */
async function mailMentions(
  deps: Deps,
  row: DraftCommentRow,
  mentioned: readonly string[],
  actor: Actor,
): Promise<void> {
  if (mentioned.length === 0) return;
  const target: CommentTarget =
    row.targetType === "post"
      ? { type: "post", id: row.targetId }
      : { type: "page", path: row.targetId };
  const [{ title, slug }, { settings }] = await Promise.all([
    draftTitle(deps, target),
    getSiteSettings(deps),
  ]);
  const name = mailLine(title, 150);
  await mailTeam(
    deps,
    { kind: "usernames", usernames: mentioned, except: actor.id },
    {
      subject: `${actor.username} mentioned you on “${name}”`,
      lines: [`${actor.username} wrote on “${name}”:`, "", row.body.slice(0, 2000)],
      link: itemUrl(settings.siteUrl, target, slug),
    },
  );
}

/**
 * `PATCH /api/comments/:id`: its writer changes its words; anyone who may see the thread
 * resolves or reopens it (on its first comment). One statement at the version read: 409 when
 * someone changed it since.
 */
export async function updateComment(
  deps: Deps,
  id: string,
  input: CommentUpdate,
  actor: Actor,
): Promise<{ comment: DraftComment }> {
  const row = await deps.db.select().from(draftComments).where(eq(draftComments.id, id)).get();
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  const target: CommentTarget =
    row.targetType === "post"
      ? { type: "post", id: row.targetId }
      : { type: "page", path: row.targetId };
  await assertCanReachDraft(deps, target, actor, AUTHORS_OWN_POSTS);
  if (input.body !== undefined && row.authorId !== actor.id) {
    throw new AppError(403, "NOT_YOURS", COMMENT_MESSAGES.notYours);
  }
  if (input.resolved !== undefined && row.parentId !== null) {
    throw new AppError(400, "VALIDATION", COMMENT_MESSAGES.resolveReply);
  }
  const now = new Date().toISOString();
  const changes: Partial<DraftCommentRow> = { updatedAt: now };
  if (input.body !== undefined) {
    changes.body = input.body;
    changes.mentions = await mentionsIn(deps, input.body);
  }
  if (input.resolved !== undefined) {
    changes.resolvedAt = input.resolved ? now : null;
    changes.resolvedBy = input.resolved ? actor.username : null;
  }
  const [updated] = await deps.db.batch([
    deps.db
      .update(draftComments)
      .set({ ...changes, version: sql`${draftComments.version} + 1` })
      .where(and(eq(draftComments.id, id), eq(draftComments.version, input.version)))
      .returning(),
    auditInsert(deps, {
      action:
        input.resolved === true
          ? "comment.resolved"
          : input.resolved === false
            ? "comment.reopened"
            : "comment.edited",
      actor,
      targetType: row.targetType,
      targetId: row.targetId,
      details: { id, version: input.version },
    }),
  ]);
  const comment = updated[0];
  if (!comment) throw new AppError(409, "STALE_VERSION", COMMENT_MESSAGES.stale);
  // Only the newly mentioned hear of an edit.
  const added = comment.mentions.filter((name) => !row.mentions.includes(name));
  await afterAnswer(deps, mailMentions(deps, comment, added, actor));
  return { comment: toComment(comment, actor.id) };
}
