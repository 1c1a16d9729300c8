import { readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { CONTACT_SUCCESS_MESSAGE, LEAD_MESSAGES } from "../../../app/schemas/lead";
import { expect, expectAxeCleanAtBothWidths, signInAsNewAdmin, test } from "../fixtures";

// The leads story end to end on the production build under `wrangler dev`: a visitor's lead
// sent from a phone (the thank-you lands in view above the contact bar), the new-lead mail
// written to disk by the local send_email binding, the inbox with its count, statuses, a
// note and the CSV export.

const PHONE = { width: 375, height: 812 };

/** Every text file the local send_email binding wrote under `dir` (in an email-text folder). */
function mailTextFiles(dir: string, depth = 0): string[] {
  if (depth > 10) return [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    try {
      if (statSync(path).isDirectory()) return mailTextFiles(path, depth + 1);
    } catch {
      return [];
    }
    return name.endsWith(".txt") && basename(dir) === "email-text" ? [path] : [];
  });
}

/**
 * The text of the mail the local send_email binding wrote for `marker`. Its log line says
 * where ("send_email binding called with MessageBuilder … Text: <path>"): miniflare's email
 * folder in wrangler's tmp folder beside the build's config (`.wrangler/…/.wrangler/tmp/email/
 * <session>/email-text/<id>.txt`); the system's temp folder is searched too.
 */
function mailOnDisk(marker: string): string | undefined {
  for (const root of [".wrangler", tmpdir()]) {
    for (const path of mailTextFiles(root)) {
      const text = readFileSync(path, "utf8");
      if (text.includes(marker)) return text;
    }
  }
  return undefined;
}

/** Whether `box` is inside the viewport and clear of the phone's contact bar. */
async function inViewAboveBar(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const bar = await page.getByTestId("quick-contact").boundingBox();
  const viewport = page.viewportSize();
  if (!box || !bar || !viewport) return false;
  return box.y >= 0 && box.y + box.height <= bar.y && bar.y + bar.height <= viewport.height + 1;
}

test.describe("the contact form on a phone", () => {
  test.use({
    viewport: PHONE,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "CF-Connecting-IP": `198.19.${Math.floor(Math.random() * 250)}.7` },
  });

  test("an error summary after Send is in view above the contact bar", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#contact form");
    await form.locator('[name="name"]').fill("No Email");
    await form.getByRole("button", { name: "Send message" }).click();
    const summary = page.locator("#contact-form [role=alert]").first();
    await expect(summary).toBeVisible();
    await expect.poll(() => inViewAboveBar(page, summary)).toBe(true);
  });
});

