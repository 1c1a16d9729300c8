import { describe, expect, it } from "vitest";
import { dropDoubledListMarker } from "~/lib/markdown-visual/list-markers";

// Issue #21: typing "- item" on a list line the source editor already continued gave "- - item".

describe("a list marker typed on a continued list line", () => {
  it("drops the second marker when its space is typed", () => {
    const previous = "- one\n- -";
    expect(dropDoubledListMarker(previous, "- one\n- - ")).toEqual({
      value: "- one\n- ",
      caret: 8,
    });
    expect(dropDoubledListMarker("1. one\n2. 1.", "1. one\n2. 1. ")).toEqual({
      value: "1. one\n2. ",
      caret: 10,
    });
    expect(dropDoubledListMarker("- a\n  - b\n  - *\nafter", "- a\n  - b\n  - * \nafter")).toEqual({
      value: "- a\n  - b\n  - \nafter",
      caret: 14,
    });
  });

  it("leaves everything else alone", () => {
    expect(dropDoubledListMarker("- -", "- - ")).toBeNull(); // no list item above: a rule "- - -"
    expect(dropDoubledListMarker("text\n- -", "text\n- - ")).toBeNull();
    expect(dropDoubledListMarker("- one\n- - x", "- one\n- - x ")).toBeNull();
    expect(dropDoubledListMarker("- one\n- ", "- one\n- x")).toBeNull();
    expect(dropDoubledListMarker("- one\n- -", "- one\n- -x")).toBeNull();
    expect(dropDoubledListMarker("- one\n-", "- one\n- ")).toBeNull();
  });
});
