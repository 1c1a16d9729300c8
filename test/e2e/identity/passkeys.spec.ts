import { generateKeyPairSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { expect, expectAxeCleanAtBothWidths, type Page, test } from "../fixtures";

// Passkeys as a person uses them, in Chromium with its virtual authenticator (CDP WebAuthn):
// add one in Settings, sign out, sign in with the passkey alone, use it as the second factor
// after the password, remove it. The user also has TOTP, so removing the passkey leaves a
// second factor (the policy that requires one is on for a fresh install).

// WebAuthn refuses IP addresses as relying-party IDs: this story runs on localhost.
const port = Number(process.env.E2E_PORT ?? 8788);
test.use({ baseURL: `http://localhost:${port}` });

const BOOTSTRAP_PASSWORD = "e2e-admin-password";
// Its own name each run: a retry (a fresh worker) creates its user again.
const USER = `passkey.pat.${Date.now().toString(36)}`;
const PASSWORD = "passkey-pat-pass";
let totpSecret = "";
/** The code of the time step `offsetSteps` ahead (each step is accepted once). */
const code = (offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const admin = await request.post("/api/auth/login", {
    data: { username: "admin", password: BOOTSTRAP_PASSWORD },
  });
  expect(admin.ok()).toBe(true);
  const adminHeaders = { authorization: `Bearer ${(await admin.json()).token}` };
  const created = await request.post("/api/users", {
    headers: adminHeaders,
    data: { username: USER, password: PASSWORD, role: "author" },
  });
  expect(created.status()).toBe(201);
  await request.post("/api/auth/logout", { headers: adminHeaders });

  // TOTP through the API, so the story's subject is the passkey.
  const login = await request.post("/api/auth/login", {
    data: { username: USER, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const setup = await request.post("/api/auth/setup-mfa", { headers });
  totpSecret = (await setup.json()).secret;
  const verified = await request.post("/api/auth/verify-mfa", {
    headers,
    data: { secret: totpSecret, code: code() },
  });
  expect(verified.ok()).toBe(true);
  await request.post("/api/auth/logout", { headers });
});

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const credentials = async () =>
    (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return { cdp, authenticatorId, credentials };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

test("add a passkey, sign in with it alone and as the second factor, remove it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const authenticator = await virtualAuthenticator(page);

  // Password and TOTP, as before.
  await page.goto("/admin/login");
  await expect(page.getByLabel("Username")).toHaveAttribute("autocomplete", "username webauthn");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "login");
  await page.getByLabel("Username").fill(USER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The next step's code: set-up in beforeAll may have used this one.
  await page.getByLabel("MFA code").fill(code(1));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Settings: no passkeys yet; add one under the suggested name, then rename it.
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await expect(dialog.getByLabel("Name")).toHaveValue(/^Chrome on /);
  await dialog.getByLabel("Name").fill("Work laptop");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Passkey added")).toBeVisible();
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Work laptop")).toBeVisible();
  await expect(list.getByText("Added just now · Not used yet")).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await list.getByRole("button", { name: "Rename Work laptop" }).click();
  await list.getByLabel("Passkey name").fill("Office laptop");
  await list.getByRole("button", { name: "Save" }).click();
  await expect(list.getByText("Office laptop")).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "settings with a passkey");

  // Sign out: the login page offers the passkey in the username field's autofill, and
  // choosing it (the virtual authenticator answers at once) signs in without a password.
  await signOut(page);
  // The virtual authenticator may answer the autofill before the field is even clicked (the
  // form is then disabled and gone): the click is offered, the sign-in is what must happen.
  await page
    .getByLabel("Username")
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(list.getByText(/Last used just now/)).toBeVisible();

  // From here on a browser without passkey autofill, so nothing answers before a click.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });

  // The button: no username, no password. Closing the browser's prompt is no error.
  await signOut(page);
  await page.evaluate(() => {
    const original = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async () => {
      navigator.credentials.get = original;
      throw new DOMException("The operation was not allowed.", "NotAllowedError");
    };
  });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText("The passkey prompt was closed. Nothing was changed")).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText(`Login successful. Welcome, ${USER}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // After the password, the passkey stands in for the code.
  await signOut(page);
  await page.getByLabel("Username").fill(USER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("MFA code")).toBeVisible();
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Remove it, after a confirmation.
  await page.getByRole("tab", { name: "Settings" }).click();
  await list.getByRole("button", { name: "Remove Office laptop" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this passkey?" });
  await confirm.getByRole("button", { name: "Remove passkey" }).click();
  await expect(page.getByText("Passkey removed")).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

  // The authenticator still holds the credential, but the site no longer knows it.
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passkey sign-in failed. Try again.");
});

test("the username field's passkey autofill speaks only for a passkey the user picked", async ({
  page,
}) => {
  // The browser gives up on the background request before anyone picks a passkey (here an
  // authenticator error, let go once the form has spoken): the form's own words stay.
  await page.addInitScript(() => {
    const original = navigator.credentials.get.bind(navigator.credentials);
    const giveUp = Promise.withResolvers<never>();
    Object.assign(window, {
      giveUpAutofill: () => giveUp.reject(new DOMException("Unknown error.", "UnknownError")),
    });
    navigator.credentials.get = (options) =>
      options?.mediation === "conditional" ? giveUp.promise : original(options);
  });
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Username and password are required");
  await page.evaluate(async () => {
    (window as unknown as { giveUpAutofill: () => void }).giveUpAutofill();
    // The rejection and React's render both finish within a frame and a task.
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50)));
  });
  await expect(alert).toHaveText("Username and password are required");

  // A passkey the site does not know, picked from the autofill: the refusal is shown.
  const fresh = await page.context().newPage();
  const { cdp, authenticatorId } = await virtualAuthenticator(fresh);
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: {
      credentialId: randomBytes(16).toString("base64"),
      isResidentCredential: true,
      rpId: "localhost",
      privateKey: privateKey.export({ type: "pkcs8", format: "der" }).toString("base64"),
      userHandle: randomBytes(16).toString("base64"),
      signCount: 0,
    },
  });
  await fresh.goto("/admin/login");
  await fresh.getByLabel("Username").click();
  await expect(fresh.getByRole("alert")).toHaveText("Passkey sign-in failed. Try again.");
  await expect(fresh).toHaveURL(/\/admin\/login/);
});
