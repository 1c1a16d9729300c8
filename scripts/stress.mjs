// `npm run test:stress`: 60 s of mixed traffic on loopback against the production build under
// `wrangler dev`: public pages, the blog, the sitemap, login attempts, admin reads and writes,
// and an inline-edit publish every few seconds. Passes when no request failed, none answered
// 5xx, and every write the server accepted is readable afterwards. Bounded in time
// (STRESS_SECONDS, default 60) and in concurrency (STRESS_CONNECTIONS, default 8).
import { prepareLocal, startLocalServer, stopServer, waitFor } from "./local-server.mjs";

const PORT = Number(process.env.STRESS_PORT ?? 8791);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.STRESS_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.STRESS_CONNECTIONS ?? 8);
const ADMIN_PASSWORD = "stress-admin-password";
const persistTo = `.wrangler/stress-${PORT}`;
const buildDir = `.wrangler/stress-build-${PORT}`;

/** Counts per kind of request: answers by status, and failures (no answer at all). */
const tally = new Map();
function count(kind, status) {
  const row = tally.get(kind) ?? { total: 0, statuses: {}, failed: 0 };
  row.total += 1;
  if (status === "failed") row.failed += 1;
  else row.statuses[status] = (row.statuses[status] ?? 0) + 1;
  tally.set(kind, row);
}

async function request(kind, path, init = {}) {
  try {
    const response = await fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
    const text = await response.text();
    count(kind, response.status);
    return { status: response.status, text };
  } catch (error) {
    count(kind, "failed");
    return { status: 0, text: String(error) };
  }
}

