import { Secret, TOTP } from "otpauth";
import { expect, expectAxeCleanAtBothWidths, type Page, test } from "../fixtures";
import { runLocalSql } from "./local-d1";

// "Staff must use a second factor": an admin turns it on in Settings, and a staff member
// without one is taken to set one up at sign-in and reaches the admin once it is done. This
// spec runs in its own Playwright project after every other one (it shuts factor-less staff
// out while on) and turns the policy off again whatever happens.

const BOOTSTRAP = { username: "admin", password: "e2e-admin-password" };
const ADMIN = { username: "policy.admin", password: "policy-admin-pass" };
const NEWCOMER = { username: "policy.newcomer", password: "policy-newcomer-pass" };
const code = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

let adminSecret = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const login = await request.post("/api/auth/login", { data: BOOTSTRAP });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  for (const [user, role] of [
    [ADMIN, "admin"],
    [NEWCOMER, "editor"],
  ] as const) {
    const created = await request.post("/api/users", { headers, data: { ...user, role } });
    expect(created.status(), await created.text()).toBe(201);
  }
  // A cookie-authenticated write must come from this origin: end that session (and its cookie).
  await request.post("/api/auth/logout", { headers });
  // The admin who turns the policy on has an authenticator already.
  const own = await request.post("/api/auth/login", { data: ADMIN });
  expect(own.ok(), await own.text()).toBe(true);
  const ownHeaders = { authorization: `Bearer ${(await own.json()).token}` };
  const setup = await request.post("/api/auth/setup-mfa", { headers: ownHeaders });
  expect(setup.ok(), await setup.text()).toBe(true);
  adminSecret = (await setup.json()).secret;
  const verified = await request.post("/api/auth/verify-mfa", {
    headers: ownHeaders,
    data: { secret: adminSecret, code: code(adminSecret) },
  });
  expect(verified.ok()).toBe(true);
});

test.afterAll(() => {
  runLocalSql(`UPDATE settings SET value = '{"requireSecondFactor":false}' WHERE key = 'security'`);
});

async function signIn(page: Page, user: { username: string; password: string }) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("the admin requires a second factor; a newcomer sets one up and gets in", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, ADMIN);
    await admin.getByLabel("MFA code").fill(code(adminSecret, 1));
    await admin.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.getByRole("tab", { name: "Settings" }).click();
    const policy = admin.getByLabel(
      "Staff must use a second factor (an authenticator app or a passkey)",
    );
    const policyForm = admin.locator("form").filter({ has: policy });
    await expect(policy).not.toBeChecked();
    await expect(
      admin.getByText(/active staff accounts? ha(s|ve) no second factor yet/),
    ).toBeVisible();
    await expectAxeCleanAtBothWidths(admin, "Sign-in security card");
    await policy.check();
    await policyForm.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByText("Sign-in security saved")).toBeVisible();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, NEWCOMER);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Admin sections" })).toHaveCount(0);
    await expectAxeCleanAtBothWidths(page, "second-factor set-up screen");
    // Staff pages elsewhere send them back here.
    await page.goto("/it-security/admin");
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole("button", { name: "Use an authenticator app" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = (await page.getByTestId("mfa-secret").textContent())?.trim() ?? "";
    await page.getByLabel("Verification code").fill(code(secret));
    await page.getByRole("button", { name: "Verify and enable" }).click();
    await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByRole("button", { name: "Continue to the admin" }).click();
    await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();
    await expect(page.getByText("MFA enabled", { exact: true })).toBeVisible();
    await context.close();

    // Off again from the card (afterAll makes sure of it in D1 too).
    await admin.reload();
    await admin.getByRole("tab", { name: "Settings" }).click();
    await policy.uncheck();
    await policyForm.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByText("Sign-in security saved")).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
