import type { InlineContentState, PageType } from "~/schemas/inline-content";

/** What edit mode hands its editor bundle, as JSON in the page (data, not script). */
export interface EditorBoot {
  pagePath: string;
  pageType: PageType;
  user: { username: string; role: "admin" | "editor" | "author" } | null;
  /** Editor role or above: the page was served with its draft map. */
  canEdit: boolean;
  /** The stored draft and published maps (editors only). */
  state: InlineContentState | null;
  /** The template view of an unknown slug: saving creates the page. */
  isTemplate: boolean;
  /** code: always live; active/inactive: a page created in the admin; new: not created yet. */
  pageStatus: "code" | "active" | "inactive" | "new";
  /**
   * A blog post page: where its markdown editor is, whether the post itself is live, and its
   * id (without it the toolbar offers no Share preview for the post).
   */
  blog?: { editorHref: string; published: boolean; id?: string };
}

/** The editor bundle: Vite's dev server compiles the source; a build serves the bundle. */
export const EDITOR_SRC = import.meta.env.DEV
  ? "/app/components/inline-editor/entry.tsx"
  : "/inline-editor/editor.js";

/** Under `npm run dev`, React Router's refresh preamble must run before the editor's source. */
export const DEV_PREAMBLE =
  import.meta.env.MODE === "development"
    ? "/@id/__x00__virtual:react-router/inject-hmr-runtime"
    : null;

export const EDITOR_BOOT_ID = "inline-editor-boot";

/** The boot data as a JSON script element; `<` is escaped so no text can close the element. */
export function EditorBootScript({ boot }: { boot: EditorBoot }) {
  const json = JSON.stringify(boot).replace(/</g, "\\u003c");
  return (
    <script
      type="application/json"
      id={EDITOR_BOOT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
