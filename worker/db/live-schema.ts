import { sqliteTable, text } from "drizzle-orm/sqlite-core";

// Editing together, live (issue 36). A ticket to a document's room: made by
// `POST /api/live/tickets` for a signed-in session, used once by the live Worker
// (workers/live/), which deletes it as it reads it. Only the token's SHA-256 is kept.
// Re-exported by schema.ts.

export const liveTickets = sqliteTable("live_tickets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id").notNull(),
  /** The session's id hash: the room checks it is still live, and again while connected. */
  sessionHash: text("session_hash").notNull(),
  /** The room: `post:{id}` or `page:{path}`. */
  room: text("room").notNull(),
  expiresAt: text("expires_at").notNull(),
});
