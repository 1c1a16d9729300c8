import { Suspense, useCallback, useEffect, useState } from "react";
import type { BlogSaveResult } from "~/schemas/blog";
import { CommentsButton } from "../comments/comments-button";
import { useComments } from "../comments/use-comments";
import { useReviewControls } from "../reviews/use-review-controls";
import { SeoGateDialog } from "../seo/gate-dialog";
import { browserOnly } from "../ui/browser-only";
import { Alert } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { Tabs } from "../ui/tabs";
import { useHydrated } from "../ui/use-hydrated";
import { ContentFields } from "./content-fields";
import { useCoverImage } from "./cover-image-field";
import type { EditorStart } from "./editor-form";
import { EditorHeader } from "./editor-header";
import { LiveCaretsContext } from "./live-carets";
import { type MarkdownMode, useMarkdownEditor } from "./markdown-pane";
import { PublishPreview } from "./publish-preview";
import { ScheduleNotice } from "./schedule-notice";
import { SeoFields } from "./seo-fields";
import { SettingsFields } from "./settings-fields";
import { useBlogEditor } from "./use-blog-editor";

// Drawn in the browser only (the Worker's build leaves them out): each shows what the browser
// reads after hydration (the others' carets and presence, the post's review), nothing before.
const RemoteCarets = browserOnly(() =>
  import("./remote-carets").then((module) => module.RemoteCarets),
);
const PresenceAvatars = browserOnly(() =>
  import("../live/presence-avatars").then((module) => module.PresenceAvatars),
);
const ReviewBadge = browserOnly(() =>
  import("../reviews/review-bar").then((module) => module.ReviewBadge),
);
const ReviewBar = browserOnly(() =>
  import("../reviews/review-bar").then((module) => module.ReviewBar),
);
const PendingChangesNotice = browserOnly(() =>
  import("./pending-changes-notice").then((module) => module.PendingChangesNotice),
);

/** What the last save did beyond the post: the sitemap and the GitHub copy. */
function SaveStatus({ status }: { status: BlogSaveResult["data"] }) {
  return (
    <div
      className="grid gap-2 rounded-md border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2"
      data-testid="save-status"
    >
      <p>
        <span className="font-medium text-slate-700">Sitemap: {status.sitemapStatus}</span>
        <br />
        <span className="text-slate-600">{status.sitemapMessage}</span>
      </p>
      <p>
        <span className="font-medium text-slate-700">GitHub: {status.githubStatus}</span>
        <br />
        <span className={status.githubStatus === "error" ? "text-danger-700" : "text-slate-600"}>
          {status.githubMessage}
        </span>
      </p>
    </div>
  );
}

const MODE_KEY = "blog-editor-mode";

/**
 * Source or Visual: Source the first time (beside its preview on wide screens), then the mode
 * this browser last chose, so a writer who works in Visual mode opens every post there.
 */
function useRememberedMode(): [MarkdownMode, (mode: MarkdownMode) => void] {
  const [mode, setMode] = useState<MarkdownMode>("edit");
  useEffect(() => {
    try {
      if (window.localStorage.getItem(MODE_KEY) === "live") setMode("live");
    } catch {
      // Storage blocked: Source, as for a first visit.
    }
  }, []);
  const choose = useCallback((next: MarkdownMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(MODE_KEY, next);
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  }, []);
  return [mode, choose];
}

/**
 * The blog editor (spec §2, Blog editor): Content Editor, Settings, SEO and Preview tabs,
 * Save Draft everywhere and Publish on Preview, both saving the same record.
 */
