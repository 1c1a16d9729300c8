import { Secret, TOTP } from "otpauth";
import { expect, expectAxeCleanAtBothWidths, test } from "../fixtures";

// Issue 19, part 4: an administrator resets another user's second factor through the Users
// tab's confirmation dialog; that user is signed out everywhere and signs in again with the
// password alone. Axe on the dialog at desktop and phone widths.

const BOOTSTRAP = { username: "admin", password: "e2e-admin-password" };
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ADMIN = { username: `reset.admin-${suffix}`, password: "reset-admin-pass" };
const TARGET = { username: `reset.target-${suffix}`, password: "reset-target-pass" };
const code = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

test("an admin resets another user's second factor; that user's sessions end", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Both users of this story, made through the API by the first admin.
  const first = await page.request.post("/api/auth/login", { data: BOOTSTRAP });
  const { token } = (await first.json()) as { token: string };
  for (const [user, role] of [
    [ADMIN, "admin"],
    [TARGET, "editor"],
  ] as const) {
    const created = await page.request.post("/api/users", {
      data: { ...user, role },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await page.context().clearCookies();

  // The target turns on TOTP, then is signed in in a browser of their own.
  const target = await browser.newContext();
  const login = await target.request.post("/api/auth/login", { data: TARGET });
  const targetToken = ((await login.json()) as { token: string }).token;
  const bearer = { authorization: `Bearer ${targetToken}` };
  const setup = await target.request.post("/api/auth/setup-mfa", { headers: bearer });
  const { secret } = (await setup.json()) as { secret: string };
  const verified = await target.request.post("/api/auth/verify-mfa", {
    headers: bearer,
    data: { secret, code: code(secret) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  await target.clearCookies();
  const signedIn = await target.request.post("/api/auth/login", {
    data: { ...TARGET, mfaCode: code(secret, 1) },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const targetPage = await target.newPage();
  await targetPage.goto("/admin");
  await expect(targetPage).toHaveURL(/\/admin$/);

  // The admin opens Users: the target's card says MFA is on and offers the reset.
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
  // The sign-in left this browser a device cookie (the lockout's trusted device), kept by
  // Chromium with its flags.
  const device = (await page.context().cookies()).find((c) => c.name === "device");
  expect(device).toMatchObject({
    path: "/api/auth",
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
  });
  await page.goto("/admin");
  await page.getByRole("tab", { name: /Users/ }).click();
  const card = page.getByTestId("user-card").filter({ hasText: TARGET.username });
  await expect(card.getByText("MFA on")).toBeVisible();
  const mine = page.getByTestId("user-card").filter({ hasText: ADMIN.username });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole("button", { name: "Reset second factor" })).toHaveCount(0);
  await card.getByRole("button", { name: "Reset second factor" }).click();

  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading")).toHaveText(
    `Reset the second factor of ${TARGET.username}?`,
  );
  await expect(dialog).toContainText(
    `${TARGET.username} will have to sign in with their password and set up a second factor again. Their authenticator app and recovery codes stop working and they are signed out everywhere.`,
  );
  await expectAxeCleanAtBothWidths(page, "the reset dialog");

  await dialog.getByRole("button", { name: "Reset second factor" }).click();
  await expect(page.getByText(`Second factor of ${TARGET.username} reset`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("MFA off")).toBeVisible();
  await expect(card.getByRole("button", { name: "Reset second factor" })).toHaveCount(0);

  // The target's browser session is gone, and so is the bearer token.
  await targetPage.goto("/admin");
  await expect(targetPage).toHaveURL(/\/admin\/login/);
  expect((await page.request.get("/api/auth/verify", { headers: bearer })).status()).toBe(401);
  // They sign in with the password alone now.
  await target.clearCookies();
  const again = await target.request.post("/api/auth/login", { data: TARGET });
  expect(((await again.json()) as { requiresMFA: boolean }).requiresMFA).toBe(false);
  await target.close();
});
