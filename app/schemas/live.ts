import { z } from "zod";
import { ReviewTargetSchema } from "./reviews";

// Editing together, live (issue 36): what `POST /api/live/tickets` takes and answers. The
// room's messages and limits are in app/lib/live-protocol.ts (no zod: the live Worker and the
// browser's live client read them too).

/** A post by its id, or a page by its path (a post's page `/blog/{slug}` too, in edit mode). */
export const LiveTargetSchema = ReviewTargetSchema;
export type LiveTarget = z.infer<typeof LiveTargetSchema>;

/** `POST /api/live/tickets` `{target}` → `{url}`. */
export const LiveTicketRequestSchema = z.object({ target: LiveTargetSchema }).strict();

export interface LiveTicket {
  /** The room's WebSocket address with a ticket: valid 60 s, usable once. */
  url: string;
  /** When the ticket stops working (ISO). */
  expiresAt: string;
}
