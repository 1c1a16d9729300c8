import { expect, type Page } from "@playwright/test";
import {
  createPageFromTemplate,
  createPublishedPost,
  expectAxeCleanAtBothWidths,
  pressAndReload,
  replaceText,
  signInAsNewAdmin,
  staffMember,
  test,
  toolbarAndReload,
  waitForEditing,
} from "../fixtures";

// Issue 36, editing together: two staff open the same post in the blog editor, each sees the
// other, both type in the same paragraph at once, and both end with every character of both;
// the saved draft is what they see. A third person whose session is revoked is shown out.

const people = (page: Page) => page.getByRole("group", { name: "People editing this" });
const source = (page: Page) => page.locator("#blog-content");

/** The post's body as stored now (the room's saver saves it, debounced). */
async function storedBody(page: Page, token: string, id: string) {
  const listed = await page.request.get("/api/blogs", {
    headers: { authorization: `Bearer ${token}` },
  });
  const posts = (await listed.json()) as { id: string; content: string }[];
  return posts.find((p) => p.id === id)?.content ?? "";
}

/** Puts the caret right after `text` in the Source textarea and types `typed`. */
async function typeAfter(page: Page, text: string, typed: string) {
  const area = source(page);
  await area.focus();
  await area.evaluate((el, after) => {
    const box = el as HTMLTextAreaElement;
    const at = box.value.indexOf(after) + after.length;
    box.setSelectionRange(at, at);
  }, text);
  await page.keyboard.type(typed, { delay: 15 });
}

test("two staff edit one post live: presence, both typists' words, one saved draft", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const { token: adminToken, username: adminName } = await signInAsNewAdmin(page, "live");
  const slug = `live-post-${tag}`;
  const post = await createPublishedPost(page, adminToken, {
    slug,
    title: `Live post ${tag}`,
    excerpt: "Two people, one paragraph.",
    content: "## Plan\n\nWe patch servers on Tuesday.\n\nBackups run nightly.",
    published: false,
  });
  const editor = await staffMember(browser, adminToken, "editor");
  const other = editor.page;
  // The Source mode, as a new browser opens the editor.
  for (const p of [page, other]) {
    await p.goto(`/admin/blog/${slug}`);
    await expect(source(p)).toBeVisible();
  }

  // Each sees the other.
  await expect(
    people(page).getByRole("button", { name: new RegExp(editor.username) }),
  ).toBeVisible();
  await expect(people(other).getByRole("button", { name: new RegExp(adminName) })).toBeVisible();
  await expect(people(page)).toContainText("Live");

  // Both type in the same paragraph at once.
  await Promise.all([
    typeAfter(page, "We patch servers", " and laptops"),
    typeAfter(other, "on Tuesday", " at nine"),
  ]);
  const both = "We patch servers and laptops on Tuesday at nine.";
  await expect(source(page)).toHaveValue(new RegExp(both));
  await expect(source(other)).toHaveValue(new RegExp(both));
  expect(await source(page).inputValue()).toBe(await source(other).inputValue());
  // Each sees the other's caret, with their name.
  await expect(page.getByTestId("remote-caret").filter({ hasText: editor.username })).toBeVisible();
  await expect(other.getByTestId("remote-caret").filter({ hasText: adminName })).toBeVisible();

  // Undo takes back one's own words only.
  await source(page).focus();
  await page.keyboard.press("ControlOrMeta+z");
  const undone = "We patch servers on Tuesday at nine.";
  await expect(source(page)).toHaveValue(new RegExp(undone));
  await expect(source(other)).toHaveValue(new RegExp(undone));
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(source(other)).toHaveValue(new RegExp(both));

  // The saver's debounced save: the stored draft is what both see.
  await expect
    .poll(() => storedBody(page, adminToken, post.id), { timeout: 20_000 })
    .toBe(await source(page).inputValue());
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  await expect(other.getByText("Unsaved changes")).toHaveCount(0);
  await expectAxeCleanAtBothWidths(page, "Blog editor, two people live");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: "test-results/live-editing-375.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/live-editing-1280.png" });

  // Someone whose session is revoked is shown out of the room.
  const third = await staffMember(browser, adminToken, "editor");
  await third.page.goto(`/admin/blog/${slug}`);
  await expect(
    people(page).getByRole("button", { name: new RegExp(third.username) }),
  ).toBeVisible();
  const loggedOut = await third.page.request.post("/api/auth/logout", {
    headers: { authorization: `Bearer ${third.token}` },
  });
  expect(loggedOut.ok()).toBe(true);
  await expect(third.page.getByText("Your session has ended").first()).toBeVisible({
    timeout: 25_000,
  });
  await expect(people(page).getByRole("button", { name: new RegExp(third.username) })).toHaveCount(
    0,
    {
      timeout: 10_000,
    },
  );

  // The other leaves: gone from the room within 10 s.
  await editor.context.close();
  await expect(people(page)).toContainText("only you", { timeout: 10_000 });
  await third.context.close();
});

