import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { LiveSnapshot } from "~/lib/live-client";
import type { LivePostBinding } from "~/lib/live-post-binding";
import type { BlogForm } from "./editor-form";

// The blog editor's live room (issue 36): the binding (Yjs, the WebSocket) loads in an effect,
// so neither reaches the Worker's build; until it is live, the editor works as it always has.

interface LivePostInput {
  /** The saved post's id; null for a post not saved yet (no room). */
  postId: string | null;
  /** The saved version the editor loaded. */
  version: number;
  form: BlogForm;
  /** Someone else's change: these fields now hold these values. */
  applyRemote: (patch: () => Partial<BlogForm>) => void;
  /** Someone else saved: the version their save made. */
  onSaved: (version: number, by: string) => void;
}

export function useLivePost({ postId, version, form, applyRemote, onSaved }: LivePostInput) {
  const [snapshot, setSnapshot] = useState<LiveSnapshot | null>(null);
  const binding = useRef<LivePostBinding | null>(null);
  const latest = useRef({ form, version, applyRemote, onSaved });
  latest.current = { form, version, applyRemote, onSaved };

  useEffect(() => {
    if (!postId) return;
    let stopped = false;
    let made: LivePostBinding | null = null;
    void import("~/lib/live-post-binding").then(({ bindLivePost }) => {
      if (stopped) return;
      made = bindLivePost({
        postId,
        version: latest.current.version,
        form: () => latest.current.form,
        applyRemote: (patch) => latest.current.applyRemote(patch),
        onSnapshot: setSnapshot,
        onSaved: (saved, by) => latest.current.onSaved(saved, by),
      });
      binding.current = made;
    });
    return () => {
      stopped = true;
      made?.stop();
      binding.current = null;
      setSnapshot(null);
    };
  }, [postId]);

  // What this person changes reaches the shared document.
  useEffect(() => {
    binding.current?.update(form);
  }, [form]);
  // The body as drawn (a keystroke is read against it); the caret back where it belongs.
  useLayoutEffect(() => {
    binding.current?.drawn(form.content);
  }, [form.content]);

  const live = snapshot?.status === "live";
  return {
    snapshot,
    live,
    /** Someone else is editing the post too (alone, saving is the person's, as before). */
    together: live && (snapshot?.people.some((person) => person.id !== snapshot.you) ?? false),
    /** This browser saves the shared state for everyone (debounced). */
    saver: live && snapshot?.saver !== null && snapshot?.saver === snapshot?.you,
    /** This person's caret in Visual mode, in the body (null: it left the body). */
    tellCaret: (caret: { anchor: number; head: number } | null) =>
      binding.current?.visualCaret(caret),
    /** The others' carets in the body (both modes draw them). */
    carets: () =>
      snapshot && binding.current ? binding.current.carets(snapshot.people, snapshot.you) : [],
    /** A change of the body here: the body to draw, or null when not live (draw `next`). */
    changeBody: (next: string) => binding.current?.changeBody(next) ?? null,
    /** The shared body at this moment (null when not live). */
    body: () => binding.current?.body() ?? null,
    /** Tells the room this browser saved `version`. */
    saved: (saved: number) => binding.current?.saved(saved),
  };
}

export type LivePost = ReturnType<typeof useLivePost>;
