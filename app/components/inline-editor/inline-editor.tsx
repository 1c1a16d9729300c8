import { useEffect, useState } from "react";
import { ApiError, apiRequest, REVIEW_REQUIRED_CODE } from "~/lib/api";
import {
  changedKeys,
  type InlineContentMap,
  type InlineContentState,
} from "~/schemas/inline-content";
import { type PublishScheduleView, scheduleText } from "~/schemas/publish-schedule";
import { CommentMarkers } from "../comments/comment-markers";
import { usePageComments } from "../comments/use-page-comments";
import { ReplacementField } from "../redirects/replacement-field";
import { useReviewControls } from "../reviews/use-review-controls";
import { type SeoGate, SeoGateDialog } from "../seo/gate-dialog";
import { Button } from "../ui/button";
import { ConfirmDialog, Dialog } from "../ui/dialog";
import { Toaster, toast } from "../ui/toaster";
import type { EditorBoot } from "./boot";
import { ConflictDialog } from "./conflict-dialog";
import { htmlSample, showEntry } from "./dom";
import { type Edits, mergeEdits } from "./entries";
import { HistoryPanel } from "./history-panel";
import { LinkPopover } from "./link-popover";
import { LoginOverlay } from "./login-overlay";
import { withoutRemovedSections } from "./page-sections";
import { ScheduleDialog } from "./schedule-dialog";
import { withoutRemovedCopies } from "./structure";
import { StructureControls } from "./structure-controls";
import { StylePanel } from "./style-panel";
import { type BusyAction, deleteWording, EditorToolbar, previewTargetOf } from "./toolbar";
import { useLivePage } from "./use-live-page";
import { usePageEdits } from "./use-page-edits";

const RELOAD_AFTER_SAVE_MS = 1000;
const NO_DRAFT: InlineContentMap = {};
const RELOAD_AFTER_PUBLISH_MS = 2000;
const LEAVE_AFTER_DELETE_MS = 2000;

/** The spec's texts for a failed save (§8). */
export function saveErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) {
      return "Authentication failed. Please refresh the page and login again.";
    }
    if (error.status >= 500) return "Server error. Please contact support.";
    return `Save failed: ${error.message}`;
  }
  return `Save failed: ${error instanceof Error ? error.message : "Unknown error"}`;
}

interface Conflict {
  theirs: InlineContentState;
  message: string;
}

type Phase = "checking" | "login" | "denied" | "editing";

/**
 * The inline editor: attaches to the served page (never re-renders it), makes its text and
 * buttons editable, and drives save, publish, delete, history and conflicts through
 * `/api/inline-content/*`. Its own UI lives in a separate root appended to the body.
 */
