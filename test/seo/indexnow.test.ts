import { env, exports } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { BlogPost } from "../../app/schemas/blog";
import { INDEXNOW_MESSAGES, type SeoConfigView } from "../../app/schemas/seo-config";
import { createDb } from "../../worker/db/client";
import { indexNowSubmissions, pages, settings } from "../../worker/db/schema";
import { publishScheduledPosts } from "../../worker/services/content/blog-publishing";
import { publishScheduledInlineContent } from "../../worker/services/content/inline-publishing";
import { syncCodePages } from "../../worker/services/content/pages";
import {
  changedUrls,
  getIndexNowHealth,
  INDEXNOW_KEEP,
  submitNow,
} from "../../worker/services/seo/indexnow";
import { purgeSeoRecords } from "../../worker/services/seo/purge-records";
import { createPost, postBody } from "../factories/blogs";
import { testDeps, testWorkerDeps } from "../factories/deps";
import { editorCalls, heading } from "../factories/inline-content";
import { fakeOutside, never, type OutsideFake } from "../factories/outside-services";
import { api, insertUser, loginAs, ORIGIN } from "../factories/users";

// IndexNow (issue 22): the key and endpoint in the SEO config, the key file, and every change
// visitors see (publish, unpublish, delete, scheduled publish, SEO deploy and revert, page
// settings) submitting its URLs to the endpoint, faked here at the runtime's outbound fetch.
// A failing or slow endpoint never blocks the change and is recorded for site health.

const db = createDb(env.DB);
const SITE = "https://www.northbridge-it.example";
const ENDPOINT = "https://api.indexnow.org";
const KEY = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";

