import { and, desc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { describeLeadSource } from "../../../app/lib/lead-source";
import { LEAD_STATUS_LABELS } from "../../../app/schemas/lead";
import type { SiteSettings } from "../../../app/schemas/site-settings";
import { type Lead, leads } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { logError } from "../platform/log";
import { getSiteSettings } from "../platform/settings";

// The new-lead mail (issue 22): each stored lead is mailed once to the addresses in site
// settings through the `send_email` binding, unless staff marked it spam first. The contact
// form's action sends it after the answer (waitUntil); the cron retries what failed. A send
// never touches the lead itself. Posts over the hourly limit and filled honeypots are never
// stored, so never mailed.

/** Leads the cron tries per run. */
export const LEAD_MAIL_BATCH = 20;
/** After this many tries a lead's mail is given up (site health says so). */
export const LEAD_MAIL_MAX_ATTEMPTS = 10;
/** How long a claim keeps other senders away; a sender that died is retried after it. */
export const LEAD_MAIL_LEASE_MS = 5 * 60 * 1000;
/** What site health says when nobody is to be told. */
export const LEAD_MAIL_NO_ADDRESSES = "No addresses set for new-lead mail";

export type LeadMailOutcome = "sent" | "failed" | "skipped";

/** The sender: `leads@` the site's own host, without `www.` (the domain Email Routing serves). */
export function leadMailFrom(siteUrl: string): string {
  return `leads@${new URL(siteUrl).hostname.replace(/^www\./, "")}`;
}

/** One line of text with no control characters (CR/LF could add a mail header). */
function oneLine(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const line = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ");
  return line.trim().slice(0, max);
}

/** The inbox link of one lead: the dashboard opens its Leads tab on that lead. */
export function leadInboxUrl(siteUrl: string, id: string): string {
  return `${new URL(siteUrl).origin}/admin?tab=leads&lead=${encodeURIComponent(id)}`;
}

type LeadSourceColumn =
  | "pagePath"
  | "landingPage"
  | "referrer"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign";

/** Where the lead came from, in words ("from /it-security, arrived from google.com"). */
function sourceLine(lead: Partial<Pick<Lead, LeadSourceColumn>>): string {
  const words = describeLeadSource({
    page: lead.pagePath ?? "",
    landingPage: lead.landingPage ?? "",
    referrer: lead.referrer ?? "",
    utmSource: lead.utmSource ?? "",
    utmMedium: lead.utmMedium ?? "",
    utmCampaign: lead.utmCampaign ?? "",
  });
  return oneLine(words, 400) || "(not known)";
}

/** The message for `lead`: a one-line subject and every field, labelled, as plain text. */
export function leadMailMessage(
  lead: Pick<Lead, "id" | "name" | "email" | "phone" | "company" | "message" | "createdAt"> &
    Partial<Pick<Lead, LeadSourceColumn>>,
  settings: Pick<SiteSettings, "siteUrl" | "notificationEmails">,
) {
  const name = oneLine(lead.name, 100) || "(no name)";
  const company = oneLine(lead.company, 120);
  const subject = `New lead: ${name}${company ? ` (${company})` : ""}`;
  const text = [
    "A new lead arrived through the contact form.",
    "",
    `Name: ${oneLine(lead.name, 200)}`,
    `Email: ${oneLine(lead.email, 300)}`,
    `Phone: ${oneLine(lead.phone, 100) || "(not given)"}`,
    `Company: ${company || "(not given)"}`,
    `Received: ${lead.createdAt.replace("T", " ").slice(0, 16)} UTC`,
    `Status: ${LEAD_STATUS_LABELS.new}`,
    `Source: ${sourceLine(lead)}`,
    "",
    "Message:",
    lead.message,
    "",
    `Open it in the leads inbox: ${leadInboxUrl(settings.siteUrl, lead.id)}`,
    "",
  ].join("\n");
  return {
    from: leadMailFrom(settings.siteUrl),
    to: settings.notificationEmails,
    // Staff answer the lead by replying (the form checked the address).
    replyTo: oneLine(lead.email, 254),
    subject,
    text,
  };
}

/** Leads whose mail is still to go: not sent, and not marked spam by staff (never mailed). */
const mailable = () => and(ne(leads.notifyStatus, "sent"), ne(leads.status, "spam"));

/**
 * Claims one lead's mail: one conditional UPDATE that only a sender finding it unsent, not
 * spam, unclaimed (or claimed longer ago than the lease) and under the try limit can win.
 */
async function claimLeadMail({ db }: Deps, id: string, now: Date): Promise<Lead | undefined> {
  const leaseStart = new Date(now.getTime() - LEAD_MAIL_LEASE_MS).toISOString();
  const [row] = await db
    .update(leads)
    .set({ notifyClaimedAt: now.toISOString(), notifyAttempts: sql`${leads.notifyAttempts} + 1` })
    .where(
      and(
        eq(leads.id, id),
        mailable(),
        lt(leads.notifyAttempts, LEAD_MAIL_MAX_ATTEMPTS),
        or(isNull(leads.notifyClaimedAt), lt(leads.notifyClaimedAt, leaseStart)),
      ),
    )
    .returning();
  return row;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500) || "Unknown";
}

