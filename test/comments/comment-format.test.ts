import { describe, expect, it } from "vitest";
import {
  anchorWords,
  authorWords,
  blockAnchor,
  blockLabel,
  commentCountWords,
  commentsButtonText,
  commentThreads,
  elementAnchor,
  elementMarkers,
  filterThreads,
  markdownBlocks,
  openThreadsWords,
  splitMentions,
  threadCounts,
  threadStateWords,
} from "../../app/lib/comment-format";
import type { DraftComment } from "../../app/schemas/comments";

// Issue 35, comments on drafts: the panel groups the API's flat list into threads, says what
// each is about, who wrote it and when, and whether it is resolved, in words (never an ISO
// timestamp, never by colour alone); it highlights mentions and lists a post's blocks the way
// a block anchor counts them.

const NOW = Date.parse("2026-11-26T12:00:00.000Z");
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const HOURS_AGO = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

function comment(overrides: Partial<DraftComment> = {}): DraftComment {
  return {
    id: "c1",
    target: { type: "post", id: "p1" },
    parentId: null,
    anchor: null,
    body: "Looks good",
    mentions: [],
    author: "alice",
    mine: false,
    createdAt: HOURS_AGO(3),
    updatedAt: HOURS_AGO(3),
    resolvedAt: null,
    resolvedBy: null,
    version: 1,
    ...overrides,
  };
}

describe("threads", () => {
  const list = [
    comment({ id: "a" }),
    comment({ id: "b", resolvedAt: HOURS_AGO(1), resolvedBy: "bob" }),
    comment({ id: "a1", parentId: "a" }),
    comment({ id: "b1", parentId: "b" }),
    comment({ id: "a2", parentId: "a" }),
  ];

  it("groups the flat list under each thread's first comment, oldest first", () => {
    const threads = commentThreads(list);
    expect(threads.map((t) => t.first.id)).toEqual(["a", "b"]);
    expect(threads[0]?.replies.map((r) => r.id)).toEqual(["a1", "a2"]);
    expect(threads[1]?.replies.map((r) => r.id)).toEqual(["b1"]);
  });

  it("keeps a reply whose thread is missing as a thread of its own", () => {
    const threads = commentThreads([comment({ id: "x1", parentId: "gone" })]);
    expect(threads.map((t) => t.first.id)).toEqual(["x1"]);
  });

  it("filters Open, Resolved and All, and counts each", () => {
    const threads = commentThreads(list);
    expect(filterThreads(threads, "open").map((t) => t.first.id)).toEqual(["a"]);
    expect(filterThreads(threads, "resolved").map((t) => t.first.id)).toEqual(["b"]);
    expect(filterThreads(threads, "all")).toHaveLength(2);
    expect(threadCounts(threads)).toEqual({ open: 1, resolved: 1, all: 2 });
  });

  it("says the button's count of open threads, and nothing while unknown", () => {
    expect(commentsButtonText(3)).toBe("Comments (3)");
    expect(commentsButtonText(0)).toBe("Comments (0)");
    expect(commentsButtonText(null)).toBe("Comments");
    expect(openThreadsWords(1)).toBe("1 open thread");
    expect(openThreadsWords(2)).toBe("2 open threads");
    expect(commentCountWords(1)).toBe("1 comment");
    expect(commentCountWords(4)).toBe("4 comments");
  });
});

describe("state and authors in words", () => {
  it("says open or resolved, by whom and how long ago, never as ISO", () => {
    expect(threadStateWords(comment(), NOW)).toEqual({
      resolved: false,
      text: "Open",
      detail: null,
    });
    const resolved = threadStateWords(
      comment({ resolvedAt: HOURS_AGO(2), resolvedBy: "bob" }),
      NOW,
    );
    expect(resolved).toEqual({
      resolved: true,
      text: "Resolved",
      detail: "Resolved by bob 2 hours ago",
    });
    expect(resolved.detail).not.toMatch(ISO);
    expect(threadStateWords(comment({ resolvedAt: HOURS_AGO(2) }), NOW).detail).toBe(
      "Resolved 2 hours ago",
    );
  });

  it("calls the caller's own comments 'You'", () => {
    expect(authorWords(comment())).toBe("alice");
    expect(authorWords(comment({ mine: true }))).toBe("You");
  });
});

