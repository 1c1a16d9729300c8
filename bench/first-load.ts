import { gzipSync } from "node:zlib";

// What a browser downloads to show a page the first time: the JavaScript and CSS the served
// HTML names (modulepreload and stylesheet links, script sources, and the modules its inline
// module scripts import), each counted once, raw and gzip -9. Used by `npm run bench`,
// `node bench/weights.mjs` and the budget spec (test/e2e/platform/weight.spec.ts); plain
// TypeScript that Node 24 runs as it is.

/** Issue #21: `/admin` at most 250 KB gzip on first load, the blog editor at most 450 KB. */
export const WEIGHT_BUDGETS = {
  admin: 250 * 1024,
  editor: 450 * 1024,
} as const;

export interface FirstLoad {
  path: string;
  /** The asset paths, in the order the HTML names them. */
  assets: string[];
  scripts: number;
  raw: number;
  gzip: number;
  jsGzip: number;
  cssGzip: number;
}

/** Same-origin JS and CSS paths the HTML makes the browser fetch before anything runs. */
export function firstLoadAssets(html: string): string[] {
  const found = new Set<string>();
  const add = (url: string | undefined) => {
    if (url?.startsWith("/") && !url.startsWith("//") && /\.(?:m?js|css)(?:\?|$)/.test(url))
      found.add(url);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = / rel="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase() ?? "";
    if (rel === "modulepreload" || rel === "stylesheet") add(/ href="([^"]*)"/i.exec(tag)?.[1]);
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    add(/ src="([^"]*)"/i.exec(attributes ?? "")?.[1]);
    if (!/type="module"/i.test(attributes ?? "")) continue;
    for (const [, url] of (body ?? "").matchAll(/\bimport\b[^"']*["']([^"']+)["']/g)) add(url);
  }
  return [...found];
}

/** Fetches `path` (with `headers`, e.g. a session cookie) and every asset its HTML names. */
export async function measureFirstLoad(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<FirstLoad> {
  const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const assets = firstLoadAssets(await response.text());
  const result: FirstLoad = { path, assets, scripts: 0, raw: 0, gzip: 0, jsGzip: 0, cssGzip: 0 };
  for (const asset of assets) {
    const file = await fetch(`${origin}${asset}`);
    if (!file.ok) throw new Error(`${asset} (named by ${path}) answered ${file.status}`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const gzip = gzipSync(bytes, { level: 9 }).byteLength;
    const css = /\.css(?:\?|$)/.test(asset);
    result.raw += bytes.byteLength;
    result.gzip += gzip;
    if (css) result.cssGzip += gzip;
    else {
      result.jsGzip += gzip;
      result.scripts += 1;
    }
  }
  return result;
}

/** One printed line: "label: 201.3 KB gzip (JS 190.2, CSS 11.1), 640.0 KB raw, 31 files". */
export function firstLoadLine(label: string, load: FirstLoad, budget?: number): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const verdict =
    budget === undefined
      ? ""
      : ` (budget ${kb(budget)} KB: ${load.gzip <= budget ? "within" : "OVER"})`;
  return `${label}: ${kb(load.gzip)} KB gzip (JS ${kb(load.jsGzip)}, CSS ${kb(load.cssGzip)}), ${kb(load.raw)} KB raw, ${load.assets.length} files${verdict}`;
}

/** A signed-in session cookie for `username` (the bench, weights and e2e servers' admin). */
export async function sessionCookie(
  origin: string,
  username: string,
  password: string,
): Promise<string> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`login as ${username} failed: ${login.status}`);
  return `session=${token}`;
}

/** The first-load weights the bench prints: /admin, a post's editor and two public pages. */
export async function measureWeights(origin: string, cookie: string) {
  const headers = { cookie };
  const list = await fetch(`${origin}/api/blogs`, { headers });
  const posts = (await list.json()) as { slug: string; published: boolean }[];
  const slug = posts.find((post) => post.published)?.slug;
  if (!slug) throw new Error("no published post to open in the blog editor");
  return {
    admin: await measureFirstLoad(origin, "/admin", headers),
    editor: await measureFirstLoad(origin, `/admin/blog/${slug}`, headers),
    /** Public pages are not hydrated: they must name no script at all. */
    publicPages: await Promise.all(
      ["/", "/it-security", "/blog", `/blog/${slug}`].map((path) => measureFirstLoad(origin, path)),
    ),
  };
}

/** The bench's lines for `measureWeights`' answer, and whether every budget holds. */
export function weightLines(weights: Awaited<ReturnType<typeof measureWeights>>) {
  const lines = [
    firstLoadLine("first load /admin", weights.admin, WEIGHT_BUDGETS.admin),
    firstLoadLine(
      `first load ${weights.editor.path} (blog editor)`,
      weights.editor,
      WEIGHT_BUDGETS.editor,
    ),
    `first load, public pages: ${weights.publicPages
      .map((load) => `${load.path} ${load.scripts} scripts`)
      .join(", ")} (want 0)`,
  ];
  const ok =
    weights.admin.gzip <= WEIGHT_BUDGETS.admin &&
    weights.editor.gzip <= WEIGHT_BUDGETS.editor &&
    weights.publicPages.every((load) => load.scripts === 0);
  return { lines, ok };
}
