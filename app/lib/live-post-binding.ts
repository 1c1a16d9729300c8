import * as Y from "yjs";
import { type BlogForm, SOURCE_ID, VISUAL_ID } from "~/components/blog/editor-form";
import { LiveConnection, type LiveSnapshot } from "./live-client";
import { LIVE_LIMITS, type LivePerson } from "./live-protocol";

// A post in the blog editor, edited together (issue 36). Browser-only. The shared document is
// the editor's form: the body as a Y.Text (characters from several people merge), every other
// field in a Y.Map (the last change of a field wins, as in Webflow). The body is the markdown
// itself, so the blocks nobody touched keep their bytes exactly, and Source and Visual mode
// both edit it (Visual mode writes the markdown its round trip makes). Undo (Ctrl+Z in Source
// mode) undoes only this person's changes.

type FieldKey = Exclude<keyof BlogForm, "content">;

export interface LivePostOptions {
  postId: string;
  version: number;
  /** The form as it is now (seeds an empty room). */
  form: () => BlogForm;
  /** The shared state changed elsewhere: these fields now hold these values. */
  /**
   * The shared state changed elsewhere: the form takes what `patch()` answers, read when the
   * form updates (so a keystroke drawn at the same time does not draw an older body).
   */
  applyRemote: (patch: () => Partial<BlogForm>) => void;
  onSnapshot: (snapshot: LiveSnapshot) => void;
  onSaved: (version: number, by: string) => void;
}

/** What differs between two texts: one span removed at `start`, `inserted` put there. */
function difference(current: string, next: string) {
  let start = 0;
  const max = Math.min(current.length, next.length);
  while (start < max && current[start] === next[start]) start++;
  let end = 0;
  while (end < max - start && current[current.length - 1 - end] === next[next.length - 1 - end]) {
    end++;
  }
  return {
    start,
    removed: current.length - start - end,
    inserted: next.slice(start, next.length - end),
  };
}

/** Replaces `text`'s content by `next` with one delete and one insert around what differs. */
function applyDiff(text: Y.Text, next: string): void {
  const { start, removed, inserted } = difference(text.toString(), next);
  if (removed > 0) text.delete(start, removed);
  if (inserted) text.insert(start, inserted);
}

/** A selection offset moved by a change made elsewhere (a Y.Text delta). */
function moved(offset: number, delta: Delta) {
  let index = 0;
  let at = offset;
  for (const op of delta) {
    if (op.retain) index += op.retain;
    else if (op.insert !== undefined) {
      const length = typeof op.insert === "string" ? op.insert.length : 1;
      if (index < at) at += length;
      index += length;
    } else if (op.delete) {
      if (index < at) at -= Math.min(op.delete, at - index);
    }
  }
  return at;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * Applies someone else's change to the Source textarea in place (`setRangeText`, keeping the
 * caret and selection where they were in the text), when it holds exactly the text the change
 * was made to. Answers whether the textarea now holds `after`.
 */
function patchArea(area: HTMLTextAreaElement, delta: Delta, after: string): boolean {
  let grows = 0;
  for (const op of delta) {
    if (typeof op.insert === "string") grows += op.insert.length;
    else if (op.insert !== undefined) return false;
    if (op.delete) grows -= op.delete;
  }
  if (area.value.length + grows !== after.length) return false;
  let index = 0;
  for (const op of delta) {
    if (op.retain) index += op.retain;
    else if (typeof op.insert === "string") {
      area.setRangeText(op.insert, index, index, "preserve");
      index += op.insert.length;
    } else if (op.delete) area.setRangeText("", index, index + op.delete, "preserve");
  }
  return area.value === after;
}

type Delta = { retain?: number; insert?: unknown; delete?: number }[];

