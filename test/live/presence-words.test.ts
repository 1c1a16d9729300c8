import { describe, expect, it } from "vitest";
import { presenceWords } from "../../app/components/live/presence-avatars";
import type { LivePerson } from "../../app/lib/live-protocol";

// The words an avatar says out loud and in its tooltip (issue 36): name, role, and what the
// person is doing; never an id, a time or an internal key.

const person = (over: Partial<LivePerson> = {}): LivePerson => ({
  id: "conn-7f3a",
  userId: "user-42",
  name: "alice",
  role: "editor",
  initials: "AL",
  color: "#1d4ed8",
  where: null,
  state: "active",
  claim: null,
  caret: null,
  ...over,
});

describe("presenceWords", () => {
  it("says where an active person is editing", () => {
    expect(
      presenceWords(person({ where: { kind: "block", index: 1, label: "Paragraph 2" } })),
    ).toBe("alice, editor, editing Paragraph 2");
    expect(
      presenceWords(
        person({
          name: "dave",
          role: "author",
          where: { kind: "element", eid: "e-9", label: "Hero heading" },
        }),
      ),
    ).toBe("dave, author, editing Hero heading");
  });

  it("says idle, whatever the person was on", () => {
    expect(
      presenceWords(
        person({
          name: "bob",
          role: "admin",
          state: "idle",
          where: { kind: "block", index: 0, label: "Title" },
        }),
      ),
    ).toBe("bob, admin, idle");
  });

  it("says offline", () => {
    expect(presenceWords(person({ name: "carol", role: "author", state: "offline" }))).toBe(
      "carol, author, offline",
    );
  });

  it("says active when the person is nowhere in particular", () => {
    expect(presenceWords(person())).toBe("alice, editor, active");
    expect(presenceWords(person({ where: { kind: "block", index: 3, label: "  " } }))).toBe(
      "alice, editor, active",
    );
  });

  it("never shows ids or keys", () => {
    const words = presenceWords(
      person({ where: { kind: "element", eid: "e-secret", label: "Footer" }, claim: "e-secret" }),
    );
    expect(words).not.toMatch(/conn-7f3a|user-42|e-secret|#1d4ed8/);
  });
});
