import { ArrowLeft, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { SharePreviewButton } from "../previews/share-preview-button";
import { Button } from "../ui/button";
import { Badge } from "../ui/card";
import type { SaveKind } from "./use-blog-editor";

interface EditorHeaderProps {
  /** Inputs stay disabled until React has hydrated. */
  hydrated: boolean;
  /** The post's id once it has been saved, else null. */
  postId: string | null;
  title: string;
  fromTemplate: boolean;
  published: boolean;
  /** A publish time in the future is set. */
  scheduled: boolean;
  /** The slug the post is saved at, or null before its first save. */
  savedSlug: string | null;
  dirty: boolean;
  saving: SaveKind | null;
  onSaveDraft: () => void;
  /** "Save Draft", or "Save changes" where a published post's changes are kept apart. */
  saveLabel: string;
  /** A published post has changes saved apart, not yet published. */
  pendingChanges: boolean;
  /** The post's review state in words, beside its own ("In review", "Approved"). */
  reviewBadge?: ReactNode;
  /** The Comments button (its count of open threads), beside Share preview. */
  comments?: ReactNode;
  /** Who else is editing the post live (issue 36). */
  presence?: ReactNode;
}

/**
 * The editor's sticky header: back to the dashboard, the post's title, its state and its
 * review's, Comments, Share preview and Save Draft.
 */
export function EditorHeader({
  hydrated,
  postId,
  title,
  fromTemplate,
  published,
  scheduled,
  savedSlug,
  dirty,
  saving,
  onSaveDraft,
  saveLabel,
  pendingChanges,
  reviewBadge,
  comments,
  presence,
}: EditorHeaderProps) {
  const saved = postId !== null;
  const statusBadge = published ? (
    <Badge tone="success">Published</Badge>
  ) : saved && scheduled ? (
    <Badge tone="accent">Scheduled</Badge>
  ) : (
    <Badge tone="warning">Draft</Badge>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Three groups that wrap as whole lines on a phone (back and title; state and links;
          Share preview and Save Draft), one line on a wide screen; nothing is cut or pushes
          the page sideways. */}
      <fieldset
        disabled={!hydrated}
        className="mx-auto flex max-w-6xl min-w-0 flex-wrap items-center gap-x-3 gap-y-2 border-0 px-4 py-2 sm:px-6 sm:py-3"
      >
        <div className="flex min-w-0 basis-full items-center gap-3 sm:min-w-64 sm:flex-1">
          <a
            href="/admin?tab=content"
            className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
          >
            <ArrowLeft aria-hidden className="size-4" /> Dashboard
          </a>
          <div className="min-w-0">
            <h1 className="truncate text-lg font-semibold text-navy-900">
              {saved ? "Edit blog post" : "New blog post"}
            </h1>
            <p className="truncate text-xs text-slate-500">
              {title || "Untitled"}
              {fromTemplate && !saved ? " · from the blog template" : ""}
            </p>
          </div>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          {statusBadge}
          {pendingChanges && <Badge tone="warning">Unpublished changes</Badge>}
          {reviewBadge}
          {presence}
          {published && savedSlug && (
            <a
              href={`/blog/${savedSlug}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 whitespace-nowrap text-sm text-accent-700 hover:underline"
            >
              View post <ExternalLink aria-hidden className="size-3.5" />
            </a>
          )}
          {savedSlug && (
            <a
              href={`/blog/${savedSlug}/admin`}
              className="inline-flex items-center gap-1 whitespace-nowrap text-sm text-accent-700 hover:underline"
            >
              Edit on the page
            </a>
          )}
        </div>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {dirty && <span className="text-sm text-slate-500">Unsaved changes</span>}
          {comments}
          <SharePreviewButton
            target={postId ? { type: "post", id: postId } : null}
            what="this post"
            unavailable="Save the post first to share a preview"
            unsaved={dirty}
            labelClassName="max-sm:sr-only"
          />
          <Button
            variant="secondary"
            onClick={onSaveDraft}
            loading={saving === "draft"}
            disabled={saving !== null}
          >
            {saveLabel}
          </Button>
        </div>
      </fieldset>
    </header>
  );
}
