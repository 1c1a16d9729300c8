import { CheckCircle2, CircleDot, Pencil, Reply, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  anchorWords,
  authorWords,
  type CommentThread,
  splitMentions,
  threadStateWords,
} from "~/lib/comment-format";
import type { ElementContext } from "~/lib/element-names";
import type { DraftComment } from "~/schemas/comments";
import { Button } from "../ui/button";
import { Badge } from "../ui/card";
import { RelativeTime } from "../ui/relative-time";
import { CommentComposer } from "./comment-composer";
import type { CommentActions } from "./use-comment-actions";

/** The id of a thread's element in the panel, for bringing it into view. */
export const threadDomId = (threadId: string) => `comment-thread-${threadId}`;

/**
 * Once a box that replaced a button closes (sent or cancelled), focus goes back to that
 * button (the first in the returned ref's element), not to the top of the page.
 */
function useFocusBack(open: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    container.current?.querySelector("button")?.focus();
  }, [open]);
  return container;
}

/** A comment's words, its @mentions highlighted (and still marked by their "@"). */
function CommentBody({ comment }: { comment: DraftComment }) {
  return (
    <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800 wrap-anywhere">
      {splitMentions(comment.body, comment.mentions).map((part, i) =>
        part.mention ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body, in order.
          <mark key={i} className="rounded bg-blue-50 px-0.5 font-semibold text-accent-700">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** One comment: who and when, its words, and Edit for the caller's own. */
function CommentItem({ comment, actions }: { comment: DraftComment; actions: CommentActions }) {
  const [editing, setEditing] = useState(false);
  const meta = useFocusBack(editing);
  return (
    <div className="min-w-0">
      <div ref={meta} className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{authorWords(comment)}</span>
        <RelativeTime iso={comment.createdAt} />
        {comment.mine && !editing && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto h-7 px-2"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden className="size-3.5" /> Edit
            <span className="sr-only"> your comment</span>
          </Button>
        )}
      </div>
      {editing ? (
        <div className="mt-2">
          <CommentComposer
            label="Edit your comment"
            submitLabel="Save"
            initial={comment.body}
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await actions.edit(comment, body);
              setEditing(false);
            }}
          />
        </div>
      ) : (
        <CommentBody comment={comment} />
      )}
    </div>
  );
}

interface CommentThreadViewProps {
  thread: CommentThread;
  actions: CommentActions;
  /** "post" or "page": what a thread about no one part is on. */
  what: "post" | "page";
  /** What the page tells about an element, to name it ("Paragraph 3"); edit mode only. */
  contextOf?: (eid: string) => ElementContext | undefined;
  /** Told once the thread was resolved or reopened (the filter may now hide it). */
  onStateChanged: () => void;
}

/**
 * A thread: what it is about, its state in words (Open, or Resolved by whom and when), its
 * first comment and replies, Resolve or Reopen, and a reply box.
 */
export function CommentThreadView({
  thread,
  actions,
  what,
  contextOf,
  onStateChanged,
}: CommentThreadViewProps) {
  const headingId = useId();
  const [replying, setReplying] = useState(false);
  const buttons = useFocusBack(replying);
  const { first, replies } = thread;
  const state = threadStateWords(first);
  const anchor = first.anchor;
  const about = anchor
    ? anchorWords(anchor, anchor.kind === "element" ? contextOf?.(anchor.eid) : undefined)
    : `On the whole ${what}`;
  const busy = actions.resolving === first.id;

  const toggle = async () => {
    if (await actions.setResolved(thread, !state.resolved)) onStateChanged();
  };

  return (
    <article
      id={threadDomId(first.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="comment-thread"
      className={`space-y-3 rounded-lg border p-3 focus:outline-2 focus:outline-offset-2 focus:outline-accent-600 ${state.resolved ? "border-slate-200 bg-slate-50" : "border-slate-300 bg-white"}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={headingId} className="min-w-0 text-sm font-medium text-navy-900 wrap-anywhere">
          {about}
        </h4>
        <Badge tone={state.resolved ? "success" : "accent"}>
          {state.resolved ? (
            <CheckCircle2 aria-hidden className="mr-1 size-3.5" />
          ) : (
            <CircleDot aria-hidden className="mr-1 size-3.5" />
          )}
          {state.text}
        </Badge>
      </div>
      {state.detail && <p className="text-xs text-slate-600">{state.detail}</p>}
      <CommentItem comment={first} actions={actions} />
      {replies.length > 0 && (
        <ol aria-label="Replies" className="space-y-3 border-l-2 border-slate-200 pl-3">
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} actions={actions} />
            </li>
          ))}
        </ol>
      )}
      {replying ? (
        <CommentComposer
          label="Your reply"
          submitLabel="Reply"
          rows={2}
          autoFocus
          clearOnSent
          onCancel={() => setReplying(false)}
          onSubmit={async (body) => {
            await actions.reply(thread, body);
            setReplying(false);
          }}
        />
      ) : (
        <div ref={buttons} className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setReplying(true)}
            aria-describedby={headingId}
          >
            <Reply aria-hidden className="size-4" /> Reply
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void toggle()}
            loading={busy}
            disabled={actions.resolving !== null}
            aria-describedby={headingId}
          >
            {!busy &&
              (state.resolved ? (
                <RotateCcw aria-hidden className="size-4" />
              ) : (
                <CheckCircle2 aria-hidden className="size-4" />
              ))}
            {state.resolved ? "Reopen" : "Resolve"}
          </Button>
        </div>
      )}
    </article>
  );
}