test("a dropped connection: the editor says so, and what was typed meanwhile arrives after", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const { token: adminToken } = await signInAsNewAdmin(page, "drop");
  const slug = `live-drop-${tag}`;
  const post = await createPublishedPost(page, adminToken, {
    slug,
    title: `Live drop ${tag}`,
    excerpt: "A connection that drops.",
    content: "## Plan\n\nWe patch servers on Tuesday.\n\nBackups run nightly.",
    published: false,
  });
  const editor = await staffMember(browser, adminToken, "editor");
  const other = editor.page;
  // The editor's room connection passes through here, so the test can cut it and keep it cut.
  let down = false;
  const open: import("@playwright/test").WebSocketRoute[] = [];
  await other.routeWebSocket(/\/api\/live\/socket/, (socket) => {
    if (down) {
      void socket.close({ code: 1011, reason: "Network down" });
      return;
    }
    socket.connectToServer();
    open.push(socket);
  });
  for (const p of [page, other]) {
    await p.goto(`/admin/blog/${slug}`);
    await expect(source(p)).toBeVisible();
  }
  await expect(
    people(page).getByRole("button", { name: new RegExp(editor.username) }),
  ).toBeVisible();

  // The network drops: the editor says so, and its person leaves the admin's room.
  down = true;
  for (const socket of open.splice(0)) await socket.close({ code: 1006, reason: "" });
  const notice = other.getByRole("main").getByRole("status");
  await expect(notice).toHaveText(
    "Reconnecting… your changes stay here and are sent when the connection is back.",
  );
  await expect(people(page)).toContainText("only you", { timeout: 15_000 });

  // Both type while apart.
  await typeAfter(other, "on Tuesday", " at nine");
  await typeAfter(page, "Backups run", " every");
  await expect(source(other)).toHaveValue(/on Tuesday at nine\./);
  await expect(source(other)).not.toHaveValue(/run every/);

  // The network is back: the editor reconnects by itself, and both have every word of both.
  down = false;
  const merged = "## Plan\n\nWe patch servers on Tuesday at nine.\n\nBackups run every nightly.";
  await expect(source(other)).toHaveValue(merged, { timeout: 25_000 });
  await expect(source(page)).toHaveValue(merged);
  await expect(other.getByText(/^Reconnecting…/)).toHaveCount(0);
  await expect.poll(() => storedBody(page, adminToken, post.id), { timeout: 20_000 }).toBe(merged);
  await editor.context.close();
});

test("two staff on one page in edit mode: a claimed element, the other's save shown live", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const { token: adminToken, username: adminName } = await signInAsNewAdmin(page, "inline");
  const editor = await staffMember(browser, adminToken, "editor");
  const other = editor.page;
  for (const p of [page, other]) {
    await p.goto("/voip-solutions/admin");
    await waitForEditing(p);
  }
  await expect(
    people(page).getByRole("button", { name: new RegExp(editor.username) }),
  ).toBeVisible();
  const heading = (p: Page) => p.locator('h1[data-eid="hero.title"]');

  // The admin is in the heading: the editor sees their name on it and cannot edit it.
  await heading(page).click();
  await expect(heading(other)).toHaveAttribute("data-live-by", `${adminName} is editing`);
  await expect(heading(other)).toHaveAttribute("contenteditable", "false");
  await expect(people(other).getByRole("button", { name: new RegExp(adminName) })).toBeVisible();
  await other.setViewportSize({ width: 375, height: 812 });
  await other.screenshot({ path: "test-results/live-inline-375.png" });
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.screenshot({ path: "test-results/live-inline-1280.png" });

  // The admin saves: the editor's page shows the new words without a reload.
  await other.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const words = `Phones that just work ${tag}`;
  await replaceText(heading(page), words);
  await toolbarAndReload(page, "Save", "Changes Saved", (p) => waitForEditing(p));
  await expect(heading(other)).toHaveText(words, { timeout: 10_000 });
  expect(await other.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The admin's reload left the heading: the editor can edit it again.
  await expect(heading(other)).toHaveAttribute("contenteditable", "plaintext-only", {
    timeout: 10_000,
  });
  await expect(heading(other)).not.toHaveAttribute("data-live-by", /.+/);
  await editor.context.close();
});

