import { Hono } from "hono";
import { LiveTicketRequestSchema } from "../../app/schemas/live";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { createLiveTicket } from "../services/content/live-tickets";

/**
 * `/api/live/tickets`: a ticket into a document's room (issue 36). The WebSocket itself
 * (`/api/live/socket`) is forwarded to the live Worker by worker/index.ts, before this app.
 */
export const liveApi = new Hono<AppEnv>().post(
  "/tickets",
  validate("json", LiveTicketRequestSchema),
  async (c) => {
    const { target } = c.req.valid("json");
    const origin = new URL(c.req.url).origin;
    return c.json(await createLiveTicket(c.var.deps, target, currentUser(c), origin), 201);
  },
);
