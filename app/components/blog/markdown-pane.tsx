import { type ComponentType, useEffect, useRef, useState } from "react";
import { renderMarkdown } from "~/lib/markdown";
import { foreignImages } from "~/lib/markdown-visual/foreign-images";
import { dropDoubledListMarker } from "~/lib/markdown-visual/list-markers";
import { useImagePicker } from "../media/image-picker";
import { Textarea } from "../ui/field";
import { SOURCE_ID } from "./editor-form";
import { PROSE } from "./parts";
import type { VisualEditorProps } from "./visual-editor";

// The post's markdown: Source mode is @uiw/react-md-editor (beside its preview on wide
// screens), Visual mode is Tiptap (./visual-editor.tsx); each is its own lazily loaded chunk,
// with a disabled textarea until it has loaded in the browser.

/**
 * The toolbar's buttons are 20 px high; WCAG 2.2 asks for 24 × 24 px targets (axe:
 * target-size), so the wrapper stretches them, with a little space between.
 */
const TOOLBAR_TARGETS =
  "[&_.w-md-editor-toolbar_li>button]:min-h-7 [&_.w-md-editor-toolbar_li>button]:min-w-7 [&_.w-md-editor-toolbar_li>button]:inline-flex [&_.w-md-editor-toolbar_li>button]:items-center [&_.w-md-editor-toolbar_li>button]:justify-center [&_.w-md-editor-toolbar_li>button]:mx-0.5";

type MdEditorModule = typeof import("@uiw/react-md-editor/nohighlight");
type MdCommand = ReturnType<MdEditorModule["commands"]["getCommands"]>[number];

export interface MarkdownEditor {
  Editor: MdEditorModule["default"];
  commands: MdCommand[];
  extraCommands: MdCommand[];
}

/** "edit": Source (markdown, beside its preview on wide screens); "live": Visual (Tiptap). */
export type MarkdownMode = "edit" | "live";

/**
 * The toolbar's icons are `<svg role="img">` without a name (axe: svg-img-alt); each button
 * carries its own aria-label, so the icon is hidden from assistive technology instead.
 */
function withHiddenIcons(command: MdCommand): MdCommand {
  const icon = command.icon ? (
    <span aria-hidden="true" className="contents">
      {command.icon}
    </span>
  ) : undefined;
  if (Array.isArray(command.children)) {
    return { ...command, icon, children: command.children.map(withHiddenIcons) };
  }
  return { ...command, icon };
}

/**
 * @uiw/react-md-editor, loaded in the browser only (it touches the DOM as it loads), the first
 * time Source mode is wanted. Called by the editor itself, not the Content tab, so switching
 * tabs does not load it again.
 */
export function useMarkdownEditor(wanted: boolean): MarkdownEditor | null {
  const [editor, setEditor] = useState<MarkdownEditor | null>(null);
  useEffect(() => {
    if (!wanted || editor) return;
    let alive = true;
    import("@uiw/react-md-editor/nohighlight").then((module) => {
      if (!alive) return;
      setEditor({
        Editor: module.default,
        commands: module.commands.getCommands().map(withHiddenIcons),
        extraCommands: module.commands.getExtraCommands().map(withHiddenIcons),
      });
    });
    return () => {
      alive = false;
    };
  }, [wanted, editor]);
  return editor;
}

const MODES: readonly (readonly [MarkdownMode, string])[] = [
  ["edit", "Source"],
  ["live", "Visual"],
];

type VisualEditorComponent = ComponentType<VisualEditorProps>;

/** The visual editor (Tiptap), imported the first time Visual mode is shown. */
function useVisualEditor(wanted: boolean): VisualEditorComponent | null {
  const [component, setComponent] = useState<VisualEditorComponent | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let alive = true;
    import("./visual-editor").then((module) => {
      if (alive) setComponent(() => module.default);
    });
    return () => {
      alive = false;
    };
  }, [wanted, component]);
  return component;
}

/** Whether the window is wide enough for source and preview side by side. */
function useWide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(min-width: 768px)");
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split("\n").length - 1;
}

