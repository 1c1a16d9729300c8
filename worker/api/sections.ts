import { Hono } from "hono";
import type { AppEnv } from "../env";
import { sectionLibrary } from "../services/content/section-library";

/** `GET /api/sections`: every section type staff may add, its fields, limits and placeholder. */
export const sectionsApi = new Hono<AppEnv>().get("/", (c) =>
  c.json({ sections: sectionLibrary() }),
);