interface Received {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

let admin = "";
let editor = "";
let fake: OutsideFake | undefined;
afterEach(() => {
  fake?.restore();
  fake = undefined;
});

beforeAll(async () => {
  await syncCodePages(testDeps());
  admin = await loginAs(await insertUser({ role: "admin" }));
  editor = await loginAs(await insertUser({ role: "editor" }));
  // The file's first render loads the whole server build.
  await (await exports.default.fetch(`${ORIGIN}/it-security`)).text();
}, 120_000);

async function seoConfig(): Promise<SeoConfigView> {
  return (await api("/api/seo-config", { token: admin })).json<SeoConfigView>();
}

/** Saves the IndexNow fields (and nothing else) with the version the form read. */
async function saveIndexNow(fields: Record<string, unknown>, version?: number) {
  const current = await seoConfig();
  return api("/api/seo-config", {
    method: "POST",
    token: admin,
    body: { config: fields, version: version ?? current.version },
  });
}

async function turnOn(key = KEY) {
  expect((await saveIndexNow({ indexNowKey: key, indexNowEndpoint: "" })).status).toBe(200);
}

async function turnOff() {
  expect((await saveIndexNow({ indexNowKey: "" })).status).toBe(200);
}

const storedRow = () => db.select().from(settings).where(eq(settings.key, "seo-config")).get();
const submissions = () =>
  db.select().from(indexNowSubmissions).orderBy(asc(indexNowSubmissions.createdAt)).all();

/** The submissions recorded after the `before` ones, once `count` of them arrived. */
async function newSubmissions(before: number, count: number, timeout = 5_000) {
  return vi.waitFor(
    async () => {
      const rows = await submissions();
      if (rows.length < before + count) throw new Error(`${rows.length - before} of ${count}`);
      return rows.slice(before);
    },
    { timeout, interval: 50 },
  );
}

/** A fake IndexNow endpoint answering `status`; what it received is in `received`. */
function fakeIndexNow(status = 200) {
  const received: Received[] = [];
  fake = fakeOutside({
    [ENDPOINT]: async (request) => {
      expect(new URL(request.url).pathname).toBe("/indexnow");
      expect(request.method).toBe("POST");
      expect(request.headers.get("content-type")).toMatch(/^application\/json/);
      received.push(await request.json<Received>());
      return new Response(status === 500 ? "Internal error" : "", { status });
    },
  });
  return received;
}

const url = (path: string) => `${SITE}${path}`;

describe("settings: the IndexNow key and endpoint in the SEO config", () => {
  it("refuses a bad key or endpoint with a 400 naming it, and stores nothing", async () => {
    const before = await storedRow();
    const cases: [Record<string, unknown>, string][] = [
      [{ indexNowKey: "short" }, INDEXNOW_MESSAGES.key],
      [{ indexNowKey: "has_underscore_1234" }, INDEXNOW_MESSAGES.key],
      [{ indexNowKey: "x".repeat(129) }, INDEXNOW_MESSAGES.key],
      [{ indexNowKey: "spaces in the key" }, INDEXNOW_MESSAGES.key],
      [{ indexNowEndpoint: "http://api.indexnow.org/indexnow" }, INDEXNOW_MESSAGES.endpoint],
      [{ indexNowEndpoint: "javascript:alert(1)" }, INDEXNOW_MESSAGES.endpoint],
      [{ indexNowEndpoint: "https://user:pw@api.indexnow.org/" }, INDEXNOW_MESSAGES.endpoint],
      [{ indexNowEndpoint: "https://api.indexnow.org:8443/x" }, INDEXNOW_MESSAGES.endpoint],
      // `new URL` drops tabs and line breaks, so these parsed and were stored with them.
      [{ indexNowEndpoint: "https://api.indexnow.org/index\r\nnow" }, INDEXNOW_MESSAGES.endpoint],
      [{ indexNowEndpoint: "https://api.indexnow.org/\nindexnow" }, INDEXNOW_MESSAGES.endpoint],
      [{ indexNowEndpoint: "https://api.index\tnow.org/indexnow" }, INDEXNOW_MESSAGES.endpoint],
      [{ indexNowEndpoint: "https://api.indexnow.org/\u0000x" }, INDEXNOW_MESSAGES.endpoint],
      [
        { indexNowEndpoint: "https://10.0.0.7/indexnow" },
        INDEXNOW_MESSAGES.endpointHost("private address"),
      ],
      [
        { indexNowEndpoint: "https://localhost/indexnow" },
        INDEXNOW_MESSAGES.endpointHost("internal host name"),
      ],
      [
        { indexNowEndpoint: "https://169.254.169.254/latest" },
        INDEXNOW_MESSAGES.endpointHost("link-local or metadata address"),
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await saveIndexNow(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const body = await response.json<{ error: string; issues: { path: string }[] }>();
      expect(body.error).toBe(message);
      expect(body.issues[0]?.path).toBe(`config.${Object.keys(fields)[0]}`);
    }
    expect(await storedRow()).toEqual(before);
  });

  it("shows the key in clear and the default endpoint, keeps both when a save leaves them out, 409 when stale", async () => {
    const off = await seoConfig();
    expect(off.config.indexNowKey).toBe("");
    expect(off.config.indexNowEndpoint).toBe("https://api.indexnow.org/indexnow");
    const saved = await saveIndexNow({
      indexNowKey: KEY,
      indexNowEndpoint: "https://www.bing.com/indexnow",
    });
    expect(saved.status).toBe(200);
    const view = await saved.json<SeoConfigView>();
    expect(view.config.indexNowKey).toBe(KEY);
    expect(view.config.indexNowEndpoint).toBe("https://www.bing.com/indexnow");
    // A save of other settings (the PageSpeed story sends no IndexNow fields) keeps them.
    expect((await saveIndexNow({ screamingFrogEnabled: true })).status).toBe(200);
    expect((await seoConfig()).config).toMatchObject({
      indexNowKey: KEY,
      indexNowEndpoint: "https://www.bing.com/indexnow",
    });
    const stale = await saveIndexNow({ indexNowKey: "another-key-123" }, view.version);
    expect(stale.status).toBe(409);
    expect((await seoConfig()).config.indexNowKey).toBe(KEY);
    // Empty: the default endpoint again; IndexNow off.
    expect((await saveIndexNow({ indexNowKey: "", indexNowEndpoint: "" })).status).toBe(200);
    expect((await seoConfig()).config).toMatchObject({
      indexNowKey: "",
      indexNowEndpoint: "https://api.indexnow.org/indexnow",
    });
    const byEditor = await api("/api/seo-config", {
      method: "POST",
      token: editor,
      body: { config: { indexNowKey: KEY }, version: (await seoConfig()).version },
    });
    expect(byEditor.status).toBe(403);
  });
});

describe("the key file /{key}.txt", () => {
  const get = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);

  it("answers the current key as text/plain, and 404s for any other name or while off", async () => {
    expect((await get(`/${KEY}.txt`)).status).toBe(404);
    await turnOn();
    const file = await get(`/${KEY}.txt`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await file.text()).toBe(KEY);
    for (const other of [
      "/0123456789abcdef.txt",
      `/${KEY}x.txt`,
      `/${KEY.toUpperCase()}.txt`,
      `/${KEY}.TXT`,
      `/${KEY}.txt.html`,
      `/blog/${KEY}.txt`,
      "/humans.txt",
      "/ads.txt",
    ]) {
      const response = await get(other);
      expect(response.status, other).toBe(404);
      expect(await response.text()).not.toBe(KEY);
    }
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/^User-agent:/im);
    await turnOn("second-key-0000");
    expect((await get(`/${KEY}.txt`)).status).toBe(404);
    expect(await (await get("/second-key-0000.txt")).text()).toBe("second-key-0000");
    await turnOff();
    expect((await get("/second-key-0000.txt")).status).toBe(404);
  });
});

describe("what is submitted", () => {
  it("only absolute URLs on the site URL's host, each once", () => {
    expect(
      changedUrls(SITE, [
        "/blog",
        "/blog",
        "/blog/x#part",
        "https://evil.example/page",
        "//evil.example/x",
        `${SITE}/it-security`,
        "http://www.northbridge-it.example/plain",
      ]),
    ).toEqual([url("/blog"), url("/blog/x"), url("/it-security")]);
    expect(
      changedUrls(
        SITE,
        Array.from({ length: 1500 }, (_, i) => `/p${i}`),
      ),
    ).toHaveLength(1000);
  });

  it("nothing while off; a blog publish, change, unpublish and delete each send /blog and the post", async () => {
    const received = fakeIndexNow();
    const start = (await submissions()).length;
    await createPost(editor, { published: true, title: "Sent while off" });
    const draft = await createPost(editor, { published: false, title: "A draft" });
    await turnOn();
    // A draft that was never public changes nothing visitors see.
    const draftSave = await api(`/api/blogs/${draft.blog.id}`, {
      method: "PUT",
      token: editor,
      body: { ...postBody({ slug: draft.blog.slug }), version: draft.version },
    });
    expect(draftSave.status).toBe(200);

    const { blog, version } = await createPost(editor, { published: true, title: "Live post" });
    const [published] = await newSubmissions(start, 1);
    expect(published).toMatchObject({
      trigger: "publish",
      urls: [url("/blog"), url(`/blog/${blog.slug}`)],
      endpoint: "https://api.indexnow.org/indexnow",
      status: 200,
      ok: true,
    });
    expect(received).toEqual([
      {
        host: "www.northbridge-it.example",
        key: KEY,
        keyLocation: `${SITE}/${KEY}.txt`,
        urlList: [url("/blog"), url(`/blog/${blog.slug}`)],
      },
    ]);

    const renamed = `${blog.slug}-renamed`;
    const put = await api(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token: editor,
      body: { ...postBody({ slug: renamed, published: false }), version },
    });
    expect(put.status).toBe(200);
    const [unpublished] = await newSubmissions(start + 1, 1);
    expect(unpublished).toMatchObject({
      trigger: "unpublish",
      urls: [url("/blog"), url(`/blog/${renamed}`), url(`/blog/${blog.slug}`)],
    });
    const { blog: live } = await createPost(editor, { published: true });
    await newSubmissions(start + 2, 1);
    const deleted = await api(`/api/blogs/${live.id}`, { method: "DELETE", token: editor });
    expect(deleted.status).toBe(200);
    const [gone] = await newSubmissions(start + 3, 1);
    expect(gone).toMatchObject({
      trigger: "delete",
      urls: [url("/blog"), url(`/blog/${live.slug}`)],
    });
    expect(received).toHaveLength(4);
    await turnOff();
  });

  it("the cron's scheduled publish sends the published posts", async () => {
    const received = fakeIndexNow();
    await turnOn();
    const start = (await submissions()).length;
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const { blog } = await createPost(editor, { published: true, publishAt: at });
    const deps = testWorkerDeps();
    expect(await publishScheduledPosts(deps, new Date(Date.now() + 2 * 60 * 60 * 1000))).toEqual([
      blog.slug,
    ]);
    // The submission ran after the job (waitUntil), not inside it.
    await Promise.all(deps.pending);
    const [row] = await newSubmissions(start, 1);
    expect(row).toMatchObject({
      trigger: "scheduled-publish",
      urls: [url("/blog"), url(`/blog/${blog.slug}`)],
    });
    expect(received.at(-1)?.urlList).toEqual([url("/blog"), url(`/blog/${blog.slug}`)]);
    await turnOff();
  });

  it("an inline publish, unpublish, scheduled publish and delete send the page", async () => {
    fakeIndexNow();
    await turnOn();
    const calls = editorCalls(() => editor);
    const start = (await submissions()).length;
    expect((await calls.save("/it-security", heading("Security that holds"))).status).toBe(200);
    expect((await calls.publish("/it-security")).status).toBe(200);
    const [published] = await newSubmissions(start, 1);
    expect(published).toMatchObject({ trigger: "publish", urls: [url("/it-security")] });
    expect((await calls.publish("/it-security", "unpublish")).status).toBe(200);
    const [unpublished] = await newSubmissions(start + 1, 1);
    expect(unpublished).toMatchObject({ trigger: "unpublish", urls: [url("/it-security")] });

    // Scheduled: the cron's publish sends the page after the job (waitUntil).
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect((await calls.save("/it-security", heading("Security, scheduled"))).status).toBe(200);
    expect((await calls.publish("/it-security", "publish", { publishAt: at })).status).toBe(200);
    const deps = testWorkerDeps();
    expect(
      await publishScheduledInlineContent(deps, new Date(Date.now() + 2 * 60 * 60 * 1000)),
    ).toEqual(["/it-security"]);
    await Promise.all(deps.pending);
    const [scheduled] = await newSubmissions(start + 2, 1);
    expect(scheduled).toMatchObject({
      trigger: "scheduled-publish",
      urls: [url("/it-security")],
    });
    // Deleting the published edits changes the page back: sent too.
    expect((await calls.remove("/it-security")).status).toBe(200);
    const [deleted] = await newSubmissions(start + 3, 1);
    expect(deleted).toMatchObject({ trigger: "delete", urls: [url("/it-security")] });
    await turnOff();
  });

  it("an SEO deploy and its revert send the page; page settings send it once published", async () => {
    fakeIndexNow(202);
    await turnOn();
    const start = (await submissions()).length;
    const row = await db.select().from(pages).where(eq(pages.path, "/24-7-helpdesk")).get();
    const deploy = await api("/api/seo/deploys", {
      method: "POST",
      token: editor,
      body: {
        changes: [
          {
            path: "/24-7-helpdesk",
            title: "24/7 Helpdesk for Growing Teams",
            description:
              "Round-the-clock helpdesk with named engineers, clear escalation paths and monthly reports, so your staff get answers before small issues grow.",
            version: row?.version,
          },
        ],
      },
    });
    expect(deploy.status).toBe(200);
    const id = (await deploy.json<{ results: { deploy: { id: string } }[] }>()).results[0]?.deploy
      .id;
    const [deployed] = await newSubmissions(start, 1);
    expect(deployed).toMatchObject({
      trigger: "deploy",
      urls: [url("/24-7-helpdesk")],
      status: 202,
      ok: true,
      message: "Accepted",
    });
    const revert = await api(`/api/seo/deploys/${id}/revert`, { method: "POST", token: editor });
    expect(revert.status).toBe(200);
    const [reverted] = await newSubmissions(start + 1, 1);
    expect(reverted).toMatchObject({ trigger: "revert", urls: [url("/24-7-helpdesk")] });

    const calls = editorCalls(() => editor);
    const settingsOf = await api("/api/pages/settings?path=/network-services", { token: editor });
    const current = await settingsOf.json<{ baseVersion: number }>();
    const saved = await api("/api/pages/settings", {
      method: "PUT",
      token: editor,
      body: {
        path: "/network-services",
        seoTitle: "Network Services for Offices",
        description: "",
        image: "",
        baseVersion: current.baseVersion,
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // Saved into the page's draft: visitors see nothing new yet, so nothing is sent…
    expect(await submissions()).toHaveLength(start + 2);
    // …until it is published.
    expect((await calls.publish("/network-services")).status).toBe(200);
    const [changed] = await newSubmissions(start + 2, 1);
    expect(changed).toMatchObject({ trigger: "publish", urls: [url("/network-services")] });
    await turnOff();
  });
});

describe("a failing endpoint never blocks the change and is recorded", () => {
  it("a 500 answer and an unreachable endpoint: the publish succeeds, the failure is in site health", async () => {
    fakeIndexNow(500);
    await turnOn();
    const start = (await submissions()).length;
    const { blog } = await createPost(editor, { published: true });
    const [failed] = await newSubmissions(start, 1);
    expect(failed).toMatchObject({
      status: 500,
      ok: false,
      message: "Internal Server Error: Internal error",
    });
    fake?.restore();
    fake = fakeOutside({
      [ENDPOINT]: () => {
        throw new TypeError("connection refused");
      },
    });
    const second = await createPost(editor, { published: true });
    const [unreached] = await newSubmissions(start + 1, 1);
    expect(unreached).toMatchObject({
      status: null,
      ok: false,
      message: "IndexNow could not be reached",
    });
    expect(
      (await api("/api/blogs", { token: editor }).then((r) => r.json<BlogPost[]>())).filter(
        (post) => post.id === blog.id || post.id === second.blog.id,
      ),
    ).toHaveLength(2);

    const health = await getIndexNowHealth(testDeps());
    expect(health).toMatchObject({
      enabled: true,
      endpoint: "https://api.indexnow.org/indexnow",
      keyLocation: `${SITE}/${KEY}.txt`,
    });
    expect(health.submissions.slice(0, 2).map((s) => [s.reason, s.answer, s.urls.length])).toEqual([
      ["Published", "not reached: IndexNow could not be reached", 2],
      ["Published", "500 Internal Server Error: Internal error", 2],
    ]);
    await turnOff();
    expect((await getIndexNowHealth(testDeps())).enabled).toBe(false);
  });

  it("a slow endpoint: the publish answers at once; the time-out is recorded", async () => {
    fake = fakeOutside({ [ENDPOINT]: never });
    await turnOn();
    const start = (await submissions()).length;
    const started = Date.now();
    const { blog } = await createPost(editor, { published: true });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(blog.published).toBe(true);
    // The same submission with a short time-out, as the service records it.
    const row = await submitNow(testDeps(), "publish", [`/blog/${blog.slug}`], { timeoutMs: 50 });
    expect(row).toMatchObject({
      status: null,
      ok: false,
      message: "IndexNow did not answer within 0.05 s",
    });
    // The publish's own submission gives up after 10 s and is recorded too.
    const rows = await newSubmissions(start, 2, 15_000);
    expect(rows.some((r) => r.message === "IndexNow did not answer within 10 s")).toBe(true);
    await turnOff();
  }, 30_000);
});

describe("housekeeping", () => {
  it("keeps the newest submissions only", async () => {
    const base = Date.parse("2020-01-01T00:00:00Z");
    const old = Array.from({ length: INDEXNOW_KEEP + 5 }, (_, i) => ({
      id: `old-${i}`,
      trigger: "publish",
      urls: [url("/")],
      endpoint: "https://api.indexnow.org/indexnow",
      status: 200,
      ok: true,
      message: "OK",
      createdAt: new Date(base + i * 1000).toISOString(),
    }));
    // D1 takes 100 bound values per statement: 10 rows of 8.
    for (let i = 0; i < old.length; i += 10) {
      await db.insert(indexNowSubmissions).values(old.slice(i, i + 10));
    }
    const total = (await submissions()).length;
    const result = await purgeSeoRecords(testDeps());
    expect(result.indexNowSubmissions).toBe(total - INDEXNOW_KEEP);
    const left = await submissions();
    expect(left).toHaveLength(INDEXNOW_KEEP);
    expect(left.some((row) => row.id === "old-0")).toBe(false);
  });
});
