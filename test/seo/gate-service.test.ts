import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../worker/db/schema";
import { AppError } from "../../worker/errors";
import {
  EMPTY_H1_REASON,
  enforcePublishGate,
  type GateActor,
  gateReasonsForHtml,
} from "../../worker/services/content/publish-gate";
import { testDeps } from "../factories/deps";

// The gate's rules at the service level; test/seo/gate.test.ts drives the same gate through
// the blog and inline-content publish routes.

const deps = testDeps();
const URL_HTTPS = "https://www.northbridge-it.example/managed-services";

const page = (h1: string) =>
  `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Managed IT Services for Growing Teams | Northbridge IT</title><meta name="description" content="Managed IT services for growing teams: a named engineer, a helpdesk that answers at any hour, and monthly reports that show what changed."></head><body>${h1}<p>Text.</p></body></html>`;

const actor = (role: GateActor["role"]): GateActor => ({
  id: crypto.randomUUID(),
  username: `gate-${role}-${crypto.randomUUID().slice(0, 6)}`,
  role,
});

describe("gateReasonsForHtml", () => {
  it("finds nothing critical on a complete page", async () => {
    expect(await gateReasonsForHtml(page("<h1>Managed IT</h1>"), URL_HTTPS)).toEqual([]);
  });

  it("blocks an h1 emptied by an edit as it blocks a missing one", async () => {
    expect(await gateReasonsForHtml(page("<h1>  </h1>"), URL_HTTPS)).toEqual([EMPTY_H1_REASON]);
    const missing = await gateReasonsForHtml(page(""), URL_HTTPS);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/^Missing H1 heading: /);
  });

  it("names each critical issue as title: description", async () => {
    const reasons = await gateReasonsForHtml(
      "<html><body><p>Only text.</p></body></html>",
      "http://www.northbridge-it.example/x",
    );
    expect(reasons.map((reason) => reason.split(":")[0]).sort()).toEqual([
      "Missing H1 heading",
      "Missing meta description",
      "Missing page title",
      "Missing viewport meta tag",
      "Page not served over HTTPS",
    ]);
  });
});

describe("enforcePublishGate", () => {
  const target = { type: "page" as const, id: "/managed-services" };
  const reasons = ["Missing page title: The page has no <title>.", "Missing H1 heading: None."];

  it("lets a publish with no reasons through", async () => {
    await expect(
      enforcePublishGate(deps, { reasons: [], actor: actor("editor"), target }),
    ).resolves.toBeUndefined();
  });

  it("refuses with 422 naming every reason; only an admin may override", async () => {
    for (const [role, overrideReason, advice] of [
      ["editor", undefined, "Fix them, or ask an admin to publish with a written reason."],
      ["editor", "Launch today", "Fix them, or ask an admin to publish with a written reason."],
      ["admin", undefined, "Fix them, or publish anyway with a written override reason."],
    ] as const) {
      const error = await enforcePublishGate(deps, {
        reasons,
        actor: actor(role),
        target,
        overrideReason,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 422,
        code: "SEO_GATE",
        message: `Publishing blocked by the SEO check: Missing page title: The page has no <title>; Missing H1 heading: None. ${advice}`,
        issues: reasons.map((message) => ({ path: "seo", message })),
      });
    }
  });

  it("records an admin's override with the reasons in the audit log", async () => {
    const admin = actor("admin");
    await enforcePublishGate(deps, { reasons, actor: admin, target, overrideReason: "Launch" });
    const rows = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "seo.gate_override"), eq(auditLog.actorId, admin.id)))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: "page", targetId: "/managed-services" });
    expect(JSON.parse(rows[0]?.details ?? "{}")).toEqual({ reasons, overrideReason: "Launch" });
  });
});
