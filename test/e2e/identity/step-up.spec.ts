import { Secret, TOTP } from "otpauth";
import { expect, expectAxeCleanAtBothWidths, test } from "../fixtures";
import { makeSignInStale } from "./local-d1";

// Step-up as a user meets it: 10 minutes after signing in, each change to how they sign in
// (password, MFA set-up, new recovery codes, disabling MFA) first asks "Confirm it's you",
// then goes on with the same request.

const BOOTSTRAP = { username: "admin", password: "e2e-admin-password" };
const USER = "stepup.sam";
const PASSWORD = "stepup-sam-pass";
const ADMIN = "stepup.ada";
const ADMIN_PASSWORD = "stepup-ada-pass";
const NEW_PASSWORD = "stepup-sam-new-pass";
const code = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const login = await request.post("/api/auth/login", { data: BOOTSTRAP });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  for (const [username, password, role] of [
    [USER, PASSWORD, "author"],
    [ADMIN, ADMIN_PASSWORD, "admin"],
  ]) {
    const created = await request.post("/api/users", {
      headers: { authorization: `Bearer ${token}` },
      data: { username, password, role },
    });
    expect([201, 409]).toContain(created.status());
  }
});

test("each sign-in change asks again after 10 minutes, then carries on", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(USER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("tab", { name: "Settings" }).click();
  const reauth = page.getByRole("dialog", { name: "Confirm it's you" });

  // Change password: the dialog asks; a wrong password is refused, the right one goes on.
  makeSignInStale(USER);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(reauth).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "reauth dialog");
  await reauth.getByLabel("Password").fill("not-my-password");
  await reauth.getByRole("button", { name: "Confirm" }).click();
  await expect(reauth.getByRole("alert")).toHaveText("The password is not correct");
  await reauth.getByLabel("Password").fill(PASSWORD);
  await reauth.getByRole("button", { name: "Confirm" }).click();
  await expect(reauth).toBeHidden();
  await expect(
    page.getByText("Password changed. Your other sessions were signed out."),
  ).toBeVisible();

  // MFA set-up: Cancel says why nothing happened; confirming opens the QR step.
  makeSignInStale(USER);
  await page.getByRole("button", { name: "Set up MFA" }).click();
  const setup = page.getByRole("dialog", { name: "Set up multi-factor authentication" });
  await setup.getByRole("button", { name: "Continue" }).click();
  await expect(reauth).toBeVisible();
  await reauth.getByRole("button", { name: "Cancel" }).click();
  await expect(setup.getByRole("alert")).toHaveText("Confirm it's you to continue");
  await setup.getByRole("button", { name: "Continue" }).click();
  await reauth.getByLabel("Password").fill(NEW_PASSWORD);
  await reauth.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByAltText("QR code for your authenticator app")).toBeVisible();
  const secret = (await page.getByTestId("mfa-secret").textContent())?.trim() ?? "";
  await page.getByLabel("Verification code").fill(code(secret));
  await page.getByRole("button", { name: "Verify and enable" }).click();
  const recovery = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(recovery).toHaveCount(10);
  const recoveryCode = (await recovery.first().textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "I have saved them" }).click();

  // New recovery codes: with MFA on, the dialog also takes an authenticator code.
  makeSignInStale(USER);
  await page.getByRole("button", { name: "New recovery codes" }).click();
  const regenerate = page.getByRole("dialog", { name: "New recovery codes" });
  await regenerate.getByLabel("Password").fill(NEW_PASSWORD);
  await regenerate.getByRole("button", { name: "Generate" }).click();
  await expect(reauth).toBeVisible();
  await reauth
    .getByRole("button", { name: "Use an authenticator or recovery code instead" })
    .click();
  await reauth.getByLabel("Authenticator or recovery code").fill(code(secret, 1));
  await reauth.getByRole("button", { name: "Confirm" }).click();
  await expect(recovery).toHaveCount(10);
  const freshCode = (await recovery.first().textContent())?.trim() ?? "";
  expect(freshCode).not.toBe(recoveryCode);
  await page.getByRole("button", { name: "I have saved them" }).click();

  // Disable MFA: confirmed with the password, then the dialog's own password and code.
  makeSignInStale(USER);
  await page.getByRole("button", { name: "Disable MFA" }).click();
  const disable = page.getByRole("dialog", { name: "Disable MFA" });
  await disable.getByLabel("Password").fill(NEW_PASSWORD);
  await disable.getByLabel("Authenticator or recovery code").fill(freshCode);
  await disable.getByRole("button", { name: "Disable MFA" }).click();
  await expect(reauth).toBeVisible();
  await reauth.getByLabel("Password").fill(NEW_PASSWORD);
  await reauth.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("MFA disabled", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Set up MFA" })).toBeVisible();
});

