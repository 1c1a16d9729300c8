import { type Browser, expect, type Page } from "@playwright/test";
import { CONTACT_SUCCESS_MESSAGE } from "../../../app/schemas/lead";
import { expectAxeCleanAtBothWidths, signInAsNewAdmin, test, waitForEditing } from "../fixtures";

// Issue 33 as a new user tries it: visits with a campaign from two browsers (a desktop and a
// phone, each its own address), a lead sent from a second page, and then the Analytics tab,
// the leads inbox and edit mode's line, at 1280 and 375 px. Other specs visit pages on the
// same server at the same time, so exact figures are read from this run's own campaign.

const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const octet = () => 1 + Math.floor(Math.random() * 250);

/** A visitor's browser of its own: its own address and user agent, no staff cookie. */
async function visitorBrowser(browser: Browser, phone: boolean) {
  return browser.newContext({
    userAgent: phone ? PHONE_UA : DESKTOP_UA,
    viewport: phone ? { width: 375, height: 812 } : { width: 1280, height: 900 },
    javaScriptEnabled: false,
    extraHTTPHeaders: { "CF-Connecting-IP": `198.18.${octet()}.${octet()}` },
  });
}

async function sendLead(page: Page, email: string) {
  const form = page.locator("#contact form");
  await form.locator('[name="name"]').fill("Morgan Ellis");
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="company"]').fill("Ellis Managed IT");
  await form.locator('[name="message"]').fill("We want a quote for 24/7 NOC cover.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: CONTACT_SUCCESS_MESSAGE })).toBeVisible();
}

test("visits and a lead from a campaign show in Analytics, the inbox and edit mode", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const campaign = `spring-noc-${Date.now().toString(36)}`;
  const landing = `/it-security?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`;
  const email = `${campaign}@e2e.example`;

  // Two browsers follow the campaign's link; the desktop one goes on to the home page's form.
  const desktop = await visitorBrowser(browser, false);
  const phone = await visitorBrowser(browser, true);
  const reader = await desktop.newPage();
  await reader.goto(landing, { referer: "https://news.example.com/issue-12" });
  const mobile = await phone.newPage();
  await mobile.goto(landing);
  await reader.goto("/");
  await sendLead(reader, email);
  await desktop.close();
  await phone.close();

  // Staff (signed in, so not counted) open the Analytics tab.
  await signInAsNewAdmin(page, "analytics");
  await page.goto("/admin?tab=analytics");
  const tab = page.getByRole("tabpanel");
  await expect(tab.getByRole("heading", { name: "Campaigns" })).toBeVisible({ timeout: 20_000 });
  const row = tab.getByRole("row").filter({ hasText: campaign });
  await expect(row).toHaveCount(1);
  // Source, medium, campaign, visits, visitors, leads.
  await expect(row.getByRole("cell")).toHaveText(["newsletter", "email", campaign, "2", "2", "1"]);
  for (const label of ["Visitors", "Page views", "Leads", "Conversion rate"]) {
    await expect(tab.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(tab.getByRole("row").filter({ hasText: "news.example.com" })).toHaveCount(1);
  await expect(tab.getByRole("row").filter({ hasText: "/it-security" }).first()).toBeVisible();
  const download = tab.getByRole("link", { name: /Download CSV/ }).first();
  await expect(download).toHaveAttribute("href", /\/api\/analytics\/export\.csv\?table=/);
  await expectAxeCleanAtBothWidths(page, "Analytics tab");
  await page.setViewportSize({ width: 375, height: 812 });
  // Nothing but the tables' own scrolling boxes is wider than the phone (the chart follows
  // the new width once its resize observer runs).
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);
  await page.screenshot({ path: "test-results/analytics-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/analytics-1280.png", fullPage: true });

  // The lead says where it came from, in words.
  await page.goto(`/admin?tab=leads&q=${campaign}`);
  await page.getByLabel("Search").fill(campaign);
  await expect(
    page.getByText(
      `Landed on /it-security, arrived from news.example.com, campaign ${campaign} (newsletter / email)`,
    ),
  ).toBeVisible({ timeout: 15_000 });

  // Edit mode shows the page's own last 30 days.
  await page.goto("/it-security/admin");
  await waitForEditing(page);
  await expect(page.getByText(/Last 30 days: [\d,]+ views? · [\d,]+ visitors? · /)).toBeVisible();
});
