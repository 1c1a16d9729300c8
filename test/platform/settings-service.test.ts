import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SiteSettings } from "../../app/schemas/site-settings";
import { createDb } from "../../worker/db/client";
import { auditLog, settings } from "../../worker/db/schema";
import { saveSiteSettings } from "../../worker/services/content/site-settings";
import type { SessionUser } from "../../worker/services/identity/session-user";
import { getSiteSettings, updateSiteSettings } from "../../worker/services/platform/settings";
import { writeVersionedSetting } from "../../worker/services/platform/versioned-setting";
import { testDeps, testWorkerDeps } from "../factories/deps";
import { insertUser, sessionUserFor } from "../factories/users";

// The settings' version check at the service level: a save names the version it was read at,
// a stale one answers 409 and stores nothing (no value, no audit row), and of several saves
// from one version exactly one wins.

const deps = testDeps();
const db = createDb(env.DB);
const STALE_SITE_MESSAGE =
  "These settings were changed by someone else. Reload them and try again.";

async function admin(): Promise<SessionUser> {
  return sessionUserFor(await insertUser({ role: "admin" }));
}

const withTagline = (base: SiteSettings, tagline: string): SiteSettings => ({ ...base, tagline });

const auditRows = (key: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "settings"), eq(auditLog.targetId, key)))
    .all();

describe("site settings", () => {
  it("save from the version read, and refuse a stale version with 409, keeping the newer save", async () => {
    const actor = await admin();
    const loaded = await getSiteSettings(deps);
    const first = await updateSiteSettings(
      deps,
      withTagline(loaded.settings, "Saved first"),
      loaded.version,
      actor,
    );
    expect(first.version).toBe(loaded.version + 1);
    const auditsBefore = (await auditRows("site")).length;

    await expect(
      updateSiteSettings(
        deps,
        withTagline(loaded.settings, "From an old copy"),
        loaded.version,
        actor,
      ),
    ).rejects.toMatchObject({ status: 409, code: "STALE", message: STALE_SITE_MESSAGE });

    expect(await getSiteSettings(deps)).toEqual({
      settings: withTagline(loaded.settings, "Saved first"),
      version: first.version,
    });
    expect(await auditRows("site")).toHaveLength(auditsBefore);
  });

  it("let exactly one of several saves from one version win", async () => {
    const actor = await admin();
    const loaded = await getSiteSettings(deps);
    const results = await Promise.allSettled(
      ["A", "B", "C"].map((name) =>
        saveSiteSettings(
          testWorkerDeps(),
          { settings: withTagline(loaded.settings, `Racer ${name}`), version: loaded.version },
          actor,
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(2);
    expect((await getSiteSettings(deps)).version).toBe(loaded.version + 1);
  });
});

describe("a versioned setting", () => {
  const write = (key: string, value: string, version: number, actor: SessionUser) =>
    writeVersionedSetting(deps, {
      key,
      value,
      version,
      actor,
      audit: { action: "settings.test.updated", targetType: "settings", targetId: key },
      staleMessage: "Stale test setting",
    });

  it("is created only from version 0, once, however many first saves race", async () => {
    const actor = await admin();
    const key = `test-setting-${crypto.randomUUID()}`;
    const results = await Promise.allSettled(
      [1, 2, 3].map((i) => write(key, JSON.stringify({ i }), 0, actor)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({
      status: 409,
      message: "Stale test setting",
    });
    expect(await db.select().from(settings).where(eq(settings.key, key)).get()).toMatchObject({
      version: 1,
      updatedBy: actor.id,
    });
    expect(await auditRows(key)).toHaveLength(1);
  });

  it("refuses a version from the future as stale too", async () => {
    const actor = await admin();
    const key = `test-setting-${crypto.randomUUID()}`;
    expect(await write(key, '"one"', 0, actor)).toBe(1);
    await expect(write(key, '"skipped"', 5, actor)).rejects.toMatchObject({ status: 409 });
    expect(await write(key, '"two"', 1, actor)).toBe(2);
    expect(await db.select().from(settings).where(eq(settings.key, key)).get()).toMatchObject({
      value: '"two"',
      version: 2,
    });
  });
});
