import { useState } from "react";
import { ApiError, errorText } from "~/lib/api";
import type { CommentThread } from "~/lib/comment-format";
import type { CommentAnchor, DraftComment } from "~/schemas/comments";
import { toast } from "../ui/toaster";
import { patchComment, postComment } from "./comments-api";
import type { CommentsControls } from "./use-comments";

export type CommentActions = ReturnType<typeof useCommentActions>;

/**
 * What the panel does with comments: start a thread, reply, change one's own words, resolve or
 * reopen a thread. Each answer is shown in place; a 409 (someone changed the comment since it
 * was read) reads the list again, so the next try starts from what is stored.
 */
export function useCommentActions({ target, put, reload }: CommentsControls) {
  /** The thread being resolved or reopened. */
  const [resolving, setResolving] = useState<string | null>(null);

  /** A stale comment: the list is read again, and the refusal goes on to be shown. */
  const stale = (caught: unknown) => {
    if (caught instanceof ApiError && caught.status === 409) reload();
  };

  async function start(body: string, anchor?: CommentAnchor) {
    if (!target) return;
    put(await postComment({ target, body, ...(anchor ? { anchor } : {}) }));
    toast.success("Comment added");
  }

  async function reply(thread: CommentThread, body: string) {
    if (!target) return;
    put(await postComment({ target, body, parentId: thread.first.id }));
    toast.success("Reply added");
  }

  async function edit(comment: DraftComment, body: string) {
    try {
      put(await patchComment(comment, { body }));
      toast.success("Comment changed");
    } catch (caught) {
      stale(caught);
      throw caught;
    }
  }

  /** Resolves or reopens; whether it was done (a refusal is said as a toast). */
  async function setResolved(thread: CommentThread, resolved: boolean): Promise<boolean> {
    setResolving(thread.first.id);
    try {
      put(await patchComment(thread.first, { resolved }));
      toast.success(resolved ? "Thread resolved" : "Thread reopened");
      return true;
    } catch (caught) {
      stale(caught);
      toast.error(
        errorText(
          caught,
          resolved ? "Failed to resolve the thread" : "Failed to reopen the thread",
        ),
      );
      return false;
    } finally {
      setResolving(null);
    }
  }

  return { start, reply, edit, setResolved, resolving };
}