const json = (token, body, method = "POST") => ({
  method,
  headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

/** What the inline publisher did: publishes accepted, and the last one (to check afterwards). */
const inlineState = { published: 0, lastPublished: null };
const INLINE_PAGE = "/it-security";

/** Saves a draft of the page's heading from the draft's current version, then publishes it. */
async function publishInlineEdit(token, n) {
  const ref = { pagePath: INLINE_PAGE, pageType: "page" };
  const state = await request(
    "inline edit (read draft)",
    `/api/inline-content/get?pagePath=${encodeURIComponent(INLINE_PAGE)}&pageType=page&status=draft`,
    json(token, undefined, "GET"),
  );
  if (state.status !== 200) return;
  const text = `Security operations that hold under load ${n}`;
  const saved = await request(
    "inline edit (save draft)",
    "/api/inline-content/save",
    json(token, {
      ...ref,
      content: {
        text_element_1: { type: "text", content: text, selector: '[data-eid="hero.title"]' },
      },
      htmlSample: "",
      baseVersion: JSON.parse(state.text).version ?? 0,
    }),
  );
  if (saved.status !== 200) return;
  const published = await request(
    "inline edit (publish)",
    "/api/inline-content/publish",
    json(token, { ...ref, action: "publish" }),
  );
  if (published.status === 200) {
    inlineState.published += 1;
    inlineState.lastPublished = { path: INLINE_PAGE, text };
  }
}

prepareLocal({ persistTo, buildDir, build: !process.env.STRESS_SKIP_BUILD });
const server = startLocalServer({
  port: PORT,
  buildDir,
  persistTo,
  vars: { ENVIRONMENT: "stress", ADMIN_PASSWORD },
});
let exitCode = 1;
try {
  await waitFor(`${ORIGIN}/api/health`);
  const login = await fetch(`${ORIGIN}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`stress login failed: ${login.status}`);
  await fetch(`${ORIGIN}/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const sitemap = await (await waitFor(`${ORIGIN}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (pages.length < 50) throw new Error(`sitemap lists only ${pages.length} pages`);
  const posts = pages.filter((p) => p.startsWith("/blog/"));

  /** Accepted writes: post id -> the last title the server accepted for it. */
  const accepted = new Map();
  /** Post id -> the version the next update must carry, and its slug. */
  const versions = new Map();
  const slugs = new Map();
  let serial = 0;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  const actions = [
    { weight: 40, run: () => request("public page", pick(pages)) },
    { weight: 8, run: () => request("blog index", "/blog") },
    { weight: 8, run: () => request("blog post", pick(posts.length ? posts : ["/blog"])) },
    { weight: 4, run: () => request("sitemap", "/sitemap.xml") },
    {
      weight: 6,
      run: () =>
        request("login attempt (wrong password)", "/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: `nobody${serial++ % 50}`, password: "wrong-password" }),
        }),
    },
    {
      weight: 10,
      run: () =>
        request(
          "admin read",
          pick(["/api/blogs", "/api/pages", "/api/users"]),
          json(token, undefined, "GET"),
        ),
    },
    {
      weight: 6,
      run: async () => {
        serial += 1;
        const title = `Stress post ${serial} ${Date.now()}`;
        const slug = `stress-post-${serial}-${Date.now()}`;
        const { status, text } = await request(
          "admin write (create post)",
          "/api/blogs",
          json(token, {
            title,
            slug,
            author: "Load Test Team",
            excerpt: "Load test",
            content: "Body text for the load test.",
            category: "Technology",
            published: false,
          }),
        );
        if (status === 200 || status === 201) {
          const id = JSON.parse(text).id;
          accepted.set(id, title);
          versions.set(id, 1);
          slugs.set(id, slug);
        }
      },
    },
    {
      weight: 6,
      run: async () => {
        const ids = [...versions.keys()];
        if (!ids.length) return;
        const id = pick(ids);
        const version = versions.get(id);
        serial += 1;
        const title = `Stress post edited ${serial}`;
        const { status } = await request(
          "admin write (update post)",
          `/api/blogs/${id}`,
          json(
            token,
            {
              title,
              slug: slugs.get(id),
              author: "Load Test Team",
              excerpt: "Load test",
              content: "Edited body.",
              category: "Technology",
              published: false,
              version,
            },
            "PUT",
          ),
        );
        if (status === 200) {
          accepted.set(id, title);
          versions.set(id, version + 1);
        }
      },
    },
  ];
  const totalWeight = actions.reduce((sum, a) => sum + a.weight, 0);
  const choose = () => {
    let r = Math.random() * totalWeight;
    for (const action of actions) {
      r -= action.weight;
      if (r <= 0) return action;
    }
    return actions[0];
  };

  const end = Date.now() + SECONDS * 1000;
  const workers = Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < end) await choose().run();
  });
  // An inline-edit publish every few seconds, beside the mixed traffic.
  const publisher = (async () => {
    let n = 0;
    while (Date.now() < end) {
      n += 1;
      await publishInlineEdit(token, n);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  })();
  await Promise.all([...workers, publisher]);

  // Every accepted write must be readable.
  const stored = JSON.parse(
    (await request("verify", "/api/blogs", json(token, undefined, "GET"))).text,
  );
  const byId = new Map(stored.map((b) => [b.id, b]));
  const lost = [...accepted].filter(([id, title]) => byId.get(id)?.title !== title);
  const lastInline = inlineState.lastPublished;
  let inlineLost = 0;
  if (lastInline) {
    const page = await request("verify", lastInline.path);
    if (!page.text.includes(lastInline.text)) inlineLost = 1;
  }

  console.log(`\nstress: ${SECONDS} s, ${CONNECTIONS} connections, ${pages.length} sitemap pages`);
  console.log(
    ["kind".padEnd(36), "total".padStart(7), "failed".padStart(7), "  statuses"].join(""),
  );
  let failed = 0;
  let fivexx = 0;
  for (const [kind, row] of tally) {
    failed += row.failed;
    for (const [status, n] of Object.entries(row.statuses)) if (Number(status) >= 500) fivexx += n;
    console.log(
      [
        kind.padEnd(36),
        String(row.total).padStart(7),
        String(row.failed).padStart(7),
        `  ${JSON.stringify(row.statuses)}`,
      ].join(""),
    );
  }
  const writes = accepted.size;
  console.log(
    `\naccepted post writes: ${writes} posts; lost: ${lost.length}; inline publishes: ${inlineState.published}, lost: ${inlineLost}; failed requests: ${failed}; 5xx: ${fivexx}`,
  );
  exitCode = failed === 0 && fivexx === 0 && lost.length === 0 && inlineLost === 0 ? 0 : 1;
  console.log(exitCode === 0 ? "stress: passed" : "stress: FAILED");
} finally {
  await stopServer(server);
}
process.exit(exitCode);
