import { Hono } from "hono";
import type { AppEnv } from "../env";
import { handleApiNotFound } from "../middleware/error-handler";
import { health } from "./health";

/** Every `/api` resource, one router each. Unknown paths answer 404 JSON, never a page. */
export const api = new Hono<AppEnv>().route("/health", health);

api.all("*", handleApiNotFound);
