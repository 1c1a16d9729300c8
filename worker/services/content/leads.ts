import { desc, eq, sql } from "drizzle-orm";
import type { LeadInput } from "../../../app/schemas/lead";
import { type Lead, leads } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { writeAudit } from "../platform/audit";
import type { Deps } from "../platform/deps";

/** Leads one address may send within `LEAD_RATE_WINDOW_MS`; the next one is refused. */
export const LEAD_RATE_LIMIT = 5;
export const LEAD_RATE_WINDOW_MS = 60 * 60 * 1000;
export const LEAD_RATE_LIMIT_MESSAGE =
  "You have sent several messages in the last hour. Please try again later, or email or call us instead.";

export interface LeadSender {
  /** CF-Connecting-IP; "" when unknown (local tools). */
  ip: string;
  userAgent: string;
}

/** What staff see of a lead (the sender's address and browser stay in D1 for abuse checks). */
export type LeadSummary = Pick<
  Lead,
  "id" | "name" | "email" | "phone" | "company" | "message" | "createdAt"
>;

/**
 * Stores a contact-form lead unless its address already sent `LEAD_RATE_LIMIT` leads in the
 * last hour (then 429). The count and the insert are one SQL statement, so parallel posts
 * from one address cannot slip past the limit.
 */
export async function createLead(
  { db }: Deps,
  input: LeadInput,
  sender: LeadSender,
  now = new Date(),
): Promise<LeadSummary> {
  const id = crypto.randomUUID();
  const createdAt = now.toISOString();
  const windowStart = new Date(now.getTime() - LEAD_RATE_WINDOW_MS).toISOString();
  const ip = sender.ip.slice(0, 64);
  const userAgent = sender.userAgent.slice(0, 300);
  const result = await db.run(sql`
    INSERT INTO ${leads} (id, name, email, phone, company, message, ip, user_agent, created_at)
    SELECT ${id}, ${input.name}, ${input.email}, ${input.phone}, ${input.company},
           ${input.message}, ${ip}, ${userAgent}, ${createdAt}
    WHERE (SELECT count(*) FROM ${leads} WHERE ip = ${ip} AND created_at > ${windowStart})
          < ${LEAD_RATE_LIMIT}`);
  if (result.meta.changes === 0) {
    throw new AppError(429, "RATE_LIMITED", LEAD_RATE_LIMIT_MESSAGE, undefined, {
      "Retry-After": String(LEAD_RATE_WINDOW_MS / 1000),
    });
  }
  return { id, createdAt, ...input };
}

/** Every lead, newest first. */
export async function listLeads({ db }: Deps): Promise<LeadSummary[]> {
  return db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      company: leads.company,
      message: leads.message,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .all();
}

/** Deletes one lead (404 when it is gone) and records who did it. */
export async function deleteLead(deps: Deps, id: string, actor: SessionUser): Promise<void> {
  const result = await deps.db.delete(leads).where(eq(leads.id, id)).run();
  if (result.meta.changes === 0) throw notFound("Lead not found");
  await writeAudit(deps, { action: "lead.deleted", actor, targetType: "lead", targetId: id });
}
