import type { Editor, JSONContent } from "@tiptap/core";
import { Selection, TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { nodeStart, placeOf, toMarkdown } from "~/lib/markdown-visual/caret-map";
import { visualExtensions } from "~/lib/markdown-visual/extensions";
import {
  nodeAtLine,
  type OpenedMarkdown,
  openMarkdown,
  serializeMarkdown,
} from "~/lib/markdown-visual/round-trip";
import type { PickedImage } from "../media/image-picker";
import { VISUAL_ID } from "./editor-form";
import { useLiveCarets } from "./live-carets";
import { PROSE } from "./parts";
import { VisualCarets } from "./visual-carets";
import { type LinkDraft, VisualLinkDialog } from "./visual-link-dialog";
import { EDIT_IN_SOURCE_EVENT, VISUAL_NODE_VIEWS } from "./visual-node-views";
import { VisualToolbar } from "./visual-toolbar";

// The Visual mode: Tiptap over the same markdown. Loaded with a dynamic import from the
// markdown pane, so Tiptap reaches the browser only when someone opens this mode.

export interface VisualEditorProps {
  value: string;
  onChange: (markdown: string) => void;
  /** The id of the field's visible label. */
  labelId: string;
  /** The source line whose block gets the caret when the editor opens, if any. */
  startLine: number | null;
  /** The source line of the block holding the caret, as it moves. */
  onCaretLine: (line: number) => void;
  /** "Edit in Source mode" on a kept-markdown block, with that block's source line. */
  onEditInSource: (line: number) => void;
  /** The media picker: the library, or the given files staged for upload. */
  pickImages: (files?: File[]) => Promise<PickedImage[]>;
}

function imageNodes(images: PickedImage[]): JSONContent[] {
  return images.map((image) => ({
    type: "image",
    attrs: { src: image.url, alt: image.decorative ? "" : image.alt },
  }));
}

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((file) => file.type.startsWith("image/"));
}

/**
 * "- " (or "1. ") typed at the start of a list item's first paragraph would put a list inside
 * the item ("- - item" in markdown); the item is already one, so the marker is dropped.
 */
function dropListMarker(view: EditorView, from: number, to: number, text: string): boolean {
  if (text !== " " || from !== to) return false;
  const $from = view.state.doc.resolve(from);
  const item = $from.depth >= 2 ? $from.node($from.depth - 1) : null;
  if (item?.type.name !== "listItem" || $from.index($from.depth - 1) !== 0) return false;
  const before = $from.parent.textBetween(0, $from.parentOffset);
  if (!/^(?:[-*+]|\d{1,9}[.)])$/.test(before)) return false;
  view.dispatch(view.state.tr.delete(from - before.length, from));
  return true;
}

/**
 * After the document was replaced: the caret where it was, moved past what changed before it
 * (ProseMirror's own diff of the two documents tells where they differ).
 */
function keepCaret(editor: Editor, before: Editor["state"]["doc"], from: number, to: number) {
  const after = editor.state.doc;
  const start = before.content.findDiffStart(after.content);
  const end = before.content.findDiffEnd(after.content);
  const map = (pos: number) => {
    if (start === null || pos <= start || !end) return pos;
    if (pos >= end.a) return pos + (end.b - end.a);
    return end.b;
  };
  const size = after.content.size;
  const selection = TextSelection.between(
    after.resolve(Math.min(map(from), size)),
    after.resolve(Math.min(map(to), size)),
  );
  editor.view.dispatch(editor.state.tr.setSelection(selection));
}

function placeCaret(editor: Editor, index: number) {
  const { state, view } = editor;
  const $pos = state.doc.resolve(Math.min(nodeStart(state.doc, index), state.doc.content.size));
  view.dispatch(state.tr.setSelection(Selection.near($pos)).scrollIntoView());
  view.focus();
}

