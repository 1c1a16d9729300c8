import { apiRequest } from "~/lib/api";
import type { CommentAnchor, CommentTarget, DraftComment } from "~/schemas/comments";
import { previewTargetQuery } from "~/schemas/previews";
import { useApiList } from "../ui/use-api-list";

// A refusal here (someone else's words, a comment changed since it was read) is shown where it
// happened, not answered by signing out: the editors that call these may hold unsaved work.
const IN_PLACE = { redirectOnAuthError: false } as const;

export interface CommentList {
  comments: DraftComment[];
}

/** The path that lists `target`'s comments, oldest first. */
export const commentsPath = (target: CommentTarget) =>
  `/api/comments?${new URLSearchParams({ target: previewTargetQuery(target) })}`;

/** One post's or page's comments, read again whenever `changes` moves; null reads nothing. */
export function useCommentList(target: CommentTarget | null, changes: number) {
  return useApiList<CommentList>(target ? commentsPath(target) : null, changes, {
    ...IN_PLACE,
    failure: "Failed to load the comments",
  });
}

export interface NewComment {
  target: CommentTarget;
  body: string;
  anchor?: CommentAnchor;
  /** A reply: its thread's first comment. */
  parentId?: string;
}

/** Starts a thread (optionally about one element or block), or replies to one. */
export async function postComment(input: NewComment): Promise<DraftComment> {
  const answer = await apiRequest<{ comment: DraftComment }>("/api/comments", {
    ...IN_PLACE,
    method: "POST",
    body: input,
  });
  return answer.comment;
}

/**
 * Changes one's own words, or resolves / reopens a thread (its first comment), at the version
 * read: someone's change since is a 409 with COMMENT_MESSAGES.stale.
 */
export async function patchComment(
  comment: Pick<DraftComment, "id" | "version">,
  change: { body: string } | { resolved: boolean },
): Promise<DraftComment> {
  const answer = await apiRequest<{ comment: DraftComment }>(
    `/api/comments/${encodeURIComponent(comment.id)}`,
    { ...IN_PLACE, method: "PATCH", body: { version: comment.version, ...change } },
  );
  return answer.comment;
}
