import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

function drizzleOver(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof drizzleOver>;

// Creating a client walks the whole schema (drizzle's relational config), so each binding gets
// one client per isolate; it holds the binding and the schema, no request state.
const clients = new WeakMap<D1Database, Db>();

/** The drizzle client over the D1 binding. */
export function createDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    db = drizzleOver(d1);
    clients.set(d1, db);
  }
  return db;
}
