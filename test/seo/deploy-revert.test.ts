import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { auditLog, pages, seoDeploys } from "../../worker/db/schema";
import { syncCodePages } from "../../worker/services/content/pages";
import { deploySeoChanges } from "../../worker/services/seo/deploy";
import { testWorkerDeps } from "../factories/deps";
import { fakeOutside, type OutsideFake } from "../factories/outside-services";
import { api, insertUser, loginAs, type TestUser } from "../factories/users";
import { createFakeGitHub, type FakeGitHub } from "../fixtures/fake-github";

// Reverts decided by the deploy history (versions), not by the page's text; reverts recorded
// like deploys (audit, GitHub, history); one GitHub commit, one purge and one feed rebuild per
// deploy request, however many pages it changes.

const db = () => createDb(env.DB);
const TOKEN = "ghp_TestOnlyToken0123456789abcdefABCDEF";

interface Answer {
  error?: string;
  code?: string;
  success?: boolean;
  results?: { path: string; ok: boolean; deploy?: { id: string } }[];
  deploy?: { id: string; revertedAt: string | null; revertedBy: string | null };
  github?: { githubStatus: string } | null;
}

let github: FakeGitHub;
let outside: OutsideFake;
let alice: TestUser;
let carol: TestUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await syncCodePages({ db: db(), env });
  github = createFakeGitHub({ owner: "acme", repo: "site", token: TOKEN });
  outside = fakeOutside({ "https://api.github.com": (request) => github.handle(request) });
  alice = await insertUser({ role: "editor", username: "alice" });
  carol = await insertUser({ role: "editor", username: "carol" });
  tokens.alice = await loginAs(alice);
  tokens.carol = await loginAs(carol);
  const admin = await loginAs(await insertUser({ role: "admin" }));
  const config = await (await api("/api/github-config", { token: admin })).json<{
    config: { version: number };
  }>();
  const saved = await api("/api/github-config", {
    method: "POST",
    token: admin,
    body: { version: config.config.version, owner: "acme", repo: "site", token: TOKEN },
  });
  expect(saved.status).toBe(200);
}, 60_000);

afterAll(() => outside.restore());

async function pageRow(path: string) {
  const row = await db().select().from(pages).where(eq(pages.path, path)).get();
  if (!row) throw new Error(`no page ${path}`);
  return row;
}

/** Deploys one title as `who` through the API; returns the deploy id. */
async function deploy(who: string, path: string, title: string): Promise<string> {
  const row = await pageRow(path);
  const response = await api("/api/seo/deploys", {
    method: "POST",
    token: tokens[who],
    body: { changes: [{ path, title, description: "", version: row.version }] },
  });
  const body = await response.json<Answer>();
  const id = body.results?.[0]?.deploy?.id;
  if (!id) throw new Error(JSON.stringify(body));
  return id;
}

const revert = (id: string, who = "alice") =>
  api(`/api/seo/deploys/${id}/revert`, { method: "POST", token: tokens[who] });

const reverts = async (id: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.action, "seo.revert")).all()).filter(
    (row) => row.details?.includes(id),
  );

