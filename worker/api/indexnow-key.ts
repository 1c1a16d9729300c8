import { Hono } from "hono";
import type { AppEnv } from "../env";
import { readIndexNowKeyFile } from "../services/seo/indexnow";

/**
 * `/{key}.txt`: IndexNow's key file, the current key as plain text, so search engines can
 * check that submissions come from this site. Any other name (and every name while IndexNow is
 * off) goes on to the pages' 404, as before; only names the key's pattern allows are looked up.
 */
export const indexNowKeyFile = new Hono<AppEnv>().get(
  "/:file{[A-Za-z0-9-]{8,128}\\.txt}",
  async (c, next) => {
    const key = await readIndexNowKeyFile(c.var.deps, c.req.param("file"));
    if (key === null) return next();
    return c.text(key, 200, { "Cache-Control": "no-cache" });
  },
);
