import { Hono } from "hono";
import type { AppEnv } from "../env";
import {
  FEED_CACHE_CONTROL,
  FEED_CONTENT_TYPES,
  FEED_NAMES,
  getSitemapStats,
} from "../services/content/feeds";
import { getFeed } from "../services/content/site-content";

/** `/api/sitemap`: the sitemap's URL counts for the SEO dashboards. */
export const sitemap = new Hono<AppEnv>().get("/stats", async (c) =>
  c.json(await getSitemapStats(c.var.deps)),
);

/** `/sitemap.xml`, `/robots.txt`, `/rss.xml`, served from KV (built on a miss, after the site's content is complete). */
export const feedFiles = new Hono<AppEnv>();

for (const name of FEED_NAMES) {
  feedFiles.get(`/${name}`, async (c) => {
    const body = await getFeed(c.var.deps, name);
    return c.body(body, 200, {
      "Content-Type": FEED_CONTENT_TYPES[name],
      "Cache-Control": FEED_CACHE_CONTROL,
    });
  });
}
