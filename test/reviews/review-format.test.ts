import { describe, expect, it } from "vitest";
import {
  decisionWords,
  NOTHING_TO_REVIEW_HINT,
  REVIEW_STATE_WORDS,
  reviewBadge,
  reviewHref,
  reviewStanding,
  reviewTabBadge,
  SAVE_FIRST_HINT,
  sentByYouOrder,
  submittedWords,
} from "../../app/lib/review-format";
import { REVIEW_STATES, type Review } from "../../app/schemas/reviews";

// Issue 35: the Reviews tab and both editors say a review's state, who sent or decided it and
// when in words (never an ISO timestamp or a raw state key), link each item to where it is
// edited, and offer Submit for review, Approve and Request changes only when they apply.

const NOW = Date.parse("2026-11-26T12:00:00.000Z");
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const HOURS_AGO = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

function review(overrides: Partial<Review> = {}): Review {
  return {
    id: "r1",
    target: { type: "post", id: "p1" },
    title: "Cloud cost tips",
    path: "/blog/cloud-cost-tips",
    version: 4,
    state: "in_review",
    submittedBy: "alice",
    mine: false,
    submittedAt: HOURS_AGO(2),
    decidedBy: null,
    decidedAt: null,
    comment: null,
    summary: "Title and body changed",
    ...overrides,
  };
}

describe("state words", () => {
  it("says every state in words, never its key", () => {
    for (const state of REVIEW_STATES) {
      const { text } = reviewBadge(state);
      expect(text).toBe(REVIEW_STATE_WORDS[state]);
      expect(text).not.toContain("_");
    }
    expect(reviewBadge("in_review")).toEqual({ text: "In review", tone: "accent" });
    expect(reviewBadge("changes_requested")).toEqual({
      text: "Changes requested",
      tone: "warning",
    });
    expect(reviewBadge("approved")).toEqual({ text: "Approved", tone: "success" });
  });
});

describe("who and when", () => {
  it("says who sent a change and how long ago, or 'you'", () => {
    expect(submittedWords(review(), NOW)).toBe("Sent by alice 2 hours ago");
    expect(submittedWords(review({ mine: true }), NOW)).toBe(
      "You sent this for review 2 hours ago",
    );
  });

  it("says a decision with the reviewer, the time and the comment", () => {
    const sentBack = review({
      state: "changes_requested",
      decidedBy: "bob",
      decidedAt: HOURS_AGO(2),
      comment: "  Shorten the intro  ",
    });
    expect(decisionWords(sentBack, NOW)).toBe("Sent back by bob 2 hours ago: Shorten the intro");
    const approved = review({ state: "approved", decidedBy: "bob", decidedAt: HOURS_AGO(0.1) });
    expect(decisionWords(approved, NOW)).toBe("Approved by bob 6 minutes ago");
    expect(decisionWords({ ...approved, comment: "Looks good" }, NOW)).toBe(
      "Approved by bob 6 minutes ago: Looks good",
    );
    expect(decisionWords({ ...approved, state: "published" }, NOW)).toBe(
      "Approved by bob and published",
    );
    expect(decisionWords(review(), NOW)).toBeNull();
  });

  it("says what it knows when the decider or time is missing", () => {
    const bare = review({ state: "changes_requested", comment: "Fix the links" });
    expect(decisionWords(bare, NOW)).toBe("Sent back: Fix the links");
  });

  it("never shows an ISO time", () => {
    const decided = review({ state: "approved", decidedBy: "bob", decidedAt: HOURS_AGO(30) });
    for (const words of [submittedWords(decided, NOW), decisionWords(decided, NOW) ?? ""]) {
      expect(words).not.toMatch(ISO);
    }
  });
});

describe("reviewHref", () => {
  it("opens a post in the blog editor by the slug of its path", () => {
    expect(reviewHref(review())).toBe("/admin/blog/cloud-cost-tips");
  });

  it("links nowhere for a post deleted since (answered without a path)", () => {
    expect(reviewHref(review({ title: "A deleted post", path: "" }))).toBeNull();
  });

  it("opens a page in edit mode, the home page at /home/admin", () => {
    expect(reviewHref({ target: { type: "page", path: "/services" }, path: "/services" })).toBe(
      "/services/admin",
    );
    expect(reviewHref({ target: { type: "page", path: "/" }, path: "/" })).toBe("/home/admin");
  });
});

