import {
  createPageFromTemplate,
  executableScripts,
  expect,
  expectAxeCleanAtBothWidths,
  type Page,
  pressAndReload,
  signInAsNewAdmin,
  test,
  toolbarAndReload,
  visitorHtml,
  waitForEditing,
} from "../fixtures";

// A section's Style in edit mode (issue #32): its layout, its background and its image from the
// media library, for a section of the page and for the hero; applied, saved and reloaded, then
// published for visitors with 0 scripts.

/** A 1×1 PNG. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Picks the library image at `url` in the picker the Style dialog opened. */
async function pickImage(page: Page, url: string) {
  const picker = page.getByRole("dialog", { name: /^Choose the image of the/ });
  await picker
    .getByRole("list", { name: "Images in the library" })
    .getByRole("listitem")
    .filter({ has: page.locator(`img[src="${url}"]`) })
    .getByRole("button")
    .click();
  await picker.getByRole("button", { name: "Use this image" }).click();
  await expect(picker).toHaveCount(0);
}

/** Applies the open Style dialog and waits for the reload. */
async function applyStyle(page: Page) {
  const apply = page.getByRole("button", { name: "Apply style" });
  await pressAndReload(page, apply, "Section style changed.");
  await waitForEditing(page);
}

test("style a section and the hero: layout, background and a library image", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const unique = Date.now().toString(36);
  const slug = `backup-guide-${unique}`;
  const { token } = await signInAsNewAdmin(page, "stylist");
  const alt = `A restore test on the backup console ${unique}`;
  const uploaded = await page.request.post("/api/images", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: "console.png", mimeType: "image/png", buffer: PIXEL }, alt },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };

  await createPageFromTemplate(page, "Resource or guide", "The Backup Guide", slug);

  // The image and text section: the other layout, a light grey background, a library image.
  const preview = page.locator('[data-key="preview"]');
  await expect(preview.locator("img")).toHaveCount(0);
  await page.getByRole("button", { name: "Style of the image and text section" }).click();
  const dialog = page.getByRole("dialog", { name: "Style: Image and text section" });
  await expect(dialog.getByLabel("Layout")).toHaveValue("image-right");
  await expect(dialog.getByLabel("Background")).toHaveValue("white");
  await dialog.getByLabel("Layout").selectOption({ label: "Image left" });
  await dialog.getByLabel("Background").selectOption({ label: "Light grey" });
  await dialog.getByRole("button", { name: "Choose image" }).click();
  await pickImage(page, url);
  await expect(dialog.getByText(`Alt text: ${alt}`)).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "the Style dialog");
  await page.screenshot({ path: test.info().outputPath("style-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath("style-375.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await applyStyle(page);
  await expect(preview).toHaveAttribute("data-variant", "image-left");
  await expect(preview).toHaveAttribute("data-tone", "muted");
  await expect(preview.locator("img")).toHaveAttribute("src", url);
  await expect(preview.locator("img")).toHaveAttribute("alt", alt);

  // The dialog opens on what the section shows now; Remove image, then Cancel, changes nothing.
  await page.getByRole("button", { name: "Style of the image and text section" }).click();
  await expect(dialog.getByLabel("Layout")).toHaveValue("image-left");
  await dialog.getByRole("button", { name: "Remove image" }).click();
  await expect(dialog.getByText("No image.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(preview.locator("img")).toHaveCount(1);

  // The hero: split with the same image beside its words.
  await page.getByRole("button", { name: "Style of the hero section" }).click();
  const heroDialog = page.getByRole("dialog", { name: "Style: Hero section" });
  await heroDialog.getByLabel("Layout").selectOption({ label: "Split with image" });
  await expect(heroDialog.getByLabel("Background")).toHaveCount(0);
  await heroDialog.getByRole("button", { name: "Choose image" }).click();
  await pickImage(page, url);
  await applyStyle(page);
  const hero = page.locator('[data-section="hero"]');
  await expect(hero).toHaveAttribute("data-variant", "split");
  await expect(hero.locator(`img[src="${url}"]`)).toBeVisible();

  // Published: visitors get both, with no script and no editor attributes.
  await toolbarAndReload(page, "Publish", "Published Successfully", waitForEditing);
  const live = await visitorHtml(browser, `/${slug}`);
  expect(live.status).toBe(200);
  expect(live.html.match(new RegExp(`src="${url}"`, "g"))?.length).toBe(2);
  expect(live.html).not.toContain("data-variant=");
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/${slug}`);
  expect(await executableScripts(visitor)).toBe(0);
  await context.close();
});
