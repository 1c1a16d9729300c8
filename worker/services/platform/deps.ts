import type { Db } from "../../db/client";
import type { Bindings } from "../../env";

/** What every service function gets first: the request's database client and bindings. */
export interface Deps {
  db: Db;
  env: Bindings;
}
