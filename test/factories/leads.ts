import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { leads } from "../../worker/db/schema";

/** Lead rows as the contact form would have stored them, straight into D1 (one batch). */
export async function insertLeads(rows: Partial<typeof leads.$inferInsert>[]): Promise<string[]> {
  const db = createDb(env.DB);
  const values = rows.map((change) => {
    const createdAt = change.createdAt ?? new Date().toISOString();
    return {
      id: crypto.randomUUID(),
      name: "Priya Raman",
      email: "priya@acme-msp.example",
      company: "Acme MSP",
      message: "We need overnight NOC coverage for 40 clients.",
      createdAt,
      updatedAt: createdAt,
      ...change,
    };
  });
  const [first, ...rest] = values.map((value) => db.insert(leads).values(value));
  if (first) await db.batch([first, ...rest]);
  return values.map((value) => value.id);
}
