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
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import type { ButtonStyles, InlineContentMap, InlineContentState } from "~/schemas/inline-content";
import { type SeoGate, SeoGateDialog } from "../seo/gate-dialog";
import { Button } from "../ui/button";
import { ConfirmDialog, Dialog } from "../ui/dialog";
import { TOAST_MS, Toaster, toast } from "../ui/toaster";
import type { EditorBoot } from "./boot";
import { ConflictDialog } from "./conflict-dialog";
import {
  applyStyles,
  EDITABLE_CLASSES,
  type EditableElement,
  entryOf,
  findEditableElements,
  htmlSample,
  showEntry,
} from "./dom";
import { type Edits, mergeEdits, readStoredEdits, writeStoredEdits } from "./entries";
import { HistoryPanel } from "./history-panel";
import { LoginOverlay } from "./login-overlay";
import { StylePanel } from "./style-panel";

const RELOAD_AFTER_SAVE_MS = 1000;
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
  const [elements, setElements] = useState<EditableElement[]>([]);
  const [edits, setEdits] = useState<Edits>({});
  const [styles, setStyles] = useState<Record<string, ButtonStyles>>({});
  const [selected, setSelected] = useState<EditableElement | null>(null);
  const [busy, setBusy] = useState<"save" | "publish" | "delete" | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  /** The SEO gate refused a publish: its reasons; an admin may publish anyway with a reason. */
  const [gate, setGate] = useState<SeoGate | null>(null);
  const [scheduleAt, setScheduleAt] = useState("");
  const [offer, setOffer] = useState<Edits | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const state = boot.state;
  const baseVersion = useRef(state?.version ?? 0);
  const leaving = useRef(false);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const dirty = Object.keys(edits).length > 0;

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

  // Enter editing: text elements and buttons become editable.
  useEffect(() => {
    if (phase !== "editing") return;
    const found = findEditableElements();
    setElements(found);
    for (const target of found) {
      target.element.setAttribute("contenteditable", "plaintext-only");
      target.element.dataset.inlineEditable = target.type;
      target.element.setAttribute("spellcheck", "true");
      target.element.classList.add(...EDITABLE_CLASSES);
    }
    const initialStyles: Record<string, ButtonStyles> = {};
    for (const entry of Object.values(state?.draft ?? {})) {
      if (entry.type === "button") initialStyles[entry.selector] = entry.styles;
    }
    setStyles(initialStyles);
    toast.info(
      boot.isTemplate
        ? "Editing enabled. This is the page template: saving creates the page."
        : "Editing enabled. Click any text or button to change it.",
      TOAST_MS.normal,
    );
    const stored = readStoredEdits(boot.pagePath);
    if (stored) setOffer(stored.edits);
    return () => {
      for (const target of found) {
        target.element.removeAttribute("contenteditable");
        target.element.classList.remove(...EDITABLE_CLASSES);
      }
    };
  }, [phase, boot, state]);

  const record = useCallback(
    (target: EditableElement, nextStyles?: ButtonStyles) => {
      const entryStyles = nextStyles ?? styles[target.selector];
      const entry = entryOf(target, entryStyles);
      setEdits((current) => {
        const next = { ...current, [target.selector]: entry };
        writeStoredEdits(boot.pagePath, {
          baseVersion: baseVersion.current,
          edits: next,
          savedAt: new Date().toISOString(),
        });
        return next;
      });
    },
    [boot.pagePath, styles],
  );

  // Typing and clicking inside the page.
  useEffect(() => {
    if (phase !== "editing") return;
    const byElement = new Map(elements.map((target) => [target.element, target]));
    const targetOf = (node: EventTarget | null) => {
      const element = node instanceof Element ? node.closest<HTMLElement>("[data-eid]") : null;
      return element ? byElement.get(element) : undefined;
    };
    const onInput = (event: Event) => {
      const target = targetOf(event.target);
      if (target) record(target);
    };
    const onClick = (event: MouseEvent) => {
      const target = targetOf(event.target);
      if (!target) return;
      if (target.type === "button") {
        event.preventDefault();
        setSelected(target);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // One line per element: Enter ends the edit instead of adding markup.
      if (event.key === "Enter" && targetOf(event.target)?.type === "button") {
        event.preventDefault();
      }
    };
    document.addEventListener("input", onInput, true);
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, [phase, elements, record]);

  // The toolbar sits over the top of the page; the page moves down by its height.
  useEffect(() => {
    const toolbar = toolbarRef.current;
    if (phase !== "editing" || !toolbar) return;
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
  }, [phase]);

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const targetsBySelector = useMemo(
    () => new Map(elements.map((target) => [target.selector, target])),
    [elements],
  );
  const proposedKeys = useMemo(
    () => Object.fromEntries(elements.map((target) => [target.selector, target.key])),
    [elements],
  );

  const leave = (href: string | null, delay: number) => {
    leaving.current = true;
    writeStoredEdits(boot.pagePath, null);
    window.setTimeout(() => {
      if (href) window.location.assign(href);
      else window.location.reload();
    }, delay);
  };

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
          content: mergeEdits(draft, pending, proposedKeys),
          htmlSample: htmlSample(),
          baseVersion: base,
        },
      });
      baseVersion.current = result.version;
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        try {
          const theirs = await apiRequest<InlineContentState>(
            `/api/inline-content/get?pagePath=${encodeURIComponent(boot.pagePath)}&pageType=${boot.pageType}&status=draft`,
            { redirectOnAuthError: false },
          );
          setConflict({ theirs, message: error.message });
        } catch (loadError) {
          toast.error(saveErrorText(loadError));
        }
        return false;
      }
      toast.error(saveErrorText(error));
      return false;
    }
  };

  const onSave = async () => {
    setBusy("save");
    const saved = await saveDraft(state?.draft ?? {}, edits, baseVersion.current);
    if (saved) {
      toast.success("Changes Saved");
      leave(null, RELOAD_AFTER_SAVE_MS);
    }
    setBusy(null);
  };

  /** Publishes the saved draft: now, or at `publishAt`; an admin may pass the SEO gate. */
  const publish = async (options: { seoOverrideReason?: string; publishAt?: string } = {}) => {
    await apiRequest("/api/inline-content/publish", {
      method: "POST",
      redirectOnAuthError: false,
      body: { pagePath: boot.pagePath, pageType: boot.pageType, action: "publish", ...options },
    });
  };

  /** Pending edits (or a template page) are saved before a publish; false when that failed. */
  const saveBeforePublish = () =>
    !dirty && !boot.isTemplate
      ? Promise.resolve(true)
      : saveDraft(state?.draft ?? {}, edits, baseVersion.current);

  const publishFailed = (error: unknown, { gateable = true } = {}) => {
    if (
      gateable &&
      error instanceof ApiError &&
      error.status === 422 &&
      error.code === "SEO_GATE"
    ) {
      setGate({ message: error.message, reason: "" });
      return;
    }
    toast.error(
      error instanceof ApiError
        ? `Publish failed: ${error.message}`
        : "Failed to publish. Please try again.",
    );
  };

  const publishAnyway = async () => {
    if (!gate) return;
    setBusy("publish");
    try {
      await publish({ seoOverrideReason: gate.reason });
      setGate(null);
      toast.success("Published Successfully");
      leave(null, RELOAD_AFTER_PUBLISH_MS);
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
        toast.success("Published Successfully");
        leave(null, RELOAD_AFTER_PUBLISH_MS);
      } catch (error) {
        publishFailed(error);
      }
    }
    setBusy(null);
  };

  /** Saves pending edits, then asks the cron to publish the draft at the chosen time. */
  const onSchedule = async () => {
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
        toast.success(`Publish scheduled for ${at.toLocaleString()}`);
        leave(null, RELOAD_AFTER_PUBLISH_MS);
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
        body: { pagePath: boot.pagePath, pageType: boot.pageType, action: "delete" },
      });
      setConfirmDelete(false);
      toast.success(
        boot.pageStatus === "active" || boot.pageStatus === "inactive"
          ? "Page deleted"
          : "Page changes deleted",
      );
      leave("/admin", LEAVE_AFTER_DELETE_MS);
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

  const onExit = () => {
    if (dirty && !window.confirm("Leave edit mode? Your unsaved changes will be lost.")) return;
    leave(boot.pagePath, 0);
  };

  const restoreOffered = () => {
    if (!offer) return;
    const next: Edits = {};
    const nextStyles = { ...styles };
    for (const [selector, entry] of Object.entries(offer)) {
      const target = targetsBySelector.get(selector);
      if (!target || target.type !== entry.type) continue;
      showEntry(target, entry);
      if (entry.type === "button") nextStyles[selector] = entry.styles;
      next[selector] = entry;
    }
    setStyles(nextStyles);
    setEdits(next);
    setOffer(null);
    toast.info("Unsaved changes restored");
  };

  const discardOffered = () => {
    writeStoredEdits(boot.pagePath, null);
    setOffer(null);
  };

  const onStyleChange = (target: EditableElement, next: ButtonStyles) => {
    applyStyles(target.element, next);
    setStyles((current) => ({ ...current, [target.selector]: next }));
    record(target, next);
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
      toast.success("Changes Saved");
      leave(null, RELOAD_AFTER_SAVE_MS);
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

  const editCount = Object.keys(edits).length;
  return (
    <>
      <Toaster />
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
                {editCount > 0
                  ? `${editCount} unsaved`
                  : state?.publishAt
                    ? `Publishes ${new Date(state.publishAt).toLocaleString()}`
                    : state?.unpublishedChanges
                      ? "Draft not published"
                      : "No unsaved changes"}
              </span>
            </p>
            <div className="flex flex-wrap items-center gap-1 sm:gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={onSave}
                loading={busy === "save"}
                disabled={busy !== null || (!dirty && !boot.isTemplate)}
              >
                <Save aria-hidden className="size-4" /> Save
              </Button>
              <Button
                size="sm"
                onClick={onPublish}
                loading={busy === "publish"}
                disabled={busy !== null}
              >
                <Send aria-hidden className="size-4" /> Publish
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setScheduleOpen(true)}
                disabled={busy !== null}
              >
                <CalendarClock aria-hidden className="size-4" /> Schedule
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setHistoryOpen(true)}
                disabled={busy !== null || boot.isTemplate}
              >
                <History aria-hidden className="size-4" /> History
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => setConfirmDelete(true)}
                disabled={busy !== null || boot.isTemplate}
              >
                <Trash2 aria-hidden className="size-4" /> Delete
              </Button>
              <Button size="sm" variant="ghost" onClick={onExit}>
                <LogOut aria-hidden className="size-4" /> Exit
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
          </div>
        </div>
      </aside>
      {selected && (
        <StylePanel
          key={selected.selector}
          target={selected}
          styles={styles[selected.selector] ?? {}}
          onChange={(next) => onStyleChange(selected, next)}
          onClose={() => setSelected(null)}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this page's changes?"
        description={
          boot.pageStatus === "active" || boot.pageStatus === "inactive"
            ? "This removes the page itself: visitors get a 404 and it leaves the sitemap. This action cannot be undone."
            : "This removes every saved and published edit of this page; it shows its original text again. This action cannot be undone."
        }
        onConfirm={onDelete}
        busy={busy === "delete"}
      />
      <Dialog
        open={scheduleOpen}
        onOpenChange={setScheduleOpen}
        title="Schedule publish"
        description="The draft (with your unsaved changes) goes live at this time; the site checks every 15 minutes."
      >
        <div className="space-y-4">
          <label className="block space-y-1.5 text-sm font-medium text-slate-700">
            <span>Publish at</span>
            <input
              type="datetime-local"
              value={scheduleAt}
              onChange={(event) => setScheduleAt(event.target.value)}
              className="block h-10 w-full rounded-md border border-slate-300 px-3 text-sm"
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setScheduleOpen(false)}>
              Cancel
            </Button>
            <Button onClick={onSchedule} loading={busy === "publish"} disabled={!scheduleAt}>
              Schedule
            </Button>
          </div>
        </div>
      </Dialog>
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
        open={offer !== null}
        onOpenChange={(open) => {
          if (!open) discardOffered();
        }}
        title="Restore unsaved changes?"
        description="This page has changes you made earlier that were never saved."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={discardOffered}>
            Discard
          </Button>
          <Button onClick={restoreOffered}>Restore</Button>
        </div>
      </Dialog>
      {historyOpen && (
        <HistoryPanel
          pagePath={boot.pagePath}
          pageType={boot.pageType}
          onClose={() => setHistoryOpen(false)}
          onRestored={() => {
            toast.success("Restored as a new draft");
            leave(null, RELOAD_AFTER_SAVE_MS);
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
