import { eq } from "drizzle-orm";
import { CODE_PAGES } from "../../../../app/content";
import { STOP_WORDS, wordsOf } from "../../../../app/lib/seo-analyzer";
import type {
  KeywordConflict,
  KeywordMapPage,
  KeywordResearch,
  NearDuplicate,
} from "../../../../app/schemas/ai-seo";
import { blogs, pages } from "../../../db/schema";
import { syncCodePages } from "../../content/pages";
import type { Deps } from "../../platform/deps";
import { plainTextOf } from "./analyze";
import { RULE_BASED } from "./provider";

// Research, the site's keyword map: each page's main keywords, the keywords several pages
// compete for, and pages that say nearly the same.

const SKIP_KEYS = new Set([
  "href",
  "icon",
  "slug",
  "family",
  "template",
  "parent",
  "updated",
  "image",
  // A section's type, key and look (app/schemas/sections.ts), and a button's saved styles.
  "type",
  "key",
  "variant",
  "tone",
  "styles",
]);

/** Every human-readable string of a page's content object. */
export function collectText(value: unknown, out: string[] = [], key = ""): string[] {
  if (SKIP_KEYS.has(key)) return out;
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, out);
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) collectText(v, out, k);
  }
  return out;
}

const termsOf = (text: string) =>
  wordsOf(text.toLowerCase())
    .map((w) => w.replace(/[’']s$/, "").replace(/[’']/g, ""))
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));

/** Weighted terms and two-word phrases of a page; title and keywords count most. */
function keywordsOfPage(title: string, description: string, keywords: string[], body: string) {
  const scores = new Map<string, number>();
  const add = (text: string, weight: number) => {
    const terms = termsOf(text);
    for (let i = 0; i < terms.length; i++) {
      const word = terms[i] ?? "";
      scores.set(word, (scores.get(word) ?? 0) + weight);
      const next = terms[i + 1];
      if (next) scores.set(`${word} ${next}`, (scores.get(`${word} ${next}`) ?? 0) + weight * 1.5);
    }
  };
  add(title, 4);
  add(description, 2);
  for (const keyword of keywords) {
    const phrase = termsOf(keyword).join(" ");
    if (phrase) scores.set(phrase, (scores.get(phrase) ?? 0) + 8);
  }
  add(body, 0.2);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const picked: string[] = [];
  for (const [term] of ranked) {
    if (picked.some((p) => p.includes(term) || term.includes(p))) continue;
    picked.push(term);
    if (picked.length === 5) break;
  }
  return { keywords: picked, terms: new Set(termsOf(`${title} ${description} ${body}`)) };
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

const editUrlOf = (path: string) => (path === "/" ? "/admin?tab=otto-seo" : `${path}/admin`);

/** Research: each page's main keywords, keywords several pages compete for, near-duplicates. */
export async function keywordResearch(deps: Deps): Promise<KeywordResearch> {
  await syncCodePages(deps);
  const codeBySlug = new Map(CODE_PAGES.map((page) => [`/${page.slug}`, page]));
  const [pageRows, blogRows] = await Promise.all([
    deps.db.select().from(pages).where(eq(pages.isActive, true)).all(),
    deps.db.select().from(blogs).all(),
  ]);
  const entries: (KeywordMapPage & { terms: Set<string> })[] = [];
  for (const row of pageRows) {
    if (row.path.startsWith("/blog")) continue;
    const keywords = row.seoKeywords;
    const body = collectText(codeBySlug.get(row.path)).join(" ");
    const title = row.seoTitle || row.title;
    const found = keywordsOfPage(title, row.seoDescription || row.description, keywords, body);
    entries.push({
      path: row.path,
      kind: "page",
      title,
      keywords: found.keywords,
      terms: found.terms,
      editUrl: editUrlOf(row.path),
      viewUrl: row.path,
    });
  }
  for (const row of blogRows) {
    const path = `/blog/${row.slug}`;
    const tags = row.seoKeywords;
    const found = keywordsOfPage(
      row.seoTitle || row.title,
      row.excerpt,
      tags,
      plainTextOf(row.content),
    );
    entries.push({
      path,
      kind: "blog",
      title: row.title,
      keywords: found.keywords,
      terms: found.terms,
      // Keywords and titles are the post's record: its blog editor, not the inline page edit.
      editUrl: `/admin/blog/${row.slug}`,
      viewUrl: path,
    });
  }
  entries.sort((a, b) => a.path.localeCompare(b.path));
  const byKeyword = new Map<string, typeof entries>();
  for (const entry of entries) {
    // The first two keywords are what a page is "about": two pages sharing one compete.
    for (const keyword of entry.keywords.slice(0, 2)) {
      byKeyword.set(keyword, [...(byKeyword.get(keyword) ?? []), entry]);
    }
  }
  const cannibalisation: KeywordConflict[] = [...byKeyword.entries()]
    .filter(([, list]) => list.length > 1)
    .map(([keyword, list]) => ({
      keyword,
      pages: list.map(({ path, title, editUrl }) => ({ path, title, editUrl })),
    }))
    .sort((a, b) => b.pages.length - a.pages.length || a.keyword.localeCompare(b.keyword));
  const nearDuplicates: NearDuplicate[] = [];
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) {
      const a = entries[i];
      const b = entries[j];
      if (!a || !b) continue;
      const similarity = jaccard(a.terms, b.terms);
      if (similarity >= 0.6) {
        nearDuplicates.push({
          similarity: Math.round(similarity * 100) / 100,
          a: { path: a.path, title: a.title, editUrl: a.editUrl },
          b: { path: b.path, title: b.title, editUrl: b.editUrl },
        });
      }
    }
  }
  nearDuplicates.sort((x, y) => y.similarity - x.similarity);
  return {
    pages: entries.map(({ terms: _terms, ...page }) => page),
    cannibalisation,
    nearDuplicates: nearDuplicates.slice(0, 50),
    provider: RULE_BASED,
  };
}
