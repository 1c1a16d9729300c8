import { analyzePage, type ClientAnalyzerResult, type PageFacts } from "~/lib/seo-analyzer";
import { factsFromDocument, factsFromHtmlInBrowser } from "~/lib/seo-facts";

// The analyzer's live score in Page settings: the page's facts are read once (the page as
// visitors get it), then scored again with the title and description being typed. The SEO
// Analyzer tab's analyzer, not a second one.

/**
 * The analyzer's facts of the page at `path` as visitors get it (its public HTML, head and
 * structured data included); a page that is not live yet is read from edit mode's own DOM,
 * without the editor's UI, the edit-mode head's noindex or items hidden for visitors.
 */
export async function readPageFacts(path: string): Promise<PageFacts> {
  const url = new URL(path, window.location.origin).href;
  try {
    const response = await fetch(url, { credentials: "omit", headers: { accept: "text/html" } });
    if (response.ok) return factsFromHtmlInBrowser(await response.text(), url);
  } catch {
    // Offline or refused: the page in edit mode is the next best view.
  }
  const doc = document.implementation.createHTMLDocument("");
  doc.replaceChild(doc.importNode(document.documentElement, true), doc.documentElement);
  for (const element of doc.querySelectorAll(
    "[data-inline-editor], [role='dialog'], script, [data-hidden]",
  )) {
    element.remove();
  }
  return { ...factsFromDocument(doc, url, doc.documentElement.outerHTML), robots: null };
}

/** The analyzer's result for the page with this `<title>` (suffix included) and description. */
export function scoreWith(
  facts: PageFacts,
  path: string,
  head: { title: string; description: string },
): ClientAnalyzerResult {
  const url = new URL(path, window.location.origin).href;
  return analyzePage(
    { ...facts, title: head.title.trim() || null, description: head.description.trim() || null },
    url,
  );
}