describe("revert compares versions, not values", { timeout: 120_000 }, () => {
  it("refuses to revert A after A->T1, B->T2, C->T1, naming C; nothing changes", async () => {
    const path = "/cloud-migration";
    const a = await deploy("alice", path, "Cloud Migration T1");
    await deploy("alice", path, "Cloud Migration T2");
    await deploy("carol", path, "Cloud Migration T1");
    const before = await pageRow(path);
    const history = await db().select().from(seoDeploys).where(eq(seoDeploys.pagePath, path));
    const commits = github.commits.length;

    const refused = await revert(a);
    expect(refused.status).toBe(409);
    const body = await refused.json<Answer>();
    expect(body.code).toBe("REVERT_CONFLICT");
    // Who, when in words, what value.
    expect(body.error).toBe(
      `This deploy cannot be reverted: carol changed the title of ${path} to “Cloud Migration T1” just now, and that change stands. Revert that deploy first, or deploy the text you want.`,
    );
    expect(await pageRow(path)).toEqual(before);
    expect(await db().select().from(seoDeploys).where(eq(seoDeploys.pagePath, path))).toEqual(
      history,
    );
    expect(await reverts(a)).toEqual([]);
    expect(github.commits.length).toBe(commits);
  });

  it("reverts the latest deploy: audited, one GitHub commit, shown in the history", async () => {
    const path = "/it-consulting";
    const original = await pageRow(path);
    const first = await deploy("alice", path, "IT Consulting, First");
    const second = await deploy("carol", path, "IT Consulting, Second");
    const commits = github.commits.length;
    const puts = outside.calls.filter((call) => call.method === "PUT").length;

    const response = await revert(second, "alice");
    expect(response.status).toBe(200);
    const body = await response.json<Answer>();
    expect(body.deploy).toMatchObject({ id: second, revertedBy: "alice" });
    expect(body.github?.githubStatus).toBe("pushed");
    expect((await pageRow(path)).seoTitle).toBe("IT Consulting, First");

    const audit = await reverts(second);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUsername: "alice", targetId: path });
    // Exactly one write to GitHub for the revert, as its own file.
    expect(github.commits.length).toBe(commits + 1);
    expect(outside.calls.filter((call) => call.method === "PUT").length).toBe(puts + 1);
    const file = github.files.get(`seo/reverts/${second}.json`);
    expect(JSON.parse(file?.content ?? "{}")).toMatchObject({
      revert: { id: second, revertedBy: "alice", restored: { title: "IT Consulting, First" } },
    });

    const list = await api(`/api/seo/deploys?path=${path}`, { token: tokens.alice });
    const { deploys } = await list.json<{
      deploys: { id: string; revertedAt: string | null; revertedBy: string | null }[];
    }>();
    expect(deploys.find((d) => d.id === second)).toMatchObject({ revertedBy: "alice" });
    expect(deploys.find((d) => d.id === first)?.revertedAt).toBeNull();

    // Then the earlier one may go too (last first), back to the page's own title.
    expect((await revert(first)).status).toBe(200);
    expect((await pageRow(path)).seoTitle).toBe(original.seoTitle);
    const again = await revert(first);
    expect(again.status).toBe(409);
    expect((await again.json<Answer>()).code).toBe("ALREADY_REVERTED");
  });

  it("lets a revert of one field pass a later change of the other field", async () => {
    const path = "/voip-services";
    const row = await pageRow(path);
    const send = async (title: string, description: string) => {
      const current = await pageRow(path);
      const response = await api("/api/seo/deploys", {
        method: "POST",
        token: tokens.alice,
        body: { changes: [{ path, title, description, version: current.version }] },
      });
      return (await response.json<Answer>()).results?.[0]?.deploy?.id ?? "";
    };
    const description =
      "Business phone systems on 3CX and Microsoft Teams, ported numbers, desk phones and a helpdesk that answers when a line goes quiet.";
    const titleDeploy = await send("Business VoIP on 3CX", "");
    await send("Business VoIP on 3CX", description);
    expect((await revert(titleDeploy)).status).toBe(200);
    const after = await pageRow(path);
    expect(after.seoTitle).toBe(row.seoTitle);
    expect(after.seoDescription).toBe(description);
  });

  it("lets one of two racing reverts of the same deploy win", async () => {
    const path = "/email-migration";
    const id = await deploy("alice", path, "Email Migration to Microsoft 365");
    const version = (await pageRow(path)).version;
    const answers = await Promise.all([revert(id, "alice"), revert(id, "carol")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await pageRow(path)).version).toBe(version + 1);
    expect(await reverts(id)).toHaveLength(1);
  });

  it("lets a revert and a deploy racing from the same page version not both win", async () => {
    const path = "/server-migration";
    const original = (await pageRow(path)).seoTitle;
    const id = await deploy("alice", path, "Server Migration, Planned");
    const row = await pageRow(path);
    const [reverted, deployed] = await Promise.all([
      revert(id),
      api("/api/seo/deploys", {
        method: "POST",
        token: tokens.carol,
        body: {
          changes: [
            { path, title: "Server Migration, Racing", description: "", version: row.version },
          ],
        },
      }),
    ]);
    const stored = await pageRow(path);
    expect(stored.version).toBe(row.version + 1);
    if (reverted.status === 200) {
      expect(deployed.status).toBe(409);
      expect(stored.seoTitle).toBe(original);
    } else {
      expect(reverted.status).toBe(409);
      expect(deployed.status).toBe(200);
      expect(stored.seoTitle).toBe("Server Migration, Racing");
    }
  });
});

