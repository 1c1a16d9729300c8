import { and, eq, inArray, ne } from "drizzle-orm";
import type { PreviewTarget } from "../../../app/schemas/previews";
import { users } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { logError } from "../platform/log";
import { getSiteSettings } from "../platform/settings";

// The team's mail (issue 35), through the `send_email` binding as the lead mail goes: the
// reviewers when something is submitted, the writer when it is approved or sent back, a
// user when mentioned. One mail per event, none to the person who acted, to staff who gave
// an address (Users tab); a link opens the item. Sent after the answer; a failed send is
// logged and never undoes the change.

/** One line of text with no control characters (CR/LF could add a mail header). */
function oneLine(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const line = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ");
  return line.trim().slice(0, max);
}

/** Who a team mail is from: `team@` the site's own host, without `www.`. */
export function teamMailFrom(siteUrl: string): string {
  return `team@${new URL(siteUrl).hostname.replace(/^www\./, "")}`;
}

/** Where an item is opened: the blog editor for a post, edit mode for a page. */
export function itemUrl(siteUrl: string, target: PreviewTarget, slug?: string): string {
  const origin = new URL(siteUrl).origin;
  if (target.type === "post") return `${origin}/admin/blog/${encodeURIComponent(slug ?? "")}`;
  return `${origin}${target.path === "/" ? "/home" : target.path}/admin`;
}

/** Who gets a team mail: active staff with an address, never the one who acted. */
export type Recipients =
  | { kind: "reviewers"; except: string }
  | { kind: "users"; ids: readonly string[]; except: string }
  | { kind: "usernames"; usernames: readonly string[]; except: string };

async function addresses(deps: Deps, to: Recipients): Promise<string[]> {
  const active = and(eq(users.isActive, true), ne(users.id, to.except));
  const where =
    to.kind === "reviewers"
      ? and(active, inArray(users.role, ["editor", "admin"]))
      : to.kind === "users"
        ? and(active, inArray(users.id, [...to.ids].slice(0, 50)))
        : and(active, inArray(users.username, [...to.usernames].slice(0, 50)));
  if (
    (to.kind === "users" && to.ids.length === 0) ||
    (to.kind === "usernames" && to.usernames.length === 0)
  )
    return [];
  const rows = await deps.db.select({ email: users.email }).from(users).where(where);
  return [...new Set(rows.map((row) => row.email).filter((email): email is string => !!email))];
}

/** A team mail: its subject, its lines, and the link that opens the item. */
export interface TeamMail {
  subject: string;
  lines: string[];
  link: string;
}

/**
 * Sends `mail` to `to` (nothing when nobody has an address). Never throws: a failure is
 * logged. Awaited by callers that run it after the answer (`afterAnswer`).
 */
export async function mailTeam(deps: Deps, to: Recipients, mail: TeamMail): Promise<number> {
  try {
    const recipients = await addresses(deps, to);
    if (recipients.length === 0) return 0;
    const { settings } = await getSiteSettings(deps);
    await deps.env.EMAIL.send({
      from: teamMailFrom(settings.siteUrl),
      to: recipients,
      subject: oneLine(mail.subject, 200),
      text: [...mail.lines, "", `Open it: ${mail.link}`, ""].join("\n"),
    });
    return recipients.length;
  } catch (error) {
    logError("team_mail.failed", { subject: mail.subject.slice(0, 100), error: String(error) });
    return 0;
  }
}

/** Runs `work` after the answer where the Worker can (a request), else now (tests, cron). */
export async function afterAnswer(deps: Deps, work: Promise<unknown>): Promise<void> {
  if ("waitUntil" in deps && typeof deps.waitUntil === "function") {
    (deps.waitUntil as (promise: Promise<unknown>) => void)(work);
    return;
  }
  await work;
}

export { oneLine as mailLine };
