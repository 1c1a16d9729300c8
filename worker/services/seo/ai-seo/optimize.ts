import { CODE_PAGES } from "../../../../app/content";
import { heroOf } from "../../../../app/content/sections";
import type { OptimizeCandidate, ProviderInfo } from "../../../../app/schemas/ai-seo";
import { syncCodePages } from "../../content/pages";
import type { Deps } from "../../platform/deps";
import { getSiteSettings } from "../../platform/settings";
import { proposeSeoText } from "../proposals";
import { listSeoPages } from "../seo-pages";
import { RULE_BASED } from "./provider";
import { collectText } from "./research";

// Optimize: the catalogue pages whose title and description score below 80, each with the
// snippet the SEO deploy path would propose.

/** Snippet score of a catalogue page: 100 minus deductions for its title and description. */
export function snippetScore(row: {
  titleClass: string;
  descriptionClass: string;
  duplicateTitle: boolean;
  duplicateDescription: boolean;
}): { score: number; problems: string[] } {
  const problems: string[] = [];
  let score = 100;
  const deduct = (points: number, problem: string) => {
    score -= points;
    problems.push(problem);
  };
  if (row.titleClass === "missing") deduct(30, "No title");
  else if (row.titleClass !== "ok") deduct(15, `Title too ${row.titleClass}`);
  if (row.descriptionClass === "missing") deduct(30, "No meta description");
  else if (row.descriptionClass !== "ok") deduct(15, `Description too ${row.descriptionClass}`);
  if (row.duplicateTitle) deduct(10, "Title shared with another page");
  if (row.duplicateDescription) deduct(10, "Description shared with another page");
  return { score: Math.max(0, score), problems };
}

/** Maximum pages listed at once. */
export const OPTIMIZE_LIMIT = 50;

/**
 * Optimize: pages scoring below 80, each with the snippet the SEO deploy path proposes
 * (proposeSeoText over the page's own h1 and opening copy); applying goes through
 * `/api/seo/deploys`, the same path as the OTTO SEO tab.
 */
export async function optimizeCandidates(
  deps: Deps,
): Promise<{ candidates: OptimizeCandidate[]; total: number; provider: ProviderInfo }> {
  await syncCodePages(deps);
  const { pages: rows } = await listSeoPages(deps);
  const { settings } = await getSiteSettings(deps);
  const codeBySlug = new Map(CODE_PAGES.map((page) => [`/${page.slug}`, page]));
  const low = rows
    .map((row) => ({ row, ...snippetScore(row) }))
    .filter((entry) => entry.score < 80)
    .sort((a, b) => a.score - b.score || a.row.path.localeCompare(b.row.path));
  const candidates = low.slice(0, OPTIMIZE_LIMIT).map(({ row, score, problems }) => {
    const code = codeBySlug.get(row.path);
    const h1 = (code?.template !== "legal" && code && heroOf(code)?.title) || row.defaultTitle;
    const lead = [row.defaultDescription, ...collectText(code)].join(" ").slice(0, 1200);
    const proposal = proposeSeoText({
      title: row.title,
      description: row.description,
      h1,
      lead,
      productName: settings.productName,
    });
    return {
      path: row.path,
      version: row.version,
      score,
      problems,
      current: { title: row.title, description: row.description },
      proposed: { title: proposal.title, description: proposal.description },
      reasons: proposal.reasons,
    };
  });
  return { candidates, total: low.length, provider: RULE_BASED };
}
