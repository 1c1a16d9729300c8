import { eq } from "drizzle-orm";
import { pageTitle } from "../../../app/lib/seo";
import { analyzePage } from "../../../app/lib/seo-analyzer";
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  TITLE_MAX,
  TITLE_MIN,
} from "../../../app/schemas/seo-deploy";
import { parseUrl } from "../../../app/schemas/text";
import { pages } from "../../db/schema";
import { headSnippet, readPageText } from "../../html/seo-facts";
import { fetchOwnPage } from "../outside/safe-fetch";
import type { WorkerDeps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import { fitDescriptionFromPage, fitTitle } from "./fit-text";

// Proposed SEO fixes: for a page of this site, the title and description it shows now (its
// rendered <head>) and the ones that would fit, with the reasons. Nothing is changed here;
// approved proposals are deployed through deploy.ts.

/** A proposed change for one page, for review before it is deployed. */
export interface SeoProposal {
  path: string;
  version: number;
  current: { title: string; renderedTitle: string; description: string };
  proposed: { title: string; renderedTitle: string; description: string };
  reasons: string[];
  changed: boolean;
  /** The analyzer's overall score of the page as it is now, and its issues. */
  score: number;
  issues: string[];
}

/**
 * The proposed title and description for a page: a rendered title over 60 characters is
 * shortened, one under 30 takes the h1; a description outside 120-160 is trimmed at a
 * sentence or filled from the page's lead paragraphs; a missing one is written from them.
 * Texts that already fit stay as they are.
 */
export function proposeSeoText(input: {
  title: string;
  description: string;
  h1: string;
  lead: string;
  productName: string;
}): { title: string; description: string; reasons: string[] } {
  const reasons: string[] = [];
  const suffixLength = pageTitle("", input.productName).length;
  const budget = TITLE_MAX - suffixLength;
  let title = input.title;
  const rendered = pageTitle(title, input.productName);
  if (title.trim() === "") {
    title = fitTitle(input.h1, budget);
    reasons.push("The page has no title; proposed from its h1.");
  } else if (rendered.length > TITLE_MAX) {
    title = fitTitle(title, budget);
    reasons.push(
      `Title is ${rendered.length} characters with the suffix, over ${TITLE_MAX}; shortened.`,
    );
  } else if (rendered.length < TITLE_MIN) {
    const longer = fitTitle(`${title}: ${input.h1}`, budget);
    if (input.h1 && pageTitle(longer, input.productName).length > rendered.length) title = longer;
    reasons.push(
      `Title is ${rendered.length} characters with the suffix, under ${TITLE_MIN}; extended from the h1.`,
    );
  }
  let description = input.description;
  const length = description.length;
  if (description.trim() === "") {
    description = fitDescriptionFromPage("", input.lead);
    reasons.push("The page has no meta description; written from its first paragraphs.");
  } else if (length > DESCRIPTION_MAX || length < DESCRIPTION_MIN) {
    description = fitDescriptionFromPage(description, input.lead);
    reasons.push(
      length > DESCRIPTION_MAX
        ? `Description is ${length} characters, over ${DESCRIPTION_MAX}; trimmed at a sentence.`
        : `Description is ${length} characters, under ${DESCRIPTION_MIN}; completed from the page's text.`,
    );
  }
  if (description.length < DESCRIPTION_MIN) {
    reasons.push(
      `The page has too little text for a ${DESCRIPTION_MIN}-character description; write one.`,
    );
  }
  return { title, description, reasons };
}

/** "/it-security", "https://site/it-security?x" or "it-security" → "/it-security". */
export function pathOfUrl(value: string, siteUrl: string): string | null {
  const url = parseUrl(value, `${siteUrl.replace(/\/+$/, "")}/`);
  if (!url) return null;
  // Relative values resolve against the site; "//other.host/x" and absolute URLs must name it.
  if (url.host !== new URL(siteUrl).host) return null;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  return /^\/[a-z0-9-]*$/.test(path) ? path : null;
}

export type ProposalOutcome =
  | ({ url: string; ok: true } & SeoProposal)
  | { url: string; ok: false; error: string };

/**
 * `POST /api/ai-seo/deploy-optimizations`: for each URL of this site, the page's current
 * title and description (as its rendered <head> shows them) and the proposed ones, with the
 * reasons. Nothing is changed until the proposals are approved and deployed.
 */
export async function proposeSeoChanges(
  deps: WorkerDeps,
  urls: readonly string[],
): Promise<ProposalOutcome[]> {
  const { settings } = await getSiteSettings(deps);
  const outcomes: ProposalOutcome[] = [];
  for (const url of urls) {
    const path = pathOfUrl(url, deps.site.origin) ?? pathOfUrl(url, settings.siteUrl);
    if (!path) {
      const blog = /^\/blog\/[a-z0-9-]+\/?$/.test(parseUrl(url, settings.siteUrl)?.pathname ?? "");
      outcomes.push({
        url,
        ok: false,
        error: blog
          ? `${url}: a blog post's title and description are edited in the blog editor (SEO tab)`
          : `Not a page of this site: ${url}`,
      });
      continue;
    }
    const page = await deps.db.select().from(pages).where(eq(pages.path, path)).get();
    if (!page) {
      outcomes.push({ url, ok: false, error: `Page not found: ${path}` });
      continue;
    }
    const response = await fetchOwnPage(deps, path);
    if (response.status !== 200) {
      await response.body?.cancel();
      outcomes.push({ url, ok: false, error: `${path} answered ${response.status}` });
      continue;
    }
    const { facts, head, lead } = await readPageText(await response.text(), url);
    // The analyzer's view of the page as it is now: its score and what it says about it.
    const analysis = analyzePage(facts, new URL(path, settings.siteUrl).href);
    const title = page.seoTitle || page.title;
    const description = headSnippet(head).description || page.seoDescription || page.description;
    const proposal = proposeSeoText({
      title,
      description,
      h1: facts.h1Text,
      lead,
      productName: settings.productName,
    });
    outcomes.push({
      url,
      ok: true,
      path,
      version: page.version,
      current: {
        title,
        renderedTitle: pageTitle(title, settings.productName),
        description,
      },
      proposed: {
        title: proposal.title,
        renderedTitle: pageTitle(proposal.title, settings.productName),
        description: proposal.description,
      },
      reasons:
        proposal.reasons.length > 0
          ? proposal.reasons
          : ["Title and description are within the recommended lengths."],
      score: analysis.overallScore,
      issues: analysis.issues.map((issue) => `${issue.type}: ${issue.title}`),
      changed: proposal.title !== title || proposal.description !== description,
    });
  }
  return outcomes;
}
