import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { auditLog, pages, seoDeploys } from "../../worker/db/schema";
import { syncCodePages } from "../../worker/services/content/pages";
import { pageCacheKey } from "../../worker/services/platform/purge-tokens";
import { proposeSeoText } from "../../worker/services/seo/proposals";
import { fakeOutside } from "../factories/outside-services";
import { api, insertUser, loginAs } from "../factories/users";
import { createFakeGitHub } from "../fixtures/fake-github";

const db = () => createDb(env.DB);
const get = (path: string) => exports.default.fetch(`http://example.com${path}`);

/** The <title> and meta description a crawler gets for a path. */
async function head(path: string) {
  const html = await (await get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  return {
    title: title.replace(/&amp;/g, "&"),
    description: description.replace(/&amp;/g, "&"),
  };
}

async function pageRow(path: string) {
  const row = await db().select().from(pages).where(eq(pages.path, path)).get();
  if (!row) throw new Error(`no page ${path}`);
  return row;
}

interface DeployAnswer {
  success?: boolean;
  error?: string;
  code?: string;
  issues?: { path: string; message: string }[];
  results?: {
    path: string;
    ok: boolean;
    error?: string;
    deploy?: { id: string; verified: boolean; verification: { title: string } };
  }[];
}

let editor = "";
let author = "";

beforeAll(async () => {
  await syncCodePages({ db: db(), env });
  editor = await loginAs(await insertUser({ role: "editor" }));
  author = await loginAs(await insertUser({ role: "author" }));
}, 60_000);

const DESCRIPTION =
  "Round-the-clock monitoring of firewalls, switches and Wi-Fi with a named engineer, monthly capacity reports and fixes before users notice anything.";

describe("POST /api/ai-seo/deploy-optimizations", () => {
  it("asks for URLs when none are selected, and refuses authors", async () => {
    const empty = await api("/api/ai-seo/deploy-optimizations", {
      method: "POST",
      token: editor,
      body: { urls: [] },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json<DeployAnswer>()).error).toBe("Please select URLs to optimize");
    const missing = await api("/api/ai-seo/deploy-optimizations", {
      method: "POST",
      token: editor,
      body: {},
    });
    expect(missing.status).toBe(400);
    const byAuthor = await api("/api/ai-seo/deploy-optimizations", {
      method: "POST",
      token: author,
      body: { urls: ["/it-security"] },
    });
    expect(byAuthor.status).toBe(403);
  });

  it("proposes a shorter title and a trimmed description from the rendered page", async () => {
    await db()
      .update(pages)
      .set({
        seoTitle: "Network Management and Monitoring for Offices, Campuses and Warehouses",
        seoDescription: `${DESCRIPTION} We also handle ISP escalations, firmware updates and the paperwork for audits.`,
      })
      .where(eq(pages.path, "/network-management"));
    const response = await api("/api/ai-seo/deploy-optimizations", {
      method: "POST",
      token: editor,
      body: {
        urls: [
          "http://example.com/network-management",
          "/no-such-page",
          "//evil.example/network-management",
          "/blog/some-post",
        ],
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json<{
      proposals: {
        ok: boolean;
        error?: string;
        proposed?: { renderedTitle: string; description: string };
        reasons?: string[];
        issues?: string[];
        score?: number;
      }[];
    }>();
    const [page, missing, foreign, post] = body.proposals;
    expect(page?.ok).toBe(true);
    expect(page?.proposed?.renderedTitle.length).toBeLessThanOrEqual(60);
    expect(page?.proposed?.description).toBe(DESCRIPTION);
    expect(page?.reasons?.join(" ")).toMatch(/over 60/);
    // The analyzer agrees: the long title is one of its issues on the page as it is now.
    expect(page?.issues).toContain("warning: Title too long");
    expect(page?.score).toBeLessThan(100);
    expect(missing).toMatchObject({ ok: false, error: "Page not found: /no-such-page" });
    expect(foreign).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Not a page of this site/),
    });
    expect(post).toMatchObject({
      ok: false,
      error: expect.stringMatching(/edited in the blog editor/),
    });
  });
});

describe("proposeSeoText", () => {
  it("leaves texts that fit alone and fills a missing description from the lead", () => {
    const fits = proposeSeoText({
      title: "Managed IT Security for Growing Firms",
      description: DESCRIPTION,
      h1: "Security",
      lead: "",
      productName: "Northbridge IT",
    });
    expect(fits.reasons).toEqual([]);
    const empty = proposeSeoText({
      title: "Security",
      description: "",
      h1: "Security operations, 24/7",
      lead: `${DESCRIPTION} Another sentence follows here.`,
      productName: "Northbridge IT",
    });
    expect(empty.description).toBe(DESCRIPTION);
    expect(empty.title).toBe("Security: Security operations, 24/7");
  });

  it("completes a short description with the start of a sentence when whole ones do not fit", () => {
    const lead =
      "We run your helpdesk around the clock. " +
      "Every ticket is answered by a certified engineer who knows your systems, your vendors, your people and the history of each device on your network, in plain words.";
    const short = proposeSeoText({
      title: "24/7 Helpdesk for Growing Teams",
      description: "Helpdesk for teams.",
      h1: "Helpdesk",
      lead,
      productName: "Northbridge IT",
    });
    expect(short.description.length).toBeGreaterThanOrEqual(120);
    expect(short.description.length).toBeLessThanOrEqual(160);
    expect(short.description).toMatch(
      /^Helpdesk for teams\. We run your helpdesk around the clock\. Every ticket/,
    );
    expect(short.description).toMatch(/\.$/);
    expect(short.reasons).toEqual([
      "Description is 19 characters, under 120; completed from the page's text.",
    ]);
    // A page with too little text says so instead of proposing a short description silently.
    const bare = proposeSeoText({
      title: "24/7 Helpdesk for Growing Teams",
      description: "",
      h1: "Helpdesk",
      lead: "Call us.",
      productName: "Northbridge IT",
    });
    expect(bare.reasons).toContain(
      "The page has too little text for a 120-character description; write one.",
    );
  });
});

describe("deploy, verify and revert", () => {
  it("writes the catalogue, purges the cached page and verifies the new <head>", async () => {
    const before = await head("/24-7-helpdesk");
    // A cached copy exists now; the deploy must make it stale.
    const row = await pageRow("/24-7-helpdesk");
    const response = await api("/api/seo/deploys", {
      method: "POST",
      token: editor,
      body: {
        changes: [
          {
            path: "/24-7-helpdesk",
            title: "24/7 Helpdesk for Growing Teams",
            description: DESCRIPTION,
            version: row.version,
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json<DeployAnswer>();
    const result = body.results?.[0];
    expect(result?.ok).toBe(true);
    expect(result?.deploy?.verified).toBe(true);
    expect(result?.deploy?.verification.title).toBe(
      "24/7 Helpdesk for Growing Teams | Northbridge IT",
    );

    const after = await head("/24-7-helpdesk");
    expect(after.title).toBe("24/7 Helpdesk for Growing Teams | Northbridge IT");
    expect(after.description).toBe(DESCRIPTION);
    expect(after.title).not.toBe(before.title);

    const stored = await pageRow("/24-7-helpdesk");
    expect(stored.seoTitle).toBe("24/7 Helpdesk for Growing Teams");
    expect(stored.version).toBe(row.version + 1);
    const record = await db()
      .select()
      .from(seoDeploys)
      .where(eq(seoDeploys.id, result?.deploy?.id ?? ""))
      .get();
    expect(record).toMatchObject({
      beforeTitle: null,
      afterTitle: "24/7 Helpdesk for Growing Teams",
      afterDescription: DESCRIPTION,
      verified: true,
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "seo.deploy")).all();
    expect(audit.some((entry) => entry.targetId === "/24-7-helpdesk")).toBe(true);
  });

  it("answers 409 for a stale version and stores nothing", async () => {
    const row = await pageRow("/email-migration");
    const response = await api("/api/seo/deploys", {
      method: "POST",
      token: editor,
      body: {
        changes: [
          {
            path: "/email-migration",
            title: "Stale",
            description: DESCRIPTION,
            version: row.version + 5,
          },
        ],
      },
    });
    expect(response.status).toBe(409);
    expect((await response.json<DeployAnswer>()).code).toBe("STALE_PAGE");
    expect((await pageRow("/email-migration")).seoTitle).toBe(row.seoTitle);
    const records = await db()
      .select()
      .from(seoDeploys)
      .where(eq(seoDeploys.pagePath, "/email-migration"))
      .all();
    expect(records).toEqual([]);
  });

  it("lets one of two racing deploys of the same version win; the other answers 409", async () => {
    const row = await pageRow("/data-backup-recovery");
    const send = (title: string) =>
      api("/api/seo/deploys", {
        method: "POST",
        token: editor,
        body: {
          changes: [
            { path: "/data-backup-recovery", title, description: "", version: row.version },
          ],
        },
      });
    const answers = await Promise.all([
      send("Backup and Recovery, One"),
      send("Backup and Recovery, Two"),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await pageRow("/data-backup-recovery");
    expect(stored.version).toBe(row.version + 1);
    const records = await db()
      .select()
      .from(seoDeploys)
      .where(eq(seoDeploys.pagePath, "/data-backup-recovery"))
      .all();
    expect(records).toHaveLength(1);
    expect(records[0]?.afterTitle).toBe(stored.seoTitle);
  });

  it("refuses bad input naming the field", async () => {
    const response = await api("/api/seo/deploys", {
      method: "POST",
      token: editor,
      body: {
        changes: [{ path: "/it-security", title: "Bad\u0007title", description: "", version: 1 }],
      },
    });
    expect(response.status).toBe(400);
    const body = await response.json<DeployAnswer>();
    expect(body.error).toBe("Title must not contain control characters");
    const none = await api("/api/seo/deploys", {
      method: "POST",
      token: editor,
      body: { changes: [] },
    });
    expect((await none.json<DeployAnswer>()).error).toBe("Please select URLs to optimize");
  });

  it("reverts a deploy on its own, and answers 409 when a later change would be overwritten", async () => {
    const deploy = async (path: string, title: string) => {
      const row = await pageRow(path);
      const response = await api("/api/seo/deploys", {
        method: "POST",
        token: editor,
        body: { changes: [{ path, title, description: DESCRIPTION, version: row.version }] },
      });
      const body = await response.json<DeployAnswer>();
      const id = body.results?.[0]?.deploy?.id;
      if (!id) throw new Error(JSON.stringify(body));
      return id;
    };
    const original = await head("/cloud-migration");
    const first = await deploy("/cloud-migration", "Cloud Migration, First Pass");
    const second = await deploy("/cloud-migration", "Cloud Migration, Second Pass");

    const conflict = await api(`/api/seo/deploys/${first}/revert`, {
      method: "POST",
      token: editor,
    });
    expect(conflict.status).toBe(409);
    expect((await conflict.json<DeployAnswer>()).code).toBe("REVERT_CONFLICT");
    expect((await head("/cloud-migration")).title).toBe(
      "Cloud Migration, Second Pass | Northbridge IT",
    );

    const undoSecond = await api(`/api/seo/deploys/${second}/revert`, {
      method: "POST",
      token: editor,
    });
    expect(undoSecond.status).toBe(200);
    expect((await head("/cloud-migration")).title).toBe(
      "Cloud Migration, First Pass | Northbridge IT",
    );
    const again = await api(`/api/seo/deploys/${second}/revert`, { method: "POST", token: editor });
    expect(again.status).toBe(409);

    const undoFirst = await api(`/api/seo/deploys/${first}/revert`, {
      method: "POST",
      token: editor,
    });
    expect(undoFirst.status).toBe(200);
    expect(await head("/cloud-migration")).toEqual(original);

    const list = await api("/api/seo/deploys?path=/cloud-migration", { token: editor });
    const { deploys } = await list.json<{ deploys: { id: string; revertedAt: string | null }[] }>();
    expect(deploys.map((d) => d.id).sort()).toEqual([first, second].sort());
    expect(deploys.every((d) => d.revertedAt !== null)).toBe(true);
  });

  it("changes the cache key of the deployed page (purge)", async () => {
    const url = new URL("http://example.com/it-consulting");
    const before = (await pageCacheKey({ env }, url, "/it-consulting", "b"))?.url;
    const row = await pageRow("/it-consulting");
    await api("/api/seo/deploys", {
      method: "POST",
      token: editor,
      body: {
        changes: [
          {
            path: "/it-consulting",
            title: "IT Strategy Consulting",
            description: "",
            version: row.version,
          },
        ],
      },
    });
    const after = (await pageCacheKey({ env }, url, "/it-consulting", "b"))?.url;
    expect(after).not.toBe(before);
  });
});

describe("GET /api/seo/pages", () => {
  it("lists every active page with lengths, classes and duplicate flags", async () => {
    const response = await api("/api/seo/pages", { token: editor });
    expect(response.status).toBe(200);
    const { pages: rows } = await response.json<{
      pages: { path: string; renderedTitle: string; titleClass: string; duplicateTitle: boolean }[];
    }>();
    expect(rows.length).toBeGreaterThan(80);
    const home = rows.find((row) => row.path === "/");
    expect(home?.renderedTitle.endsWith(" | Northbridge IT")).toBe(true);
    expect(rows.filter((row) => row.duplicateTitle)).toEqual([]);
    expect((await api("/api/seo/pages", { token: author })).status).toBe(403);
  });
});

describe("the GitHub hook", () => {
  it("records each deploy request as seo/deploys/{id}.json when GitHub is configured", async () => {
    const token = "ghp_TestOnlyToken0123456789abcdefABCDEF";
    const github = createFakeGitHub({ owner: "acme", repo: "site", token });
    const outside = fakeOutside({ "https://api.github.com": (request) => github.handle(request) });
    try {
      const admin = await loginAs(await insertUser({ role: "admin" }));
      const config = await (await api("/api/github-config", { token: admin })).json<{
        config: { version: number };
      }>();
      const saved = await api("/api/github-config", {
        method: "POST",
        token: admin,
        body: { version: config.config.version, owner: "acme", repo: "site", token },
      });
      expect(saved.status).toBe(200);
      const row = await pageRow("/voip-services");
      const response = await api("/api/seo/deploys", {
        method: "POST",
        token: editor,
        body: {
          changes: [
            {
              path: "/voip-services",
              title: "Business VoIP on 3CX and Teams",
              description: "",
              version: row.version,
            },
          ],
        },
      });
      const body = await response.json<DeployAnswer>();
      const id = body.results?.[0]?.deploy?.id ?? "";
      const file = github.files.get(`seo/deploys/${id}.json`);
      expect(file, JSON.stringify([...github.files.keys()])).toBeDefined();
      expect(JSON.parse(file?.content ?? "{}")).toMatchObject({
        deploys: [
          {
            id,
            pagePath: "/voip-services",
            after: { title: "Business VoIP on 3CX and Teams", description: null },
          },
        ],
      });
    } finally {
      outside.restore();
    }
  });
});
