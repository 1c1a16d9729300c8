import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { ApiError, apiRequest } from "~/lib/api";
import {
  BLOG_SAVE_MESSAGES,
  type BlogPost,
  type BlogSaveResult,
  cleanTypedSlug,
  HEX_COLOR,
  seoAutoFill,
  slugFromTitle,
} from "~/schemas/blog";
import { MEDIA_MESSAGES } from "~/schemas/media";
import type { PublishScheduleView } from "~/schemas/publish-schedule";
import type { SeoGate } from "../seo/gate-dialog";
import { toast } from "../ui/toaster";
import { useUnsavedChangesWarning } from "../ui/use-unsaved-changes-warning";
import {
  type BlogForm,
  type EditorStart,
  type FieldErrors,
  fieldErrorsOf,
  formFromPost,
  payloadOf,
  type SetField,
  saveErrorMessage,
} from "./editor-form";
import { useLivePost } from "./use-live-post";

export type SaveKind = "draft" | "publish";

/**
 * The blog editor's record and its saving: the form, what was last saved (id, version, slug,
 * published), unsaved changes (a leave is confirmed first), and Save Draft / Publish with the
 * SEO gate's answer.
 */
export function useBlogEditor(start: EditorStart) {
  const [form, setForm] = useState<BlogForm>(start.form);
  const [id, setId] = useState<string | null>(start.post?.id ?? null);
  const [version, setVersion] = useState<number>(start.post?.version ?? 0);
  const [savedSlug, setSavedSlug] = useState<string | null>(start.post?.slug ?? null);
  const [savedPublished, setSavedPublished] = useState(start.post?.published ?? false);
  const [createdAt, setCreatedAt] = useState(start.post?.createdAt ?? new Date().toISOString());
  const [updatedAt, setUpdatedAt] = useState(start.post?.updatedAt ?? new Date().toISOString());
  const [baseline, setBaseline] = useState(() => JSON.stringify(start.form));
  const [slugTouched, setSlugTouched] = useState(false);
  const [seoFilled, setSeoFilled] = useState(
    Boolean(start.form.seoTitle || start.form.seoDescription || start.form.canonicalUrl),
  );
  const [saving, setSaving] = useState<SaveKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<BlogSaveResult["data"] | null>(null);
  // A save the SEO gate blocked: its reasons, and (admins) the override being written.
  const [gate, setGate] = useState<(SeoGate & { kind: SaveKind }) | null>(null);
  // The hex field as typed; it lives here so a half-typed value survives a tab switch.
  const [customColor, setCustomColor] = useState(start.form.categoryColor);
  // The pending schedule (what the cron will publish), or the last one it refused.
  const [schedule, setSchedule] = useState<PublishScheduleView | null>(
    start.post?.schedule ?? null,
  );
  const [cancelling, setCancelling] = useState(false);
  // A published post's changes saved apart (issue 35), and the Discard under way.
  const [pendingChanges, setPendingChanges] = useState(start.post?.pendingChanges ?? null);
  const [discarding, setDiscarding] = useState(false);

  const dirty = JSON.stringify(form) !== baseline;
  const formNow = useRef(form);
  formNow.current = form;

  // Editing together (issue 36): the form is shared with whoever else has the post open; one
  // of them (the room's saver) saves it for everyone, 2 s after the last change and at least
  // every 10 s while changes keep coming. Until the room is live, nothing changes.
  const live = useLivePost({
    postId: id,
    version,
    form,
    applyRemote: (patch) => setForm((current) => ({ ...current, ...patch() })),
    onSaved: (saved, by) => {
      setVersion(saved);
      setBaseline(JSON.stringify(formNow.current));
      if (savedPublished) setPendingChanges({ savedBy: by, savedAt: new Date().toISOString() });
    },
  });
  const [autoBlocked, setAutoBlocked] = useState(false);
  const firstUnsaved = useRef<number | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });

  useUnsavedChangesWarning(dirty);

  const set: SetField = (key, value) => {
    // Together, the body is the shared one with this change in it.
    const body = key === "content" ? live.changeBody(value as string) : null;
    // Read when the form updates: others' words that arrived meanwhile are in it too.
    setForm((current) => ({ ...current, [key]: body === null ? value : (live.body() ?? body) }));
  };

  function changeTitle(title: string) {
    setForm((current) => ({
      ...current,
      title,
      // The slug follows the title until a saved slug exists (or one was typed).
      slug: savedSlug || slugTouched ? current.slug : slugFromTitle(title),
    }));
  }

  function changeSlug(typed: string) {
    setSlugTouched(true);
    set("slug", cleanTypedSlug(typed));
  }

  /** SEO title, description and canonical URL are filled from the title once. */
  function fillSeoOnce() {
    if (seoFilled || !form.title.trim()) return;
    setSeoFilled(true);
    setForm((current) => {
      const filled = seoAutoFill(
        {
          ...current,
          seoData: {
            title: current.seoTitle,
            description: current.seoDescription,
            canonicalUrl: current.canonicalUrl,
          },
        },
        start.siteUrl,
      );
      return {
        ...current,
        seoTitle: filled.title,
        seoDescription: filled.description,
        canonicalUrl: filled.canonicalUrl,
      };
    });
  }

  function applyColor(value: string) {
    setCustomColor(value);
    // Only a complete 6-digit hex applies (spec §5).
    if (HEX_COLOR.test(value)) set("categoryColor", value.toUpperCase());
  }

  /**
   * A save of a published post keeps the changes apart (the live post stays) when the
   * writer's changes need review or some are already kept apart; Publish applies them.
   */
  const keepApart = savedPublished && (start.needsReview || pendingChanges !== null);

  async function save(kind: SaveKind, seoOverrideReason?: string, auto = false) {
    const published = kind === "publish" ? true : form.published;
    const next = { ...form, published };
    // The room's saves of a published post are kept apart: Publish changes ships them.
    const pending = kind === "draft" && (keepApart || (auto && savedPublished));
    // Saving the same changes again would only move their version (and a review with it).
    if (pending && pendingChanges && !dirty && !auto) {
      toast.info("No new changes to save");
      return;
    }
    // The featured image needs its alt text, or to be marked decorative (issue #21).
    if (form.image && !form.imageDecorative && !form.imageAlt.trim()) {
      setError(`Featured image: ${MEDIA_MESSAGES.altRequired}`);
      setFieldErrors({ imageAlt: MEDIA_MESSAGES.altRequired });
      toast.error(`Featured image: ${MEDIA_MESSAGES.altRequired}`);
      return;
    }
    setSaving(kind);
    setError(null);
    setFieldErrors({});
    try {
      const body = {
        ...payloadOf(next, published),
        ...(seoOverrideReason ? { seoOverrideReason } : {}),
        ...(pending ? { pending: true } : {}),
      };
      const result = id
        ? await apiRequest<BlogSaveResult>(`/api/blogs/${id}`, {
            method: "PUT",
            body: { ...body, version },
            redirectOnAuthError: false,
          })
        : await apiRequest<BlogSaveResult>("/api/blogs", {
            method: "POST",
            body,
            redirectOnAuthError: false,
          });
      if (live.live) {
        // The shared form stays as everyone has it; the others hear of the new version.
        setBaseline(JSON.stringify(next));
        live.saved(result.version);
      } else {
        const saved = formFromPost(result.blog);
        setForm(saved);
        setBaseline(JSON.stringify(saved));
      }
      setAutoBlocked(false);
      setId(result.id);
      setVersion(result.version);
      setSavedSlug(result.blog.slug);
      setSavedPublished(result.blog.published);
      setCreatedAt(result.blog.createdAt);
      setUpdatedAt(result.blog.updatedAt);
      // Changes kept apart reach no sitemap or repository: the notice says so instead.
      // (A save made for everyone by the live room's saver says nothing: nobody pressed Save.)
      setStatus(pending || auto ? null : result.data);
      setSchedule(result.blog.schedule ?? null);
      setPendingChanges(result.blog.pendingChanges ?? null);
      setGate(null);
      if (!auto) {
        toast.success(
          pending
            ? "Changes saved. Visitors see the published post until they are published"
            : BLOG_SAVE_MESSAGES.success,
        );
      }
      const path = `/admin/blog/${result.blog.slug}`;
      if (window.location.pathname !== path) window.history.replaceState(null, "", path);
    } catch (caught) {
      const message = saveErrorMessage(caught);
      setError(caught instanceof ApiError && caught.status === 409 ? caught.message : message);
      if (caught instanceof ApiError) {
        setFieldErrors(fieldErrorsOf(caught.issues));
        // Admins may publish anyway with a written reason; others see the reasons only.
        if (caught.status === 422 && caught.code === "SEO_GATE" && start.isAdmin) {
          setGate((g) => ({ kind, message: caught.message, reason: g?.reason ?? "" }));
        }
      }
      toast.error(auto ? `Saving for everyone stopped: ${message}` : message);
      // A refused save is not tried again on its own: the next one is the person's.
      if (auto) setAutoBlocked(true);
    } finally {
      setSaving(null);
    }
  }

  // The saver's debounced save of the shared form: each change of the form starts the 2 s
  // again (`save` is the render's own, holding that form).
  const saveLatest = useRef(save);
  saveLatest.current = save;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's changes restart the wait.
  useEffect(() => {
    if (!dirty) firstUnsaved.current = null;
    if (!live.saver || !live.together || !dirty || saving !== null || !id || autoBlocked) return;
    firstUnsaved.current ??= Date.now();
    const wait = Math.max(0, Math.min(2_000, firstUnsaved.current + 10_000 - Date.now()));
    const timer = setTimeout(() => void saveLatest.current("draft", undefined, true), wait);
    return () => clearTimeout(timer);
  }, [form, live.saver, dirty, saving, id, autoBlocked]);

  /** Cancel: the pending schedule ends and the post keeps no publish time (still a draft). */
  async function cancelSchedule() {
    if (!id) return;
    setCancelling(true);
    try {
      const result = await apiRequest<{ blog: BlogPost }>(`/api/blogs/${id}/schedule`, {
        method: "DELETE",
        redirectOnAuthError: false,
      });
      setVersion(result.blog.version);
      setUpdatedAt(result.blog.updatedAt);
      setSchedule(null);
      // Only the publish time changes; other unsaved edits stay unsaved.
      setForm((current) => ({ ...current, publishAt: "" }));
      setBaseline((saved) => JSON.stringify({ ...JSON.parse(saved), publishAt: "" }));
      toast.success("Scheduled publish cancelled");
    } catch (caught) {
      toast.error(
        caught instanceof ApiError
          ? `Cancel failed: ${caught.message}`
          : "Failed to cancel. Please try again.",
      );
    } finally {
      setCancelling(false);
    }
  }

  /** Discard: the pending changes go; the editor shows the published post again. */
  async function discardChanges(): Promise<boolean> {
    if (!id) return false;
    setDiscarding(true);
    try {
      const result = await apiRequest<{ blog: BlogPost }>(`/api/blogs/${id}/changes`, {
        method: "DELETE",
        body: { version },
        redirectOnAuthError: false,
      });
      const live = formFromPost(result.blog);
      setForm(live);
      setBaseline(JSON.stringify(live));
      setVersion(result.blog.version);
      setSavedSlug(result.blog.slug);
      setPendingChanges(null);
      toast.success("Changes discarded: the editor shows the published post");
      return true;
    } catch (caught) {
      toast.error(
        caught instanceof ApiError
          ? `Discard failed: ${caught.message}`
          : "Failed to discard. Please try again.",
      );
      return false;
    } finally {
      setDiscarding(false);
    }
  }

  return {
    live,
    pendingChanges,
    keepApart,
    discardChanges,
    discarding,
    schedule,
    cancelSchedule,
    cancelling,
    form,
    set,
    changeTitle,
    changeSlug,
    fillSeoOnce,
    customColor,
    applyColor,
    id,
    version,
    savedSlug,
    savedPublished,
    createdAt,
    updatedAt,
    dirty,
    blocker,
    saving,
    save,
    error,
    /** Drops the error shown (a refusal the user has since acted on). */
    clearError: () => setError(null),
    fieldErrors,
    status,
    gate,
    setGate,
  };
}