test.describe("a lead from the home page to the inbox", () => {
  test.use({
    extraHTTPHeaders: { "CF-Connecting-IP": `198.19.${Math.floor(Math.random() * 250)}.8` },
  });

  test("arrives as a mail on disk, shows in the inbox with the count, moves through statuses and exports", async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const marker = `lead-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
    const email = `${marker}@e2e.example`;
    const name = `Dana ${marker}`;

    // 1. A visitor on a phone, no JavaScript: the thank-you is in view above the contact bar.
    const visitor = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "CF-Connecting-IP": `198.19.${Math.floor(Math.random() * 250)}.9` },
    });
    const phone = await visitor.newPage();
    await phone.goto("/");
    const form = phone.locator("#contact form");
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="company"]').fill("Whitfield Dental Group");
    await form.locator('[name="message"]').fill("Fourteen clinics need a night helpdesk.");
    await form.getByRole("button", { name: "Send message" }).click();
    const thanks = phone.getByRole("status").filter({ hasText: CONTACT_SUCCESS_MESSAGE });
    await expect(thanks).toBeVisible();
    await expect.poll(() => inViewAboveBar(phone, thanks)).toBe(true);
    await visitor.close();

    // 2. The mail, written to disk by the local send_email binding.
    await expect.poll(() => mailOnDisk(email) !== undefined, { timeout: 20_000 }).toBe(true);
    const mail = mailOnDisk(email) ?? "";
    expect(mail).toContain(`Name: ${name}`);
    expect(mail).toContain(`Email: ${email}`);
    expect(mail).toContain("Company: Whitfield Dental Group");
    expect(mail).toContain("Fourteen clinics need a night helpdesk.");
    const link = /\S+\/admin\?tab=leads&lead=([\w-]+)/.exec(mail);
    expect(link, mail).not.toBeNull();
    const leadId = link?.[1] ?? "";

    // 3. The mail's link opens the Leads tab on that lead; the tab counts the new leads.
    const { token } = await signInAsNewAdmin(page, "leads");
    await page.goto(`/admin?tab=leads&lead=${leadId}`);
    const tab = page.getByRole("tab", { name: /^Leads, \d+ new$/ });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    const countOf = async () =>
      Number(/(\d+) new/.exec((await tab.getAttribute("aria-label")) ?? "")?.[1]);
    const before = await countOf();
    expect(before).toBeGreaterThanOrEqual(1);
    const card = page.locator(`[data-lead-id="${leadId}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(name);
    await expect(card).toContainText("Received");
    await expect(card.getByRole("link", { name: "From the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(card).toBeInViewport();

    await expectAxeCleanAtBothWidths(page, "Leads tab");

    // 4. Statuses, each saved with the version it saw; the count follows.
    for (const status of ["Contacted", "Qualified", "Won"]) {
      await card.getByLabel("Status").selectOption({ label: status });
      await expect(card.getByRole("heading")).toContainText(status);
      await expect(card.getByLabel("Status")).toBeEnabled();
    }
    await expect.poll(countOf).toBe(before - 1);
    await card.getByLabel("Note").fill("Quote sent; call back Monday.");
    // The note's save lands before anyone else reads the lead's version (step 5).
    const noteSaved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/leads/${leadId}`) && response.request().method() === "PATCH",
    );
    await card.getByRole("button", { name: "Save note" }).click();
    expect((await noteSaved).ok()).toBe(true);
    await expect(card.getByRole("button", { name: "Save note" })).toBeDisabled();

    // 5. Someone else changes it meanwhile: the next save says so and offers a reload.
    const auth = { authorization: `Bearer ${token}` };
    const listed = (await (
      await page.request.get(`/api/leads?q=${marker}`, { headers: auth })
    ).json()) as { leads: { id: string; version: number }[] };
    const seen = listed.leads.find((lead) => lead.id === leadId);
    const elsewhere = await page.request.patch(`/api/leads/${leadId}`, {
      headers: auth,
      data: { status: "lost", version: seen?.version },
    });
    expect(elsewhere.ok()).toBe(true);
    await card.getByLabel("Status").selectOption({ label: "Contacted" });
    await expect(card.getByText(LEAD_MESSAGES.stale)).toBeVisible();
    await card.getByRole("button", { name: "Reload" }).click();
    await expect(card.getByLabel("Status")).toHaveValue("lost");
    await expect(card.getByText(LEAD_MESSAGES.stale)).toHaveCount(0);
    await card.getByLabel("Status").selectOption({ label: "Won" });
    await expect(card.getByRole("heading")).toContainText("Won");
    await expect(card.getByText(LEAD_MESSAGES.stale)).toHaveCount(0);

    // 6. Filters: Won shows it, New does not.
    await page.getByLabel("Search").fill(marker);
    await page.locator("#leads-status").selectOption("won");
    await expect(card).toBeVisible();
    await page.locator("#leads-status").selectOption("new");
    await expect(page.getByText("No leads match these filters")).toBeVisible();
    await page.locator("#leads-status").selectOption("");

    // 7. The CSV export downloads it, with the filters applied (the search included).
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", new RegExp(`[?&]q=${marker}(&|$)`));
    const downloading = page.waitForEvent("download");
    await exportLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Received (UTC),Name,Email,Phone,Company,Message,Status,Owner,Note,Page,Landing page,Referrer,UTM source,UTM medium,UTM campaign",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain(",Won,");
    // Sent from the home page's form by a visitor who landed there directly (issue 33).
    expect(lines[1]?.endsWith(",/,/,,,,")).toBe(true);
    expect(lines[1]).toContain("Quote sent; call back Monday.");
  });
});
