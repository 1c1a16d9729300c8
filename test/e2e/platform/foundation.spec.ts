import { executableScripts, expect, test } from "../fixtures";

test("the home page renders without any JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(await executableScripts(page)).toBe(0);
});

test("the admin hydrates into a React app under the strict CSP", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/admin/login");
  expect(await executableScripts(page)).toBeGreaterThan(0);
  // Only the hydrated form answers a click without a request: the check runs in the browser.
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Username and password are required");
  expect(errors).toEqual([]);
});