/**
 * Mails one lead to the settings' addresses, once: claims it, sends, and records the outcome
 * on the row ('sent' with the time, or 'failed' with the error for the cron to retry).
 * "skipped" when no address is set or another sender has it. Never throws for a failed send.
 */
export async function sendLeadMail(
  deps: Deps,
  id: string,
  now = new Date(),
): Promise<LeadMailOutcome> {
  const { settings } = await getSiteSettings(deps);
  if (settings.notificationEmails.length === 0) return "skipped";
  const lead = await claimLeadMail(deps, id, now);
  if (!lead) return "skipped";
  try {
    await deps.env.EMAIL.send(leadMailMessage(lead, settings));
  } catch (error) {
    await deps.db
      .update(leads)
      .set({ notifyStatus: "failed", notifyError: errorText(error), notifyClaimedAt: null })
      .where(eq(leads.id, id));
    logError("lead_mail.failed", { leadId: id, error: errorText(error) });
    return "failed";
  }
  await deps.db
    .update(leads)
    .set({
      notifyStatus: "sent",
      notifiedAt: new Date().toISOString(),
      notifyError: null,
      notifyClaimedAt: null,
    })
    .where(eq(leads.id, id));
  return "sent";
}

/**
 * The contact form's send after the answer: like `sendLeadMail`, but a failure of D1 itself is
 * logged and swallowed (the lead is stored; the cron picks its mail up).
 */
export async function sendLeadMailAfterAnswer(deps: Deps, id: string): Promise<void> {
  try {
    await sendLeadMail(deps, id);
  } catch (error) {
    logError("lead_mail.error", { leadId: id, error: errorText(error) });
  }
}

/**
 * The cron's job: mails up to `LEAD_MAIL_BATCH` leads still waiting or failed (oldest first),
 * each under its own claim, so a run overlapping a form's send mails nobody twice.
 */
export async function retryLeadMail(
  deps: Deps,
  now = new Date(),
): Promise<Record<LeadMailOutcome, number>> {
  const counts: Record<LeadMailOutcome, number> = { sent: 0, failed: 0, skipped: 0 };
  const { settings } = await getSiteSettings(deps);
  if (settings.notificationEmails.length === 0) return counts;
  const waiting = await deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(mailable(), lt(leads.notifyAttempts, LEAD_MAIL_MAX_ATTEMPTS)))
    .orderBy(leads.createdAt)
    .limit(LEAD_MAIL_BATCH)
    .all();
  for (const { id } of waiting) counts[await sendLeadMail(deps, id, now)] += 1;
  return counts;
}

/** The new-lead mail in site health. */
export interface LeadMailHealth {
  /** Who is mailed; empty: nobody (then `message` says so). */
  addresses: string[];
  lastSentAt: string | null;
  /** Leads whose mail was not tried yet or is being sent. */
  waiting: number;
  /** Leads whose last try failed and that will be tried again. */
  failed: number;
  /** Leads whose mail failed `LEAD_MAIL_MAX_ATTEMPTS` times and is no longer tried. */
  gaveUp: number;
  lastError: string | null;
  /** A problem in words, or null when all is well. */
  message: string | null;
}

/** How the new-lead mail stands: addresses, last sent, how many wait or failed. */
export async function getLeadMailHealth(deps: Deps): Promise<LeadMailHealth> {
  const [{ settings }, counts, lastSent, lastFailed] = await Promise.all([
    getSiteSettings(deps),
    deps.db
      .select({
        waiting: sql<number>`coalesce(sum(${leads.notifyStatus} = 'pending'), 0)`,
        failed: sql<number>`coalesce(sum(${leads.notifyStatus} = 'failed' AND ${leads.notifyAttempts} < ${LEAD_MAIL_MAX_ATTEMPTS}), 0)`,
        gaveUp: sql<number>`coalesce(sum(${leads.notifyStatus} != 'sent' AND ${leads.notifyAttempts} >= ${LEAD_MAIL_MAX_ATTEMPTS}), 0)`,
      })
      .from(leads)
      .where(ne(leads.status, "spam"))
      .get(),
    deps.db
      .select({ at: leads.notifiedAt })
      .from(leads)
      .where(eq(leads.notifyStatus, "sent"))
      .orderBy(desc(leads.notifiedAt))
      .limit(1)
      .get(),
    deps.db
      .select({ error: leads.notifyError })
      .from(leads)
      .where(eq(leads.notifyStatus, "failed"))
      .orderBy(desc(leads.createdAt))
      .limit(1)
      .get(),
  ]);
  const waiting = counts?.waiting ?? 0;
  const failed = counts?.failed ?? 0;
  const gaveUp = counts?.gaveUp ?? 0;
  const addresses = settings.notificationEmails;
  let message: string | null = null;
  if (addresses.length === 0) message = LEAD_MAIL_NO_ADDRESSES;
  else if (gaveUp > 0) {
    message = `${gaveUp === 1 ? "1 lead's mail" : `${gaveUp} leads' mail`} failed ${LEAD_MAIL_MAX_ATTEMPTS} times and is no longer tried.`;
  } else if (failed > 0) {
    message = `${failed === 1 ? "1 mail" : `${failed} mails`} failed and will be tried again within 15 minutes.`;
  }
  return {
    addresses,
    lastSentAt: lastSent?.at ?? null,
    waiting,
    failed,
    gaveUp,
    lastError: lastFailed?.error ?? null,
    message,
  };
}
