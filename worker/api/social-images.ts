import { Hono } from "hono";
import type { AppEnv } from "../env";
import { serveSocialImage } from "../services/content/social-images";

/** `GET /og/{page path}/{hash}.png`: a public page's social image (services/content/social-images.ts). */
export const socialImageFiles = new Hono<AppEnv>().get("/og/*", (c) =>
  serveSocialImage(c.var.deps, c.req.path),
);
