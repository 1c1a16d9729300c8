import { useCallback, useMemo, useState } from "react";
import { commentThreads, threadCounts } from "~/lib/comment-format";
import type { CommentTarget, DraftComment } from "~/schemas/comments";
import { useCommentList } from "./comments-api";

export type CommentsControls = ReturnType<typeof useComments>;

/**
 * One post's or page's comments in an editor: the list (read once the item is saved, and
 * again each time the panel opens, so others' comments show up), its threads and count of open
 * ones for the button, and whether the panel is open and at which thread.
 *
 * @example const comments = useComments(editor.id ? { type: "post", id: editor.id } : null);
 */
export function useComments(target: CommentTarget | null) {
  const [changes, setChanges] = useState(0);
  const { data, setData, error, loading, retry } = useCommentList(target, changes);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the panel's module loads once and keeps its state.
  const [wanted, setWanted] = useState(false);
  /** The thread to bring into view; `seq` moves so asking twice for one thread works. */
  const [focus, setFocus] = useState<{ threadId: string; seq: number } | null>(null);

  const comments = data?.comments ?? null;
  const threads = useMemo(() => (comments ? commentThreads(comments) : null), [comments]);
  const counts = useMemo(() => (threads ? threadCounts(threads) : null), [threads]);

  const reload = useCallback(() => setChanges((n) => n + 1), []);

  /** Shows `next` in the list (new, or in place of the comment it changes). */
  const put = useCallback(
    (next: DraftComment) =>
      setData((current) => {
        if (!current) return { comments: [next] };
        const at = current.comments.findIndex((each) => each.id === next.id);
        if (at === -1) return { comments: [...current.comments, next] };
        return { comments: current.comments.map((each, i) => (i === at ? next : each)) };
      }),
    [setData],
  );

  /** Opens the panel, at `threadId` when given; the list is read again. */
  const show = useCallback((threadId?: string) => {
    setWanted(true);
    setOpen(true);
    setChanges((n) => n + 1);
    if (threadId) setFocus((current) => ({ threadId, seq: (current?.seq ?? 0) + 1 }));
  }, []);

  return {
    target,
    threads,
    /** Open threads: null until the list is read. */
    openCount: counts?.open ?? null,
    counts,
    error,
    loading,
    retry,
    reload,
    put,
    open,
    wanted,
    focus,
    show,
    setOpen,
  };
}
