import { pageTitle } from "../../../app/lib/seo";
import { analyzePage, criticalIssues, type PageFacts } from "../../../app/lib/seo-analyzer";
import type { InlineContentMap } from "../../../app/schemas/inline-content";
import { AppError } from "../../errors";
import { applyInlineContent } from "../../html/inline-overlay";
import { factsFromHtml } from "../../html/seo-facts";
import type { SessionUser } from "../identity/session-user";
import { writeAudit } from "../platform/audit";
import type { Deps, WorkerDeps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";

// The publishing gate: before a blog post or a page's inline edits go public, the analyzer
// runs on the page; a critical issue (no title, description or h1, no viewport, not HTTPS)
// blocks it with the reasons, unless an admin publishes anyway with a written reason, which
// goes to the audit log.

export type GateActor = Pick<SessionUser, "id" | "username" | "role">;

/** An h1 with no text (an inline edit emptied it) heads nothing: as critical as none. */
export const EMPTY_H1_REASON =
  "Missing H1 heading: The page's <h1> is empty; readers and crawlers get no main heading.";

/** The blocking issues of a page, as "title: description" lines. */
export function gateReasons(facts: PageFacts, url: string): string[] {
  const reasons = criticalIssues(analyzePage(facts, url)).map(
    (issue) => `${issue.title}: ${issue.description}`,
  );
  if (facts.headings.h1 > 0 && facts.h1Text.trim() === "") reasons.push(EMPTY_H1_REASON);
  return reasons;
}

/** The gate's reasons for rendered HTML. */
export async function gateReasonsForHtml(html: string, url: string): Promise<string[]> {
  return gateReasons(await factsFromHtml(html, url), url);
}

/**
 * The facts of a blog post as /blog/{slug} will render them: the title with the suffix, the
 * description chain (SEO description, excerpt, title), the title as the h1, plus the h1s of
 * the markdown body; the root layout always sets the viewport.
 */
export function blogPostFacts(
  post: {
    title: string;
    excerpt: string;
    content: string;
    seoData: { title: string; description: string };
  },
  productName: string,
): PageFacts {
  const title = post.seoData.title.trim() || post.title.trim();
  const description = post.seoData.description.trim() || post.excerpt.trim() || post.title.trim();
  const bodyH1s = post.content.match(/^#\s+\S/gm)?.length ?? 0;
  const h1 = post.title.trim();
  return {
    title: title ? pageTitle(title, productName) : null,
    description: description || null,
    headings: { h1: (h1 ? 1 : 0) + bodyH1s, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 },
    h1Text: h1,
    images: { total: 0, withAlt: 0, withoutAlt: 0 },
    links: { internal: 0, external: 0 },
    internalUrls: [],
    internalLinkTexts: [],
    pageSize: post.content.length,
    hasViewport: true,
    structuredDataCount: 1,
    socialTagCount: 10,
    canonical: null,
    robots: null,
    charset: "utf-8",
    language: "en",
    wordCount: post.content.split(/\s+/).filter(Boolean).length,
    readability: 60,
    keywordDensity: [],
  };
}

/**
 * Lets a publish through when `reasons` is empty; otherwise throws 422 SEO_GATE naming them,
 * unless an admin gives an override reason, which is recorded in the audit log.
 */
export async function enforcePublishGate(
  deps: Deps,
  gate: {
    reasons: readonly string[];
    actor: GateActor;
    target: { type: "blog" | "page"; id: string };
    overrideReason?: string;
  },
): Promise<void> {
  if (gate.reasons.length === 0) return;
  if (gate.overrideReason && gate.actor.role === "admin") {
    await writeAudit(deps, {
      action: "seo.gate_override",
      actor: gate.actor,
      targetType: gate.target.type,
      targetId: gate.target.id,
      details: { reasons: gate.reasons, overrideReason: gate.overrideReason },
    });
    return;
  }
  const who =
    gate.actor.role === "admin"
      ? "Fix them, or publish anyway with a written override reason."
      : "Fix them, or ask an admin to publish with a written reason.";
  throw new AppError(
    422,
    "SEO_GATE",
    `Publishing blocked by the SEO check: ${gate.reasons.map((r) => r.replace(/\.$/, "")).join("; ")}. ${who}`,
    gate.reasons.map((message) => ({ path: "seo", message })),
  );
}

/**
 * The gate's reasons for a page's inline edits: the page as visitors will see it after the
 * publish (its render with `map` applied to its data and by HTMLRewriter, a created page that is still
 * inactive included). A page with no public render (a blog post that is still a draft: its
 * own publish is gated) has none.
 */
export async function inlinePublishReasons(
  deps: WorkerDeps,
  pagePath: string,
  map: InlineContentMap,
): Promise<string[]> {
  const response = await deps.site.render(pagePath, {
    user: null,
    renderUnpublished: true,
    inline: { map, view: "visitor" },
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    return [];
  }
  const html = await applyInlineContent(response, map).text();
  const { settings } = await getSiteSettings(deps);
  return gateReasonsForHtml(html, new URL(pagePath, settings.siteUrl).href);
}

/**
 * The inline-content publish gate: a critical issue in `inlinePublishReasons` refuses the
 * publish (422) unless an admin gives a reason (audit log).
 */
export async function gateInlinePublish(
  deps: WorkerDeps,
  input: {
    pagePath: string;
    draft: InlineContentMap;
    overrideReason?: string;
    actor: GateActor;
  },
): Promise<void> {
  await enforcePublishGate(deps, {
    reasons: await inlinePublishReasons(deps, input.pagePath, input.draft),
    actor: input.actor,
    target: { type: "page", id: input.pagePath },
    overrideReason: input.overrideReason,
  });
}
