import { describe, expect, it } from "vitest";
import { markdownLinks, rewriteMarkdownLinks } from "../../worker/services/seo/markdown-links";

// A post body's links as written, and a rewrite that changes only their hrefs (issue 34).

const BODY = [
  "# Moving to Microsoft 365",
  "",
  'Read [our *old* guide](/old-guide "The guide") and [the [NOC] list](</old-noc>).',
  "An image is no link: ![diagram](/old-guide).",
  "Inline code is none either: `[x](/old-guide)`.",
  "",
  "```md",
  "[in a fence](/old-guide)",
  "```",
  "",
  'A <a class="x" href="/old-pricing?plan=a#faq">pricing <b>page</b></a> link.',
  "",
  "[ref]: /old-guide#steps",
  "[outside](https://example.com/old-guide) and [wiki](/wiki/Page_(one)).",
].join("\n");

describe("markdownLinks", () => {
  it("finds inline links, references and anchors with their words, and nothing in code or images", () => {
    const links = markdownLinks(BODY).map(({ href, text }) => ({ href, text }));
    expect(links).toEqual([
      { href: "/old-guide", text: "our old guide" },
      { href: "/old-noc", text: "the [NOC] list" },
      { href: "/old-pricing?plan=a#faq", text: "pricing page" },
      { href: "/old-guide#steps", text: "ref" },
      { href: "https://example.com/old-guide", text: "outside" },
      { href: "/wiki/Page_(one)", text: "wiki" },
    ]);
  });

  it("rewrites only the chosen hrefs: every other byte stays", () => {
    const links = markdownLinks(BODY);
    const chosen = links
      .filter((link) => link.href.startsWith("/old-guide"))
      .map((link) => ({ ...link, to: link.href.replace("/old-guide", "/migration-guide") }));
    const out = rewriteMarkdownLinks(BODY, chosen);
    expect(out).toBe(
      BODY.replace('(/old-guide "The guide")', '(/migration-guide "The guide")').replace(
        "[ref]: /old-guide#steps",
        "[ref]: /migration-guide#steps",
      ),
    );
    expect(rewriteMarkdownLinks(BODY, [])).toBe(BODY);
  });
});
