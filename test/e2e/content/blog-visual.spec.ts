import type { Page } from "@playwright/test";
import { LAUNCH_POSTS } from "../../../app/content/blog";
import { expect, expectAxeCleanAtBothWidths, signInAsNewAdmin, test } from "../fixtures";

// Issue #21: the blog editor's Visual mode is a real WYSIWYG over the same markdown.

const visual = (page: Page) => page.getByTestId("visual-editor");
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Formatting" });
const source = (page: Page) => page.locator("textarea#blog-content");

async function toVisual(page: Page) {
  await page.getByRole("button", { name: "Visual", exact: true }).click();
  await expect(visual(page)).toBeVisible({ timeout: 15_000 });
}

async function toSource(page: Page) {
  await page.getByRole("button", { name: "Source", exact: true }).click();
  await expect(source(page)).toBeEditable({ timeout: 15_000 });
}

async function stored(page: Page, slug: string): Promise<string> {
  const posts = (await (await page.request.get("/api/blogs")).json()) as {
    slug: string;
    content: string;
  }[];
  return posts.find((post) => post.slug === slug)?.content ?? "(missing)";
}

async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Blog saved successfully").first()).toBeVisible();
}

test("a new user writes a post in visual mode with a nested list, a table and a link", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  const title = `Visual Post ${unique}`;
  const slug = `visual-post-${unique}`;
  await signInAsNewAdmin(page, "visual");
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("Written in the visual editor, saved as markdown.");
  await source(page).fill("");
  await toVisual(page);

  const editor = visual(page);
  await editor.click();
  await toolbar(page).getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("Plan");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read ");

  // The link dialog refuses javascript: with the inline editor's words, then takes a page.
  await toolbar(page).getByRole("button", { name: "Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Link" });
  await dialog.getByLabel("Text").fill("our security page");
  await dialog.getByLabel("Link to").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Apply link" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Link must be a page of this site, an https:// address, mailto: or tel:",
  );
  await dialog.getByLabel("Link to").fill("/it-security");
  await dialog.getByRole("button", { name: "Apply link" }).click();
  await expect(dialog).toHaveCount(0);
  await page.keyboard.type(" today.");
  await page.keyboard.press("Enter");

  await toolbar(page).getByRole("button", { name: "Bulleted list" }).click();
  await expect(toolbar(page).getByRole("button", { name: "Bulleted list" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.type("First");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Nested");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+Tab");
  // "- " typed at the start of an item is not a second list inside it.
  await page.keyboard.type("- Second");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");

  await toolbar(page).getByRole("button", { name: "Insert table" }).click();
  for (const cell of ["Name", "Role", "Tier", "Server", "Ops", "1"]) {
    await page.keyboard.type(cell);
    await page.keyboard.press("Tab");
  }
  // The caret is in the third, empty row.
  await toolbar(page).getByRole("button", { name: "Remove row" }).click();
  await page.screenshot({ path: "test-results/screens/blog-visual-1280.png", fullPage: true });

  const expected = [
    "## Plan",
    "Read [our security page](/it-security) today.",
    "- First\n  - Nested\n- Second",
  ].join("\n\n");
  await toSource(page);
  const markdown = await source(page).inputValue();
  expect(markdown.slice(0, expected.length)).toBe(expected);
  expect(markdown).toMatch(
    /\| Name +\| Role +\| Tier +\|\n\| -+ \| -+ \| -+ \|\n\| Server +\| Ops +\| 1 +\|\n?$/,
  );
  await saveDraft(page);
  expect(await stored(page, slug)).toBe(markdown);

  // Reopened: the same markdown, and the same document in Visual mode.
  await page.goto(`/admin/blog/${slug}`);
  await expect(source(page)).toHaveValue(markdown, { timeout: 15_000 });
  await toVisual(page);
  await expect(visual(page).locator("ul ul li")).toHaveText("Nested");
  await expect(visual(page).locator("table tr")).toHaveCount(2);
  await expect(visual(page).getByRole("link", { name: "our security page" })).toHaveAttribute(
    "href",
    "/it-security",
  );

  // The public page shows it once published.
  await page.getByRole("tab", { name: "Preview" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const gate = page.getByRole("dialog");
  if (
    await gate
      .getByText(/Reason to publish anyway/)
      .isVisible({ timeout: 2_000 })
      .catch(() => false)
  ) {
    await gate.getByRole("textbox").fill("Checked by hand in the visual editor e2e.");
    await gate.getByRole("button", { name: /publish anyway/i }).click();
  }
  await expect(page.getByRole("banner").getByText("Published", { exact: true })).toBeVisible();
  const context = await browser.newContext();
  const html = await (await context.request.get(`/blog/${slug}`)).text();
  expect(html).toMatch(/<a href="\/it-security">our security page<\/a>/);
  expect(html).toMatch(/<ul>\s*<li[^>]*>First\s*<ul>\s*<li[^>]*>Nested<\/li>/);
  expect(html).toMatch(/<th[^>]*>Name<\/th>/);
  expect(html).toMatch(/<td[^>]*>Ops<\/td>/);
  await context.close();
});

test("every launch post opened in Visual mode and saved unchanged keeps its markdown", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNewAdmin(page, "roundtrip");
  for (const post of LAUNCH_POSTS) {
    const before = await stored(page, post.slug);
    await page.goto(`/admin/blog/${post.slug}`);
    await toSource(page);
    await expect(source(page)).toHaveValue(before, { timeout: 15_000 });
    await toVisual(page);
    await visual(page).click();
    await saveDraft(page);
    expect(await stored(page, post.slug)).toBe(before);
  }
  // The browser remembers the writer's mode: the next post opens in Visual mode.
  await page.goto(`/admin/blog/${LAUNCH_POSTS[0]?.slug}`);
  await expect(visual(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Visual", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("an edit in Visual shows in Source and back, with the caret's block kept", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsNewAdmin(page, "modes");
  await page.goto("/admin/blog/new");
  await source(page).fill(
    "# Title\n\nFirst paragraph.\n\n<div>raw html</div>\n\n![x](https://elsewhere.example/x.png)\n\nLast paragraph.\n",
  );
  await expect(page.getByTestId("foreign-images")).toContainText("https://elsewhere.example/x.png");
  // The caret in "Last paragraph." goes to the same block in Visual mode.
  await source(page).evaluate((area: HTMLTextAreaElement) => {
    area.focus();
    area.setSelectionRange(area.value.indexOf("Last") + 4, area.value.indexOf("Last") + 4);
  });
  await toVisual(page);
  await expect(visual(page).locator("[data-raw-markdown]")).toContainText("Edit in Source mode");
  await expect(visual(page).locator("[data-foreign-image]")).toContainText(
    "Image from another address: visitors will not see it",
  );
  await page.keyboard.type("Edited: ");
  await toSource(page);
  await expect(source(page)).toHaveValue(
    "# Title\n\nFirst paragraph.\n\n<div>raw html</div>\n\n![x](https://elsewhere.example/x.png)\n\nEdited: Last paragraph.\n",
  );
  const caretLine = await source(page).evaluate(
    (area: HTMLTextAreaElement) => area.value.slice(0, area.selectionStart).split("\n").length - 1,
  );
  expect(caretLine).toBe(8);
  await source(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
  await source(page).press("End");
  await page.keyboard.type(" again");
  await toVisual(page);
  await expect(visual(page).locator("h1")).toHaveText("Title again");
  // "Edit in Source mode" on a kept block goes to its line.
  await visual(page).getByRole("button", { name: "Edit in Source mode" }).click();
  await expect(source(page)).toBeFocused();

  // Source mode continues a list on Enter; "- item" typed there stays one item, not "- - item".
  await source(page).fill("- one");
  await source(page).press("End");
  await source(page).press("Enter");
  await page.keyboard.type("- two");
  await expect(source(page)).toHaveValue("- one\n- two");
});

/** A 2×2 PNG: real bytes, so the server's type sniffing accepts it. */
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";

test("two images dragged into Visual mode are uploaded with their alt text and inserted", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsNewAdmin(page, "images");
  await page.goto("/admin/blog/new");
  await source(page).fill("Intro.\n");
  await toVisual(page);
  await visual(page).locator("p").first().click();
  await page.keyboard.press("End");
  await visual(page).evaluate((element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "server-room.png", { type: "image/png" }));
    data.items.add(new File([bytes], "divider.png", { type: "image/png" }));
    // Dropped at the end of the first paragraph.
    const box = (element.querySelector("p") ?? element).getBoundingClientRect();
    const at = {
      clientX: box.right - 2,
      clientY: box.top + box.height / 2,
      bubbles: true,
      cancelable: true,
    };
    element.dispatchEvent(new DragEvent("dragover", { ...at, dataTransfer: data }));
    element.dispatchEvent(new DragEvent("drop", { ...at, dataTransfer: data }));
  }, PNG_BASE64);
  const dialog = page.getByRole("dialog", { name: "Insert images" });
  // The files staged for upload (the library below lists the images other stories uploaded).
  const staged = dialog.getByRole("list", { name: "Images to upload" }).getByRole("listitem");
  await expect(staged).toHaveCount(2);
  await dialog.getByRole("button", { name: "Upload 2 images" }).click();
  // Each image needs its words (or Decorative) before anything is uploaded.
  await expect(
    dialog.getByText("Describe the image, or mark it as decorative").first(),
  ).toBeVisible();
  await dialog
    .getByRole("listitem", { name: "server-room.png" })
    .getByLabel("Alt text", { exact: true })
    .fill("Racks in the server room");
  await dialog
    .getByRole("listitem", { name: "divider.png" })
    .getByLabel("Decorative image", { exact: true })
    .check();
  await dialog.getByRole("button", { name: "Upload 2 images" }).click();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  await expect(visual(page).getByRole("img", { name: "Racks in the server room" })).toBeVisible();
  await toSource(page);
  expect(await source(page).inputValue()).toMatch(
    /^Intro\.\n\n!\[Racks in the server room\]\(\/images\/[0-9a-f-]{36}\.png\)\n\n!\[\]\(\/images\/[0-9a-f-]{36}\.png\)\n$/,
  );
});

test("the editor has no axe violations in either mode at 1280 and 375 px", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewAdmin(page, "axe");
  await page.goto(`/admin/blog/${LAUNCH_POSTS[0]?.slug}`);
  await expect(source(page)).toBeEditable({ timeout: 15_000 });
  await expectAxeCleanAtBothWidths(page, "blog editor, Source");
  await toVisual(page);
  await visual(page).click();
  await expectAxeCleanAtBothWidths(page, "blog editor, Visual");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: "test-results/screens/blog-visual-375.png", fullPage: true });
});
