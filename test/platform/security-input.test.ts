import { env, exports } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogSaveResult } from "../../app/schemas/blog";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { createDb } from "../../worker/db/client";
import { blogs, leads, settings, users } from "../../worker/db/schema";
import { rebuildFeeds } from "../../worker/services/content/feeds";
import { purgePublicPages } from "../../worker/services/platform/purge-tokens";
import { pngOf } from "../factories/images";
import { api, ORIGIN, signedIn } from "../factories/users";

// Issue 8, security 3 and 6: every text field refuses control characters (the field named in a
// 400, nothing stored), every link field takes only https: (http: on localhost), the blog image
// only a file under /images/ (malformed conditional headers on /images/: image-headers.test.ts).

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string; issues?: { path: string; message: string }[] };

/** C0 (not tab or newline), DEL and C1 controls, each inside otherwise valid text. */
const CONTROL_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
];

/** A copy of `body` with the string at `path` ("a.b.0") changed by `change`. */
function withField(body: unknown, path: string, change: (value: string) => string): unknown {
  const copy: unknown = structuredClone(body);
  const parts = path.split(".");
  let node: unknown = copy;
  for (const part of parts.slice(0, -1)) {
    node = (node as Record<string, unknown>)[part];
  }
  const last = parts.at(-1) ?? "";
  const target = node as Record<string, unknown>;
  target[last] = change(String(target[last]));
  return copy;
}

