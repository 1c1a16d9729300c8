import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ANALYTICS_MESSAGES,
  type AnalyticsCounterState,
  type AnalyticsPageStats,
  type AnalyticsPages,
  type AnalyticsSources,
  type AnalyticsSummary,
  addDays,
  dayOf,
} from "../../app/schemas/analytics";
import type { LeadInbox } from "../../app/schemas/lead";
import { createDb } from "../../worker/db/client";
import { leads } from "../../worker/db/schema";
import { leadMailMessage } from "../../worker/services/leads/mail";
import { api, ORIGIN, signedIn } from "../factories/users";
import { sendThroughWorker } from "../factories/visits";

// The Analytics API and lead attribution, through the Worker: visits with a campaign from two
// browsers, a lead sent from a second page, and what the tab, the inbox, the CSV and the mail
// then say.

const db = createDb(env.DB);
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const today = dayOf();
const last7 = `from=${addDays(today, -6)}&to=${today}`;

const send = sendThroughWorker;

const browser = (agent: string, ip: string) => ({ "user-agent": agent, "cf-connecting-ip": ip });

let editor: string;
let author: string;

beforeAll(async () => {
  editor = (await signedIn("editor")).token;
  author = (await signedIn("author")).token;
  const campaign = "/it-security?utm_source=google&utm_medium=cpc&utm_campaign=spring-noc";
  // Browser one arrives from a Google ad, reads two pages and sends the form on the home page.
  await send(
    new Request(`${ORIGIN}${campaign}`, {
      headers: { ...browser(CHROME, "198.51.100.7"), referer: "https://www.google.com/" },
    }),
  );
  await send(
    new Request(`${ORIGIN}/`, {
      headers: { ...browser(CHROME, "198.51.100.7"), referer: `${ORIGIN}/it-security` },
    }),
  );
  const form = await send(
    new Request(`${ORIGIN}/?index`, {
      method: "POST",
      headers: {
        ...browser(CHROME, "198.51.100.7"),
        "content-type": "application/x-www-form-urlencoded",
        referer: `${ORIGIN}/`,
      },
      body: new URLSearchParams({
        name: "Dana Whitfield",
        email: "dana@northwind.example",
        company: "Northwind MSP",
        message: "We need after-hours NOC cover for 60 clients.",
      }),
    }),
  );
  expect(form.status).toBe(200);
  // Browser two (a phone) follows the same campaign link and leaves.
  await send(new Request(`${ORIGIN}${campaign}`, { headers: browser(PHONE, "198.51.100.8") }));
});

async function read<T>(path: string, token = editor): Promise<T> {
  const response = await api(path, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<T>();
}

describe("lead attribution", () => {
  it("records the visit's landing page, referrer and campaign with the lead", async () => {
    const [lead] = await db.select().from(leads).where(eq(leads.email, "dana@northwind.example"));
    expect(lead).toMatchObject({
      pagePath: "/",
      landingPage: "/it-security",
      referrer: "google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring-noc",
    });
    const inbox = await read<LeadInbox>("/api/leads?q=northwind");
    expect(inbox.leads[0]?.source).toEqual({
      page: "/",
      landingPage: "/it-security",
      referrer: "google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring-noc",
    });
    const csv = await (await api("/api/leads/export.csv?q=northwind", { token: editor })).text();
    expect(csv).toContain("Landing page,Referrer,UTM source,UTM medium,UTM campaign");
    expect(csv).toContain("/,/it-security,google.com,google,cpc,spring-noc");
    if (!lead) throw new Error("no lead");
    const mail = leadMailMessage(lead, {
      siteUrl: ORIGIN,
      notificationEmails: ["sales@example.com"],
    });
    expect(mail.text).toContain(
      "Source: from the home page, landed on /it-security, arrived from google.com, campaign spring-noc (google / cpc)",
    );
  });

  it("records only the page for a sender whose visit was not counted", async () => {
    await send(
      new Request(`${ORIGIN}/?index`, {
        method: "POST",
        headers: {
          ...browser(CHROME, "198.51.100.99"),
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          name: "No Visit",
          email: "novisit@example.com",
          message: "Please call me about helpdesk cover.",
        }),
      }),
    );
    const [lead] = await db.select().from(leads).where(eq(leads.email, "novisit@example.com"));
    expect(lead).toMatchObject({ pagePath: "/", landingPage: "", referrer: "", utmCampaign: "" });
  });
});