export function BlogEditor({ start }: { start: EditorStart }) {
  const editor = useBlogEditor(start);
  const { form, set, fieldErrors, saving, save, gate, setGate, blocker } = editor;
  const cover = useCoverImage(set);
  const [tab, setTab] = useState("content");
  const [mode, setMode] = useRememberedMode();
  const markdownEditor = useMarkdownEditor(mode === "edit");
  const hydrated = useHydrated();
  // The post's review (issue 35): read once it is saved, and again after each save.
  const review = useReviewControls({
    target: editor.id ? { type: "post", id: editor.id } : null,
    version: editor.id ? editor.version : null,
    dirty: editor.dirty,
    // A published post has something to review only once changes to it are saved apart.
    hasChange: !editor.savedPublished || editor.pendingChanges !== null,
    onSubmitted: editor.clearError,
  });
  // Staff's comments on the post (issue 35), once it is saved; a thread may be about one block.
  const comments = useComments(editor.id ? { type: "post", id: editor.id } : null);

  const publicUrl = `${start.siteUrl.replace(/\/+$/, "")}/blog/${form.slug || "your-post"}`;
  const scheduled = form.publishAt !== "" && new Date(form.publishAt).getTime() > Date.now();

  // The others' carets for the Visual mode, and where its caret is (issue 36).
  const liveCarets =
    hydrated && editor.live.live
      ? { carets: editor.live.carets(), tell: editor.live.tellCaret }
      : null;
  return (
    // Two fieldsets, disabled until hydrated so nothing typed early is lost; one around the
    // whole page would put <main> inside a <fieldset>, which HTML does not allow.
    <>
      <EditorHeader
        hydrated={hydrated}
        postId={editor.id}
        title={form.title}
        fromTemplate={start.fromTemplate}
        published={editor.savedPublished}
        scheduled={scheduled}
        savedSlug={editor.savedSlug}
        dirty={editor.dirty}
        saving={saving}
        onSaveDraft={() => save("draft")}
        saveLabel={editor.keepApart ? "Save changes" : "Save Draft"}
        pendingChanges={editor.pendingChanges !== null}
        reviewBadge={
          hydrated && (
            <Suspense fallback={null}>
              <ReviewBadge controls={review} />
            </Suspense>
          )
        }
        presence={
          editor.live.snapshot && (
            <Suspense fallback={null}>
              <PresenceAvatars
                people={editor.live.snapshot.people}
                you={editor.live.snapshot.you}
                status={editor.live.snapshot.status}
                message={editor.live.snapshot.message}
              />
            </Suspense>
          )
        }
        comments={
          <CommentsButton
            controls={comments}
            what="post"
            unavailable="Save the post first to comment on it"
            about={{ kind: "blocks", markdown: form.content }}
            labelClassName="max-sm:sr-only"
          />
        }
      />
      <LiveCaretsContext.Provider value={liveCarets}>
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
          <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-4 border-0 p-0">
            {editor.error && <Alert>{editor.error}</Alert>}
            {editor.live.snapshot?.message && editor.live.snapshot.status !== "live" && (
              <p
                role="status"
                className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-navy-900"
              >
                {editor.live.snapshot.message}
              </p>
            )}
            {editor.status && <SaveStatus status={editor.status} />}
            {hydrated && (
              <Suspense fallback={null}>
                <ReviewBar
                  controls={review}
                  what="this post"
                  disabled={saving !== null}
                  className="rounded-md border border-slate-200 bg-white px-4 py-3"
                />
              </Suspense>
            )}
            {hydrated && editor.keepApart && (
              <Suspense fallback={null}>
                <PendingChangesNotice
                  pending={editor.pendingChanges}
                  needsReview={start.needsReview}
                  hydrated={hydrated}
                  busy={editor.discarding || saving !== null}
                  onDiscard={editor.discardChanges}
                />
              </Suspense>
            )}
            {hydrated && editor.schedule && (
              <ScheduleNotice
                schedule={editor.schedule}
                busy={editor.cancelling}
                onCancel={editor.cancelSchedule}
              />
            )}
            <Tabs
              label="Blog editor"
              value={tab}
              onValueChange={setTab}
              items={[
                {
                  value: "content",
                  label: "Content Editor",
                  content: (
                    <ContentFields
                      form={form}
                      set={set}
                      fieldErrors={fieldErrors}
                      savedSlug={editor.savedSlug}
                      onTitleChange={editor.changeTitle}
                      onTitleBlur={editor.fillSeoOnce}
                      onSlugChange={editor.changeSlug}
                      editor={markdownEditor}
                      mode={mode}
                      onModeChange={setMode}
                    />
                  ),
                },
                {
                  value: "settings",
                  label: "Settings",
                  content: (
                    <SettingsFields
                      form={form}
                      set={set}
                      fieldErrors={fieldErrors}
                      customColor={editor.customColor}
                      onColorChange={editor.applyColor}
                      cover={cover}
                    />
                  ),
                },
                {
                  value: "seo",
                  label: "SEO",
                  content: (
                    <SeoFields
                      form={form}
                      set={set}
                      fieldErrors={fieldErrors}
                      publicUrl={publicUrl}
                    />
                  ),
                },
                {
                  value: "preview",
                  label: "Preview",
                  content: (
                    <PublishPreview
                      form={form}
                      publicUrl={publicUrl}
                      createdAt={editor.createdAt}
                      updatedAt={editor.updatedAt}
                      published={editor.savedPublished}
                      publishing={saving === "publish"}
                      busy={saving !== null}
                      onPublish={() => save("publish")}
                    />
                  ),
                },
              ]}
            />
          </fieldset>
        </main>
      </LiveCaretsContext.Provider>
      {hydrated && editor.live.live && mode === "edit" && (
        <Suspense fallback={null}>
          <RemoteCarets carets={editor.live.carets()} body={form.content} />
        </Suspense>
      )}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title="Leave without saving?"
        description="You have unsaved changes to this post. If you leave now they will be lost."
        confirmLabel="Leave"
        onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
      />
      <SeoGateDialog
        gate={gate}
        description="Nothing was saved. Fix these, or publish anyway with a reason that goes to the audit log."
        canOverride={start.isAdmin}
        busy={saving !== null}
        onReasonChange={(reason) => setGate((g) => (g ? { ...g, reason } : g))}
        onClose={() => setGate(null)}
        onPublishAnyway={() => gate && save(gate.kind, gate.reason.trim())}
      />
    </>
  );
}
