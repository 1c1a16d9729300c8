import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * `column IN (values)` binding ONE parameter however many values there are: the values go in as
 * one JSON array that SQLite's json_each reads. D1 binds at most 100 parameters a statement, so
 * drizzle's `inArray` (one parameter per value) fails with "too many SQL variables" once a list
 * that users control (a post's images, a batch of ids) grows; this never does, and keeps the
 * check inside one statement (a guard in a write's WHERE stays atomic). An empty list matches
 * nothing. Use it for every IN-list built from user data; `inArray` only for fixed lists.
 *
 * @example db.select().from(media).where(inList(media.key, keys))
 */
export function inList(column: AnyColumn | SQL, values: readonly (string | number)[]): SQL {
  if (values.length === 0) return sql`0`;
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
}