function offsetOfLine(text: string, line: number): number {
  let offset = 0;
  for (let i = 0; i < line; i++) {
    const next = text.indexOf("\n", offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return offset;
}

function sourceArea(): HTMLTextAreaElement | null {
  const area = document.getElementById(SOURCE_ID);
  return area instanceof HTMLTextAreaElement ? area : null;
}

const LABEL_ID = "blog-content-label";

/** The source preview: the post as visitors get it, and the images they will not get. */
function SourcePreview({ source }: { source: string }) {
  // Each address once: the list names what to replace, not how often.
  const foreign = [...new Map(foreignImages(source).map((image) => [image.src, image])).values()];
  return (
    <div>
      {foreign.length > 0 ? (
        <div
          role="note"
          data-testid="foreign-images"
          className="mb-3 rounded-md border-2 border-warning-700 bg-amber-50 p-3 text-sm text-slate-800"
        >
          <p className="font-semibold text-amber-900">
            {foreign.length === 1
              ? "An image from another address: visitors will not see it."
              : `${foreign.length} images from other addresses: visitors will not see them.`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {foreign.map((image) => (
              <li key={image.src} className="break-all">
                {image.alt ? `“${image.alt}”, ` : ""}
                {image.src || "no address"}
              </li>
            ))}
          </ul>
          <p className="mt-1">Upload them to the media library and insert them again.</p>
        </div>
      ) : null}
      <div
        className={PROSE}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised markdown
        dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
      />
    </div>
  );
}

interface MarkdownPaneProps {
  editor: MarkdownEditor | null;
  value: string;
  onChange: (value: string) => void;
  mode: MarkdownMode;
  onModeChange: (mode: MarkdownMode) => void;
  error?: string;
}

/**
 * The "Content (markdown)" field with its Source / Visual switch. Both edit the same markdown;
 * switching keeps the block the caret is in (a source line ↔ a visual block).
 */
export function MarkdownPane({
  editor,
  value,
  onChange,
  mode,
  onModeChange,
  error,
}: MarkdownPaneProps) {
  const Visual = useVisualEditor(mode === "live");
  const wide = useWide();
  const picker = useImagePicker();
  const caretLine = useRef<number | null>(null);
  const [startLine, setStartLine] = useState<number | null>(null);
  const sourceRef = useRef<HTMLDivElement>(null);
  const previous = useRef(value);
  previous.current = value;

  const switchTo = (next: MarkdownMode, line?: number) => {
    if (next === mode) return;
    if (next === "live") {
      const area = sourceArea();
      setStartLine(area ? lineOf(area.value, area.selectionStart) : null);
    } else {
      caretLine.current = line ?? caretLine.current;
    }
    onModeChange(next);
  };

  // Source mode opened from Visual: the caret goes to the start of the block it was in.
  useEffect(() => {
    if (mode !== "edit" || !editor || caretLine.current === null) return;
    const area = sourceArea();
    if (!area) return;
    const offset = offsetOfLine(area.value, caretLine.current);
    caretLine.current = null;
    area.focus();
    area.setSelectionRange(offset, offset);
  }, [mode, editor]);

  // The preview scrolls on its own: keyboard users reach it (axe scrollable-region-focusable).
  useEffect(() => {
    const preview = sourceRef.current?.querySelector<HTMLElement>(".w-md-editor-preview");
    if (!preview) return;
    preview.tabIndex = 0;
    preview.setAttribute("role", "region");
    preview.setAttribute("aria-label", "Preview");
  });

  const changeSource = (next: string) => {
    const fixed = dropDoubledListMarker(previous.current, next);
    if (!fixed) {
      onChange(next);
      return;
    }
    onChange(fixed.value);
    // Only while nothing else was typed: a key pressed before this frame already moved on.
    requestAnimationFrame(() => {
      const area = sourceArea();
      if (area?.value === fixed.value) area.setSelectionRange(fixed.caret, fixed.caret);
    });
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label
          id={LABEL_ID}
          htmlFor={mode === "edit" ? SOURCE_ID : undefined}
          className="text-sm font-medium text-slate-700"
        >
          Content (markdown)
        </label>
        <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5">
          <legend className="sr-only">Editor mode</legend>
          {MODES.map(([option, label]) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => switchTo(option)}
              className={`min-h-7 rounded px-3 py-1 text-sm font-medium ${mode === option ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>
      {mode === "live" && Visual ? (
        <Visual
          value={value}
          onChange={onChange}
          labelId={LABEL_ID}
          startLine={startLine}
          onCaretLine={(line) => {
            caretLine.current = line;
          }}
          onEditInSource={(line) => switchTo("edit", line)}
          pickImages={(files) => picker.pick(files)}
        />
      ) : mode === "edit" && editor ? (
        <div ref={sourceRef} data-testid="md-editor" className={TOOLBAR_TARGETS}>
          <editor.Editor
            commands={editor.commands}
            extraCommands={editor.extraCommands}
            value={value}
            onChange={(next) => changeSource(next ?? "")}
            preview={wide ? "live" : "edit"}
            height={480}
            visibleDragbar={false}
            data-color-mode="light"
            textareaProps={{
              id: SOURCE_ID,
              "aria-label": "Content (markdown)",
              placeholder: "Write in markdown: ## headings, **bold**, - lists, [links](https://…)",
            }}
            components={{ preview: (source) => <SourcePreview source={source} /> }}
          />
        </div>
      ) : (
        <Textarea
          id={SOURCE_ID}
          aria-label="Content (markdown)"
          rows={18}
          className="font-mono"
          disabled
          placeholder={mode === "live" ? "Loading the visual editor…" : "Loading the editor…"}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {picker.dialog}
      {error && <p className="text-sm text-danger-700">{error}</p>}
    </div>
  );
}
