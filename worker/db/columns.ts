import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

// The columns every table spells the same way. Times are ISO-8601 UTC strings.

export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const createdAt = () => text("created_at").notNull().default(now);
export const updatedAt = () => text("updated_at").notNull().default(now);
export const version = () => integer("version").notNull().default(1);
/** A list of strings, stored as JSON text (`'[]'` when empty); drizzle parses and writes it. */
export const stringList = (name: string) =>
  text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);
