import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { InlineContentMap } from "~/schemas/inline-content";
import {
  applyContentEdits,
  type EditView,
  NO_STRUCTURE,
  type PageStructure,
} from "./content-edits";

/**
 * The inline map the Worker handed this render for `pagePath` (published for visitors, the
 * draft in an editor's edit mode), or null when the render shows the page as its code says.
 */
export async function renderEditsOf(
  context: Readonly<RouterContextProvider>,
  pagePath: string,
): Promise<{ map: InlineContentMap; view: EditView } | null> {
  const inline = context.get(appContext).deps.renderReads?.inline;
  if (!inline || inline.pagePath !== pagePath) return null;
  return { map: await inline.map, view: inline.view };
}

/**
 * `content` as this render shows the page at `pagePath`: with the render's inline map applied,
 * and the structure the template renders with.
 *
 * @example const { content: page, structure } = await withPageEdits(context, "/it-security", code);
 */
export async function withPageEdits<T extends object>(
  context: Readonly<RouterContextProvider>,
  pagePath: string,
  content: T,
): Promise<{ content: T; structure: PageStructure }> {
  const edits = await renderEditsOf(context, pagePath);
  if (!edits) return { content, structure: NO_STRUCTURE };
  const applied = applyContentEdits(content, edits.map, edits.view);
  // Told to the Worker: the words this render already shows need no second pass at the edge.
  const inline = context.get(appContext).deps.renderReads?.inline;
  if (inline) {
    inline.inData ??= new Set();
    for (const eid of applied.inData) inline.inData.add(eid);
  }
  return { content: applied.content, structure: applied.structure };
}
