import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appContext } from "../../app/context";
import { contactAction } from "../../app/routes/public/home.server";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { createDb } from "../../worker/db/client";
import { leads } from "../../worker/db/schema";
import worker from "../../worker/index";
import {
  getLeadMailHealth,
  LEAD_MAIL_LEASE_MS,
  LEAD_MAIL_MAX_ATTEMPTS,
  LEAD_MAIL_NO_ADDRESSES,
  leadMailFrom,
  retryLeadMail,
  sendLeadMail,
} from "../../worker/services/leads/mail";
import type { Deps } from "../../worker/services/platform/deps";
import { getSiteSettings, updateSiteSettings } from "../../worker/services/platform/settings";
import { testDeps, testRouterContext } from "../factories/deps";
import { insertUser, sessionUserFor } from "../factories/users";

// The new-lead mail: one send per lead through the real local send_email binding (wrapped to
// record what it was given), the outcome on the row, the cron's retry, claims against double
// sends, and CR/LF in a name kept out of the headers. A failing mail service is the only fake.

const db = createDb(env.DB);
const SITE = DEFAULT_SITE_SETTINGS.siteUrl;
const ADDRESSES = DEFAULT_SITE_SETTINGS.notificationEmails;

type Message = EmailMessageBuilder;

/** Deps whose EMAIL binding is the real one, recording each message it is given. */
function recordingDeps(): Deps & { sent: Message[] } {
  const base = testDeps();
  const sent: Message[] = [];
  const EMAIL = {
    send: async (message: Message) => {
      sent.push(message);
      return env.EMAIL.send(message);
    },
  } as SendEmail;
  return { ...base, env: { ...base.env, EMAIL }, sent };
}

/** Deps whose mail service refuses every message (the outside service is down). */
function failingDeps(): Deps {
  const base = testDeps();
  const EMAIL = {
    send: async () => {
      throw new Error("mail service unavailable");
    },
  } as unknown as SendEmail;
  return { ...base, env: { ...base.env, EMAIL } };
}

async function insertLead(change: Partial<typeof leads.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  await db.insert(leads).values({
    id,
    name: "Priya Raman",
    email: "priya@acme-msp.example",
    phone: "+1 555 010 0142",
    company: "Acme MSP",
    message: "We need overnight NOC coverage\nfor 40 clients.",
    createdAt,
    updatedAt: createdAt,
    ...change,
  });
  return id;
}

const row = async (id: string) => {
  const found = await db.select().from(leads).where(eq(leads.id, id)).get();
  if (!found) throw new Error(`lead ${id} is gone`);
  return found;
};

/** Marks every other lead sent, so a cron run here only sees the leads a test made. */
const settleOthers = () => db.update(leads).set({ notifyStatus: "sent" });

