import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { app } from "../../worker/app";
import worker from "../../worker/index";
import { insertBlog } from "../factories/feed-sources";
import { api, ORIGIN, signedIn } from "../factories/users";
import { OPEN_REDIRECT_TARGETS } from "../fixtures/open-redirects";

// Every parameter that becomes a redirect and every field that becomes a link, tried with the
// open-redirect and scheme corpus: a redirect never leaves the origin, a stored link is never a
// script or data URL, an internal-only link never points off the site, and nothing answers 5xx.

const SCHEMES = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "java\tscript:alert(1)",
  "\u0001javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "mailto:someone@example.com",
  "file:///etc/passwd",
  "blob:https://example.com/x",
];
const CORPUS = [...new Set([...OPEN_REDIRECT_TARGETS, ...SCHEMES])];
const PARAMS = ["next", "redirect", "redirectTo", "returnTo", "url", "to", "continue"];

beforeAll(async () => {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
});

/** Pages that answer with a redirect for someone: the login, the dashboard, editors, edit mode. */
function redirectingPages(): string[] {
  const apiGets = app.routes
    .filter((r) => r.method === "GET" && r.path.startsWith("/api/") && !r.path.includes("*"))
    .map((r) => r.path.replace(/:[a-zA-Z]+/g, "x"));
  return [
    "/admin/login",
    "/admin",
    "/admin/blog/new",
    "/blog/no-such-post/admin",
    "/admin/blog/no-such-post",
    "/it-security/admin",
    "/home/admin",
    "/",
    ...new Set(apiGets),
  ];
}

/** Whether a stored link is safe to put in an href: http(s) or a same-site path. */
function isSafeHref(href: string): boolean {
  const url = new URL(href, ORIGIN);
  return url.protocol === "https:" || url.protocol === "http:";
}

describe("parameters that become a redirect", () => {
  it("never send anyone off the origin, signed in or not", { timeout: 300_000 }, async () => {
    const { token } = await signedIn("admin");
    const failures: string[] = [];
    for (const path of redirectingPages()) {
      for (const value of CORPUS) {
        const param = PARAMS[value.length % PARAMS.length] ?? "next";
        for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<
          string,
          string
        >[]) {
          const url = `${ORIGIN}${path}?${param}=${encodeURIComponent(value)}&next=${encodeURIComponent(value)}`;
          const response = await exports.default.fetch(url, { headers, redirect: "manual" });
          await response.arrayBuffer();
          const location = response.headers.get("location");
          const label = `${path}?${param}=${JSON.stringify(value)} (${headers.authorization ? "staff" : "visitor"})`;
          if (response.status >= 500) failures.push(`${label} -> ${response.status}`);
          if (location !== null) {
            const target = new URL(location, ORIGIN);
            if (target.origin !== ORIGIN || /[^\x21-\x7e]|\\/.test(location)) {
              failures.push(`${label} -> Location ${JSON.stringify(location)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("fields that become a link", () => {
  it("site settings URLs refuse every scheme but https, naming the field, and store nothing", async () => {
    const { token } = await signedIn("admin");
    const fields: [string, (v: string) => typeof DEFAULT_SITE_SETTINGS][] = [
      ["siteUrl", (v) => ({ ...DEFAULT_SITE_SETTINGS, siteUrl: v })],
      ["bookingUrl", (v) => ({ ...DEFAULT_SITE_SETTINGS, bookingUrl: v })],
      ...(["linkedin", "x", "facebook", "youtube"] as const).map(
        (key) =>
          [
            `social.${key}`,
            (v: string) => ({
              ...DEFAULT_SITE_SETTINGS,
              social: { ...DEFAULT_SITE_SETTINGS.social, [key]: v },
            }),
          ] as [string, (v: string) => typeof DEFAULT_SITE_SETTINGS],
      ),
    ];
    const failures: string[] = [];
    for (const [field, build] of fields) {
      for (const value of CORPUS) {
        const before = await (await api("/api/settings/site", { token })).text();
        const { version } = JSON.parse(before) as { version: number };
        const response = await api("/api/settings/site", {
          method: "PUT",
          token,
          body: { settings: build(value), version },
        });
        const body = await response.text();
        if (response.status >= 500)
          failures.push(`${field}=${JSON.stringify(value)} -> ${response.status}`);
        if (response.status === 200) {
          const url = new URL(value.trim());
          if (url.protocol !== "https:")
            failures.push(`${field}=${JSON.stringify(value)} was stored`);
        } else {
          if (response.status !== 400 || !body.includes(field.split(".").pop() ?? field)) {
            failures.push(
              `${field}=${JSON.stringify(value)} -> ${response.status} ${body.slice(0, 120)}`,
            );
          }
          const after = await (await api("/api/settings/site", { token })).text();
          if (after !== before)
            failures.push(`${field}=${JSON.stringify(value)} changed the settings`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("blog images and canonical URLs never become a script, data or off-site link", {
    timeout: 120_000,
  }, async () => {
    const { token } = await signedIn("admin");
    const failures: string[] = [];
    for (const value of CORPUS) {
      const blog = await insertBlog({ published: true });
      const response = await api(`/api/blogs/${blog.id}`, {
        method: "PUT",
        token,
        body: {
          slug: blog.slug,
          title: blog.title,
          author: "admin",
          category: "Technology",
          published: true,
          image: value,
          seoData: { canonicalUrl: value },
          version: blog.version,
        },
      });
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`${JSON.stringify(value)} -> ${response.status}`);
      const page = await exports.default.fetch(`${ORIGIN}/blog/${blog.slug}`);
      const html = await page.text();
      if (page.status >= 500) failures.push(`${JSON.stringify(value)}: post page ${page.status}`);
      for (const match of html.matchAll(/\s(?:href|src|content)="([^"]*)"/g)) {
        const link = (match[1] ?? "").replace(/&amp;/g, "&");
        if (/^[a-z][a-z0-9+.-]*:/i.test(link.trim()) && !isSafeHref(link.trim())) {
          if (!/^(mailto|tel):/i.test(link))
            failures.push(`${JSON.stringify(value)}: link ${link}`);
        }
      }
      for (const match of html.matchAll(/<img[^>]+src="([^"]*)"/g)) {
        const src = new URL((match[1] ?? "").replace(/&amp;/g, "&"), ORIGIN);
        if (src.origin !== ORIGIN)
          failures.push(`${JSON.stringify(value)}: image from ${src.href}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("GitHub owner and repository never steer requests off the repository path", async () => {
    const { token } = await signedIn("admin");
    const failures: string[] = [];
    for (const value of [
      ...CORPUS,
      "..",
      "../..",
      "owner/../../users",
      "a?b",
      "a#b",
      "a%2f..%2f",
    ]) {
      const config = await (await api("/api/github-config", { token })).json<{
        config: { version?: number };
      }>();
      const response = await api("/api/github-config", {
        method: "POST",
        token,
        body: {
          owner: value,
          repo: value,
          branch: "main",
          token: "",
          version: config.config.version ?? 0,
        },
      });
      const body = await response.text();
      if (response.status === 200) {
        // A plain name (GitHub allows dots) is fine; nothing that changes the request's path.
        const saved = JSON.parse(body) as { config: { owner: string; repo: string } };
        for (const name of [saved.config.owner, saved.config.repo]) {
          if (/[/\\?#%:@\s]/.test(name) || name === "." || name === "..") {
            failures.push(`${JSON.stringify(value)} stored as ${JSON.stringify(name)}`);
          }
        }
      } else if (response.status !== 400) {
        failures.push(`${JSON.stringify(value)} -> ${response.status} ${body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
