import type { APIRequestContext, Page } from "@playwright/test";
import { CONTACT_SUCCESS_MESSAGE } from "../../../app/schemas/lead";
import { expect, test } from "../fixtures";

// The contact form on the home page must work as a plain HTML form: no JavaScript at all.
test.use({ javaScriptEnabled: false });

/** scripts/e2e-server.mjs starts the build with this first-admin password. */
const ADMIN = { username: "admin", password: "e2e-admin-password" };

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`;

async function leadEmails(request: APIRequestContext): Promise<string[]> {
  const login = await request.post("/api/auth/login", { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const response = await request.get("/api/leads", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { leads: { email: string }[] };
  return body.leads.map((lead) => lead.email);
}

const form = (page: Page) => page.locator("#contact form");
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

async function submit(page: Page) {
  await form(page).locator('button[type="submit"], input[type="submit"]').click();
  await page.waitForLoadState("domcontentloaded");
}

const VALID = {
  name: "Dana Whitfield",
  phone: "+1 415 555 0134",
  company: "Whitfield Dental Group",
  message: "We have 14 clinics and need a helpdesk that answers at night.",
};

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`contact form without JavaScript at ${viewport.width}px`, () => {
    // Each test posts from its own address, as visitors do, so the hourly limit of 5 leads per
    // address (tested in test/leads/leads.test.ts) never depends on other tests or earlier runs.
    test.use({
      viewport,
      extraHTTPHeaders: {
        "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    });

    test.beforeEach(async ({ page }) => {
      await page.goto("/");
      await expect(form(page)).toBeVisible();
    });

    test("a valid message shows the thank-you and is stored", async ({ page, request }) => {
      const email = uniqueEmail("success");
      await fill(page, { ...VALID, email });
      await submit(page);

      await expect(page.getByText(CONTACT_SUCCESS_MESSAGE)).toBeVisible();
      expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
      expect(await leadEmails(request)).toContain(email);
    });

    const invalid = [
      { field: "name", value: "", message: "Please enter your name" },
      { field: "email", value: "dana@", message: "Please enter a valid email address" },
      { field: "message", value: "Call me", message: "Message must be at least 10 characters" },
      {
        field: "phone",
        value: "after lunch",
        message: "Please enter a valid phone number (digits, spaces, + ( ) - only)",
      },
    ];
    for (const { field: name, value, message } of invalid) {
      test(`an invalid ${name} shows "${message}" and keeps what was typed`, async ({
        page,
        request,
      }) => {
        const email = name === "email" ? value : uniqueEmail(`invalid-${name}`);
        const values = { ...VALID, email, [name]: value };
        await fill(page, values);
        await submit(page);

        await expect(form(page).getByText(message)).toBeVisible();
        await expect(page.getByText(CONTACT_SUCCESS_MESSAGE)).toHaveCount(0);
        for (const [key, typed] of Object.entries(values)) {
          await expect(field(page, key)).toHaveValue(typed);
        }
        await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
        expect(await leadEmails(request)).not.toContain(email);
      });
    }

    test("a filled honeypot shows the same thank-you and stores nothing", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("honeypot");
      await fill(page, { ...VALID, email });
      // People never see or reach this field; bots fill every input they find.
      // It is hidden, so Playwright cannot type into it; set it as a bot's script would.
      await field(page, "website").evaluate((input, value) => {
        if (input instanceof HTMLInputElement) input.value = value;
      }, "https://cheap-seo.example");
      await expect(field(page, "website")).toHaveValue("https://cheap-seo.example");
      await submit(page);

      await expect(page.getByText(CONTACT_SUCCESS_MESSAGE)).toBeVisible();
      expect(await leadEmails(request)).not.toContain(email);
    });
  });
}
