import { defineConfig } from "drizzle-kit";

// Generates SQL migrations only; `wrangler d1 migrations apply` applies them.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