export function bindLivePost(options: LivePostOptions) {
  const LOCAL = Symbol("local");
  const doc = new Y.Doc();
  const fields = doc.getMap<unknown>("fields");
  const body = doc.getText("body");
  const undo = new Y.UndoManager([body, fields], { trackedOrigins: new Set([LOCAL]) });
  let selection: { range: [number, number]; text: string } | null = null;
  let lastInput = Date.now();
  // The body as the editor last drew it, and the others' changes since: a keystroke is a
  // change to what the person saw, moved past what arrived before it was drawn.
  const loaded = options.form().content;
  let drawn = loaded;
  let sinceDrawn: Delta[] = [];

  const writeFields = (form: BlogForm) => {
    for (const [key, value] of Object.entries(form) as [keyof BlogForm, unknown][]) {
      if (key === "content") continue;
      if (fields.get(key) !== value) fields.set(key, value);
    }
  };

  const read = (): Partial<BlogForm> => {
    const patch: Record<string, unknown> = { content: body.toString() };
    const now = options.form();
    for (const [key, value] of fields.entries()) {
      // Only the form's own fields, each of its own type.
      if (key in now && typeof value === typeof now[key as FieldKey]) patch[key] = value;
    }
    return patch as Partial<BlogForm>;
  };

  // The room's updates come in with this origin (never sent back, never one's own undo).
  const ROOM = Symbol("room");
  const connection = new LiveConnection({
    target: { type: "post", id: options.postId },
    version: options.version,
    doc: {
      apply: (update) => Y.applyUpdate(doc, update, ROOM),
      state: () => Y.encodeStateAsUpdate(doc),
      isEmpty: () => Y.encodeStateVector(doc).byteLength <= 1,
      onLocalChange(send) {
        const listener = (update: Uint8Array, origin: unknown) => {
          if (origin !== ROOM) send(update);
        };
        doc.on("update", listener);
        return () => doc.off("update", listener);
      },
    },
    seed: () =>
      doc.transact(() => {
        writeFields(options.form());
        applyDiff(body, options.form().content);
      }, LOCAL),
    onSaved: options.onSaved,
    onChange: options.onSnapshot,
    onReady: () => {
      // Typed before the room was whole: kept when the shared body is what was loaded.
      const typed = options.form().content;
      if (typed !== loaded && body.toString() === loaded) {
        const { start, removed, inserted } = difference(loaded, typed);
        doc.transact(() => {
          if (removed > 0) body.delete(start, removed);
          if (inserted) body.insert(start, inserted);
        }, LOCAL);
      }
      options.applyRemote(read);
    },
  });

  // The caret stays where it was when someone else's words arrive before it.
  body.observe((event, transaction) => {
    if (transaction.origin === LOCAL) return;
    const delta = event.delta as Delta;
    const after = body.toString();
    // Nothing to move past when the body is again just what is drawn (the first sync).
    if (after === drawn) {
      sinceDrawn = [];
      return;
    }
    const area = document.getElementById(SOURCE_ID);
    if (area instanceof HTMLTextAreaElement && patchArea(area, delta, after)) {
      // The textarea has the others' words already, its caret moved by the browser: React
      // finds nothing to change, and the next keystroke is read against this text.
      drawn = after;
      sinceDrawn = [];
      selection = null;
      return;
    }
    sinceDrawn.push(delta);
    if (!(area instanceof HTMLTextAreaElement)) return;
    const [from, to] = selection?.range ?? [area.selectionStart, area.selectionEnd];
    selection = { range: [moved(from, delta), moved(to, delta)], text: after };
  });
  doc.on("update", (_update: Uint8Array, origin: unknown) => {
    if (origin !== LOCAL) options.applyRemote(read);
  });

  // Where this person is: their line in the body, with their caret for the others (the Source
  // textarea's, or the one the Visual mode tells).
  let told = "";
  let visual: { anchor: number; head: number } | null = null;
  const tell = () => {
    const area = document.getElementById(SOURCE_ID);
    const idle = Date.now() - lastInput > LIVE_LIMITS.idleMs;
    const inSource = area instanceof HTMLTextAreaElement && document.activeElement === area;
    const range = inSource
      ? { anchor: area.selectionStart, head: area.selectionEnd, text: area.value }
      : visual && { ...visual, text: body.toString() };
    let where = null;
    let caret = null;
    if (range) {
      const line = range.text.slice(0, range.anchor).split("\n").length;
      where = { kind: "block" as const, index: line - 1, label: `Line ${line}` };
      const position = (offset: number) =>
        toBase64(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(body, offset)));
      caret = { anchor: position(range.anchor), head: position(range.head) };
    }
    const message = {
      t: "here" as const,
      where,
      state: idle ? ("idle" as const) : ("active" as const),
      caret,
    };
    const text = JSON.stringify(message);
    if (text === told) return;
    told = text;
    connection.send(message);
  };
  const onInput = () => {
    lastInput = Date.now();
    tell();
  };
  const onKey = (event: KeyboardEvent) => {
    lastInput = Date.now();
    const key = event.key.toLowerCase();
    const target = event.target instanceof Element ? event.target : null;
    const inBody =
      target !== null && (target.id === SOURCE_ID || target.closest(`#${VISUAL_ID}`) !== null);
    if (!inBody || !(event.ctrlKey || event.metaKey) || (key !== "z" && key !== "y")) return;
    // Undo and redo are this person's own changes, not the room's: in both modes (the Visual
    // mode's own history would take back the others' words it was handed).
    event.preventDefault();
    event.stopPropagation();
    if (key === "y" || event.shiftKey) undo.redo();
    else undo.undo();
  };
  document.addEventListener("selectionchange", onInput);
  document.addEventListener("keydown", onKey, true);
  const idleTimer = setInterval(tell, 5_000);

  return {
    connection,
    /** The form's other fields changed here: the shared document follows (once whole). */
    update(form: BlogForm) {
      if (!connection.holdsDoc) return;
      doc.transact(() => writeFields(form), LOCAL);
    },
    /**
     * The body as the person's editor now has it (a keystroke, a paste, a Visual-mode edit):
     * the shared body takes the change, moved past the others' changes the editor had not
     * drawn yet (offline too, once it was whole: sent when back); answers the body to draw
     * (null before the room is whole, or after live editing stopped).
     */
    changeBody(next: string): string | null {
      if (!connection.holdsDoc) return null;
      lastInput = Date.now();
      const { start, removed, inserted } = difference(drawn, next);
      let from = start;
      let to = start + removed;
      for (const delta of sinceDrawn) {
        from = moved(from, delta);
        to = moved(to, delta);
      }
      doc.transact(() => {
        if (to > from) body.delete(from, to - from);
        if (inserted) body.insert(from, inserted);
      }, LOCAL);
      const merged = body.toString();
      const area = document.getElementById(SOURCE_ID);
      if (merged !== next && area instanceof HTMLTextAreaElement && area.value === next) {
        // The browser's own caret, moved as the change was (not the change's end: in a run
        // of equal characters the two differ).
        const shift = from - start;
        selection = {
          range: [area.selectionStart + shift, area.selectionEnd + shift],
          text: merged,
        };
      }
      return merged;
    },
    /** The shared body now (null before the room is whole). */
    body: () => (connection.holdsDoc ? body.toString() : null),
    /** React drew `content`: the caret goes back where it belongs, if it moved. */
    drawn(content: string) {
      drawn = content;
      sinceDrawn = [];
      const area = document.getElementById(SOURCE_ID);
      if (selection && area instanceof HTMLTextAreaElement && area.value === selection.text) {
        area.setSelectionRange(selection.range[0], selection.range[1]);
      }
      // Drawn: from now on the textarea's own selection is the truth.
      selection = null;
    },
    saved: (version: number) => connection.saved(version),
    /** This person's caret in Visual mode (body offsets), or null once it left the body. */
    visualCaret(caret: { anchor: number; head: number } | null) {
      const length = body.length;
      visual = caret && {
        anchor: Math.min(caret.anchor, length),
        head: Math.min(caret.head, length),
      };
      tell();
    },
    /** The others' carets in the body as it is here: where each one's head is. */
    carets(people: LivePerson[], you: string | null) {
      const out: { id: string; name: string; color: string; offset: number }[] = [];
      for (const person of people) {
        if (person.id === you || !person.caret || person.state === "offline") continue;
        try {
          const relative = Y.decodeRelativePosition(fromBase64(person.caret.head));
          const absolute = Y.createAbsolutePositionFromRelativePosition(relative, doc);
          if (absolute?.type === body) {
            out.push({
              id: person.id,
              name: person.name,
              color: person.color,
              offset: absolute.index,
            });
          }
        } catch {
          // A caret that cannot be read is not drawn.
        }
      }
      return out;
    },
    stop() {
      clearInterval(idleTimer);
      document.removeEventListener("selectionchange", onInput);
      document.removeEventListener("keydown", onKey, true);
      connection.stop();
      undo.destroy();
      doc.destroy();
    },
  };
}

export type LivePostBinding = ReturnType<typeof bindLivePost>;
