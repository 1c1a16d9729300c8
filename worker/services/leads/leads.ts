import { type AnyColumn, and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { LeadSource } from "../../../app/schemas/analytics";
import {
  CONTACT_FORM_MAX_BYTES,
  LEAD_MESSAGES,
  LEAD_OWNER_NONE,
  type LeadFilter,
  type LeadInbox,
  type LeadInput,
  type LeadOwner,
  type LeadPageQuery,
  type LeadPatch,
  type StaffLead,
} from "../../../app/schemas/lead";
import { encodePageCursor, type PageCursor } from "../../../app/schemas/paging";
import { type Lead, leads, users } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsertIfChanged, writeAudit } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { senderNetwork } from "../platform/ip-address";
import { readBodyWithin } from "../platform/request-body";

/** Leads one sender may send within `LEAD_RATE_WINDOW_MS`; the next one is refused. */
export const LEAD_RATE_LIMIT = 5;
export const LEAD_RATE_WINDOW_MS = 60 * 60 * 1000;
export const LEAD_RATE_LIMIT_MESSAGE =
  "You have sent several messages in the last hour. Please try again later, or email or call us instead.";

/** The roles that may own a lead. */
const OWNER_ROLES = ["editor", "admin"] as const;

export interface LeadSender {
  /** CF-Connecting-IP; "" when unknown (local tools). */
  ip: string;
  userAgent: string;
  /** The path of the page whose form sent the lead; absent for the API. */
  pagePath?: string;
  /** The first page, referrer and campaign of the sender's visit (services/analytics). */
  visit?: Omit<LeadSource, "page">;
}

/** What the form's action gets back (the sender's address and browser stay in D1). */
export type LeadSummary = Pick<
  Lead,
  "id" | "name" | "email" | "phone" | "company" | "message" | "createdAt"
>;

/**
 * Stores a contact-form lead unless its sender already sent `LEAD_RATE_LIMIT` leads in the
 * last hour (then 429, nothing stored, so nothing mailed). A sender is an IPv4 address or an
 * IPv6 /64 (`senderNetwork`), so rotating the low bits of an IPv6 address does not reset the
 * count. The count and the insert are one SQL statement, so parallel posts cannot slip past.
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
  const network = senderNetwork(sender.ip);
  const userAgent = sender.userAgent.slice(0, 300);
  const pagePath = (sender.pagePath ?? "").slice(0, 300);
  const visit = sender.visit;
  const cut = (text: string | undefined) => (text ?? "").slice(0, 300);
  const result = await db.run(sql`
    INSERT INTO ${leads} (id, name, email, phone, company, message, ip, sender_network,
                          user_agent, page_path, source_landing_page, source_referrer,
                          source_utm_source, source_utm_medium, source_utm_campaign,
                          created_at, updated_at)
    SELECT ${id}, ${input.name}, ${input.email}, ${input.phone}, ${input.company},
           ${input.message}, ${ip}, ${network}, ${userAgent}, ${pagePath},
           ${cut(visit?.landingPage)}, ${cut(visit?.referrer)}, ${cut(visit?.utmSource)},
           ${cut(visit?.utmMedium)}, ${cut(visit?.utmCampaign)}, ${createdAt}, ${createdAt}
    WHERE (SELECT count(*) FROM ${leads}
           WHERE sender_network = ${network} AND created_at > ${windowStart}) < ${LEAD_RATE_LIMIT}`);
  if (result.meta.changes === 0) {
    throw new AppError(429, "RATE_LIMITED", LEAD_RATE_LIMIT_MESSAGE, undefined, {
      "Retry-After": String(LEAD_RATE_WINDOW_MS / 1000),
    });
  }
  return { id, createdAt, ...input };
}

/**
 * The contact form's fields from its POST body, read only up to `CONTACT_FORM_MAX_BYTES` (413
 * with the form's message above that, nothing read further). A body that is not a form gives
 * an empty form, which the schema then refuses field by field.
 */
export async function readContactForm(request: Request): Promise<FormData> {
  const bytes = await readBodyWithin(request, CONTACT_FORM_MAX_BYTES, LEAD_MESSAGES.formTooLarge);
  const type = request.headers.get("content-type") ?? "";
  return new Response(bytes, { headers: { "content-type": type } })
    .formData()
    .catch(() => new FormData());
}

/** `%` and `_` (and the escape itself) match themselves in a LIKE pattern with ESCAPE '\'. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(filter: LeadFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.ownerId === LEAD_OWNER_NONE) conditions.push(isNull(leads.ownerId));
  else if (filter.ownerId) conditions.push(eq(leads.ownerId, filter.ownerId));
  if (filter.q) {
    // SQLite's LIKE ignores ASCII case; lower() on both sides covers the rest.
    const pattern = likePattern(filter.q.toLowerCase());
    const like = (column: AnyColumn) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
    conditions.push(
      sql`(${like(leads.name)} OR ${like(leads.email)} OR ${like(leads.company)} OR ${like(
        leads.message,
      )} OR ${like(leads.note)})`,
    );
  }
  return conditions;
}

const staffLeadColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  company: leads.company,
  message: leads.message,
  createdAt: leads.createdAt,
  status: leads.status,
  note: leads.note,
  ownerId: leads.ownerId,
  ownerName: users.username,
  updatedAt: leads.updatedAt,
  version: leads.version,
  notifyStatus: leads.notifyStatus,
  pagePath: leads.pagePath,
  source: {
    page: leads.pagePath,
    landingPage: leads.landingPage,
    referrer: leads.referrer,
    utmSource: leads.utmSource,
    utmMedium: leads.utmMedium,
    utmCampaign: leads.utmCampaign,
  },
};

/** Where a page of leads starts: after `after` (the last lead of the page before), `limit` of them. */
export interface LeadPage {
  after?: PageCursor;
  limit: number;
}

