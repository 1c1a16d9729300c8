import { executableScripts, expect, test } from "./fixtures";

test("the home page renders without any JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Managed IT services");
  expect(await executableScripts(page)).toBe(0);
});

test("the admin page hydrates into a React app", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/admin");
  await expect(page.getByTestId("hydration")).toHaveText("Interactive");
  expect(errors).toEqual([]);
});
