import { LAUNCH_POSTS } from "../../../app/content/blog";
import { CODE_PAGES, FIXED_PAGES } from "../../../app/content/index";
import { expect, test } from "../fixtures";

// The suite's first request (the "fresh-install" project runs before every other): the server
// (scripts/e2e-server.mjs) starts on an empty local D1, KV and R2 with only the migrations
// applied, so this is a fresh install's first sitemap. It must already list every code page
// and launch post, and so must the copy stored for the next request.

const paths = (xml: string) =>
  new Set([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname));

test("a fresh install's first /sitemap.xml lists every code page and launch post", async ({
  request,
}) => {
  const first = await request.get("/sitemap.xml");
  expect(first.status()).toBe(200);
  const xml = await first.text();
  const listed = paths(xml);
  const expected = [
    ...FIXED_PAGES.map((page) => page.path),
    ...CODE_PAGES.map((page) => `/${page.slug}`),
    ...LAUNCH_POSTS.map((post) => `/blog/${post.slug}`),
  ];
  expect(expected.filter((path) => !listed.has(path))).toEqual([]);
  // The stored copy is the one served from now on, unchanged.
  expect(await (await request.get("/sitemap.xml")).text()).toBe(xml);

  const rss = await (await request.get("/rss.xml")).text();
  for (const post of LAUNCH_POSTS) expect(rss).toContain(`/blog/${post.slug}</link>`);
});