/** Every string leaf of a body, as dot paths. */
function stringPaths(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  if (Array.isArray(value))
    return value.flatMap((v, i) => stringPaths(v, `${prefix}${prefix ? "." : ""}${i}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) =>
      stringPaths(v, `${prefix}${prefix ? "." : ""}${k}`),
    );
  }
  return [];
}

const BLOG_IMAGE_KEY = "0f8fad5b-d9cb-469f-a165-70867728950e.png";

// A post may only show images this site stores (issue 21): the clean body's image is one.
beforeAll(async () => {
  await env.IMAGES.put(BLOG_IMAGE_KEY, pngOf(1200, 630), {
    httpMetadata: { contentType: "image/png" },
  });
});

function blogBody(slug: string) {
  return {
    slug,
    title: "A clean title",
    excerpt: "A clean excerpt.",
    content: "## Heading\n\n\tIndented text is fine.\r\nSo are newlines.",
    author: "Clean Author",
    category: "Technology",
    categoryColor: "#3B82F6",
    readTime: "3 min read",
    featured: false,
    published: false,
    image: `/images/${BLOG_IMAGE_KEY}`,
    tags: ["one", "two"],
    seoData: {
      title: "SEO title",
      description: "SEO description",
      keywords: ["k1", "k2"],
      canonicalUrl: "https://www.example.com/blog/clean",
    },
  };
}

const blogCount = async () => (await db.select({ n: count() }).from(blogs))[0]?.n ?? 0;
const userCount = async () => (await db.select({ n: count() }).from(users))[0]?.n ?? 0;
const leadCount = async () => (await db.select({ n: count() }).from(leads))[0]?.n ?? 0;
const settingsVersion = async () =>
  (await db.select().from(settings).where(eq(settings.key, "site")).get())?.version ?? 0;

interface WriteRoute {
  name: string;
  method: string;
  path: () => Promise<string>;
  body: () => unknown;
  token: () => Promise<string | undefined>;
  /** A number that changes when something is stored. */
  stored: () => Promise<number>;
  /** String fields that are not free text (enums, colours, dates) and refuse anything odd anyway. */
  skip?: string[];
}

describe("control characters in every text field", { timeout: 300_000 }, () => {
  it("answer 400 naming the field and store nothing, on every JSON write route", async () => {
    const admin = await signedIn("admin");
    const victim = await signedIn("author");
    const existing = await (
      await api("/api/blogs", {
        method: "POST",
        token: admin.token,
        body: blogBody(`ctrl-${crypto.randomUUID().slice(0, 8)}`),
      })
    ).json<BlogSaveResult>();
    expect(existing.blog.version).toBe(1);
    const blogVersion = async () =>
      (await db.select().from(blogs).where(eq(blogs.id, existing.id)).get())?.version ?? 0;

    const routes: WriteRoute[] = [
      {
        name: "POST /api/blogs",
        method: "POST",
        path: async () => "/api/blogs",
        body: () => blogBody(`ctrl-${crypto.randomUUID().slice(0, 8)}`),
        token: async () => admin.token,
        stored: blogCount,
        skip: ["categoryColor"],
      },
      {
        name: "PUT /api/blogs/:id",
        method: "PUT",
        path: async () => `/api/blogs/${existing.id}`,
        body: () => ({ ...blogBody(existing.blog.slug), version: 1 }),
        token: async () => admin.token,
        stored: blogVersion,
        skip: ["categoryColor"],
      },
      {
        name: "POST /api/templates/create-page",
        method: "POST",
        path: async () => "/api/templates/create-page",
        body: () => ({
          template: "service-page",
          title: "Clean page",
          slug: `clean-${crypto.randomUUID().slice(0, 6)}`,
        }),
        token: async () => admin.token,
        stored: async () => 0,
        skip: ["template"],
      },
      {
        name: "POST /api/users",
        method: "POST",
        path: async () => "/api/users",
        body: () => ({
          username: `clean${crypto.randomUUID().slice(0, 6)}`,
          password: "a clean password",
          role: "author",
        }),
        token: async () => admin.token,
        stored: userCount,
        skip: ["role"],
      },
      {
        name: "PUT /api/users/:id/password",
        method: "PUT",
        path: async () => `/api/users/${victim.user.id}/password`,
        body: () => ({ password: "another clean password" }),
        token: async () => admin.token,
        stored: async () => 0,
      },
      {
        name: "POST /api/auth/login",
        method: "POST",
        path: async () => "/api/auth/login",
        body: () => ({ username: victim.user.username, password: victim.user.password }),
        token: async () => undefined,
        stored: async () => 0,
      },
      {
        name: "PUT /api/auth/password",
        method: "PUT",
        path: async () => "/api/auth/password",
        body: () => ({
          currentPassword: victim.user.password,
          newPassword: "a new clean password",
        }),
        token: async () => victim.token,
        stored: async () => 0,
      },
      {
        name: "POST /api/auth/disable-mfa",
        method: "POST",
        path: async () => "/api/auth/disable-mfa",
        body: () => ({ password: victim.user.password, code: "123456" }),
        token: async () => victim.token,
        stored: async () => 0,
      },
      {
        name: "POST /api/auth/recovery-codes",
        method: "POST",
        path: async () => "/api/auth/recovery-codes",
        body: () => ({ password: victim.user.password }),
        token: async () => victim.token,
        stored: async () => 0,
      },
      {
        name: "POST /api/auth/verify-mfa",
        method: "POST",
        path: async () => "/api/auth/verify-mfa",
        body: () => ({ secret: "JBSWY3DPEHPK3PXPJBSWY3DP", code: "123456" }),
        token: async () => victim.token,
        stored: async () => 0,
      },
      {
        name: "PUT /api/settings/site",
        method: "PUT",
        path: async () => "/api/settings/site",
        body: () => ({ settings: DEFAULT_SITE_SETTINGS, version: 0 }),
        token: async () => admin.token,
        stored: settingsVersion,
      },
    ];

    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const fields = stringPaths(route.body()).filter((f) => !route.skip?.includes(f));
      expect(fields.length, route.name).toBeGreaterThan(0);
      for (const field of fields) {
        for (const char of CONTROL_CHARACTERS) {
          const before = await route.stored();
          const body = withField(
            route.body(),
            field,
            (v) => `${v.slice(0, 2)}${char}${v.slice(2)}`,
          );
          const response = await api(await route.path(), {
            method: route.method,
            token: await route.token(),
            body,
            headers: { "cf-connecting-ip": `10.6.${checked % 250}.1` },
          });
          checked += 1;
          const answer = await response.json<ErrorBody>();
          const named = answer.issues?.some(
            (i) => i.path === field || i.path === `settings.${field}`,
          );
          const code = `U+${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
          if (response.status !== 400 || !named) {
            failures.push(
              `${route.name} ${field} ${code}: ${response.status} ${JSON.stringify(answer.issues?.[0] ?? answer)}`,
            );
          }
          if ((await route.stored()) !== before)
            failures.push(`${route.name} ${field} ${code}: stored`);
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it("the contact form refuses them too, and stores nothing", async () => {
    const fields = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1 555 0100",
      company: "Engines",
      message: "Please call me about support.",
    };
    for (const field of Object.keys(fields) as (keyof typeof fields)[]) {
      for (const char of ["\u0000", "\u0007", "\u007f", "\u0085"]) {
        const before = await leadCount();
        const form = new URLSearchParams({
          ...fields,
          [field]: `${fields[field].slice(0, 3)}${char}${fields[field].slice(3)}`,
        });
        const response = await exports.default.fetch(`${ORIGIN}/?index`, {
          method: "POST",
          body: form,
          headers: { "cf-connecting-ip": "10.5.5.5", origin: ORIGIN },
        });
        expect(response.status, `${field} ${char.charCodeAt(0)}`).toBe(400);
        expect(await leadCount(), field).toBe(before);
      }
    }
    const ok = await exports.default.fetch(`${ORIGIN}/?index`, {
      method: "POST",
      body: new URLSearchParams({ ...fields, message: "Line one\r\nLine two\twith a tab." }),
      headers: { "cf-connecting-ip": "10.5.5.6", origin: ORIGIN },
    });
    expect(ok.status).toBe(200);
  });
});

describe("link fields", { timeout: 120_000 }, () => {
  const BAD_LINKS = [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "mailto:someone@example.com",
    "ftp://files.example.com",
    "http://www.example.com",
    "//www.example.com",
    "www.example.com",
    "https://user:pass@www.example.com",
    "https://www.exa mple.com",
    "https://www.example.com/\u0000",
  ];

  it("site settings: siteUrl, bookingUrl and every social link take only https:", async () => {
    const { token } = await signedIn("admin");
    const fields = [
      "siteUrl",
      "bookingUrl",
      "social.linkedin",
      "social.x",
      "social.facebook",
      "social.youtube",
    ];
    const failures: string[] = [];
    for (const field of fields) {
      for (const link of BAD_LINKS) {
        const response = await api("/api/settings/site", {
          method: "PUT",
          token,
          body: { settings: withField(DEFAULT_SITE_SETTINGS, field, () => link), version: 0 },
        });
        const answer = await response.json<ErrorBody>();
        if (response.status !== 400 || answer.issues?.[0]?.path !== `settings.${field}`) {
          failures.push(
            `${field} ${JSON.stringify(link)}: ${response.status} ${answer.issues?.[0]?.path}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await settingsVersion()).toBe(0);
    const local = await api("/api/settings/site", {
      method: "PUT",
      token,
      body: {
        settings: { ...DEFAULT_SITE_SETTINGS, siteUrl: "http://localhost:8787" },
        version: 0,
      },
    });
    expect(local.status).toBe(200);
  });

  it("blog canonical URL takes only https:, the image only a file under /images/", async () => {
    const { token } = await signedIn("editor");
    for (const link of BAD_LINKS) {
      const body = withField(
        blogBody(`link-${crypto.randomUUID().slice(0, 8)}`),
        "seoData.canonicalUrl",
        () => link,
      );
      const response = await api("/api/blogs", { method: "POST", token, body });
      expect(response.status, link).toBe(400);
      expect((await response.json<ErrorBody>()).issues?.[0]?.path, link).toBe(
        "seoData.canonicalUrl",
      );
    }
    for (const image of [
      "/images/..",
      "/images/.",
      "/images/.hidden.png",
      "/images/%2e%2e",
      "/images/%2E",
      "/images/../api/users",
      "/images/a/../b.png",
      "/images/",
      "https://other.host/images/x.png",
      "//other.host/images/x.png",
      "/images/x.png?y=1",
    ]) {
      const response = await api("/api/blogs", {
        method: "POST",
        token,
        body: { ...blogBody(`img-${crypto.randomUUID().slice(0, 8)}`), image },
      });
      expect(response.status, image).toBe(400);
      expect((await response.json<ErrorBody>()).issues?.[0]?.path, image).toBe("image");
    }
  });

  it("a bad siteUrl stored before the rule never breaks a page or a feed rebuild", async () => {
    const { token } = await signedIn("admin");
    await db.delete(settings).where(eq(settings.key, "site"));
    const created = await api("/api/blogs", {
      method: "POST",
      token,
      body: { ...blogBody(`stored-${crypto.randomUUID().slice(0, 8)}`), published: true },
    });
    const post = await created.json<BlogSaveResult>();
    expect(created.status, JSON.stringify(post)).toBe(201);
    for (const siteUrl of ["mailto:someone@example.com", "javascript:alert(1)", "not a url", ""]) {
      const value = JSON.stringify({
        ...DEFAULT_SITE_SETTINGS,
        siteUrl,
        bookingUrl: "data:text/html,x",
        tagline: "Kept as saved",
      });
      await db
        .insert(settings)
        .values({ key: "site", value, updatedAt: new Date().toISOString(), version: 7 })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
      await purgePublicPages({ env }, "all");
      const page = await exports.default.fetch(`${ORIGIN}/blog/${post.blog.slug}`);
      const html = await page.text();
      expect(page.status, siteUrl).toBe(200);
      expect(html).toContain(`${DEFAULT_SITE_SETTINGS.siteUrl}/blog/${post.blog.slug}`);
      expect(html).not.toContain("data:text/html");
      const built = await rebuildFeeds({ db, env });
      expect(built.files["sitemap.xml"]).toContain(DEFAULT_SITE_SETTINGS.siteUrl);
      const read = await (await api("/api/settings/site", { token })).json<{
        settings: { siteUrl: string; tagline: string };
      }>();
      expect(read.settings.siteUrl).toBe(DEFAULT_SITE_SETTINGS.siteUrl);
      expect(read.settings.tagline).toBe("Kept as saved");
    }
  });
});
