import { expect, test } from "../fixtures";

// A link crawl of the built site: every page of the sitemap (plus the home page and /blog)
// is fetched, and every same-origin link, image, stylesheet and icon it points at must answer
// 200 (a redirect must end on a 200), fragments must name an element of the target page.

/** Real tags only: text that merely shows `href="…"` (escaped `&lt;a …`) is no link. */
const TAG = /<[a-z][a-z0-9-]*\s[^<>]*>/gi;
const ATTRIBUTE = /\s(?:href|src)="([^"]+)"/g;

function decode(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

test("no page of the sitemap links to a missing page, file or anchor", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  // The cron brings the catalogue, and so the sitemap, up to date with the code.
  await request.get("/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*");
  let pages: string[] = [];
  await expect
    .poll(async () => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1] ?? "/").pathname,
      );
      return pages.length;
    })
    .toBeGreaterThan(100);

  const html = new Map<string, string>();
  const links = new Map<string, string>(); // target -> a page that links to it
  for (const path of new Set(["/", "/blog", ...pages])) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    html.set(path, body);
    const attributes = [...body.matchAll(TAG)].flatMap((tag) => [...tag[0].matchAll(ATTRIBUTE)]);
    for (const match of attributes) {
      const raw = decode(match[1] ?? "");
      if (/^(mailto:|tel:|sms:|javascript:|data:)/i.test(raw)) continue;
      const url = new URL(raw, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const key = `${url.pathname}${url.search}${url.hash}`;
      if (!links.has(key)) links.set(key, path);
    }
  }

  const broken: string[] = [];
  const status = new Map<string, number>();
  for (const [target, from] of links) {
    const url = new URL(target, origin);
    const address = `${url.pathname}${url.search}`;
    if (!status.has(address)) {
      const response = await request.get(address, { maxRedirects: 5 });
      status.set(address, response.status());
      if (response.status() === 200 && url.hash && !html.has(url.pathname)) {
        html.set(url.pathname, await response.text());
      }
    }
    const code = status.get(address);
    if (code !== 200) {
      broken.push(`${target} (linked from ${from}) -> ${code}`);
      continue;
    }
    if (url.hash.length > 1) {
      const id = decodeURIComponent(url.hash.slice(1));
      const page = html.get(url.pathname) ?? "";
      if (!page.includes(`id="${id}"`))
        broken.push(`${target} (linked from ${from}): no element #${id}`);
    }
  }
  expect(broken).toEqual([]);
  expect(links.size).toBeGreaterThan(50);
});
