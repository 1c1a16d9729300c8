import {
  CalendarClock,
  FileText,
  History,
  LayoutDashboard,
  LogOut,
  Save,
  Send,
  Trash2,
} from "lucide-react";
import { useEffect, useRef } from "react";
import type { LiveSnapshot } from "~/lib/live-client";
import type { PreviewTarget } from "~/schemas/previews";
import { type PublishScheduleView, scheduleText } from "~/schemas/publish-schedule";
import { CommentsButton } from "../comments/comments-button";
import type { PageComments } from "../comments/use-page-comments";
import { PresenceAvatars } from "../live/presence-avatars";
import { SharePreviewButton } from "../previews/share-preview-button";
import { ReviewBar } from "../reviews/review-bar";
import type { ReviewControls } from "../reviews/use-review-controls";
import { Button } from "../ui/button";
import type { EditorBoot } from "./boot";
import { PageSettingsButton, type SettingsDraft } from "./page-settings";
import { PageStats } from "./page-stats";

export type BusyAction = "save" | "publish" | "delete";

/** An action's icon: its words are enough on a phone, where the toolbar then wraps less. */
const ACTION_ICON = "hidden size-4 sm:block";

/** What the toolbar's red button does on this page, in the words its button and dialog use. */
export interface DeleteWording {
  label: string;
  title: string;
  description: string;
  done: string;
}

/**
 * A page created in the admin is deleted; a built-in (code) page or a blog post only loses its
 * edits (their history stays, so they can be restored).
 */
export function deleteWording(boot: Pick<EditorBoot, "pageStatus">): DeleteWording {
  if (boot.pageStatus === "active" || boot.pageStatus === "inactive") {
    return {
      label: "Delete page",
      title: "Delete this page?",
      description:
        "This removes the page itself: it leaves the site and the sitemap. This action cannot be undone.",
      done: "Page deleted",
    };
  }
  return {
    label: "Discard all edits",
    title: "Discard all edits of this page?",
    description:
      "Every saved and published edit of this page is removed and any scheduled publish is cancelled: visitors see the page as built again. Page settings not yet published are dropped; published ones stay. History keeps the edits, so you can restore them later.",
    done: "All edits discarded",
  };
}

/**
 * What Share preview shares from edit mode: a page's draft by its path, or the post on a blog
 * post's page (when the boot names its id); null: a page not created yet, or no post id.
 */
export function previewTargetOf(
  boot: Pick<EditorBoot, "pageType" | "pagePath" | "isTemplate" | "blog">,
): PreviewTarget | null {
  if (boot.pageType === "blog") return boot.blog?.id ? { type: "post", id: boot.blog.id } : null;
  return boot.isTemplate ? null : { type: "page", path: boot.pagePath };
}

/**
 * What the toolbar says of the page's edits: unsaved ones first, then a draft the pending
 * schedule froze, then saved changes (words and Page settings) that wait for Publish.
 */
export function editStatusText({
  editCount,
  schedule,
  draftVersion,
  unpublishedCount,
}: {
  editCount: number;
  schedule: PublishScheduleView | null;
  draftVersion: number;
  unpublishedCount: number;
}): string {
  if (editCount > 0) return `${editCount} unsaved`;
  if (schedule?.status === "pending" && schedule.baseVersion === draftVersion) {
    return "Draft scheduled";
  }
  if (unpublishedCount > 0) {
    return `${unpublishedCount} ${unpublishedCount === 1 ? "change" : "changes"} not published`;
  }
  return "No unsaved changes";
}

interface EditorToolbarProps {
  boot: EditorBoot;
  /** How many elements hold unsaved edits. */
  editCount: number;
  /** The saved draft's changes (elements and Page settings) that visitors do not see yet. */
  unpublishedCount: number;
  /** The draft version this editor works on (a save moves it on). */
  draftVersion: number;
  /** Page settings save into the draft this editor works on. */
  settingsDraft: SettingsDraft;
  /** The saved draft's review: where it stands, Submit for review, Approve. */
  review: ReviewControls;
  /** The page's (or post's) comments, and the element selected on the page. */
  comments: PageComments;
  /** Who else is editing the page live (issue 36); null before the room answers. */
  live: LiveSnapshot | null;
  busy: BusyAction | null;
  onSave: () => void;
  onPublish: () => void;
  onSchedule: () => void;
  /** Ends the pending schedule. */
  onCancelSchedule: () => void;
  /** A schedule made just now, shown until the reload brings the stored one. */
  scheduledNow?: PublishScheduleView | null;
  onHistory: () => void;
  onDelete: () => void;
  onExit: () => void;
}

/**
 * The edit-mode toolbar over the top of the page (the page moves down by its height): the
 * page and its state, Save, Publish, Schedule, History, Share preview, Comments, Page
 * settings, Delete, Exit, the way back, and under them the draft's review and the page's last
 * 30 days (lines of their own, so they never crowd the buttons).
 */
