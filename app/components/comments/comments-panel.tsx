import * as RadixDialog from "@radix-ui/react-dialog";
import { Check, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { filterThreads, THREAD_FILTERS, type ThreadFilter } from "~/lib/comment-format";
import { Button } from "../ui/button";
import { EmptyState, LoadingRows } from "../ui/card";
import { RetryAlert } from "../ui/retry-alert";
import { CommentThreadView, threadDomId } from "./comment-thread";
import { type CommentsAbout, NewThread } from "./new-thread";
import { useCommentActions } from "./use-comment-actions";
import type { CommentsControls } from "./use-comments";

// The comments panel (issue 35): a sheet on the right of a wide screen, the whole screen on a
// phone. Browser-only (vite.config.ts, BROWSER_ONLY): the Comments button loads it on its
// first opening, so none of it weighs on the Worker.

const OVERLAY = "fixed inset-0 z-40 bg-navy-950/40 backdrop-blur-[1px]";
const SHEET =
  "fixed inset-0 z-50 flex flex-col bg-white shadow-xl focus:outline-none sm:inset-y-0 sm:left-auto sm:right-0 sm:w-[28rem] sm:max-w-[calc(100vw-3rem)] sm:border-l sm:border-slate-200";

const EMPTY: Record<ThreadFilter, { title: string; body: string }> = {
  open: { title: "No open threads", body: "Start one above: it waits here until it is resolved." },
  resolved: { title: "No resolved threads", body: "A thread shows here once it is resolved." },
  all: { title: "No comments yet", body: "Start a thread above." },
};

/** Open / Resolved / All, each with its count; the chosen one is pressed, ticked and filled. */
function FilterButtons({
  value,
  counts,
  onChange,
}: {
  value: ThreadFilter;
  counts: Record<ThreadFilter, number> | null;
  onChange: (filter: ThreadFilter) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5">
      <legend className="sr-only">Show threads</legend>
      {THREAD_FILTERS.map((filter) => {
        const pressed = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter.value)}
            className={`inline-flex min-h-7 items-center gap-1 rounded px-2 py-1 text-sm font-medium ${pressed ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {pressed && <Check aria-hidden className="size-3.5" />}
            {filter.label}
            {counts && <span>({counts[filter.value]})</span>}
          </button>
        );
      })}
    </fieldset>
  );
}

interface CommentsPanelProps {
  controls: CommentsControls;
  what: "post" | "page";
  about?: CommentsAbout;
  /** false: no overlay, and the page stays usable beside the panel (edit mode). */
  modal?: boolean;
}

/**
 * The comments of one post or page: a new-thread box at the top, then the threads (Open by
 * default; Resolved; All), each with its replies, Resolve or Reopen, Reply and Edit.
 */
export function CommentsPanel({ controls, what, about, modal = true }: CommentsPanelProps) {
  const actions = useCommentActions(controls);
  const [filter, setFilter] = useState<ThreadFilter>("open");
  const [draft, setDraft] = useState("");
  const descriptionId = useId();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { threads, counts, error, retry, focus } = controls;
  const shown = threads ? filterThreads(threads, filter) : [];
  const contextOf = about?.kind === "element" ? about.contextOf : undefined;

  // A marker asked for one thread: shown (under All if the filter hides it), then focused.
  const handled = useRef(0);
  useEffect(() => {
    if (!focus || focus.seq === handled.current || !threads || !controls.open) return;
    const thread = threads.find((each) => each.first.id === focus.threadId);
    if (!thread) return;
    if (filterThreads([thread], filter).length === 0) {
      setFilter("all");
      return;
    }
    // The sheet's content mounts a moment after the panel does (Radix's portal): a frame later.
    const frame = window.requestAnimationFrame(() => {
      const element = document.getElementById(threadDomId(thread.first.id));
      if (!element) return;
      handled.current = focus.seq;
      element.scrollIntoView({ block: "nearest" });
      element.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [focus, threads, filter, controls.open]);

  return (
    <RadixDialog.Root open={controls.open} onOpenChange={controls.setOpen} modal={modal}>
      <RadixDialog.Portal>
        {modal && <RadixDialog.Overlay className={OVERLAY} />}
        <RadixDialog.Content
          className={SHEET}
          aria-describedby={descriptionId}
          data-inline-editor=""
          data-testid="comments-panel"
          // Beside edit mode's page, selecting an element there must not close the panel.
          onInteractOutside={modal ? undefined : (event) => event.preventDefault()}
          // Escape in a reply or edit box closes that box (comment-composer.tsx), not the panel.
          onEscapeKeyDown={(event) => {
            const from = event.target;
            if (from instanceof Element && from.closest("[data-escape-cancels]")) {
              event.preventDefault();
            }
          }}
          onOpenAutoFocus={(event) => {
            // Opened at a thread: that thread gets focus instead of the first control.
            if (focus && focus.seq !== handled.current) event.preventDefault();
          }}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-navy-900">
                Comments
              </RadixDialog.Title>
              <RadixDialog.Description id={descriptionId} className="text-sm text-slate-600">
                Notes on this {what}'s draft for staff. Visitors never see them.
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close comments">
                <X aria-hidden className="size-4" />
              </Button>
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-4">
            <NewThread
              what={what}
              about={about}
              draft={draft}
              onDraftChange={setDraft}
              onStart={async (body, anchor) => {
                await actions.start(body, anchor);
                if (filter === "resolved") setFilter("open");
              }}
            />
            <section aria-labelledby={headingId} className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3
                  id={headingId}
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-base font-semibold text-navy-900 focus:outline-none"
                >
                  Threads
                </h3>
                <FilterButtons value={filter} counts={counts} onChange={setFilter} />
              </div>
              {error && <RetryAlert error={error} onRetry={retry} />}
              {!threads && !error && <LoadingRows rows={2} label="Loading comments" />}
              {threads && shown.length === 0 && (
                <EmptyState title={EMPTY[filter].title}>
                  {filter === "open" && counts && counts.resolved > 0
                    ? "Every thread is resolved: choose Resolved or All to read them."
                    : EMPTY[filter].body}
                </EmptyState>
              )}
              {shown.length > 0 && (
                <ol aria-labelledby={headingId} className="space-y-3">
                  {shown.map((thread) => (
                    <li key={thread.first.id}>
                      <CommentThreadView
                        thread={thread}
                        actions={actions}
                        what={what}
                        contextOf={contextOf}
                        onStateChanged={() => {
                          // It leaves the filtered list: focus goes to the list's heading.
                          if (filter !== "all") headingRef.current?.focus();
                        }}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