describe("sentByYouOrder and the tab's count", () => {
  it("puts the ones sent back first, keeping newest first within each group", () => {
    const rows = [
      review({ id: "a", state: "in_review" }),
      review({ id: "b", state: "changes_requested" }),
      review({ id: "c", state: "approved" }),
      review({ id: "d", state: "changes_requested" }),
    ];
    expect(sentByYouOrder(rows).map((row) => row.id)).toEqual(["b", "d", "a", "c"]);
  });

  it("counts what waits for a reviewer, and what came back to a writer", () => {
    const counts = { waiting: 3, mine: 2, sentBack: 1 };
    expect(reviewTabBadge({ counts, canReview: true })).toEqual({
      text: "3 waiting",
      name: "Reviews, 3 waiting",
    });
    expect(reviewTabBadge({ counts, canReview: false })).toEqual({
      text: "1 sent back",
      name: "Reviews, 1 sent back",
    });
    expect(reviewTabBadge({ counts: { ...counts, waiting: 0 }, canReview: true })).toBeNull();
  });
});

describe("reviewStanding", () => {
  const author = { needsReview: true, canReview: false, dirty: false, now: NOW };
  const editor = { needsReview: false, canReview: true, dirty: false, now: NOW };

  it("offers Submit for review to a writer whose changes need one", () => {
    const standing = reviewStanding({ ...author, review: null, version: 3 });
    expect(standing).toMatchObject({ badge: null, note: null, submit: { blocked: null } });
    expect(standing.decide).toBe(false);
  });

  it("holds Submit back until the change is saved, saying why", () => {
    expect(reviewStanding({ ...author, review: null, version: 3, dirty: true }).submit).toEqual({
      blocked: SAVE_FIRST_HINT,
    });
    expect(reviewStanding({ ...author, review: null, version: null }).submit).toEqual({
      blocked: SAVE_FIRST_HINT,
    });
    expect(
      reviewStanding({ ...author, review: null, version: 3, hasChange: false }).submit,
    ).toEqual({ blocked: NOTHING_TO_REVIEW_HINT });
  });

  it("offers nothing to writers who publish freely", () => {
    const standing = reviewStanding({ ...author, needsReview: false, review: null, version: 3 });
    expect(standing).toEqual({
      badge: null,
      note: null,
      comment: null,
      submit: null,
      decide: false,
    });
  });

  it("says a change is in review, and offers no second submit of the same version", () => {
    const standing = reviewStanding({ ...author, review: review({ mine: true }), version: 4 });
    expect(standing.badge?.text).toBe("In review");
    expect(standing.note).toBe("You sent this for review 2 hours ago");
    expect(standing.submit).toBeNull();
  });

  it("offers a new submit once the writer saved again", () => {
    const standing = reviewStanding({ ...author, review: review(), version: 5 });
    expect(standing.note).toMatch(/^Saved again since it was sent for review 2 hours ago/);
    expect(standing.submit).toEqual({ blocked: null });
  });

  it("says a sent-back change with the reviewer's comment, and offers a new submit", () => {
    const sentBack = review({
      state: "changes_requested",
      decidedBy: "bob",
      decidedAt: HOURS_AGO(2),
      comment: "Shorten the intro",
    });
    const standing = reviewStanding({ ...author, review: sentBack, version: 4 });
    expect(standing.badge?.text).toBe("Changes requested");
    expect(standing.note).toBe("Sent back by bob 2 hours ago: Shorten the intro");
    expect(standing.submit).toEqual({ blocked: null });
  });

  it("says an approved version may be published as it is, and when it changed since", () => {
    const approved = review({
      state: "approved",
      decidedBy: "bob",
      decidedAt: HOURS_AGO(1),
      comment: "Nice",
    });
    const current = reviewStanding({ ...author, review: approved, version: 4 });
    expect(current.badge?.text).toBe("Approved");
    expect(current.note).toBe("Approved by bob — you can publish it as it is");
    expect(current.comment).toBe("Nice");
    expect(current.submit).toBeNull();
    const changed = reviewStanding({ ...author, review: approved, version: 6 });
    expect(changed.note).toBe(
      "Changed since bob approved it: submit it for review again before publishing",
    );
    expect(changed.submit).toEqual({ blocked: null });
  });

  it("offers Approve and Request changes to a reviewer, never on their own change", () => {
    expect(reviewStanding({ ...editor, review: review(), version: 4 }).decide).toBe(true);
    expect(reviewStanding({ ...editor, review: review({ mine: true }), version: 4 }).decide).toBe(
      false,
    );
    const approved = review({ state: "approved", decidedBy: "carol" });
    expect(reviewStanding({ ...editor, review: approved, version: 4 }).decide).toBe(false);
  });

  it("leaves out published and replaced reviews", () => {
    const published = reviewStanding({
      ...author,
      review: review({ state: "published" }),
      version: 4,
    });
    expect(published).toMatchObject({ badge: null, note: null, submit: null });
    const replaced = reviewStanding({
      ...author,
      review: review({ state: "superseded" }),
      version: 4,
    });
    expect(replaced).toMatchObject({ badge: null, note: null, submit: { blocked: null } });
  });
});