export function EditorToolbar({
  boot,
  editCount,
  unpublishedCount,
  draftVersion,
  settingsDraft,
  review,
  comments,
  live,
  busy,
  onSave,
  onPublish,
  onSchedule,
  onCancelSchedule,
  scheduledNow = null,
  onHistory,
  onDelete,
  onExit,
}: EditorToolbarProps) {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const state = boot.state;
  const schedule = scheduledNow ?? state?.schedule ?? null;
  const previewTarget = previewTargetOf(boot);

  useEffect(() => {
    const toolbar = toolbarRef.current;
    if (!toolbar) return;
    const makeRoom = () => {
      document.body.style.paddingTop = `${toolbar.offsetHeight}px`;
    };
    makeRoom();
    const observer = new ResizeObserver(makeRoom);
    observer.observe(toolbar);
    return () => {
      observer.disconnect();
      document.body.style.paddingTop = "";
    };
  }, []);

  return (
    <aside aria-label="Inline editing">
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Inline editor"
        data-inline-editor=""
        className="fixed inset-x-0 top-0 z-[45] border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-1.5 px-3 py-2 sm:px-6">
          <p className="min-w-0 truncate text-sm text-slate-700">
            <strong className="text-navy-900">
              <span className="hidden sm:inline">Editing </span>
              {boot.pagePath}
            </strong>
            {boot.isTemplate && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                Template
              </span>
            )}
            {boot.pageStatus === "inactive" && (
              <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
                Inactive
              </span>
            )}
            {boot.blog && !boot.blog.published && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                Draft post
              </span>
            )}
            <span className="ml-2 text-slate-600" aria-live="polite">
              {editStatusText({ editCount, schedule, draftVersion, unpublishedCount })}
            </span>
          </p>
          {live && (
            <PresenceAvatars
              people={live.people}
              you={live.you}
              status={live.status}
              message={live.message}
            />
          )}
          <div className="flex flex-wrap items-center gap-1 sm:gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={onSave}
              loading={busy === "save"}
              disabled={busy !== null || (editCount === 0 && !boot.isTemplate)}
            >
              <Save aria-hidden className={ACTION_ICON} /> Save
            </Button>
            <Button
              size="sm"
              onClick={onPublish}
              loading={busy === "publish"}
              disabled={busy !== null}
            >
              <Send aria-hidden className={ACTION_ICON} /> Publish
            </Button>
            <Button size="sm" variant="secondary" onClick={onSchedule} disabled={busy !== null}>
              <CalendarClock aria-hidden className={ACTION_ICON} /> Schedule
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={onHistory}
              disabled={busy !== null || boot.isTemplate}
            >
              <History aria-hidden className={ACTION_ICON} /> History
            </Button>
            {previewTarget && (
              <SharePreviewButton
                target={previewTarget}
                what={previewTarget.type === "post" ? "this post" : "this page's draft"}
                unsaved={editCount > 0}
                size="sm"
                iconClassName={ACTION_ICON}
                disabled={busy !== null}
              />
            )}
            <CommentsButton
              controls={comments.controls}
              what={boot.pageType === "blog" ? "post" : "page"}
              unavailable={
                boot.pageType === "blog"
                  ? "Comment on this post in the blog editor"
                  : "Save the page first to comment on it"
              }
              about={comments.about}
              modal={false}
              size="sm"
              iconClassName={ACTION_ICON}
            />
            <PageSettingsButton boot={boot} disabled={busy !== null} draft={settingsDraft} />
            <Button
              size="sm"
              variant="danger"
              onClick={onDelete}
              disabled={busy !== null || boot.isTemplate}
            >
              <Trash2 aria-hidden className={ACTION_ICON} /> {deleteWording(boot).label}
            </Button>
            <Button size="sm" variant="ghost" onClick={onExit}>
              <LogOut aria-hidden className={ACTION_ICON} /> Exit
            </Button>
            {boot.blog && (
              <a
                href={boot.blog.editorHref}
                aria-label="Blog editor"
                className="inline-flex h-8 items-center gap-1.5 rounded-md px-1.5 sm:px-2 text-sm text-slate-700 hover:bg-slate-100"
              >
                <FileText aria-hidden className="size-4" />
                <span className="hidden sm:inline">Blog editor</span>
              </a>
            )}
            <a
              href="/admin?tab=content"
              aria-label="Dashboard"
              className="inline-flex h-8 items-center gap-1.5 rounded-md px-1.5 sm:px-2 text-sm text-slate-700 hover:bg-slate-100"
            >
              <LayoutDashboard aria-hidden className="size-4" />
              <span className="hidden sm:inline">Dashboard</span>
            </a>
          </div>
          {schedule && (
            <p
              data-testid="schedule-status"
              className={`flex w-full flex-wrap items-center gap-2 text-sm ${schedule.status === "refused" ? "text-danger-700" : "text-slate-700"}`}
            >
              <CalendarClock aria-hidden className="size-4 shrink-0" />
              <span>{scheduleText(schedule)}</span>
              {schedule.status === "pending" && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={onCancelSchedule}
                  disabled={busy !== null}
                >
                  Cancel
                </Button>
              )}
            </p>
          )}
          <ReviewBar
            controls={review}
            what="this page's changes"
            showBadge
            iconClassName={ACTION_ICON}
            disabled={busy !== null}
            className="w-full"
          />
          <PageStats boot={boot} />
        </div>
      </div>
    </aside>
  );
}