export function InlineEditor({ boot }: { boot: EditorBoot }) {
  const [phase, setPhase] = useState<Phase>("checking");
  const [busy, setBusy] = useState<BusyAction | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [replacement, setReplacement] = useState("");
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  // Scheduled just now: the toolbar says so (and that nothing is unsaved) before the reload.
  const [scheduledNow, setScheduledNow] = useState<PublishScheduleView | null>(null);
  /** The SEO gate refused a publish: its reasons; an admin may publish anyway with a reason. */
  const [gate, setGate] = useState<SeoGate | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const state = boot.state;
  /** The page settings the draft changes: as stored, or as Page settings just saved them. */
  const [unpublishedSettings, setUnpublishedSettings] = useState(state?.unpublishedSettings ?? []);
  const page = usePageEdits(boot, phase === "editing");
  const { edits, setEdits, dirty, styles, selected, baseVersion, leave } = page;
  const { targetsBySelector, proposedKeys } = page;
  const unpublishedCount =
    (state ? changedKeys(state.published, state.draft).length : 0) + unpublishedSettings.length;
  // The saved draft's review (issue 35); a page not created yet has nothing to review.
  const reviewable = phase === "editing" && !boot.isTemplate;
  const review = useReviewControls({
    target: reviewable ? { type: "page", path: boot.pagePath } : null,
    version: boot.isTemplate ? null : baseVersion.current,
    dirty,
    hasChange: unpublishedCount > 0,
  });
  const comments = usePageComments(phase === "editing" ? previewTargetOf(boot) : null, selected);
  // Editing together (issue 36): who else is here, their elements, their saves shown live.
  const live = useLivePage({ boot, editing: phase === "editing", edits, baseVersion });

  // Signed in as an editor? The page was then served with the draft map.
  useEffect(() => {
    if (boot.canEdit) {
      void apiRequest<{ status: number }>("/api/auth/verify", { redirectOnAuthError: false })
        .then((answer) => setPhase(answer.status === 200 ? "editing" : "login"))
        .catch(() => setPhase("login"));
      return;
    }
    setPhase(boot.user ? "denied" : "login");
  }, [boot]);

  /** Saves draft ∪ edits from `base`; a 409 opens the conflict view. Returns whether saved. */
  const saveDraft = async (
    draft: InlineContentMap,
    pending: Edits,
    base: number,
  ): Promise<boolean> => {
    try {
      const result = await apiRequest<{ version: number }>("/api/inline-content/save", {
        method: "POST",
        redirectOnAuthError: false,
        body: {
          pagePath: boot.pagePath,
          pageType: boot.pageType,
          content: withoutRemovedSections(
            withoutRemovedCopies(mergeEdits(draft, pending, proposedKeys)),
          ),
          htmlSample: htmlSample(),
          baseVersion: base,
        },
      });
      baseVersion.current = result.version;
      live.saved(result.version);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        await showConflict(error.message);
        return false;
      }
      toast.error(saveErrorText(error));
      return false;
    }
  };

  /** Saves with `changes` too (a section only the server can render), then reloads saying `done`. */
  const saveAndReload = async (changes: Edits, done: string) => {
    setBusy("save");
    const saved = await saveDraft(
      state?.draft ?? {},
      { ...edits, ...changes },
      baseVersion.current,
    );
    if (saved) leave(null, RELOAD_AFTER_SAVE_MS, done);
    setBusy(null);
  };

  const onSave = async () => {
    setBusy("save");
    const saved = await saveDraft(state?.draft ?? {}, edits, baseVersion.current);
    if (saved) {
      leave(null, RELOAD_AFTER_SAVE_MS, "Changes Saved");
    }
    setBusy(null);
  };

  /**
   * Publishes the saved draft as this editor saw it (its version): now, or at `publishAt`; an
   * admin may pass the SEO gate. A draft changed by someone else since is a 409.
   */
  const publish = async (options: { seoOverrideReason?: string; publishAt?: string } = {}) => {
    await apiRequest("/api/inline-content/publish", {
      method: "POST",
      redirectOnAuthError: false,
      body: {
        pagePath: boot.pagePath,
        pageType: boot.pageType,
        action: "publish",
        baseVersion: baseVersion.current,
        ...options,
      },
    });
  };

  /** The draft as stored now, for the conflict view after a 409. */
  const showConflict = async (message: string) => {
    try {
      const theirs = await apiRequest<InlineContentState>(
        `/api/inline-content/get?pagePath=${encodeURIComponent(boot.pagePath)}&pageType=${boot.pageType}&status=draft`,
        { redirectOnAuthError: false },
      );
      setConflict({ theirs, message });
    } catch (loadError) {
      toast.error(saveErrorText(loadError));
    }
  };

  /** Pending edits (or a template page) are saved before a publish; false when that failed. */
  const saveBeforePublish = () =>
    !dirty && !boot.isTemplate
      ? Promise.resolve(true)
      : saveDraft(state?.draft ?? {}, edits, baseVersion.current);

  const publishFailed = (error: unknown, { gateable = true } = {}) => {
    // Someone changed the draft since this editor loaded it: compare before publishing.
    if (error instanceof ApiError && error.status === 409) {
      setGate(null);
      setScheduleOpen(false);
      void showConflict(error.message);
      return;
    }
    if (
      gateable &&
      error instanceof ApiError &&
      error.status === 422 &&
      error.code === "SEO_GATE"
    ) {
      setGate({ message: error.message, reason: "" });
      return;
    }
    // Needs a review first: the server's words say what to do, as they are.
    const needsReview = error instanceof ApiError && error.code === REVIEW_REQUIRED_CODE;
    if (needsReview) review.reload();
    toast.error(
      error instanceof ApiError
        ? needsReview
          ? error.message
          : `Publish failed: ${error.message}`
        : "Failed to publish. Please try again.",
    );
  };

  const publishAnyway = async () => {
    if (!gate) return;
    setBusy("publish");
    try {
      await publish({ seoOverrideReason: gate.reason });
      setGate(null);
      leave(null, RELOAD_AFTER_PUBLISH_MS, "Published Successfully");
    } catch (error) {
      publishFailed(error, { gateable: false });
    }
    setBusy(null);
  };

  const onPublish = async () => {
    setBusy("publish");
    if (await saveBeforePublish()) {
      try {
        await publish();
        leave(null, RELOAD_AFTER_PUBLISH_MS, "Published Successfully");
      } catch (error) {
        publishFailed(error);
      }
    }
    setBusy(null);
  };

  /** Saves pending edits, then asks the cron to publish the draft at the chosen time. */
  const onSchedule = async (scheduleAt: string) => {
    const at = new Date(scheduleAt);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      toast.error("Choose a time in the future");
      return;
    }
    setBusy("publish");
    if (await saveBeforePublish()) {
      try {
        await publish({ publishAt: at.toISOString() });
        setScheduleOpen(false);
        const view: PublishScheduleView = {
          id: 0,
          status: "pending",
          publishAt: at.toISOString(),
          scheduledBy: boot.user?.username ?? "you",
          scheduledAt: new Date().toISOString(),
          baseVersion: baseVersion.current,
          reason: null,
          finishedAt: null,
        };
        setScheduledNow(view);
        leave(null, RELOAD_AFTER_PUBLISH_MS, `Publish ${scheduleText(view).replace(/^S/, "s")}`);
      } catch (error) {
        publishFailed(error, { gateable: false });
      }
    }
    setBusy(null);
  };

  const onDelete = async () => {
    setBusy("delete");
    try {
      await apiRequest("/api/inline-content/delete", {
        method: "DELETE",
        redirectOnAuthError: false,
        body: {
          pagePath: boot.pagePath,
          pageType: boot.pageType,
          action: "delete",
          ...(replacement ? { replacement } : {}),
        },
      });
      setConfirmDelete(false);
      const done = deleteWording(boot).done;
      leave(
        "/admin",
        LEAVE_AFTER_DELETE_MS,
        replacement ? `${done}: its address now redirects to ${replacement}` : done,
      );
    } catch (error) {
      setConfirmDelete(false);
      toast.error(
        error instanceof ApiError
          ? `Delete failed: ${error.message}`
          : "Failed to delete. Please try again.",
      );
    }
    setBusy(null);
  };

  /** Ends the pending schedule: nothing is published at that time. */
  const onCancelSchedule = async () => {
    setBusy("publish");
    try {
      await apiRequest("/api/inline-content/schedule/cancel", {
        method: "POST",
        redirectOnAuthError: false,
        body: { pagePath: boot.pagePath, pageType: boot.pageType },
      });
      leave(null, RELOAD_AFTER_SAVE_MS, "Scheduled publish cancelled");
    } catch (error) {
      toast.error(
        error instanceof ApiError
          ? `Cancel failed: ${error.message}`
          : "Failed to cancel. Please try again.",
      );
    }
    setBusy(null);
  };

  const onExit = () => {
    if (dirty && !window.confirm("Leave edit mode? Your unsaved changes will be lost.")) return;
    leave(boot.pagePath, 0);
  };

  /** The user's per-element choices after a 409: theirs or mine, then save on their version. */
  const resolveConflict = async (keepMine: string[]) => {
    if (!conflict) return;
    const mine: Edits = {};
    for (const selector of keepMine) {
      const entry = edits[selector];
      if (entry) mine[selector] = entry;
    }
    for (const [selector] of Object.entries(edits)) {
      if (keepMine.includes(selector)) continue;
      const target = targetsBySelector.get(selector);
      const theirs = Object.values(conflict.theirs.draft).find((e) => e.selector === selector);
      if (target) showEntry(target, theirs);
    }
    setConflict(null);
    setEdits(mine);
    baseVersion.current = conflict.theirs.version;
    setBusy("save");
    const saved = await saveDraft(conflict.theirs.draft, mine, conflict.theirs.version);
    if (saved) {
      leave(null, RELOAD_AFTER_SAVE_MS, "Changes Saved");
    }
    setBusy(null);
  };

  if (phase === "checking") return <Toaster />;
  if (phase === "login" || phase === "denied") {
    return (
      <>
        <Toaster />
        <LoginOverlay denied={phase === "denied"} username={boot.user?.username ?? null} />
      </>
    );
  }

  return (
    <>
      <Toaster />
      <EditorToolbar
        boot={boot}
        editCount={scheduledNow ? 0 : Object.keys(edits).length}
        busy={busy}
        onSave={onSave}
        onPublish={onPublish}
        onSchedule={() => setScheduleOpen(true)}
        onCancelSchedule={onCancelSchedule}
        scheduledNow={scheduledNow}
        unpublishedCount={unpublishedCount}
        review={review}
        comments={comments}
        live={live.snapshot}
        draftVersion={baseVersion.current}
        settingsDraft={{
          baseVersion,
          onSaved: (settings) => setUnpublishedSettings(settings.unpublished),
        }}
        onHistory={() => setHistoryOpen(true)}
        onDelete={() => {
          setReplacement("");
          setConfirmDelete(true);
        }}
        onExit={onExit}
      />
      <CommentMarkers controls={comments.controls} />
      <StructureControls
        draft={live.draft ?? state?.draft ?? NO_DRAFT}
        edits={edits}
        putEdits={page.putEdits}
        rescan={page.rescan}
        saveAndReload={saveAndReload}
      />
      {selected?.element.matches("a") && (
        <LinkPopover
          key={`link:${selected.selector}`}
          target={selected}
          href={page.hrefs[selected.selector] ?? selected.element.getAttribute("href") ?? ""}
          onApply={(href) => page.changeHref(selected, href)}
          onClose={() => page.setSelected(null)}
        />
      )}
      {selected?.type === "button" && (
        <StylePanel
          key={selected.selector}
          target={selected}
          styles={styles[selected.selector] ?? {}}
          onChange={(next) => page.changeStyles(selected, next)}
          onClose={() => page.setSelected(null)}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={deleteWording(boot).title}
        description={deleteWording(boot).description}
        confirmLabel={deleteWording(boot).label}
        onConfirm={onDelete}
        busy={busy === "delete"}
      >
        {confirmDelete && boot.pageStatus === "active" && (
          <ReplacementField address={boot.pagePath} value={replacement} onChange={setReplacement} />
        )}
      </ConfirmDialog>
      <ScheduleDialog
        open={scheduleOpen}
        onOpenChange={setScheduleOpen}
        busy={busy === "publish"}
        onSchedule={onSchedule}
      />
      <SeoGateDialog
        gate={gate}
        description="Your changes are saved as a draft. Fix these, or (admins) publish anyway with a reason that goes to the audit log."
        canOverride={boot.user?.role === "admin"}
        busy={busy === "publish"}
        onReasonChange={(reason) => setGate((g) => (g ? { ...g, reason } : g))}
        onClose={() => setGate(null)}
        onPublishAnyway={publishAnyway}
      />
      <Dialog
        open={page.offer !== null}
        onOpenChange={(open) => {
          if (!open) page.discardOffered();
        }}
        title="Restore unsaved changes?"
        description="This page has changes you made earlier that were never saved."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={page.discardOffered}>
            Discard
          </Button>
          <Button onClick={page.restoreOffered}>Restore</Button>
        </div>
      </Dialog>
      {historyOpen && (
        <HistoryPanel
          pagePath={boot.pagePath}
          pageType={boot.pageType}
          onClose={() => setHistoryOpen(false)}
          onRestored={() => {
            setHistoryOpen(false);
            leave(
              null,
              RELOAD_AFTER_SAVE_MS,
              "Restored as a new draft. Publish to make it live.",
              true,
            );
          }}
        />
      )}
      {conflict && (
        <ConflictDialog
          message={conflict.message}
          theirs={conflict.theirs}
          mine={edits}
          codeText={(selector) => targetsBySelector.get(selector)?.servedText ?? ""}
          onResolve={resolveConflict}
          onCancel={() => setConflict(null)}
        />
      )}
    </>
  );
}
