import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A drizzle client over the D1 binding; cheap to create, so one per request. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;