describe("one mail per new lead", () => {
  it("sends one message with every field and the inbox link, and marks the row sent", async () => {
    const deps = recordingDeps();
    const id = await insertLead();
    expect(await sendLeadMail(deps, id)).toBe("sent");
    expect(deps.sent).toHaveLength(1);
    const [message] = deps.sent;
    expect(message).toMatchObject({
      from: "leads@northbridge-it.example",
      to: ADDRESSES,
      replyTo: "priya@acme-msp.example",
      subject: "New lead: Priya Raman (Acme MSP)",
    });
    for (const text of [
      "Name: Priya Raman",
      "Email: priya@acme-msp.example",
      "Phone: +1 555 010 0142",
      "Company: Acme MSP",
      "We need overnight NOC coverage\nfor 40 clients.",
      `${new URL(SITE).origin}/admin?tab=leads&lead=${id}`,
    ]) {
      expect(message?.text).toContain(text);
    }
    expect(await row(id)).toMatchObject({
      notifyStatus: "sent",
      notifyAttempts: 1,
      notifyError: null,
      notifyClaimedAt: null,
    });
    expect((await row(id)).notifiedAt).toMatch(/^\d{4}-/);
    // A second call finds it sent and sends nothing.
    expect(await sendLeadMail(deps, id)).toBe("skipped");
    expect(deps.sent).toHaveLength(1);
  });

  it("mails a lead sent through the contact form after the answer", async () => {
    const context = testRouterContext();
    const request = new Request("http://example.com/?index", {
      method: "POST",
      body: new URLSearchParams({
        name: "Form Sender",
        email: "form@example.com",
        message: "Please call me about helpdesk cover.",
      }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": "192.0.2.9",
      },
    });
    const result = await contactAction({ request, context });
    expect(result.data.status).toBe("success");
    const { deps } = context.get(appContext);
    const pending = "pending" in deps && Array.isArray(deps.pending) ? deps.pending : [];
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    const stored = await db.select().from(leads).where(eq(leads.email, "form@example.com")).get();
    expect(stored).toMatchObject({ notifyStatus: "sent", notifyAttempts: 1 });
  });

  it("keeps CR/LF in a name or company out of the subject (no added headers)", async () => {
    const deps = recordingDeps();
    const id = await insertLead({
      name: "Eve\r\nBcc: victim@example.com",
      company: "Acme\nX-Injected: 1",
    });
    expect(await sendLeadMail(deps, id)).toBe("sent");
    const subject = deps.sent[0]?.subject ?? "";
    expect(subject).toBe("New lead: Eve Bcc: victim@example.com (Acme X-Injected: 1)");
    expect(subject).not.toMatch(/[\r\n]/);
    expect(deps.sent[0]?.text).toContain("Name: Eve Bcc: victim@example.com\n");
  });

  it("derives the sender from the site's host without www", () => {
    expect(leadMailFrom("https://www.example.co.uk/")).toBe("leads@example.co.uk");
    expect(leadMailFrom("http://localhost:5173")).toBe("leads@localhost");
  });
});

