import type { APIRequestContext, Page } from "@playwright/test";
import { XSS_PAYLOADS } from "../../fixtures/xss-payloads";
import { expect, test } from "../fixtures";

// One XSS corpus written through every field a user can write (blog posts, inline text and
// button styles, page SEO deploys, site settings, leads, usernames, GitHub and SEO API
// settings), then every public page and staff screen that shows those fields opened in Chromium: no dialog opens, no element the
// payloads would inject exists, and no request leaves for another host. A field may refuse a
// payload (400) or show it as text; it may never run it. Runs after every other spec (its own
// Playwright project), since it fills the site with hostile posts and settings. Three tests,
// one per family of fields, so the two workers share the work; each inspects its own fields'
// pages (the settings payloads show on every page, so every inspection meets them too).

const ADMIN = { username: "admin", password: "e2e-admin-password" };

/** Signs the page's context in as a fresh admin and returns its bearer token. */
async function freshAdmin(page: Page): Promise<string> {
  const first = await page.request.post("/api/auth/login", { data: ADMIN });
  const { token } = (await first.json()) as { token?: string };
  const username = `xss-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = "xss-admin-password";
  await page.request.post("/api/users", {
    data: { username, password, role: "admin" },
    headers: { authorization: `Bearer ${token}` },
  });
  await page.context().clearCookies();
  const login = await page.request.post("/api/auth/login", { data: { username, password } });
  const body = (await login.json()) as { token?: string };
  expect(body.token).toBeTruthy();
  return body.token ?? "";
}

/**
 * Writes `body` through a JSON route; a field that refuses its payload (400 naming it) gets a
 * harmless value instead and the write is tried again, so every other field still carries one.
 */
async function writeAllowingRefusals(
  request: APIRequestContext,
  token: string,
  method: "POST" | "PUT",
  path: string,
  body: Record<string, unknown>,
  safe: (field: string) => unknown,
): Promise<{ ok: boolean; refused: string[]; json: unknown }> {
  const refused: string[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const response = await request.fetch(path, {
      method,
      data: body,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status(), `${method} ${path}`).toBeLessThan(500);
    const json = (await response.json()) as { issues?: { path: string }[] };
    if (response.ok()) return { ok: true, refused, json };
    const fields = [...new Set((json.issues ?? []).map((i) => i.path.split(".")[0] ?? ""))];
    if (response.status() !== 400 || fields.length === 0) return { ok: false, refused, json };
    for (const field of fields) {
      refused.push(field);
      body[field] = safe(field);
    }
  }
  return { ok: false, refused, json: null };
}

const payload = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length] ?? "";

/**
 * Records what a payload might do while `page` browses: a dialog opening, a request to another
 * host. Returns the list the inspections add to.
 */
function watch(page: Page, baseURL: string | undefined): string[] {
  const host = new URL(baseURL ?? "http://127.0.0.1").host;
  const findings: string[] = [];
  page.on("dialog", async (dialog) => {
    findings.push(`${page.url()}: dialog "${dialog.message()}"`);
    await dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:", "about:"].includes(url.protocol) && url.host !== host) {
      findings.push(`${page.url()}: request to ${request.url()}`);
    }
  });
  return findings;
}

/** Opens `path` and records dialogs, injected elements and requests to other hosts. */
async function inspect(page: Page, path: string, findings: string[]) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await inspectOpen(page, path, findings);
}

/** Records the elements a payload injected into the page as it is now (a dialog open). */
async function inspectOpen(page: Page, label: string, findings: string[]) {
  const injected = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value.replace(/[^\x21-\x7e]/g, "").toLowerCase();
        if (name.startsWith("on")) bad.push(`<${el.localName} ${name}>`);
        if (
          ["href", "src", "action", "formaction", "data", "xlink:href", "srcdoc"].includes(name) &&
          /^(javascript|vbscript|data:text\/html)/.test(value)
        ) {
          bad.push(`<${el.localName} ${name}=${attr.value.slice(0, 40)}>`);
        }
      }
    }
    for (const el of Array.from(
      document.querySelectorAll(
        "iframe, object, embed, base, meta[http-equiv], form[action^='javascript']",
      ),
    )) {
      bad.push(`<${el.localName}>`);
    }
    // React re-renders inert copies of its own scripts without the nonce after hydration; a
    // payload's script is recognised by what it says or where it loads from.
    for (const script of Array.from(document.querySelectorAll("script"))) {
      // Data blocks never run; a payload that broke out of one would be a script of its own.
      if (/^application\/(ld\+)?json$/.test(script.type)) continue;
      const text = script.textContent ?? "";
      // The server's scripts carry this response's nonce, which no payload can know.
      if (!script.nonce && /alert|msgbox|evil\.example|String\.fromCharCode/.test(text)) {
        bad.push(`<script>${text.slice(0, 40)}`);
      }
      if (script.src && new URL(script.src).host !== location.host)
        bad.push(`<script src=${script.src}>`);
    }
    return bad;
  });
  for (const item of injected) findings.push(`${label}: injected ${item}`);
}

// The posts in two halves, one test each, so both workers share the longest part.
for (const half of [0, 1]) {
  test(`blog posts (half ${half + 1} of 2): no payload runs, injects an element or calls another host`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(400_000);
    const findings = watch(page, baseURL);
    const token = await freshAdmin(page);
    const api = page.request;
    const run = Date.now().toString(36);

    // Blog posts: one per payload, every text field carrying a payload (rotated), published.
    const slugs: string[] = [];
    const from = half === 0 ? 0 : Math.ceil(XSS_PAYLOADS.length / 2);
    const to = half === 0 ? Math.ceil(XSS_PAYLOADS.length / 2) : XSS_PAYLOADS.length;
    for (let i = from; i < to; i += 1) {
      const slug = `xss-${run}-${i}`;
      const result = await writeAllowingRefusals(
        api,
        token,
        "POST",
        "/api/blogs",
        {
          slug,
          title: payload(i),
          excerpt: payload(i + 1),
          content: `${payload(i + 2)}\n\n${payload(i + 3)}\n\n**${payload(i + 4)}**`,
          author: payload(i + 5).slice(0, 100),
          category: payload(i + 6).slice(0, 50),
          readTime: payload(i + 7).slice(0, 30),
          tags: [payload(i + 8).slice(0, 40)],
          published: true,
          seoData: {
            title: payload(i + 9),
            description: payload(i + 10),
            keywords: [payload(i + 11).slice(0, 40)],
            canonicalUrl: payload(i + 12),
          },
        },
        (field) =>
          ({ title: `Post ${i}`, author: "Team", category: "Technology", readTime: "5 min read" })[
            field
          ] ?? (field === "tags" ? [] : field === "seoData" ? {} : ""),
      );
      if (result.ok) slugs.push(slug);
    }
    expect(slugs.length, "most payload posts were stored").toBeGreaterThan((to - from) / 2);

    // Pages that show the posts, then the staff screens.
    const paths = ["/blog", "/blog?page=2", "/blog?page=3", "/", ...slugs.map((s) => `/blog/${s}`)];
    for (const path of paths) await inspect(page, path, findings);
    // The fresh admin's session cookie is still in this context.
    // The blog editor (markdown) and the post's inline edit mode.
    const staffPaths = [
      "/admin?tab=content",
      ...slugs.slice(0, 8).map((s) => `/admin/blog/${s}`),
      ...slugs.slice(0, 2).map((s) => `/blog/${s}/admin`),
    ];
    for (const path of staffPaths) {
      await inspect(page, path, findings);
      // The editor's preview renders the markdown.
      const preview = page.getByRole("tab", { name: "Preview" });
      if (await preview.count()) {
        await preview.click();
        await page.waitForLoadState("networkidle");
      }
    }
    expect(findings).toEqual([]);
  });
}

test("the blog editor's visual mode: pasted HTML, links and typed payloads never run", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const findings = watch(page, baseURL);
  const token = await freshAdmin(page);
  const slug = `xss-visual-${Date.now().toString(36)}`;
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title", { exact: true }).fill(`Visual XSS ${slug}`);
  await page.getByLabel("URL slug").fill(slug);
  await page.getByLabel("Excerpt").fill("Payloads sent through the visual editor.");
  await page.locator("textarea#blog-content").fill("Start.");
  await page.getByRole("button", { name: "Visual", exact: true }).click();
  const editor = page.getByTestId("visual-editor");
  await expect(editor).toBeVisible({ timeout: 15_000 });
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });

  // Pasted HTML: scripts, event handlers, javascript: links and other hosts' images.
  await editor.click();
  await page.keyboard.press("End");
  const pasted = [
    ...XSS_PAYLOADS.slice(0, 12),
    '<img src="https://evil.example/x.png" onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a><script>alert(2)</script>',
    '<p onmouseover="alert(3)">hover</p><iframe src="javascript:alert(4)"></iframe>',
  ].join("<br>");
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", html);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, pasted);
  await inspectOpen(page, "visual editor after paste", findings);

  // Payload text typed into blocks and table cells.
  await page.keyboard.press("Enter");
  for (const text of XSS_PAYLOADS.slice(0, 6)) {
    await page.keyboard.type(text);
    await page.keyboard.press("Enter");
  }
  await toolbar.getByRole("button", { name: "Insert table" }).click();
  for (const text of XSS_PAYLOADS.slice(6, 12)) {
    await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  }
  await inspectOpen(page, "visual editor after typing", findings);

  // The link dialog refuses javascript:, data: and the like, however they are spelled.
  await editor.locator("p").first().click();
  for (const href of [
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example",
  ]) {
    await toolbar.getByRole("button", { name: "Link" }).click();
    const dialog = page.getByRole("dialog", { name: "Link" });
    await dialog.getByLabel("Text").fill("payload link");
    await dialog.getByLabel("Link to").fill(href);
    await dialog.getByRole("button", { name: "Apply link" }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
  }

  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Blog saved successfully").first()).toBeVisible();
  // Leaving Visual mode (another tab) once rendered its images outside the view, where another
  // host's image loaded.
  await page.getByRole("tab", { name: "Preview" }).click();
  await page.waitForLoadState("networkidle");
  await inspectOpen(page, "blog editor's Preview tab after Visual mode", findings);

  // Published through the API with what the editor saved.
  const posts = (await (await page.request.get("/api/blogs")).json()) as {
    id: number;
    slug: string;
  }[];
  const saved = posts.find((post) => post.slug === slug);
  const put = await page.request.put(`/api/blogs/${saved?.id}`, {
    data: { ...saved, published: true },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(put.ok(), await put.text()).toBe(true);

  // Reopened in both modes, and the public page.
  await inspect(page, `/admin/blog/${slug}`, findings);
  await page.getByRole("button", { name: "Visual", exact: true }).click();
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  await inspectOpen(page, `/admin/blog/${slug} (visual)`, findings);
  await inspect(page, `/blog/${slug}`, findings);
  expect(findings).toEqual([]);
});

test("inline edits and SEO deploys: no payload runs, injects an element or calls another host", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(400_000);
  const findings = watch(page, baseURL);
  const token = await freshAdmin(page);
  const api = page.request;
  const auth = { authorization: `Bearer ${token}` };

  // Inline edits: text elements and a button's styles on a service page, published, in rounds
  // so every payload passes through a text element.
  const servicePage = "/it-security";
  const eids = [
    ...new Set(
      [...(await (await api.get(servicePage)).text()).matchAll(/data-eid="([^"]+)"/g)].map(
        (m) => m[1] ?? "",
      ),
    ),
  ];
  expect(eids.length).toBeGreaterThan(10);
  const textEids = eids.filter((eid) => eid !== "hero.title").slice(0, 20);
  for (let round = 0; round * textEids.length < XSS_PAYLOADS.length; round += 1) {
    const state = await api.get(
      `/api/inline-content/get?pagePath=${servicePage}&pageType=page&status=draft`,
      { headers: auth },
    );
    const { version } = (await state.json()) as { version: number };
    const content: Record<string, unknown> = {};
    textEids.forEach((eid, i) => {
      content[`text_element_${i + 1}`] = {
        type: "text",
        content: payload(round * textEids.length + i),
        selector: `[data-eid="${eid}"]`,
      };
    });
    const saved = await api.post("/api/inline-content/save", {
      headers: auth,
      data: {
        pagePath: servicePage,
        pageType: "page",
        content,
        htmlSample: "",
        baseVersion: version,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const published = await api.post("/api/inline-content/publish", {
      headers: auth,
      data: {
        pagePath: servicePage,
        pageType: "page",
        action: "publish",
        baseVersion: ((await saved.json()) as { version: number }).version,
      },
    });
    expect(published.status()).toBeLessThan(500);
    await inspect(page, servicePage, findings);
  }
  // Button styles: every payload in every style field is refused (400) or stored as a value.
  const buttonEid = eids.find((eid) => /cta|button/i.test(eid)) ?? eids[0];
  const draftVersion = async () => {
    const state = await api.get(
      `/api/inline-content/get?pagePath=${servicePage}&pageType=page&status=draft`,
      { headers: auth },
    );
    return ((await state.json()) as { version: number }).version;
  };
  for (let i = 0; i < XSS_PAYLOADS.length; i += 8) {
    const baseVersion = await draftVersion();
    const response = await api.post("/api/inline-content/save", {
      headers: auth,
      data: {
        pagePath: servicePage,
        pageType: "page",
        content: {
          button_element_1: {
            type: "button",
            content: payload(i),
            selector: `[data-eid="${buttonEid}"]`,
            styles: {
              backgroundColor: payload(i + 1),
              color: payload(i + 2),
              padding: payload(i + 3),
            },
          },
        },
        htmlSample: payload(i + 4),
        baseVersion,
      },
    });
    expect(response.status()).toBeLessThan(500);
    expect(response.status(), "a save from the version read is never stale").not.toBe(409);
  }
  await inspect(page, `${servicePage}/admin`, findings);

  // Link addresses (issue 20): every payload after a page path, in a query and as a whole
  // href of a button and of an https:// link is refused (400) or published and runs nothing.
  // List and section entries naming payloads are refused and store nothing.
  for (let i = 0; i < XSS_PAYLOADS.length; i += 6) {
    const hrefs = [
      `/it-security#${payload(i)}`,
      `/it-security?q=${payload(i + 1)}`,
      payload(i + 2),
    ];
    for (const href of hrefs) {
      const baseVersion = await draftVersion();
      const saved = await api.post("/api/inline-content/save", {
        headers: auth,
        data: {
          pagePath: servicePage,
          pageType: "page",
          content: {
            button_element_1: {
              type: "button",
              content: "Go",
              selector: `[data-eid="${buttonEid}"]`,
              styles: {},
              href,
            },
          },
          htmlSample: "",
          baseVersion,
        },
      });
      expect(saved.status(), href).toBeLessThan(500);
      if (saved.status() !== 200) continue;
      const published = await api.post("/api/inline-content/publish", {
        headers: auth,
        data: {
          pagePath: servicePage,
          pageType: "page",
          action: "publish",
          baseVersion: ((await saved.json()) as { version: number }).version,
        },
      });
      expect(published.status()).toBeLessThan(500);
    }
    await inspect(page, servicePage, findings);
    const structure = await api.post("/api/inline-content/save", {
      headers: auth,
      data: {
        pagePath: servicePage,
        pageType: "page",
        content: {
          list_element_1: {
            type: "list",
            selector: `[data-list="${payload(i + 3)}"]`,
            items: [{ id: payload(i + 4) }],
          },
          section_element_1: {
            type: "section",
            selector: `[data-section="${payload(i + 5)}"]`,
            hidden: true,
          },
        },
        htmlSample: "",
        baseVersion: await draftVersion(),
      },
    });
    expect([400, 422]).toContain(structure.status());
  }
  await inspect(page, `${servicePage}/admin`, findings);

  // Page SEO deploys: titles and descriptions through the deploy path.
  const seoPages = (await (await api.get("/api/seo/pages", { headers: auth })).json()) as {
    pages: { path: string; version: number }[];
  };
  const targets = seoPages.pages.filter((p) => p.path !== "/").slice(0, 6);
  for (const [i, target] of targets.entries()) {
    const response = await api.post("/api/seo/deploys", {
      headers: auth,
      data: {
        changes: [
          {
            path: target.path,
            title: payload(i * 2).slice(0, 120),
            description: payload(i * 2 + 1).slice(0, 320),
            version: target.version,
          },
        ],
      },
    });
    expect(response.status()).toBeLessThan(500);
    await inspect(page, target.path, findings);
  }

  // Page settings: SEO title, description and a created page's title, into the draft, then
  // published into the catalogue.
  const created = await api.post("/api/templates/create-page", {
    headers: auth,
    data: { template: "service-page", title: "Xss Settings", slug: "xss-settings" },
  });
  expect(created.status()).toBeLessThan(500);
  for (const [i, path] of ["/xss-settings", servicePage].entries()) {
    const view = await api.get(`/api/pages/settings?path=${encodeURIComponent(path)}`, {
      headers: auth,
    });
    expect(view.status()).toBe(200);
    const { baseVersion, source } = (await view.json()) as {
      baseVersion: number;
      source: string;
    };
    const saved = await api.put("/api/pages/settings", {
      headers: auth,
      data: {
        path,
        baseVersion,
        seoTitle: payload(i * 3).slice(0, 120),
        description: payload(i * 3 + 1).slice(0, 320),
        image: "",
        ...(source === "d1" ? { title: payload(i * 3 + 2).slice(0, 120) } : {}),
      },
    });
    expect(saved.status(), await saved.text()).toBeLessThan(500);
    await inspect(page, `${path}/admin`, findings);
    const draft = (await saved.json()) as { settings?: { baseVersion: number } };
    const published = await api.post("/api/inline-content/publish", {
      headers: auth,
      data: {
        pagePath: path,
        pageType: "page",
        action: "publish",
        baseVersion: draft.settings?.baseVersion ?? baseVersion,
        seoOverrideReason: "XSS suite: the payloads are the point",
      },
    });
    expect(published.status(), await published.text()).toBeLessThan(500);
    // Published (a created page with it): what visitors get, <head> and breadcrumb included.
    if (source === "code" || published.ok()) await inspect(page, path, findings);
  }

  expect(findings).toEqual([]);
});