describe("the Analytics API", () => {
  it("sums views, visitors, leads and conversion, with the previous range and each day", async () => {
    const summary = await read<AnalyticsSummary>(`/api/analytics/summary?${last7}`);
    expect(summary.range).toEqual({ from: addDays(today, -6), to: today, days: 7 });
    expect(summary.previous).toEqual({ from: addDays(today, -13), to: addDays(today, -7) });
    expect(summary.totals).toEqual({ views: 3, visitors: 2, leads: 2, conversionRate: 1 });
    expect(summary.previousTotals).toEqual({
      views: 0,
      visitors: 0,
      leads: 0,
      conversionRate: null,
    });
    expect(summary.series).toHaveLength(7);
    expect(summary.series.at(-1)).toEqual({ day: today, views: 3, visitors: 2, leads: 2 });
  });

  it("lists pages, sources, campaigns with their leads, countries and devices", async () => {
    const { pages } = await read<AnalyticsPages>(`/api/analytics/pages?${last7}`);
    expect(pages).toEqual([
      { path: "/it-security", views: 2, visitors: 2, leads: 0, conversionRate: 0 },
      { path: "/", views: 1, visitors: 1, leads: 2, conversionRate: 2 },
    ]);
    const sources = await read<AnalyticsSources>(`/api/analytics/sources?${last7}`);
    expect(sources.referrers).toEqual([
      { host: "", visits: 1, visitors: 1 },
      { host: "google.com", visits: 1, visitors: 1 },
    ]);
    expect(sources.campaigns).toEqual([
      { source: "google", medium: "cpc", campaign: "spring-noc", visits: 2, visitors: 2, leads: 1 },
    ]);
    expect(sources.devices).toEqual([
      { device: "desktop", views: 2, visitors: 1 },
      { device: "mobile", views: 1, visitors: 1 },
    ]);
    expect(sources.countries).toEqual([{ country: "", views: 3, visitors: 2 }]);
  });

  it("answers one page's last 30 days for edit mode", async () => {
    const stats = await read<AnalyticsPageStats>("/api/analytics/page?path=/IT-Security/");
    expect(stats).toMatchObject({ path: "/it-security", views: 2, visitors: 2, leads: 0 });
    expect(stats.range).toEqual({ from: addDays(today, -29), to: today });
  });

  it("exports each table as CSV", async () => {
    const expected: Record<string, string> = {
      daily: `Day,Page views,Visitors,Leads\r\n`,
      pages: "/it-security,2,2,0,0.0",
      referrers: "google.com,1,1",
      campaigns: "google,cpc,spring-noc,2,2,1",
      countries: "(unknown),3,2",
      devices: "Phone,1,1",
      "not-found": "Address,Hits,Top referrers",
    };
    for (const [table, line] of Object.entries(expected)) {
      const response = await api(`/api/analytics/export.csv?table=${table}&${last7}`, {
        token: editor,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="analytics-${table}-${addDays(today, -6)}-to-${today}.csv"`,
      );
      expect(await response.text()).toContain(line);
    }
  });

  it("refuses authors and visitors", async () => {
    for (const path of [
      `/api/analytics/summary?${last7}`,
      `/api/analytics/pages?${last7}`,
      `/api/analytics/sources?${last7}`,
      `/api/analytics/export.csv?table=pages&${last7}`,
      "/api/analytics/page?path=/",
    ]) {
      expect((await api(path, { token: author })).status).toBe(403);
      expect((await api(path)).status).toBe(401);
    }
  });

  it("answers a bad range with 400 and the reason", async () => {
    const cases: [string, string][] = [
      ["", ANALYTICS_MESSAGES.from],
      [`from=${today}`, ANALYTICS_MESSAGES.to],
      [`from=2026-02-30&to=${today}`, ANALYTICS_MESSAGES.from],
      [`from=yesterday&to=${today}`, ANALYTICS_MESSAGES.from],
      [`from=${today}&to=2026-13-01`, ANALYTICS_MESSAGES.to],
      [`from=${today}&to=${addDays(today, -1)}`, ANALYTICS_MESSAGES.order],
      [`from=${today}&to=${addDays(today, 1)}`, ANALYTICS_MESSAGES.future],
      [`from=${addDays(today, -800)}&to=${today}`, ANALYTICS_MESSAGES.tooLong],
      [`from=${addDays(today, -770)}&to=${addDays(today, -700)}`, ANALYTICS_MESSAGES.tooOld],
    ];
    for (const [query, message] of cases) {
      for (const path of ["summary", "pages", "sources"]) {
        const response = await api(`/api/analytics/${path}?${query}`, { token: editor });
        expect(response.status, `${path}?${query}`).toBe(400);
        expect((await response.json<{ error: string }>()).error).toBe(message);
      }
    }
    const table = await api(`/api/analytics/export.csv?table=visitors&${last7}`, { token: editor });
    expect(table.status).toBe(400);
    expect((await table.json<{ error: string }>()).error).toBe(ANALYTICS_MESSAGES.table);
    const path = await api("/api/analytics/page?path=it-security", { token: editor });
    expect(path.status).toBe(400);
    expect((await path.json<{ error: string }>()).error).toBe(ANALYTICS_MESSAGES.path);
  });
});

describe("site health", () => {
  it("shows the counter's state: last flush, views waiting, no error", async () => {
    await read<AnalyticsSummary>(`/api/analytics/summary?${last7}`); // flushes every shard
    const health = await read<{ analytics: AnalyticsCounterState }>("/api/seo/health");
    expect(health.analytics).toMatchObject({
      waiting: 0,
      lastError: null,
      lastErrorAt: null,
      unreachable: 0,
    });
    expect(Date.parse(health.analytics.lastFlushAt ?? "")).toBeGreaterThan(Date.now() - 600_000);
  });
});

describe("what the site says it collects", () => {
  it("the privacy policy has a section on counting: what, how, how long, and what not", async () => {
    const html = await (await api("/privacy-policy")).text();
    expect(html).toContain("Visit statistics without cookies");
    for (const words of [
      "no cookies",
      "one-way hash",
      "destroyed when the day ends",
      "deleted within 48 hours",
      "kept for 25 months",
      "We do not count automated traffic",
    ]) {
      expect(html).toContain(words);
    }
  });
});
