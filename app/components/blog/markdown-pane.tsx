import { useEffect, useState } from "react";
import { renderMarkdown } from "~/lib/markdown";
import { Textarea } from "../ui/field";
import { PROSE } from "./parts";

// The post's markdown: @uiw/react-md-editor (source, or source beside its preview) once it has
// loaded in the browser, a disabled textarea until then.

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

/** "edit": the source only; "live": source and preview side by side. */
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
 * @uiw/react-md-editor, loaded in the browser only (it touches the DOM as it loads). Called by
 * the editor itself, not the Content tab, so switching tabs does not load it again.
 */
export function useMarkdownEditor(): MarkdownEditor | null {
  const [editor, setEditor] = useState<MarkdownEditor | null>(null);
  useEffect(() => {
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
  }, []);
  return editor;
}

const MODES: readonly (readonly [MarkdownMode, string])[] = [
  ["edit", "Source"],
  ["live", "Visual"],
];

interface MarkdownPaneProps {
  editor: MarkdownEditor | null;
  value: string;
  onChange: (value: string) => void;
  mode: MarkdownMode;
  onModeChange: (mode: MarkdownMode) => void;
  error?: string;
}

/** The "Content (markdown)" field with its Source / Visual switch. */
export function MarkdownPane({
  editor,
  value,
  onChange,
  mode,
  onModeChange,
  error,
}: MarkdownPaneProps) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor="blog-content" className="text-sm font-medium text-slate-700">
          Content (markdown)
        </label>
        <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5">
          <legend className="sr-only">Editor mode</legend>
          {MODES.map(([option, label]) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => onModeChange(option)}
              className={`rounded px-3 py-1 text-sm font-medium ${mode === option ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>
      {editor ? (
        <div data-testid="md-editor" className={TOOLBAR_TARGETS}>
          <editor.Editor
            commands={editor.commands}
            extraCommands={editor.extraCommands}
            value={value}
            onChange={(next) => onChange(next ?? "")}
            preview={mode}
            height={480}
            visibleDragbar={false}
            data-color-mode="light"
            textareaProps={{
              id: "blog-content",
              "aria-label": "Content (markdown)",
              placeholder: "Write in markdown: ## headings, **bold**, - lists, [links](https://…)",
            }}
            components={{
              preview: (source) => (
                <div
                  className={PROSE}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised markdown
                  dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
                />
              ),
            }}
          />
        </div>
      ) : (
        <Textarea
          id="blog-content"
          aria-label="Content (markdown)"
          rows={18}
          className="font-mono"
          disabled
          placeholder="Loading the editor…"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && <p className="text-sm text-danger-700">{error}</p>}
    </div>
  );
}