/** The cursor naming `lead` as the last of its page. */
export const leadCursor = (lead: Pick<StaffLead, "createdAt" | "id">): PageCursor => ({
  at: lead.createdAt,
  id: lead.id,
});

/**
 * One page of the leads `filter` matches as the inbox shows them (owner's name joined), newest
 * first; leads received at the same instant in id order, so a page never repeats or skips one.
 */
export async function listStaffLeads(
  { db }: Deps,
  filter: LeadFilter,
  page: LeadPage,
): Promise<StaffLead[]> {
  const conditions = filterConditions(filter);
  if (page.after) {
    const { at, id } = page.after;
    conditions.push(
      or(lt(leads.createdAt, at), and(eq(leads.createdAt, at), lt(leads.id, id))) ?? sql`0`,
    );
  }
  return db
    .select(staffLeadColumns)
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.limit)
    .all();
}

/** How many leads `filter` matches. */
async function countLeads({ db }: Deps, filter: LeadFilter): Promise<number> {
  const conditions = filterConditions(filter);
  const row = await db
    .select({ count: sql<number>`count(*)` })
    .from(leads)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .get();
  return row?.count ?? 0;
}

/** How many leads are new (the tab's badge): one indexed count. */
export async function countNewLeads({ db }: Deps): Promise<number> {
  const row = await db
    .select({ count: sql<number>`count(*)` })
    .from(leads)
    .where(eq(leads.status, "new"))
    .get();
  return row?.count ?? 0;
}

/** Everyone who may own a lead: active editors and admins, by name. */
export async function listLeadOwners({ db }: Deps): Promise<LeadOwner[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, [...OWNER_ROLES])))
    .orderBy(users.username)
    .all();
}

/**
 * `GET /api/leads`: one page of the matching leads (`cursor`: the page before's `nextCursor`),
 * how many match in all, the count of new ones and the possible owners.
 */
export async function listLeads(deps: Deps, query: LeadPageQuery): Promise<LeadInbox> {
  const { cursor, limit, ...filter } = query;
  const [list, total, newCount, owners] = await Promise.all([
    // One more than the page: whether there is a next page, without another query.
    listStaffLeads(deps, filter, { after: cursor, limit: limit + 1 }),
    countLeads(deps, filter),
    countNewLeads(deps),
    listLeadOwners(deps),
  ]);
  const shown = list.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = list.length > limit && last ? encodePageCursor(leadCursor(last)) : null;
  return { leads: shown, nextCursor, total, newCount, owners };
}

async function findStaffLead({ db }: Deps, id: string): Promise<StaffLead | undefined> {
  return db
    .select(staffLeadColumns)
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(eq(leads.id, id))
    .get();
}

/**
 * Changes a lead's status, note or owner in ONE conditional UPDATE: it names the version the
 * user saw (409 when stale or missing) and, for a new owner, that the owner is an active editor or admin
 * at that moment (400 otherwise), so no race can store a stale change or a wrong owner. The
 * audit row is written in the same batch, only when the update changed the row.
 */
export async function updateLead(
  deps: Deps,
  input: { id: string; patch: LeadPatch },
  actor: SessionUser,
): Promise<StaffLead> {
  const { id, patch } = input;
  if (patch.version === undefined) {
    // Nothing is written blind: without the version the user saw, the change is stale.
    if (!(await findStaffLead(deps, id))) throw notFound(LEAD_MESSAGES.notFound);
    throw new AppError(409, "STALE", LEAD_MESSAGES.stale);
  }
  const version = patch.version;
  const now = new Date().toISOString();
  const ownerCheck =
    typeof patch.ownerId === "string"
      ? sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${patch.ownerId}
               AND ${users.isActive} = 1 AND ${users.role} IN ('editor', 'admin'))`
      : undefined;
  const [updated] = await deps.db.batch([
    deps.db
      .update(leads)
      .set({
        status: patch.status,
        note: patch.note,
        ownerId: patch.ownerId,
        updatedAt: now,
        updatedBy: actor.id,
        version: version + 1,
      })
      .where(and(eq(leads.id, id), eq(leads.version, version), ownerCheck))
      .returning({ id: leads.id }),
    auditInsertIfChanged(deps, {
      action: "lead.updated",
      actor,
      targetType: "lead",
      targetId: id,
      details: {
        ...(patch.status !== undefined && { status: patch.status }),
        ...(patch.ownerId !== undefined && { ownerId: patch.ownerId }),
        ...(patch.note !== undefined && { noteLength: patch.note.length }),
      },
    }),
  ]);
  const current = await findStaffLead(deps, id);
  if (!current) throw notFound(LEAD_MESSAGES.notFound);
  if (updated.length === 0) {
    if (current.version !== version) {
      throw new AppError(409, "STALE", LEAD_MESSAGES.stale);
    }
    throw new AppError(400, "OWNER_NOT_FOUND", LEAD_MESSAGES.ownerNotFound, [
      { path: "ownerId", message: LEAD_MESSAGES.ownerNotFound },
    ]);
  }
  return current;
}

/** Deletes one lead (404 when it is gone) and records who did it. */
export async function deleteLead(deps: Deps, id: string, actor: SessionUser): Promise<void> {
  const result = await deps.db.delete(leads).where(eq(leads.id, id)).run();
  if (result.meta.changes === 0) throw notFound(LEAD_MESSAGES.notFound);
  await writeAudit(deps, { action: "lead.deleted", actor, targetType: "lead", targetId: id });
}
