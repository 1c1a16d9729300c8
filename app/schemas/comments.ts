import { z } from "zod";
import { PreviewListQuerySchema, type PreviewTarget, PreviewTargetSchema } from "./previews";

// Comments on drafts (issue 35): a thread per post and per page, and comments anchored to one
// element of a page in edit mode or to one block of a post. Replies, resolve and reopen,
// mentions of staff usernames. What the API takes and answers.

export type CommentTarget = PreviewTarget;

export const COMMENT_MAX = 4000;
export const COMMENT_QUOTE_MAX = 200;

/**
 * What a comment is about: a page element by its data-eid (`{kind: "element", eid}`), or a
 * post's block by its index in the markdown's top-level blocks (`{kind: "block", index}`),
 * with the words it had (`quote`) so the thread still reads right when the text moves.
 */
export const CommentAnchorSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("element"),
      eid: z
        .string("An element comment needs the element's id")
        .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,119}$/, "An element comment needs the element's id"),
      quote: z.string().trim().max(COMMENT_QUOTE_MAX).default(""),
    }),
    z.object({
      kind: z.literal("block"),
      index: z
        .number("A block comment needs the block's number")
        .int("A block comment needs the block's number")
        .min(0, "A block comment needs the block's number")
        .max(10_000, "A block comment needs the block's number"),
      quote: z.string().trim().max(COMMENT_QUOTE_MAX).default(""),
    }),
  ],
  { error: 'anchor must be {kind: "element", eid} or {kind: "block", index}' },
);
export type CommentAnchor = z.infer<typeof CommentAnchorSchema>;

const body = z
  .string("Write a comment")
  .trim()
  .min(1, "Write a comment")
  .max(COMMENT_MAX, `A comment is at most ${COMMENT_MAX} characters`);

/** `POST /api/comments`: a new thread (optionally anchored), or a reply (`parentId`). */
export const CommentCreateSchema = z.object({
  target: PreviewTargetSchema,
  body,
  anchor: CommentAnchorSchema.optional(),
  parentId: z.string().min(1).max(100).optional(),
});
export type CommentCreate = z.infer<typeof CommentCreateSchema>;

/**
 * `PATCH /api/comments/:id`: edit one's own words, or resolve / reopen a thread (its first
 * comment), at the version read.
 */
export const CommentUpdateSchema = z
  .object({
    version: z
      .number("version must be the comment's version you read (a whole number)")
      .int("version must be the comment's version you read (a whole number)")
      .min(1, "version must be the comment's version you read (a whole number)"),
    body: body.optional(),
    resolved: z.boolean("resolved is true or false").optional(),
  })
  .refine((value) => value.body !== undefined || value.resolved !== undefined, {
    message: "Change the words (body) or resolve / reopen (resolved)",
  });
export type CommentUpdate = z.infer<typeof CommentUpdateSchema>;

/** `GET /api/comments?target=post:{id}` or `?target=page:/path`. */
export const CommentListQuerySchema = PreviewListQuerySchema;

/** A comment as the API answers it (times ISO; the screens say them in words). */
export interface DraftComment {
  id: string;
  target: CommentTarget;
  /** The thread's first comment, or null for a first comment. */
  parentId: string | null;
  anchor: CommentAnchor | null;
  body: string;
  /** Usernames of staff mentioned with @username. */
  mentions: string[];
  author: string;
  /** The caller wrote it (may edit its words). */
  mine: boolean;
  createdAt: string;
  updatedAt: string;
  /** On a thread's first comment: resolved, by whom and when. */
  resolvedAt: string | null;
  resolvedBy: string | null;
  version: number;
}

export const COMMENT_MESSAGES = {
  notFound: "Comment not found",
  stale: "This comment was changed by someone else since you read it. Reload to see it.",
  notYours: "Only its writer can change a comment's words",
  replyElsewhere: "A reply belongs to a thread of the same post or page",
  resolveReply: "Resolve the thread from its first comment",
} as const;
