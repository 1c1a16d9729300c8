import { env, exports } from "cloudflare:workers";
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "../../app/schemas/site-settings";
import { createDb } from "../../worker/db/client";
import { auditLog } from "../../worker/db/schema";
import { api, signedIn } from "../factories/users";

const db = createDb(env.DB);
const SETTINGS_PATH = "/api/settings/site";

interface SettingsBody {
  settings: SiteSettings;
  version: number;
}

async function current(token: string): Promise<SettingsBody> {
  const response = await api(SETTINGS_PATH, { token });
  expect(response.status).toBe(200);
  return response.json<SettingsBody>();
}

describe("GET /api/settings/site", () => {
  it("answers the settings with their version for editors (defaults at version 0)", async () => {
    const { token } = await signedIn("editor");
    const body = await current(token);
    expect(body.settings).toEqual(expect.objectContaining({ companyName: expect.any(String) }));
    expect(Object.keys(body.settings).sort()).toEqual(Object.keys(DEFAULT_SITE_SETTINGS).sort());
    expect(typeof body.version).toBe("number");
  });

  it("refuses visitors (401) and authors (403)", async () => {
    expect((await api(SETTINGS_PATH)).status).toBe(401);
    const { token } = await signedIn("author");
    expect((await api(SETTINGS_PATH, { token })).status).toBe(403);
  });
});

describe("PUT /api/settings/site", () => {
  it("saves for admins, raises the version and records who did it", async () => {
    const { token, user } = await signedIn("admin");
    const before = await current(token);
    const settings = {
      ...before.settings,
      companyName: "Harbour Line IT",
      phoneUs: "+1 555 010 7788",
    };

    const response = await api(SETTINGS_PATH, {
      method: "PUT",
      token,
      body: { settings, version: before.version },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ settings, version: before.version + 1 });
    expect(await current(token)).toEqual({ settings, version: before.version + 1 });
    const audit = await db.select().from(auditLog).orderBy(desc(auditLog.id)).get();
    expect(audit).toMatchObject({ action: "settings.site.updated", actorId: user.id });
  });

  it("answers 409 with a clear message for a stale version and keeps the newer save", async () => {
    const { token } = await signedIn("admin");
    const loaded = await current(token);
    const first = { ...loaded.settings, tagline: "Saved first" };
    const second = { ...loaded.settings, tagline: "Saved second from an old copy" };
    const ok = await api(SETTINGS_PATH, {
      method: "PUT",
      token,
      body: { settings: first, version: loaded.version },
    });
    expect(ok.status).toBe(200);

    const stale = await api(SETTINGS_PATH, {
      method: "PUT",
      token,
      body: { settings: second, version: loaded.version },
    });

    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: "These settings were changed by someone else. Reload them and try again.",
      code: "STALE",
    });
    expect((await current(token)).settings.tagline).toBe("Saved first");
  });

  it("answers 400 with every field's message for invalid settings", async () => {
    const { token } = await signedIn("admin");
    const loaded = await current(token);
    const response = await api(SETTINGS_PATH, {
      method: "PUT",
      token,
      body: {
        settings: {
          ...loaded.settings,
          companyName: " ",
          contactEmail: "not-an-email",
          chatNumber: "+1 555",
          siteUrl: "example.com",
          social: { ...loaded.settings.social, linkedin: "linkedin" },
        },
        version: loaded.version,
      },
    });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; code: string; issues: unknown[] }>();
    expect(body.code).toBe("VALIDATION");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "settings.companyName", message: "Legal company name is required" },
        { path: "settings.contactEmail", message: "Enter a valid email address" },
        { path: "settings.chatNumber", message: "Chat number: 8 to 15 digits, no spaces" },
        { path: "settings.siteUrl", message: "Site URL must be a full URL starting with https://" },
        {
          path: "settings.social.linkedin",
          message: "LinkedIn URL must be empty or a full URL starting with https://",
        },
      ]),
    );
    expect(await current(token)).toEqual(loaded);
  });

  it("answers 409 without a version once settings are stored, and keeps them", async () => {
    const { token } = await signedIn("admin");
    const first = await current(token);
    if (first.version === 0) {
      const saved = await api(SETTINGS_PATH, {
        method: "PUT",
        token,
        body: { settings: first.settings, version: 0 },
      });
      expect(saved.status).toBe(200);
    }
    const loaded = await current(token);
    const response = await api(SETTINGS_PATH, {
      method: "PUT",
      token,
      body: { settings: { ...loaded.settings, companyName: "Blind Overwrite Ltd" } },
    });
    expect(response.status).toBe(409);
    expect(await current(token)).toEqual(loaded);
  });

  it("rebuilds the sitemap, robots.txt and RSS feed with a new siteUrl", async () => {
    const get = (path: string) => exports.default.fetch(`http://example.com${path}`);
    const { token } = await signedIn("admin");
    const loaded = await current(token);
    await get("/robots.txt"); // stored in KV with the old address

    const siteUrl = "https://www.harbourline-it.example";
    const response = await api(SETTINGS_PATH, {
      method: "PUT",
      token,
      body: { settings: { ...loaded.settings, siteUrl }, version: loaded.version },
    });
    expect(response.status).toBe(200);

    expect(await (await get("/robots.txt")).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(await (await get("/rss.xml")).text()).toContain(`<link>${siteUrl}/blog</link>`);
  });

  it("purges the public page cache, so pages show the new facts at once", async () => {
    const get = (path: string) => exports.default.fetch(`http://example.com${path}`);
    const { token } = await signedIn("admin");
    const loaded = await current(token);
    await get("/");
    const cached = await get("/");
    expect(cached.headers.get("x-edge-cache")).toBe("HIT");
    const companyName = "Keystone Harbour Managed IT";
    expect(await cached.text()).not.toContain(companyName);

    const response = await api(SETTINGS_PATH, {
      method: "PUT",
      token,
      body: { settings: { ...loaded.settings, companyName }, version: loaded.version },
    });
    expect(response.status).toBe(200);

    const fresh = await get("/");
    expect(fresh.headers.get("x-edge-cache")).toBe("MISS");
    expect(await fresh.text()).toContain(companyName);
  }, 30_000); // the first server render compiles the app

  it("refuses editors (403) and visitors (401), changing nothing", async () => {
    const { token } = await signedIn("editor");
    const loaded = await current(token);
    const body = {
      settings: { ...loaded.settings, companyName: "Not allowed" },
      version: loaded.version,
    };
    expect((await api(SETTINGS_PATH, { method: "PUT", token, body })).status).toBe(403);
    expect((await api(SETTINGS_PATH, { method: "PUT", body })).status).toBe(401);
    expect(await current(token)).toEqual(loaded);
  });
});
