import { Secret, TOTP } from "otpauth";
import { expect, type Page, test } from "../fixtures";

// The story runs as its own administrator, so turning MFA on does not change the shared
// `admin` account that other specs sign in with.
const BOOTSTRAP_PASSWORD = "e2e-admin-password";
const ADMIN = "secops.lead";
const ADMIN_PASSWORD = "secops-lead-pass";
/** The staff the story's admin creates. */
const STAFF = [
  ["erin.editor", "Editor"],
  ["arjun.author", "Author"],
] as const;
const code = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

// One story, in order: the data of each step is the next step's starting point.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const login = await request.post("/api/auth/login", {
    data: { username: "admin", password: BOOTSTRAP_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  // A retry (CI retries once) starts the story again from the start: the accounts an earlier
  // attempt made, with the MFA it turned on, are removed first.
  const listed = await request.get("/api/users", { headers });
  expect(listed.ok()).toBe(true);
  const accounts = (await listed.json()) as { id: string; username: string }[];
  for (const { id, username } of accounts) {
    if (![ADMIN, ...STAFF.map(([name]) => name)].includes(username)) continue;
    const deleted = await request.delete(`/api/users/${id}`, { headers });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }
  const created = await request.post("/api/users", {
    headers,
    data: { username: ADMIN, password: ADMIN_PASSWORD, role: "admin" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post("/api/auth/logout", { headers });
});

test("a new admin secures the account, manages staff, and each role sees only its part", async ({
  page,
}) => {
  test.setTimeout(120_000);

  // Without a session, /admin sends you to the login page.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  // Wrong password: a clear message; right one: success, then the dashboard after 1 s.
  await signIn(page, ADMIN, "wrong-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${ADMIN}` })).toBeVisible();
  await expect(page.getByText("MFA disabled")).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab");
  await expect(tabs).toHaveCount(15);
  await expect(tabs.first()).toHaveText("Create");

  // MFA set-up from Settings: intro, QR and secret, a code, success, recovery codes.
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Set up MFA" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByAltText("QR code for your authenticator app")).toBeVisible();
  const secret = (await page.getByTestId("mfa-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A short code says what is wrong (spec: 'Please enter a 6-digit verification code').
  await page.getByLabel("Verification code").fill("123");
  await page.getByRole("button", { name: "Verify and enable" }).click();
  await expect(page.getByText("Please enter a 6-digit verification code")).toBeVisible();
  await page.getByLabel("Verification code").fill(code(secret));
  await page.getByRole("button", { name: "Verify and enable" }).click();
  await expect(page.getByText("MFA enabled successfully").first()).toBeVisible();
  const recovery = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(recovery).toHaveCount(10);
  const recoveryCode = (await recovery.first().textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("MFA enabled", { exact: true })).toBeVisible();
  await signOut(page);

  // Signing in again asks for the code; the code field takes digits only.
  await signIn(page, ADMIN, ADMIN_PASSWORD);
  await expect(page.getByText("Please enter your MFA code")).toBeVisible();
  const codeField = page.getByLabel("MFA code");
  await codeField.fill("12ab34");
  await expect(codeField).toHaveValue("1234");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByText("Please enter a 6-digit verification code")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  await codeField.fill(code(secret, 1));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Create an editor and an author; the create dialog says what is wrong first.
  await page.getByRole("tab", { name: /Users/ }).click();
  const card = (username: string) => page.getByTestId("user-card").filter({ hasText: username });
  await expect(card(ADMIN)).toHaveCount(1);
  for (const [username, role] of STAFF) {
    await page.getByRole("button", { name: "Create user" }).click();
    const dialog = page.getByRole("dialog");
    await expect(
      dialog.getByText("A new account gets access to the blog management system."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Username and password are required");
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("Password").fill("short");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog.getByText("Password must be at least 6 characters long")).toBeVisible();
    await dialog.getByLabel("Password").fill(`${username}-pass`);
    await dialog.getByLabel("Role").selectOption({ label: role });
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(card("erin.editor")).toHaveCount(1);
  await expect(card("arjun.author")).toHaveCount(1);
  // The admin account has no delete button.
  await expect(page.getByRole("button", { name: "Delete admin" })).toHaveCount(0);
  await signOut(page);

  // The editor sees content and SEO tools, not Users, SEO APIs or GitHub.
  await signIn(page, "erin.editor", "erin.editor-pass");
  await expect(page.getByRole("heading", { name: "Welcome, erin.editor" })).toBeVisible();
  await expect(tabs).toHaveText([
    "Create",
    "AI SEO",
    "SEO Analyzer",
    "Nuxt SEO",
    /Content/,
    /^Reviews/,
    /^Leads/,
    "Analytics",
    "Redirects",
    "Media",
    "OTTO SEO",
    "Settings",
  ]);
  expect((await page.request.get("/api/users")).status()).toBe(403);
  await signOut(page);

  // The author sees Create, Content, Media and Settings only.
  await signIn(page, "arjun.author", "arjun.author-pass");
  await expect(page.getByRole("heading", { name: "Welcome, arjun.author" })).toBeVisible();
  await expect(tabs).toHaveText(["Create", /Content/, /^Reviews/, "Media", "Settings"]);
  await signOut(page);

  // The admin signs in with a recovery code (the authenticator's next code is used up) and
  // deletes the author, with a confirmation; the author can no longer sign in.
  await signIn(page, ADMIN, ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("tab", { name: /Users/ }).click();
  await page.getByRole("button", { name: "Delete arjun.author" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(card("arjun.author")).toHaveCount(0);
  await signOut(page);
  await signIn(page, "arjun.author", "arjun.author-pass");
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
});
