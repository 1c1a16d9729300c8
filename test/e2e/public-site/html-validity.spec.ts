import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "../fixtures";

// Every page of the built site passes the W3C Nu HTML Checker (vnu-jar) with 0 errors: each
// URL of /sitemap.xml, the login page and the 404 page, fetched from the e2e server and
// checked in one vnu run (it is a JVM; one start for all files). Needs `java` (CI installs
// Debian's default-jre-headless when it is missing).

const run = promisify(execFile);
const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every page passes the Nu HTML checker with 0 errors", async ({ request, browser }) => {
  test.setTimeout(240_000);
  // /blog seeds the launch posts; the cron brings the catalogue, and so the sitemap, up to date.
  expect((await request.get("/blog")).status()).toBe(200);
  await request.get("/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*");
  let locs: string[] = [];
  await expect
    .poll(async () => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
      return locs.filter((loc) => loc.includes("/blog/")).length;
    })
    .toBeGreaterThan(0);
  // The sitemap names the public origin (site settings); the pages are fetched from this server.
  const paths = locs.map((loc) => {
    const url = new URL(loc.replaceAll("&amp;", "&"));
    return `${url.pathname}${url.search}`;
  });
  expect(paths.length).toBeGreaterThan(20);
  expect(paths).toContain("/");
  expect(paths.some((p) => p.startsWith("/blog/"))).toBe(true);
  paths.push("/admin/login", "/no-such-page-for-the-checker", "/blog/no-such-post-for-the-checker");

  // Staff pages, fetched signed in: the dashboard, both editors, edit mode, a draft preview.
  const staff = (await browser.newContext()).request;
  const login = await staff.post("/api/auth/login", {
    data: { username: "admin", password: "e2e-admin-password" },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const draftSlug = `checker-draft-${Date.now().toString(36)}`;
  const draft = await staff.post("/api/blogs", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      slug: draftSlug,
      title: "Checker draft",
      excerpt: "A draft for the HTML checker.",
      content: "## A heading\n\nSome text, a [link](/blog) and a list:\n\n- one\n- two\n",
      author: "admin",
      category: "Technology",
      categoryColor: "#3B82F6",
      readTime: "1 min read",
      featured: false,
      published: false,
      image: "",
      tags: ["html"],
      seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const staffPaths = [
    "/admin",
    "/admin?tab=users",
    "/admin/blog/new",
    `/admin/blog/${draftSlug}`,
    `/blog/${draftSlug}/admin`,
    `/blog/${draftSlug}`,
    "/24-7-helpdesk/admin",
    "/admin/sections",
  ];
  // A page from each page template, published: visitors' pages of every section type.
  const templates = (await (
    await staff.get("/api/templates", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { templates: { id: string }[] };
  for (const { id } of templates.templates) {
    const slug = `checker-${id}-${Date.now().toString(36)}`;
    const created = await staff.post("/api/templates/create-page", {
      headers: { authorization: `Bearer ${token}` },
      data: { slug, title: `Checker ${id}`, template: id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const published = await staff.post("/api/inline-content/publish", {
      headers: { authorization: `Bearer ${token}` },
      data: { pagePath: `/${slug}`, pageType: "page", action: "publish", baseVersion: 0 },
    });
    expect(published.ok(), await published.text()).toBe(true);
    paths.push(`/${slug}`);
  }

  const dir = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    /** File path → the page's path on the site. */
    const files = new Map<string, string>();
    const pages = [
      ...paths.map((path) => ({ label: path, url: path, client: request })),
      ...staffPaths.map((path) => ({ label: `${path} (signed in)`, url: path, client: staff })),
    ];
    for (const [index, { label: path, url, client }] of pages.entries()) {
      const response = await client.get(url);
      expect([200, 404], `${path} answered ${response.status()}`).toContain(response.status());
      expect(response.headers()["content-type"] ?? "").toContain("text/html");
      const file = join(dir, `page-${index}.html`);
      await writeFile(file, await response.text());
      files.set(file, path);
    }

    // A canary with the very error the issue found: proves that the run read the files.
    const canary = join(dir, "canary.html");
    await writeFile(
      canary,
      '<!DOCTYPE html><html lang="en"><head><title>canary</title></head><body><dl><div><dt>a</dt><svg></svg><dd>b</dd></div></dl></body></html>',
    );
    files.set(canary, "canary");

    // vnu exits 1 when it reports errors; the JSON on stderr says which.
    const output = await run(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", ...files.keys()],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string; code?: number | string }) => {
      if (error.code === "ENOENT")
        throw new Error("java is not installed: the Nu checker needs it");
      return { stderr: error.stderr ?? "" };
    });
    const { messages } = JSON.parse(output.stderr) as { messages: VnuMessage[] };
    // vnu names each file as a file: URL.
    const pageOf = (url = "") => files.get(url.replace(/^file:/, "")) ?? url;
    const problems = messages.filter((m) => m.type !== "info");
    expect(problems.filter((m) => pageOf(m.url) === "canary").map((m) => m.message)).toEqual([
      expect.stringContaining("Element “svg” not allowed as child of element “div”"),
    ]);
    const errors = problems
      .filter((m) => pageOf(m.url) !== "canary")
      .map((m) => `${pageOf(m.url)}:${m.lastLine ?? "?"} ${m.message} [${m.extract ?? ""}]`);
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