test("an admin's access changes ask again after 10 minutes: users, policy, GitHub, SEO keys", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const reauth = page.getByRole("dialog", { name: "Confirm it's you" });
  const confirm = async () => {
    await expect(reauth).toBeVisible();
    await reauth.getByLabel("Password").fill(ADMIN_PASSWORD);
    await reauth.getByRole("button", { name: "Confirm" }).click();
    await expect(reauth).toBeHidden();
  };

  // Users: a new account is access granted, so the dialog asks before it is created.
  makeSignInStale(ADMIN);
  await page.goto("/admin?tab=users");
  await page.getByRole("button", { name: "Create user" }).click();
  const create = page.getByRole("dialog", { name: "Create user" });
  const newUser = `stepup.new-${Date.now().toString(36)}`;
  await create.getByLabel("Username").fill(newUser);
  await create.getByLabel("Password").fill("stepup-new-pass");
  await create.getByRole("button", { name: "Create user" }).click();
  await confirm();
  await expect(page.getByText(`User ${newUser} created`)).toBeVisible();

  // The sign-in policy: Cancel says why nothing changed (turning it on here would shut this
  // factor-less admin out, and every spec after this one).
  makeSignInStale(ADMIN);
  await page.goto("/admin?tab=settings");
  const policy = page.getByLabel("Staff must use a second factor", { exact: false });
  await expect(policy).not.toBeChecked();
  await policy.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(reauth).toBeVisible();
  await reauth.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Confirm it's you to continue")).toBeVisible();
  await page.reload();
  await expect(policy).not.toBeChecked();

  // GitHub: the repository pushes go to is asked for too (no token: nothing is tested).
  makeSignInStale(ADMIN);
  await page.goto("/admin?tab=github");
  await page.getByLabel("Owner").fill("stepup-owner");
  await page.getByLabel("Repository").fill("stepup-repo");
  await page.getByRole("button", { name: "Save Configuration" }).click();
  await confirm();
  await expect(page.getByText("GitHub configuration saved")).toBeVisible();
  // Shared by the whole e2e server: leave it as it was (inside the window, no dialog).
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("GitHub disconnected")).toBeVisible();
  await expect(reauth).toBeHidden();

  // SEO APIs: a key is stored after the dialog, and removed again (the window is open now).
  makeSignInStale(ADMIN);
  await page.goto("/admin?tab=seo-apis");
  const bing = page.getByLabel("Bing Webmaster API key", { exact: true });
  await expect(bing).toBeEnabled();
  await bing.fill("stepup-bing-key-wxyz");
  await page.getByRole("button", { name: "Save configuration" }).click();
  await confirm();
  await expect(page.getByText("Stored: ••••••••wxyz")).toBeVisible();
  await page.getByRole("button", { name: "Remove key" }).click();
  await page.getByRole("button", { name: "Save configuration" }).click();
  await expect(page.getByText("Stored: ••••••••wxyz")).toHaveCount(0);
  await expect(reauth).toBeHidden();
});
