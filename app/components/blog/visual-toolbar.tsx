import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Code,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  IndentDecrease,
  IndentIncrease,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Minus,
  Pilcrow,
  Quote,
  Rows3,
  SquareCode,
  Table,
  Trash2,
} from "lucide-react";

// The visual editor's toolbar: every button has a name (its words, and the shortcut in
// aria-keyshortcuts), aria-pressed where it toggles, and a target of at least 28 × 28 px.

interface Action {
  label: string;
  icon: LucideIcon;
  run: () => void;
  /** Whether it is on (a toggle), or undefined for a plain action. */
  pressed?: boolean;
  disabled?: boolean;
  shortcut?: string;
  /** Show the words beside the icon (the table's actions, whose icons alone would be alike). */
  words?: boolean;
}

function ToolbarButton({ action }: { action: Action }) {
  const Icon = action.icon;
  return (
    <button
      type="button"
      aria-label={action.words ? undefined : action.label}
      title={action.shortcut ? `${action.label} (${action.shortcut})` : action.label}
      aria-pressed={action.pressed}
      aria-keyshortcuts={action.shortcut?.replace("Ctrl", "Control")}
      disabled={action.disabled}
      // Keep the editor's selection: a mouse press on the button would otherwise take focus.
      onMouseDown={(event) => event.preventDefault()}
      onClick={action.run}
      className="inline-flex min-h-8 min-w-8 items-center justify-center gap-1 rounded px-1 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40 aria-pressed:bg-navy-900 aria-pressed:text-white"
    >
      <Icon aria-hidden className="size-4" />
      {action.words ? action.label : null}
    </button>
  );
}

function Group({ actions }: { actions: Action[] }) {
  return (
    <div className="flex items-center gap-0.5 border-slate-200 pr-1 [&:not(:last-child)]:border-r">
      {actions.map((action) => (
        <ToolbarButton key={action.label} action={action} />
      ))}
    </div>
  );
}

interface VisualToolbarProps {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
}

/** Formatting for the visual editor, with Tiptap's keyboard shortcuts named on each button. */
export function VisualToolbar({ editor, onLink, onImage }: VisualToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      code: e.isActive("code"),
      link: e.isActive("link"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      table: e.isActive("table"),
      canSink: e.can().sinkListItem("listItem"),
      canLift: e.can().liftListItem("listItem"),
    }),
  });
  const chain = () => editor.chain().focus();
  const blocks: Action[] = [
    {
      label: "Paragraph",
      icon: Pilcrow,
      pressed: state.paragraph,
      shortcut: "Ctrl+Alt+0",
      run: () => chain().setParagraph().run(),
    },
    {
      label: "Heading 2",
      icon: Heading2,
      pressed: state.h2,
      shortcut: "Ctrl+Alt+2",
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: "Heading 3",
      icon: Heading3,
      pressed: state.h3,
      shortcut: "Ctrl+Alt+3",
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
  ];
  const marks: Action[] = [
    {
      label: "Bold",
      icon: Bold,
      pressed: state.bold,
      shortcut: "Ctrl+B",
      run: () => chain().toggleBold().run(),
    },
    {
      label: "Italic",
      icon: Italic,
      pressed: state.italic,
      shortcut: "Ctrl+I",
      run: () => chain().toggleItalic().run(),
    },
    {
      label: "Inline code",
      icon: Code,
      pressed: state.code,
      shortcut: "Ctrl+E",
      run: () => chain().toggleCode().run(),
    },
    { label: "Link", icon: Link2, pressed: state.link, shortcut: "Ctrl+K", run: onLink },
  ];
  const lists: Action[] = [
    {
      label: "Bulleted list",
      icon: List,
      pressed: state.bullet,
      shortcut: "Ctrl+Shift+8",
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: "Numbered list",
      icon: ListOrdered,
      pressed: state.ordered,
      shortcut: "Ctrl+Shift+7",
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: "Indent list item",
      icon: IndentIncrease,
      disabled: !state.canSink,
      shortcut: "Tab",
      run: () => chain().sinkListItem("listItem").run(),
    },
    {
      label: "Outdent list item",
      icon: IndentDecrease,
      disabled: !state.canLift,
      shortcut: "Shift+Tab",
      run: () => chain().liftListItem("listItem").run(),
    },
    {
      label: "Quote",
      icon: Quote,
      pressed: state.quote,
      shortcut: "Ctrl+Shift+B",
      run: () => chain().toggleBlockquote().run(),
    },
    {
      label: "Code block",
      icon: SquareCode,
      pressed: state.codeBlock,
      shortcut: "Ctrl+Alt+C",
      run: () => chain().toggleCodeBlock().run(),
    },
  ];
  const inserts: Action[] = [
    { label: "Image", icon: ImagePlus, run: onImage },
    { label: "Horizontal rule", icon: Minus, run: () => chain().setHorizontalRule().run() },
    {
      label: "Insert table",
      icon: Table,
      disabled: state.table,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
  ];
  const table: Action[] = [
    { label: "Add row", icon: Rows3, words: true, run: () => chain().addRowAfter().run() },
    { label: "Remove row", icon: Trash2, words: true, run: () => chain().deleteRow().run() },
    { label: "Add column", icon: Columns3, words: true, run: () => chain().addColumnAfter().run() },
    { label: "Remove column", icon: Trash2, words: true, run: () => chain().deleteColumn().run() },
    { label: "Remove table", icon: Trash2, words: true, run: () => chain().deleteTable().run() },
  ];
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1"
    >
      <Group actions={blocks} />
      <Group actions={marks} />
      <Group actions={lists} />
      <Group actions={inserts} />
      {state.table ? <Group actions={table} /> : null}
    </div>
  );
}
