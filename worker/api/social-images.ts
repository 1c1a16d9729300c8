import { Hono } from "hono";
import type { AppEnv } from "../env";
import { serveSocialImage } from "../services/media/social-images";

/** `GET /og/{page path}/{hash}.png`: a public page's social image (services/media/social-images.ts). */
export const socialImageFiles = new Hono<AppEnv>().get("/og/*", (c) =>
  serveSocialImage(c.var.deps, c.req.path),
);