describe("a failed send", () => {
  it("keeps the lead, marks it failed, and the cron's retry sends it and marks it sent", async () => {
    await settleOthers();
    const id = await insertLead({ name: "Retry Me" });
    expect(await sendLeadMail(failingDeps(), id)).toBe("failed");
    expect(await row(id)).toMatchObject({
      name: "Retry Me",
      notifyStatus: "failed",
      notifyAttempts: 1,
      notifyError: "mail service unavailable",
      notifyClaimedAt: null,
    });
    const failedHealth = await getLeadMailHealth(testDeps());
    expect(failedHealth).toMatchObject({ failed: 1, lastError: "mail service unavailable" });
    expect(failedHealth.message).toMatch(/1 mail failed and will be tried again/);

    // The Worker's own cron run retries it through the real binding.
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({
        cron: "*/15 * * * *",
        scheduledTime: Date.parse("2026-11-23T10:15:00Z"),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await row(id)).toMatchObject({
      notifyStatus: "sent",
      notifyAttempts: 2,
      notifyError: null,
    });
    const job = await env.DB.prepare("SELECT status FROM cron_jobs WHERE name = ?")
      .bind("lead_notifications")
      .first<{ status: string }>();
    expect(job?.status).toBe("ok");
    const health = await getLeadMailHealth(testDeps());
    expect(health).toMatchObject({ failed: 0, waiting: 0, message: null, addresses: ADDRESSES });
    expect(health.lastSentAt).toMatch(/^\d{4}-/);
  });

  it("gives up after the last attempt and says so in site health", async () => {
    await settleOthers();
    const id = await insertLead({ notifyAttempts: LEAD_MAIL_MAX_ATTEMPTS - 1 });
    expect(await sendLeadMail(failingDeps(), id)).toBe("failed");
    const deps = recordingDeps();
    expect(await retryLeadMail(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(deps.sent).toHaveLength(0);
    const health = await getLeadMailHealth(testDeps());
    expect(health.gaveUp).toBe(1);
    expect(health.message).toBe(
      `1 lead's mail failed ${LEAD_MAIL_MAX_ATTEMPTS} times and is no longer tried.`,
    );
    await db.delete(leads).where(eq(leads.id, id));
  });
});

describe("no double send", () => {
  it("mails a lead once when several senders try it at the same moment", async () => {
    await settleOthers();
    const deps = recordingDeps();
    const id = await insertLead({ name: "Raced" });
    const outcomes = await Promise.all([
      sendLeadMail(deps, id),
      sendLeadMail(deps, id),
      retryLeadMail(deps),
      sendLeadMail(deps, id),
    ]);
    expect(deps.sent.filter((m) => m.subject.includes("Raced"))).toHaveLength(1);
    const sends = outcomes.map((o) => (typeof o === "string" ? Number(o === "sent") : o.sent));
    expect(sends.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await row(id)).toMatchObject({ notifyStatus: "sent", notifyAttempts: 1 });
  });

  it("leaves a lead claimed by a sender still at work alone until the lease runs out", async () => {
    await settleOthers();
    const deps = recordingDeps();
    const now = new Date();
    const id = await insertLead({ notifyClaimedAt: now.toISOString(), notifyAttempts: 1 });
    expect(await retryLeadMail(deps, now)).toMatchObject({ sent: 0, skipped: 1 });
    expect(deps.sent).toHaveLength(0);
    const later = new Date(now.getTime() + LEAD_MAIL_LEASE_MS + 1000);
    expect(await retryLeadMail(deps, later)).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ notifyStatus: "sent", notifyAttempts: 2 });
  });
});

describe("with no addresses set", () => {
  it("sends nothing, leaves the lead waiting and site health says so", async () => {
    await settleOthers();
    const deps = recordingDeps();
    const admin = sessionUserFor(await insertUser({ role: "admin" }));
    const current = await getSiteSettings(deps);
    await updateSiteSettings(
      deps,
      { ...current.settings, notificationEmails: [] },
      current.version,
      admin,
    );
    const id = await insertLead();
    expect(await sendLeadMail(deps, id)).toBe("skipped");
    expect(await retryLeadMail(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(deps.sent).toHaveLength(0);
    expect(await row(id)).toMatchObject({ notifyStatus: "pending", notifyAttempts: 0 });
    expect(await getLeadMailHealth(deps)).toMatchObject({
      addresses: [],
      waiting: 1,
      message: LEAD_MAIL_NO_ADDRESSES,
    });
  });
});

describe("leads that are not mailed", () => {
  /** The contact form's action for one post, with the waitUntil work it handed off. */
  async function post(fields: Record<string, string>, ip: string) {
    const context = testRouterContext();
    const request = new Request("http://example.com/?index", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
    });
    const result = await contactAction({ request, context });
    const { deps } = context.get(appContext);
    const pending = "pending" in deps && Array.isArray(deps.pending) ? deps.pending : [];
    await Promise.all(pending);
    return { status: result.init?.status ?? 200, pending: pending.length };
  }
  const fields = (email: string) => ({
    name: "Limit Tester",
    email,
    message: "Please call me about helpdesk cover.",
  });

  it("stores and mails nothing for a post over the hourly limit or a filled honeypot", async () => {
    const email = `over-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const network = "2001:db8:77:1:";
    for (let n = 1; n <= 5; n += 1) {
      expect((await post(fields(email), `${network}:${n}`)).pending).toBe(1);
    }
    expect(await post(fields(email), `${network}:99`)).toEqual({ status: 429, pending: 0 });
    const bot = await post({ ...fields(email), website: "https://spam.example" }, "192.0.2.77");
    expect(bot).toEqual({ status: 200, pending: 0 });
    expect(await db.select().from(leads).where(eq(leads.email, email)).all()).toHaveLength(5);
  });

  it("never mails a lead staff marked as spam, by the form's send or the cron's retry", async () => {
    await settleOthers();
    const deps = recordingDeps();
    const admin = sessionUserFor(await insertUser({ role: "admin" }));
    const current = await getSiteSettings(deps);
    const settings = { ...current.settings, notificationEmails: ADDRESSES };
    await updateSiteSettings(deps, settings, current.version, admin);
    const waiting = await insertLead({ status: "spam" });
    const failed = await insertLead({ status: "spam", notifyStatus: "failed", notifyAttempts: 1 });
    expect(await sendLeadMail(deps, waiting)).toBe("skipped");
    expect(await retryLeadMail(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(deps.sent).toHaveLength(0);
    expect(await row(waiting)).toMatchObject({ notifyAttempts: 0 });
    expect(await row(failed)).toMatchObject({ notifyAttempts: 1 });
    // Site health does not count spam as mail waiting or failing.
    expect(await getLeadMailHealth(deps)).toMatchObject({ waiting: 0, failed: 0, gaveUp: 0 });
  });
});