export default function VisualEditor({
  value,
  onChange,
  labelId,
  startLine,
  onCaretLine,
  onEditInSource,
  pickImages,
}: VisualEditorProps) {
  const opened = useRef<OpenedMarkdown>(openMarkdown(value));
  const emitted = useRef(value);
  const nodeLines = useRef<number[]>([]);
  const live = useLiveCarets();
  const latest = useRef({ onChange, onCaretLine, pickImages, live });
  latest.current = { onChange, onCaretLine, pickImages, live };
  const [link, setLink] = useState<LinkDraft | null>(null);
  const extensions = useMemo(() => visualExtensions(VISUAL_NODE_VIEWS), []);

  const insertImages = (view: EditorView, files: File[] | undefined, at?: number) => {
    void latest.current.pickImages(files).then((images) => {
      if (images.length === 0 || view.isDestroyed) return;
      const target = at ?? view.state.selection.from;
      editorRef.current?.chain().focus().insertContentAt(target, imageNodes(images)).run();
    });
  };

  const editor = useEditor({
    extensions,
    content: opened.current.doc,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "data-testid": "visual-editor",
        id: VISUAL_ID,
        class: `${PROSE} min-h-[420px] max-w-none px-4 pb-6 pt-1 focus:outline-none [&_td]:align-top [&_th]:align-top [&_table_p]:mt-0 [&_li>p]:mt-0`,
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          openLink();
          return true;
        }
        return false;
      },
      handleTextInput: (view, from, to, text) => dropListMarker(view, from, to, text),
      handleDrop: (view, event, _slice, moved) => {
        const files = imageFiles(event.dataTransfer?.files);
        if (moved || files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        insertImages(view, files, at);
        return true;
      },
      handlePaste: (view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        insertImages(view, files);
        return true;
      },
    },
    onCreate: ({ editor: created }) => {
      nodeLines.current = serializeMarkdown(created.getJSON(), opened.current).nodeLines;
      if (startLine !== null) placeCaret(created, nodeAtLine(opened.current, startLine));
    },
    onUpdate: ({ editor: changed }) => {
      const out = serializeMarkdown(changed.getJSON(), opened.current);
      nodeLines.current = out.nodeLines;
      if (out.markdown === emitted.current) return;
      emitted.current = out.markdown;
      latest.current.onChange(out.markdown);
    },
    onSelectionUpdate: ({ editor: moved }) => {
      const index = moved.state.selection.$from.index(0);
      latest.current.onCaretLine(nodeLines.current[index] ?? 0);
      tellCaret(moved);
    },
    onFocus: ({ editor: focused }) => tellCaret(focused),
    onBlur: () => latest.current.live?.tell(null),
  });
  const editorRef = useRef<Editor | null>(null);
  editorRef.current = editor;

  /** Tells the others where this person's caret is, as a place in the shared markdown. */
  function tellCaret(current: Editor) {
    const { live: room } = latest.current;
    if (!room || !current.isFocused) return;
    const { doc, selection } = current.state;
    const offset = (pos: number) => {
      const place = placeOf(doc, pos);
      return toMarkdown(emitted.current, nodeLines.current, place.node, place.visible);
    };
    room.tell({ anchor: offset(selection.anchor), head: offset(selection.head) });
  }

  // Markdown changed from outside (a template, a reload, someone editing live): open it
  // afresh, the caret kept where it was in the words around it. Before the browser paints
  // or reads another keystroke, so a keystroke is never read against an older document.
  useLayoutEffect(() => {
    if (!editor || value === emitted.current) return;
    opened.current = openMarkdown(value);
    emitted.current = value;
    const before = editor.state.doc;
    const { from, to } = editor.state.selection;
    const focused = editor.isFocused;
    editor.commands.setContent(opened.current.doc, { emitUpdate: false });
    nodeLines.current = serializeMarkdown(editor.getJSON(), opened.current).nodeLines;
    if (focused) keepCaret(editor, before, from, to);
  }, [editor, value]);

  const openLink = () => {
    const current = editorRef.current;
    if (!current) return;
    current.chain().extendMarkRange("link").run();
    const { from, to } = current.state.selection;
    setLink({
      text: current.state.doc.textBetween(from, to, " "),
      href: String(current.getAttributes("link").href ?? ""),
    });
  };

  const applyLink = ({ text, href }: LinkDraft) => {
    const current = editorRef.current;
    setLink(null);
    if (!current) return;
    const { from, to } = current.state.selection;
    const selected = current.state.doc.textBetween(from, to, " ");
    if (from !== to && selected === text) {
      current.chain().focus().setLink({ href }).run();
    } else {
      current
        .chain()
        .focus()
        .insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href } }] })
        .run();
    }
  };

  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = wrapper.current;
    if (!node || !editor) return;
    const listener = (event: Event) => {
      const pos =
        event instanceof CustomEvent && typeof event.detail === "number" ? event.detail : 0;
      const index = editor.state.doc.resolve(Math.min(pos, editor.state.doc.content.size)).index(0);
      onEditInSource(nodeLines.current[index] ?? 0);
    };
    node.addEventListener(EDIT_IN_SOURCE_EVENT, listener);
    return () => node.removeEventListener(EDIT_IN_SOURCE_EVENT, listener);
  }, [editor, onEditInSource]);

  return (
    <div ref={wrapper} className="relative rounded-md border border-slate-300 bg-white">
      {editor ? (
        <VisualToolbar
          editor={editor}
          onLink={openLink}
          onImage={() => insertImages(editor.view, undefined)}
        />
      ) : null}
      <EditorContent editor={editor} />
      {editor && live && (
        <VisualCarets
          editor={editor}
          carets={live.carets}
          markdown={emitted.current}
          nodeLines={() => nodeLines.current}
          host={wrapper.current}
        />
      )}
      <VisualLinkDialog
        draft={link}
        onApply={applyLink}
        onRemove={() => {
          setLink(null);
          editorRef.current?.chain().focus().extendMarkRange("link").unsetLink().run();
        }}
        onClose={() => {
          setLink(null);
          editorRef.current?.commands.focus();
        }}
      />
    </div>
  );
}