describe("one GitHub write per deploy request", { timeout: 60_000 }, () => {
  it("writes a one-page deploy once", async () => {
    const commits = github.commits.length;
    const puts = outside.calls.filter((call) => call.method === "PUT").length;
    const id = await deploy("alice", "/network-management", "Network Management and Monitoring");
    expect(github.commits.length).toBe(commits + 1);
    expect(outside.calls.filter((call) => call.method === "PUT").length).toBe(puts + 1);
    const file = github.files.get(`seo/deploys/${id}.json`);
    expect(JSON.parse(file?.content ?? "{}")).toMatchObject({
      deploys: [{ id, pagePath: "/network-management" }],
    });
  });
});

/** KV that counts what this deploy writes and which feed rebuilds read it (real KV below). */
function countingKv(kv: KVNamespace) {
  const puts: string[] = [];
  const gets: string[] = [];
  const counted = new Proxy(kv, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const key = typeof args[0] === "string" ? args[0] : "";
        if (property === "put") puts.push(key);
        if (property === "get") gets.push(key);
        return value.apply(target, args);
      };
    },
  });
  return { kv: counted, puts, gets };
}

describe("a 100-page bulk deploy", () => {
  it("rebuilds the feeds once, purges once, pushes once", async () => {
    const rows = await db().select().from(pages).where(eq(pages.isActive, true)).all();
    // Enough pages: created pages fill up what the code pages lack.
    for (let i = rows.length; i < 100; i++) {
      const path = `/bulk-page-${i}`;
      await db()
        .insert(pages)
        .values({
          id: `d1:bulk-${i}`,
          path,
          title: `Bulk ${i}`,
          component: "service-page",
          source: "d1",
        });
      rows.push(await pageRow(path));
    }
    const chosen = rows.slice(0, 100);
    const changes = chosen.map((row) => ({
      path: row.path,
      title: `${row.title.slice(0, 30)} (bulk)`,
      description: "",
      version: row.version,
    }));
    const counting = countingKv(env.KV);
    const deps = { ...testWorkerDeps(), env: { ...env, KV: counting.kv } };
    const commits = github.commits.length;
    const { results, github: pushed } = await deploySeoChanges(deps, changes, {
      actor: alice,
      source: "bulk",
    });
    expect(results.filter((result) => result.ok)).toHaveLength(100);
    // The time is the bench's row ("100-page bulk deploy time"): on this shared machine the
    // test runtime's renders vary tenfold with the load, so a limit here would be noise.
    // One feed rebuild (each reads the sitemap index once) and one purge (the whole site).
    expect(counting.gets.filter((key) => key === "feeds:sitemap-index.json")).toHaveLength(1);
    expect(counting.puts.filter((key) => key.startsWith("page-cache:"))).toEqual([
      "page-cache:all",
    ]);
    // One commit holding every page's deploy.
    expect(pushed?.githubStatus).toBe("pushed");
    expect(github.commits.length).toBe(commits + 1);
    const first = results[0];
    const file = github.files.get(`seo/deploys/${first?.ok ? first.deploy.id : ""}.json`);
    expect(JSON.parse(file?.content ?? "{}").deploys).toHaveLength(100);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "seo.deploy"), eq(auditLog.actorUsername, "alice")))
      .all();
    expect(audits.length).toBeGreaterThanOrEqual(100);
  }, 120_000);
});
