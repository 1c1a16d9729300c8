import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { auditLog, blogs, inlineContent } from "../../worker/db/schema";
import { syncCodePages } from "../../worker/services/content/pages";
import { blogPostFacts, gateReasons } from "../../worker/services/content/publish-gate";
import { api, insertUser, loginAs } from "../factories/users";

// The publishing gate: the analyzer's critical issues block a blog publish or an inline
// publish (422 with the reasons) unless an admin gives a written reason (audit log). Here the
// site URL setting is plain http://localhost (allowed for development), which the analyzer rates critical ("not HTTPS").

const db = () => createDb(env.DB);
/** The draft version the editor shows now (a publish carries it as baseVersion). */
const versionOf = async (pagePath: string) =>
  (
    await db()
      .select({ version: inlineContent.version })
      .from(inlineContent)
      .where(and(eq(inlineContent.pagePath, pagePath), eq(inlineContent.status, "draft")))
      .get()
  )?.version ?? 0;
let admin = "";
let editor = "";

interface Answer {
  error?: string;
  code?: string;
  id?: string;
  version?: number;
}

function postBody(overrides: Record<string, unknown> = {}) {
  return {
    slug: `gate-${crypto.randomUUID().slice(0, 8)}`,
    title: "Patch Tuesday without the weekend pages",
    excerpt: "How we roll out monthly patches in rings so that nothing breaks on Monday morning.",
    content: "## Rings\n\nPilot, early, broad.",
    author: "Northbridge IT Team",
    category: "Technology",
    categoryColor: "#3B82F6",
    readTime: "5 min read",
    featured: false,
    published: false,
    image: "",
    tags: ["patching"],
    seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
    ...overrides,
  };
}

