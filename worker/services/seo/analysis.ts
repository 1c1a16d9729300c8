import {
  type AnalyzerIssue,
  analyzePage,
  type ClientAnalyzerResult,
  type IssueType,
  type PageFacts,
  serverLabel,
} from "../../../app/lib/seo-analyzer";
import { factsFromHtml } from "../../html/seo-facts";
import { type FetchedPage, fetchPageSafely, type SafeFetchDeps } from "../outside/safe-fetch";

// The server side of the analyzer: fetch a page safely, read its facts with HTMLRewriter, score
// it with the same analyzer the browser runs, and shape the answer as spec §3's "Server SEO
// analysis" (`POST /api/seo-analyze`).

/** Spec §3 "Server SEO analysis", plus the analyzer's full result for the Page Analysis view. */
export interface ServerSeoAnalysis {
  url: string;
  timestamp: string;
  score: {
    overall: number;
    technical: number;
    content: number;
    performance: number;
    mobile: number;
  };
  /** Excellent (80+), Needs Improvement (60-79) or Critical (below 60). */
  label: ReturnType<typeof serverLabel>;
  executiveSummary: string;
  criticalIssues: {
    title: string;
    severity: IssueType;
    description: string;
    fix: string;
    /** Out of 10: the issue's priority. */
    estimatedImpact: number;
  }[];
  /** The HTTP status of the page (after redirects). */
  httpStatus: number;
  details: ClientAnalyzerResult;
}

export interface AnalyzedPage {
  fetched: FetchedPage;
  facts: PageFacts;
  result: ClientAnalyzerResult;
}

/** Fetches and analyses one page; the result is scored against the URL it ended at. */
export async function analyzeUrl(fetcher: SafeFetchDeps, url: string): Promise<AnalyzedPage> {
  const fetched = await fetchPageSafely(fetcher, url);
  const facts = await factsFromHtml(fetched.body, fetched.url);
  return { fetched, facts, result: analyzePage(facts, fetched.url) };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function summary(result: ClientAnalyzerResult, httpStatus: number): string {
  const label = serverLabel(result.overallScore);
  if (httpStatus >= 400) {
    return `The page answered ${httpStatus}: search engines drop pages that do not load. Fix or redirect it first.`;
  }
  const critical = result.issues.filter((i) => i.type === "critical");
  const warnings = result.issues.filter((i) => i.type === "warning");
  const head = `Overall score ${result.overallScore}/100 (${label}).`;
  if (critical.length === 0 && warnings.length === 0) {
    return `${head} No critical issues or warnings: the page covers the basics search engines look for.`;
  }
  const worst = (critical[0] ?? warnings[0]) as AnalyzerIssue;
  return `${head} ${plural(critical.length, "critical issue")} and ${plural(warnings.length, "warning")}; start with "${worst.title}".`;
}

/** The spec's server analysis shape from an analyzer result. */
export function toServerAnalysis(
  result: ClientAnalyzerResult,
  httpStatus: number,
  timestamp = new Date().toISOString(),
): ServerSeoAnalysis {
  return {
    url: result.url,
    timestamp,
    score: {
      overall: result.overallScore,
      technical: result.scores.technical,
      content: result.scores.content,
      performance: result.scores.performance,
      mobile: result.scores.mobile,
    },
    label: serverLabel(result.overallScore),
    executiveSummary: summary(result, httpStatus),
    criticalIssues: result.issues
      .filter((i) => i.type !== "info")
      .map((i) => ({
        title: i.title,
        severity: i.type,
        description: i.description,
        fix: i.fix,
        estimatedImpact: i.priority,
      })),
    httpStatus,
    details: result,
  };
}

/** `POST /api/seo-analyze {type: "single"}`: one URL's server analysis. */
export async function analyzeSingleUrl(
  fetcher: SafeFetchDeps,
  url: string,
): Promise<ServerSeoAnalysis> {
  const { fetched, result } = await analyzeUrl(fetcher, url);
  return toServerAnalysis(result, fetched.status);
}