describe("anchors in words", () => {
  it("names a page element from its eid, with its quote", () => {
    expect(
      anchorWords({ kind: "element", eid: "hero.title", quote: "Managed IT that just works" }),
    ).toBe("On the hero heading “Managed IT that just works”");
    expect(anchorWords({ kind: "element", eid: "title", quote: "" })).toBe("On the page heading");
    expect(anchorWords({ kind: "element", eid: "faqs.2.question", quote: "Why?" })).toBe(
      "On the FAQ 3 question “Why?”",
    );
  });

  it("names a post block by its number, and cuts a long quote", () => {
    expect(anchorWords({ kind: "block", index: 2, quote: "Cloud costs grow" })).toBe(
      "On paragraph 3: “Cloud costs grow”",
    );
    const long = "word ".repeat(40).trim();
    const words = anchorWords({ kind: "block", index: 0, quote: long });
    expect(words.startsWith("On paragraph 1: “word word")).toBe(true);
    expect(words.endsWith("…”")).toBe(true);
    expect(anchorWords({ kind: "block", index: 4, quote: "" })).toBe("On paragraph 5");
  });

  it("uses the page's context for a post body block", () => {
    expect(
      anchorWords({ kind: "element", eid: "b-abc1234", quote: "Intro" }, { tag: "p", position: 3 }),
    ).toBe("On paragraph 3: “Intro”");
  });

  it("makes element anchors the API takes, quoting the first 120 characters", () => {
    const anchor = elementAnchor("hero.title", `  Managed\n IT ${"x".repeat(200)}`);
    expect(anchor?.kind).toBe("element");
    expect(anchor?.quote.startsWith("Managed IT x")).toBe(true);
    expect(anchor?.quote.length).toBeLessThanOrEqual(120);
    expect(elementAnchor('bad"eid', "text")).toBeNull();
  });
});

describe("mentions", () => {
  it("splits a body around the usernames the API resolved", () => {
    expect(splitMentions("Ask @bob and @carol.", ["bob"])).toEqual([
      { text: "Ask ", mention: false },
      { text: "@bob", mention: true },
      { text: " and @carol.", mention: false },
    ]);
    expect(splitMentions("@Alice, see this. Thanks @bob.", ["alice", "bob"])).toEqual([
      { text: "@Alice", mention: true },
      { text: ", see this. Thanks ", mention: false },
      { text: "@bob", mention: true },
      { text: ".", mention: false },
    ]);
  });

  it("never takes an e-mail address for a mention", () => {
    expect(splitMentions("Mail ops@bob.example", ["bob"])).toEqual([
      { text: "Mail ops@bob.example", mention: false },
    ]);
    expect(splitMentions("", ["bob"])).toEqual([]);
  });
});

describe("a post's blocks", () => {
  const markdown = [
    "# Why cloud costs grow",
    "",
    "Costs grow **quietly** when nobody [watches](https://example.com) them.",
    "",
    "```js",
    "const a = 1;",
    "",
    "const b = 2;",
    "```",
    "",
    "- first point",
    "- second point",
    "",
    "",
    "![A diagram](/images/d.png)",
  ].join("\n");

  it("splits on blank lines, never inside fenced code", () => {
    const blocks = markdownBlocks(markdown);
    expect(blocks.map((b) => b.text)).toEqual([
      "Why cloud costs grow",
      "Costs grow quietly when nobody watches them.",
      "const a = 1; const b = 2;",
      "first point second point",
      "A diagram",
    ]);
    expect(blocks.map((b) => b.index)).toEqual([0, 1, 2, 3, 4]);
    expect(markdownBlocks("")).toEqual([]);
    expect(markdownBlocks("a\r\n\r\nb")).toHaveLength(2);
  });

  it("keeps a fence open until its own closing fence", () => {
    const blocks = markdownBlocks("~~~~\n```\n\ncode\n~~~~\n\nafter");
    expect(blocks).toHaveLength(2);
    expect(blocks[1]?.text).toBe("after");
  });

  it("labels each block for the About choice and anchors it by index", () => {
    const [heading, paragraph] = markdownBlocks(markdown);
    expect(heading && blockLabel(heading)).toBe("Paragraph 1: Why cloud costs grow");
    expect(paragraph && blockLabel(paragraph)).toBe(
      "Paragraph 2: Costs grow quietly when nobody watches them.",
    );
    expect(paragraph && blockAnchor(paragraph)).toEqual({
      kind: "block",
      index: 1,
      quote: "Costs grow quietly when nobody watches them.",
    });
    expect(blockLabel({ index: 6, text: "" })).toBe("Paragraph 7");
  });
});

describe("edit mode's markers", () => {
  it("counts the comments of open threads per element, opening the oldest", () => {
    const anchor = (eid: string) => ({ kind: "element" as const, eid, quote: "" });
    const threads = commentThreads([
      comment({ id: "t1", anchor: anchor("hero.title") }),
      comment({ id: "t2", anchor: anchor("cta.button") }),
      comment({ id: "t3", anchor: anchor("hero.title") }),
      comment({ id: "t4", anchor: anchor("about.title"), resolvedAt: HOURS_AGO(1) }),
      comment({ id: "t5", anchor: { kind: "block", index: 1, quote: "" } }),
      comment({ id: "t6" }),
      comment({ id: "r1", parentId: "t1" }),
    ]);
    expect(elementMarkers(threads)).toEqual([
      { eid: "hero.title", comments: 3, threadId: "t1" },
      { eid: "cta.button", comments: 1, threadId: "t2" },
    ]);
  });
});