test("the other's change of sections and list items shows live, an added section too", async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const slug = `live-sections-${Date.now().toString(36)}`;
  const { token: adminToken } = await signInAsNewAdmin(page, "builder");
  await createPageFromTemplate(page, "Event or webinar", "Live Sections Webinar", slug);
  const editor = await staffMember(browser, adminToken, "editor");
  const other = editor.page;
  await other.goto(`/${slug}/admin`);
  await waitForEditing(other);
  await other.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const keys = (p: Page) =>
    p.locator("[data-key]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-key")));
  const steps = (p: Page) =>
    p
      .locator('[data-key="agenda"] [data-item]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-item")));

  // The admin hides a section, moves the first step down, adds a step after the last one (a
  // copy), moves the FAQ section up, and saves.
  const hideNames = await page
    .getByRole("button", { name: /^Hide section: / })
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-label") ?? ""));
  const hideOther = hideNames.find((name) => !name.includes("FAQ")) ?? "";
  await page.getByRole("button", { name: hideOther, exact: true }).click();
  const hidden = await page
    .locator("[data-key][data-hidden]")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-key")));
  expect(hidden).toHaveLength(1);
  await page.getByRole("button", { name: "Move Agenda step 1 down" }).click();
  await page.getByRole("button", { name: "Add an item after Agenda step 3" }).click();
  const stepOrder = await steps(page);
  expect(stepOrder).toHaveLength(4);
  await page.getByRole("button", { name: /^Move FAQ section up$/ }).click();
  const order = await keys(page);
  await toolbarAndReload(page, "Save", "Changes Saved", (p) => waitForEditing(p));
  expect(await keys(page)).toEqual(order);

  // The editor's page shows all of it without a reload.
  await expect(
    other.getByText(/changed this page's sections: they are on this page now/),
  ).toBeVisible({
    timeout: 10_000,
  });
  await expect.poll(() => keys(other)).toEqual(order);
  await expect.poll(() => steps(other)).toEqual(stepOrder);
  // The copied step shows the words it was copied with, and they can be edited here.
  const copy = other.locator(`[data-item="${stepOrder[3]}"] [data-eid]`).first();
  await expect(copy).toHaveText(
    (await page.locator(`[data-item="${stepOrder[3]}"] [data-eid]`).first().textContent()) ?? "",
  );
  await expect(copy).toHaveAttribute("contenteditable", /plaintext-only|true/);
  await expect(other.locator(`[data-key="${hidden[0]}"]`)).toHaveAttribute("data-hidden", "");
  await expect(other.getByRole("button", { name: /^Show section: / })).toHaveCount(1);

  // The admin adds a section only the server can render: it appears on the editor's page, with
  // its words editable there, still without a reload.
  await page.getByRole("button", { name: "Add section at the end" }).click();
  const picker = page.getByRole("dialog", { name: "Add a section" });
  await picker.getByText("Pricing tiers", { exact: true }).click();
  await pressAndReload(
    page,
    picker.getByRole("button", { name: /^Add Pricing tiers/i }),
    "Section added.",
  );
  await waitForEditing(page);
  const pricing = other.locator('[data-section="pricing"]');
  await expect(pricing).toBeVisible({ timeout: 10_000 });
  expect(await keys(other)).toEqual(await keys(page));
  await expect(pricing.locator("[data-eid]").first()).toHaveAttribute(
    "contenteditable",
    /plaintext-only|true/,
  );
  await expect(other.getByRole("button", { name: "Move Pricing tiers section up" })).toBeVisible();
  // Its tiers have their item controls there too: the same controls as on the admin's page.
  const bars = (p: Page) =>
    p
      .getByRole("complementary", { name: "Page structure" })
      .getByRole("group")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-label")).sort());
  expect((await bars(page)).length).toBeGreaterThan(
    (await bars(page)).filter((n) => n?.endsWith("section")).length,
  );
  await expect.poll(() => bars(other)).toEqual(await bars(page));
  expect(await other.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await other.screenshot({
    path: test.info().outputPath("live-sections-1280.png"),
    fullPage: true,
  });
  await editor.context.close();
});

test("Source and Visual mode edit one shared body; untouched blocks keep their bytes", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const { token: adminToken, username: adminName } = await signInAsNewAdmin(page, "modes");
  const slug = `live-modes-${tag}`;
  // The heading's extra spaces and the list's "*" markers are bytes Visual mode must not touch.
  const body = "##   Plan  \n\n* one\n* two\n\nWe patch on Tuesday.\n\nBackups run nightly.";
  await createPublishedPost(page, adminToken, {
    slug,
    title: `Live modes ${tag}`,
    excerpt: "Source and Visual together.",
    content: body,
    published: false,
  });
  const editor = await staffMember(browser, adminToken, "editor");
  const other = editor.page;
  await page.goto(`/admin/blog/${slug}`);
  await expect(source(page)).toBeVisible();
  await other.goto(`/admin/blog/${slug}`);
  await other.getByRole("button", { name: "Visual", exact: true }).click();
  const visual = other.getByTestId("visual-editor");
  await expect(visual).toBeVisible({ timeout: 15_000 });
  await expect(
    people(page).getByRole("button", { name: new RegExp(editor.username) }),
  ).toBeVisible();

  // Visual mode types at the end of the last paragraph while Source mode types in another.
  await visual.getByText("Backups run nightly.").click();
  await other.keyboard.press("End");
  await Promise.all([
    other.keyboard.type(" Restores monthly.", { delay: 15 }),
    typeAfter(page, "We patch", " servers"),
  ]);
  const merged = body
    .replace("We patch", "We patch servers")
    .replace("nightly.", "nightly. Restores monthly.");
  await expect(source(page)).toHaveValue(merged);
  await expect(visual.getByText("We patch servers on Tuesday.")).toBeVisible();
  await expect(visual.getByText("Backups run nightly. Restores monthly.")).toBeVisible();

  // Each sees the other's caret: the Source typist's in the Visual document, in the paragraph
  // they type in; the Visual typist's in the Source textarea, on its markdown line (the eighth).
  const box = async (locator: import("@playwright/test").Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error("not drawn");
    return found;
  };
  const theirsInVisual = other.getByTestId("remote-caret");
  await expect(theirsInVisual).toHaveCount(1);
  await expect(theirsInVisual).toContainText(adminName);
  const paragraph = await box(visual.getByText("We patch servers on Tuesday."));
  const caretInVisual = await box(theirsInVisual);
  expect(caretInVisual.y + caretInVisual.height / 2).toBeGreaterThan(paragraph.y);
  expect(caretInVisual.y + caretInVisual.height / 2).toBeLessThan(paragraph.y + paragraph.height);
  // After "We patch servers": right of the paragraph's start, left of its end.
  expect(caretInVisual.x).toBeGreaterThan(paragraph.x + 20);
  expect(caretInVisual.x).toBeLessThan(paragraph.x + paragraph.width - 20);
  const theirsInSource = page.getByTestId("remote-caret");
  await expect(theirsInSource).toContainText(editor.username);
  const line = await source(page).evaluate(
    (area, caretTop) => {
      const style = getComputedStyle(area);
      const top = area.getBoundingClientRect().top + Number.parseFloat(style.paddingTop);
      return Math.round((caretTop - top) / Number.parseFloat(style.lineHeight));
    },
    (await box(theirsInSource)).y + 2,
  );
  expect(line).toBe(7);
  await other.screenshot({ path: test.info().outputPath("live-visual-carets.png") });

  // Undo in Visual mode takes back that person's words only, never the ones they were handed.
  await visual.getByText("Backups run nightly. Restores monthly.").click();
  await other.keyboard.press("ControlOrMeta+z");
  const undone = body.replace("We patch", "We patch servers");
  await expect(source(page)).toHaveValue(undone);
  await expect(visual.getByText("We patch servers on Tuesday.")).toBeVisible();
  await expect(visual.getByText("Backups run nightly.", { exact: true })).toBeVisible();
  await other.keyboard.press("ControlOrMeta+Shift+z");
  await expect(source(page)).toHaveValue(merged);
  await editor.context.close();
});