async function setSiteUrl(siteUrl: string) {
  const current = await (await api("/api/settings/site", { token: admin })).json<{
    settings: Record<string, unknown>;
    version: number;
  }>();
  const response = await api("/api/settings/site", {
    method: "PUT",
    token: admin,
    body: { settings: { ...current.settings, siteUrl }, version: current.version },
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  await syncCodePages({ db: db(), env });
  admin = await loginAs(await insertUser({ role: "admin" }));
  editor = await loginAs(await insertUser({ role: "editor" }));
}, 60_000);

describe("blogPostFacts and gateReasons", () => {
  it("pass a post with a title, find nothing critical, and block a plain-http URL", () => {
    const facts = blogPostFacts(postBody(), "Northbridge IT");
    expect(facts.title).toBe("Patch Tuesday without the weekend pages | Northbridge IT");
    expect(facts.description).toBe(postBody().excerpt);
    expect(gateReasons(facts, "https://www.northbridge-it.example/blog/x")).toEqual([]);
    const reasons = gateReasons(facts, "http://www.northbridge-it.example/blog/x");
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(/^Page not served over HTTPS/);
  });
});

describe("the publishing gate", () => {
  it("blocks a blog publish with the reasons, lets drafts through, and takes an admin's written override", async () => {
    await setSiteUrl("http://localhost:8787");
    try {
      const draft = await api("/api/blogs", { method: "POST", token: editor, body: postBody() });
      expect(draft.status).toBe(201);

      const body = postBody({ published: true });
      const blocked = await api("/api/blogs", { method: "POST", token: editor, body });
      expect(blocked.status).toBe(422);
      const answer = await blocked.json<Answer>();
      expect(answer.code).toBe("SEO_GATE");
      expect(answer.error).toMatch(
        /^Publishing blocked by the SEO check: Page not served over HTTPS/,
      );
      expect(
        await db().select().from(blogs).where(eq(blogs.slug, body.slug)).get(),
      ).toBeUndefined();

      // An editor's reason does not count; an admin's does, and is recorded.
      const editorTry = await api("/api/blogs", {
        method: "POST",
        token: editor,
        body: { ...body, seoOverrideReason: "Staging site on http for the launch review" },
      });
      expect(editorTry.status).toBe(422);
      const short = await api("/api/blogs", {
        method: "POST",
        token: admin,
        body: { ...body, seoOverrideReason: "ok" },
      });
      expect(short.status).toBe(400);
      expect((await short.json<Answer>()).error).toBe("Override reason: at least 10 characters");
      const overridden = await api("/api/blogs", {
        method: "POST",
        token: admin,
        body: { ...body, seoOverrideReason: "Staging site on http for the launch review" },
      });
      expect(overridden.status).toBe(201);
      const audit = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "seo.gate_override"))
        .orderBy(desc(auditLog.id))
        .get();
      expect(audit?.targetType).toBe("blog");
      expect(JSON.parse(audit?.details ?? "{}").overrideReason).toBe(
        "Staging site on http for the launch review",
      );
    } finally {
      await setSiteUrl("https://www.northbridge-it.example");
    }
  });

  it("passes a blog publish when the page has no critical issue", async () => {
    const response = await api("/api/blogs", {
      method: "POST",
      token: editor,
      body: postBody({ published: true }),
    });
    expect(response.status).toBe(201);
  });

  it("blocks an inline-content publish the same way, and lets unpublish through", async () => {
    await setSiteUrl("http://localhost:8787");
    try {
      const save = await api("/api/inline-content/save", {
        method: "POST",
        token: editor,
        body: {
          pagePath: "/it-consulting",
          pageType: "page",
          content: {
            text_element_1: {
              type: "text",
              content: "Strategy that survives the budget meeting",
              selector: '[data-eid="hero.title"]',
            },
          },
          htmlSample: "<main>…</main>",
        },
      });
      expect(save.status).toBe(200);
      const blocked = await api("/api/inline-content/publish", {
        method: "POST",
        token: editor,
        body: {
          pagePath: "/it-consulting",
          pageType: "page",
          action: "publish",
          baseVersion: await versionOf("/it-consulting"),
        },
      });
      expect(blocked.status).toBe(422);
      expect((await blocked.json<Answer>()).code).toBe("SEO_GATE");
      const overridden = await api("/api/inline-content/publish", {
        method: "POST",
        token: admin,
        body: {
          pagePath: "/it-consulting",
          pageType: "page",
          action: "publish",
          baseVersion: await versionOf("/it-consulting"),
          seoOverrideReason: "Reviewed: the http site URL is the staging host",
        },
      });
      expect(overridden.status).toBe(200);
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "seo.gate_override"), eq(auditLog.targetType, "page")))
        .get();
      expect(audit?.targetId).toBe("/it-consulting");
      const unpublish = await api("/api/inline-content/publish", {
        method: "POST",
        token: editor,
        body: { pagePath: "/it-consulting", pageType: "page", action: "unpublish" },
      });
      expect(unpublish.status).toBe(200);
    } finally {
      await setSiteUrl("https://www.northbridge-it.example");
    }
  });

  it("checks a created page's first publish too, rendered as visitors will get it", async () => {
    const slug = `gate-created-${crypto.randomUUID().slice(0, 8)}`;
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token: editor,
      body: { slug, title: "Gate Created Page", template: "service-page" },
    });
    expect(created.status).toBe(201);
    expect((await api(`/${slug}`)).status).toBe(404);
    // Its first publish (no draft yet: the template's own copy goes live) meets the gate.
    await setSiteUrl("http://localhost:8787");
    try {
      const blocked = await api("/api/inline-content/publish", {
        method: "POST",
        token: editor,
        body: {
          pagePath: `/${slug}`,
          pageType: "page",
          action: "publish",
          baseVersion: await versionOf(`/${slug}`),
        },
      });
      expect(blocked.status).toBe(422);
      const answer = await blocked.json<Answer & { issues?: { message: string }[] }>();
      expect(answer.code).toBe("SEO_GATE");
      expect(JSON.stringify(answer)).toMatch(/HTTPS/);
      // Refused: still inactive, still 404 to visitors.
      expect((await api(`/${slug}`)).status).toBe(404);
    } finally {
      await setSiteUrl("https://www.northbridge-it.example");
    }
    // A draft that empties the page's h1 is critical whatever the site URL.
    const emptied = await api("/api/inline-content/save", {
      method: "POST",
      token: editor,
      body: {
        pagePath: `/${slug}`,
        pageType: "page",
        content: {
          text_element_1: { type: "text", content: " ", selector: '[data-eid="hero.title"]' },
        },
        htmlSample: "<main>…</main>",
      },
    });
    expect(emptied.status).toBe(200);
    const noHeading = await api("/api/inline-content/publish", {
      method: "POST",
      token: editor,
      body: {
        pagePath: `/${slug}`,
        pageType: "page",
        action: "publish",
        baseVersion: await versionOf(`/${slug}`),
      },
    });
    expect(noHeading.status).toBe(422);
    expect(JSON.stringify(await noHeading.json())).toContain("<h1> is empty");
    expect((await api(`/${slug}`)).status).toBe(404);
    // On https, with a draft of its own heading, it passes and goes live with the draft.
    const fixed = await api("/api/inline-content/save", {
      method: "POST",
      token: editor,
      body: {
        pagePath: `/${slug}`,
        pageType: "page",
        content: {
          text_element_1: {
            type: "text",
            content: "Gate Created Page for Accounting Firms",
            selector: '[data-eid="hero.title"]',
          },
        },
        htmlSample: "<main>…</main>",
        // The draft the emptied heading left (version 1).
        baseVersion: 1,
      },
    });
    expect(fixed.status).toBe(200);
    const published = await api("/api/inline-content/publish", {
      method: "POST",
      token: editor,
      body: {
        pagePath: `/${slug}`,
        pageType: "page",
        action: "publish",
        baseVersion: await versionOf(`/${slug}`),
      },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const live = await api(`/${slug}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("Gate Created Page for Accounting Firms");
  });
});