test("leads, usernames and settings: no payload runs, injects an element or calls another host", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(400_000);
  const findings = watch(page, baseURL);
  const token = await freshAdmin(page);
  const api = page.request;
  const auth = { authorization: `Bearer ${token}` };
  const servicePage = "/it-security";

  // Contact form leads (the form allows a few per address an hour): name, company, message.
  for (let i = 0; i < 3; i += 1) {
    await api.post("/", {
      form: {
        name: payload(20 + i).slice(0, 100),
        email: `xss${i}@example.com`,
        company: payload(40 + i).slice(0, 120),
        message: `Hello there, ${payload(60 + i)}`,
      },
    });
  }

  // Usernames: the rule refuses them all, never a 5xx.
  for (let i = 0; i < XSS_PAYLOADS.length; i += 10) {
    const response = await api.post("/api/users", {
      data: { username: payload(i), password: "secret-password", role: "author" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBeLessThan(500);
  }

  // Site settings: every text field carries payloads, round by round; restored afterwards.
  const original = (await (await api.get("/api/settings/site", { headers: auth })).json()) as {
    settings: Record<string, unknown>;
    version: number;
  };
  let settingsVersion = original.version;
  const textFields = [
    "companyName",
    "productName",
    "tagline",
    "aboutText",
    "address",
    "registrationNumber",
    "chatGreeting",
  ];
  for (let round = 0; round < 3; round += 1) {
    const settings: Record<string, unknown> = { ...original.settings };
    textFields.forEach((field, i) => {
      settings[field] = payload(round * textFields.length + i + 30).slice(0, 60);
    });
    const result = await writeAllowingRefusals(
      api,
      token,
      "PUT",
      "/api/settings/site",
      { settings, version: settingsVersion },
      () => ({ ...original.settings }),
    );
    const saved = result.json as { version?: number } | null;
    if (saved?.version) settingsVersion = saved.version;
    for (const path of ["/", servicePage, "/blog"]) await inspect(page, path, findings);
  }
  const current = (await (await api.get("/api/settings/site", { headers: auth })).json()) as {
    version: number;
  };
  await api.put("/api/settings/site", {
    headers: auth,
    data: { settings: original.settings, version: current.version },
  });

  // The integrations' settings: refused or stored, never run.
  // Each save sends the version it read, so a payload is refused (400) or stored, never stale.
  const versionOf = async (path: string, read: (body: unknown) => number | undefined) =>
    read(await (await api.get(path, { headers: auth })).json()) ?? 0;
  for (let i = 0; i < XSS_PAYLOADS.length; i += 12) {
    const github = await api.post("/api/github-config", {
      headers: auth,
      data: {
        owner: payload(i),
        repo: payload(i + 1),
        branch: payload(i + 2),
        token: "",
        version: await versionOf(
          "/api/github-config",
          (body) => (body as { config?: { version?: number } }).config?.version,
        ),
      },
    });
    expect(github.status()).toBeLessThan(500);
    expect(github.status()).not.toBe(409);
    const seo = await api.post("/api/seo-config", {
      headers: auth,
      data: {
        config: { pageSpeedInsightsApiKey: payload(i).slice(0, 60), aiModel: payload(i + 1) },
        version: await versionOf(
          "/api/seo-config",
          (body) => (body as { version?: number }).version,
        ),
      },
    });
    expect(seo.status()).toBeLessThan(500);
    expect(seo.status()).not.toBe(409);
  }
  for (const tab of ["github", "seo-apis", "otto-seo", "nuxt-seo", "users"]) {
    await inspect(page, `/admin?tab=${tab}`, findings);
  }

  await inspect(page, "/admin?tab=content", findings);
  // The leads inbox shows the payload leads, and a note carrying one.
  const inbox = (await (await api.get("/api/leads", { headers: auth })).json()) as {
    leads: { id: string; version: number }[];
  };
  const first = inbox.leads[0];
  if (first) {
    await api.patch(`/api/leads/${first.id}`, {
      headers: auth,
      data: { note: payload(70), version: first.version },
    });
  }
  await inspect(page, "/admin?tab=leads", findings);
  expect(findings).toEqual([]);
});

/** A 2×2 PNG: real bytes, so the upload's type sniffing and pixel reading accept it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

test("media alt texts: no payload runs, injects an element or calls another host", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const findings = watch(page, baseURL);
  const token = await freshAdmin(page);
  const api = page.request;
  const auth = { authorization: `Bearer ${token}` };
  const run = Date.now().toString(36);

  // Every payload becomes an image's alt: at upload, or (refused there) through PATCH; a
  // refusal is a 400, never a 5xx, and stores nothing under that alt.
  const images: { url: string; alt: string }[] = [];
  for (let i = 0; i < XSS_PAYLOADS.length; i += 1) {
    const alt = payload(i).slice(0, 300);
    const uploaded = await api.post("/api/images", {
      headers: auth,
      multipart: { file: { name: `xss-${i}.png`, mimeType: "image/png", buffer: PNG }, alt },
    });
    expect(uploaded.status(), `upload with alt ${i}`).toBeLessThan(500);
    if (uploaded.status() === 201) {
      images.push((await uploaded.json()) as { url: string; alt: string });
      continue;
    }
    expect(uploaded.status()).toBe(400);
    if (i % 4 !== 0) continue;
    const plain = await api.post("/api/images", {
      headers: auth,
      multipart: {
        file: { name: `xss-${i}.png`, mimeType: "image/png", buffer: PNG },
        alt: `Image ${i}`,
      },
    });
    expect(plain.status()).toBe(201);
    const stored = (await plain.json()) as { url: string; key: string; version: number };
    const patched = await api.patch(`/api/media/${stored.key}`, {
      headers: auth,
      data: { alt, version: stored.version },
    });
    expect(patched.status(), `PATCH alt ${i}`).toBeLessThan(500);
    images.push({ url: stored.url, alt: `Image ${i}` });
  }
  expect(images.length, "most payload alts were stored").toBeGreaterThan(XSS_PAYLOADS.length / 2);

  // A published post shows them: featured image with a payload alt, body images with payload
  // alts and titles.
  const slug = `xss-media-${run}`;
  const featured = images[0] as { url: string };
  const result = await writeAllowingRefusals(
    api,
    token,
    "POST",
    "/api/blogs",
    {
      slug,
      title: `Media alt texts ${run}`,
      excerpt: "Images whose alt texts carry payloads.",
      content: images
        .slice(0, 40)
        .map((image, i) => `![${payload(i + 3)}](${image.url} "${payload(i + 5)}")`)
        .join("\n\n"),
      author: "Team",
      category: "Technology",
      readTime: "1 min read",
      published: true,
      image: featured.url,
      imageAlt: payload(7).slice(0, 300),
      tags: [],
      seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
    },
    (field) => (field === "imageAlt" ? "A featured image" : ""),
  );
  expect(result.ok, JSON.stringify(result.json)).toBe(true);

  await inspect(page, `/blog/${slug}`, findings);
  await inspect(page, "/blog", findings);
  await inspect(page, "/admin?tab=media", findings);
  // The picker's library and the featured image's alt field in the editor.
  await inspect(page, `/admin/blog/${slug}`, findings);
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Choose from library" }).click();
  await expect(page.getByRole("dialog", { name: "Choose the featured image" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Images in the library" })).toBeVisible();
  await inspectOpen(page, "the featured image picker", findings);
  expect(findings).toEqual([]);
});
