import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { InlineContentMap } from "../../app/schemas/inline-content";
import { createDb } from "../../worker/db/client";
import { inlineContent } from "../../worker/db/schema";
import { api, ORIGIN } from "./users";

/** Stores an inline-content map for a page straight in D1. */
export async function insertInlineContent(
  pagePath: string,
  content: InlineContentMap,
  status: "draft" | "published" = "published",
) {
  await createDb(env.DB)
    .insert(inlineContent)
    .values({ pagePath, pageType: "page", status, content: JSON.stringify(content) });
}

/** A map with one edit: the hero heading's text. */
export const heading = (content: string): InlineContentMap => ({
  text_element_1: { type: "text", content, selector: '[data-eid="hero.title"]' },
});

/** The version of a page's stored draft (0: none), as the editor reads it before a save. */
export const draftVersion = async (pagePath: string) =>
  (await rows(pagePath)).find((row) => row.status === "draft")?.version ?? 0;

/**
 * The inline-content API's save, publish and delete, as the staff member whose token `token`
 * returns (read at each call, so a `beforeAll` may set it). A save sends the draft version it
 * reads first, as the editor does, unless `extra` names `baseVersion` (`undefined`: none sent).
 */
export function editorCalls(token: () => string) {
  const save = async (pagePath: string, content: unknown, extra: Record<string, unknown> = {}) =>
    api("/api/inline-content/save", {
      method: "POST",
      token: token(),
      body: {
        pagePath,
        pageType: "page",
        content,
        htmlSample: "<html>…",
        ...("baseVersion" in extra ? {} : { baseVersion: await draftVersion(pagePath) }),
        ...extra,
      },
    });
  /** The draft version the editor shows now (what a publish "reviewed"). */
  const draftVersion = async (pagePath: string, pageType = "page") => {
    const state = await api(
      `/api/inline-content/get?pagePath=${encodeURIComponent(pagePath)}&pageType=${pageType}&status=draft`,
      { token: token() },
    );
    return (await state.json<{ version: number }>()).version;
  };
  /** Publishes (or schedules) what the draft holds now, unless `extra` names a baseVersion. */
  const publish = async (
    pagePath: string,
    action = "publish",
    extra: Record<string, unknown> = {},
  ) => {
    const pageType = typeof extra.pageType === "string" ? extra.pageType : "page";
    const baseVersion =
      action === "publish" && !("baseVersion" in extra)
        ? { baseVersion: await draftVersion(pagePath, pageType) }
        : {};
    return api("/api/inline-content/publish", {
      method: "POST",
      token: token(),
      body: { pagePath, pageType: "page", action, ...baseVersion, ...extra },
    });
  };
  const cancelSchedule = (pagePath: string, pageType = "page") =>
    api("/api/inline-content/schedule/cancel", {
      method: "POST",
      token: token(),
      body: { pagePath, pageType },
    });
  const remove = (pagePath: string) =>
    api("/api/inline-content/delete", {
      method: "DELETE",
      token: token(),
      body: { pagePath, pageType: "page", action: "delete" },
    });
  return { save, publish, remove, cancelSchedule, draftVersion };
}

/** A page as a visitor gets it through the Worker. */
export const visitor = async (path: string) => {
  const response = await exports.default.fetch(`${ORIGIN}${path}`);
  return { status: response.status, html: await response.text() };
};

/** The text of a page's first <h1>. */
export const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];

/** A page's stored inline-content rows (draft and published). */
export const rows = (pagePath: string) =>
  createDb(env.DB).select().from(inlineContent).where(eq(inlineContent.pagePath, pagePath)).all();
