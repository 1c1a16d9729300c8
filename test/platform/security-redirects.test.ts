import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { safeNextPath } from "../../app/lib/paths";
import { ORIGIN, signedIn } from "../factories/users";
import { OPEN_REDIRECT_TARGETS } from "../fixtures/open-redirects";

/** Whether a Location header, as a browser resolves it, stays on ORIGIN. */
function staysOnOrigin(location: string): boolean {
  // Browsers drop tabs and newlines and read backslashes as slashes; new URL does the same.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a Location must carry none
  if (/[\u0000-\u0020\u007f-\u009f]/.test(location)) return false;
  if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\")) {
    return false;
  }
  return new URL(location, ORIGIN).origin === ORIGIN;
}

describe("post-login redirect (?next=)", () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signedIn("editor"));
  });

  it("keeps every corpus target on the site's origin, without a 5xx", async () => {
    const failures: string[] = [];
    for (const target of OPEN_REDIRECT_TARGETS) {
      const response = await exports.default.fetch(
        `${ORIGIN}/admin/login?next=${encodeURIComponent(target)}`,
        { headers: { authorization: `Bearer ${token}` }, redirect: "manual" },
      );
      const location = response.headers.get("location") ?? "";
      if (response.status !== 302 || !staysOnOrigin(location)) {
        failures.push(`${JSON.stringify(target)} → ${response.status} ${JSON.stringify(location)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("also when the query string carries raw (not re-encoded) control characters", async () => {
    for (const raw of ["/%09/evil.example", "/%0a/evil.example", "/%0d%0a/x", "/%00", "%09%5C"]) {
      const response = await exports.default.fetch(`${ORIGIN}/admin/login?next=${raw}`, {
        headers: { authorization: `Bearer ${token}` },
        redirect: "manual",
      });
      expect(response.status, raw).toBe(302);
      expect(staysOnOrigin(response.headers.get("location") ?? ""), raw).toBe(true);
    }
  });

  it("still goes to a same-site path with its query", async () => {
    const response = await exports.default.fetch(
      `${ORIGIN}/admin/login?next=${encodeURIComponent("/blog/my-post/admin?tab=seo")}`,
      { headers: { authorization: `Bearer ${token}` }, redirect: "manual" },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/blog/my-post/admin?tab=seo");
  });

  it("safeNextPath (also used in the browser) answers only same-origin paths", () => {
    for (const target of OPEN_REDIRECT_TARGETS) {
      const path = safeNextPath(target, ORIGIN);
      expect(staysOnOrigin(path), JSON.stringify(target)).toBe(true);
    }
    expect(safeNextPath(null, ORIGIN)).toBe("/admin");
    expect(safeNextPath("https://evil.example/x", ORIGIN)).toBe("/admin");
    expect(safeNextPath("/admin?tab=users", ORIGIN)).toBe("/admin?tab=users");
    expect(safeNextPath(`${ORIGIN}/it-security`, ORIGIN)).toBe("/it-security");
  });
});
