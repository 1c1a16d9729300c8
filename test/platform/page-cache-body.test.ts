import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "../factories/users";

// The edge cache keeps a page's bytes and serves them again and again: a miss, a hit from the
// Cache API and hits from the isolate's memory must all carry the same page.

const visit = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);

describe("the edge cache's copies of a page", () => {
  it("serve the same bytes on a miss, a Cache API hit and repeated memory hits", async () => {
    const path = `/it-security?copies=${crypto.randomUUID()}`;
    const answers: { state: string | null; body: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await visit(path);
      answers.push({ state: response.headers.get("x-edge-cache"), body: await response.text() });
    }
    expect(answers.map((a) => a.state)).toEqual(["MISS", "HIT", "HIT", "HIT"]);
    expect(answers[0]?.body).toContain("</html>");
    for (const answer of answers) expect(answer.body).toBe(answers[0]?.body);
  });
});
