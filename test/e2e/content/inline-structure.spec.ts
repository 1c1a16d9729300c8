import { LINK_KIND_MESSAGE } from "../../../app/schemas/inline-structure";
import {
  expect,
  expectAxeCleanAtBothWidths,
  replaceText,
  signInAsAdmin,
  test,
  toolbarAndReload,
  visitorHtml,
  waitForEditing,
} from "../fixtures";

// Issue 20, items 1-3 as a staff member does them in Chromium against the production build:
// a button's destination, a FAQ added and moved up, a section hidden; saved, published; an
// anonymous visitor's page (and its raw HTML, JSON-LD included) shows exactly that.

const PATH = "/managed-endpoint-services";

/** The FAQ questions of a page's HTML, in order. */
const questionsOf = (html: string) =>
  [...html.matchAll(/<dt[^>]*data-eid="faqs\.[^"]+\.question"[^>]*>([^<]*)<\/dt>/g)].map(
    (m) => m[1],
  );

/** The questions of a page's FAQPage JSON-LD, in order. */
function jsonLdQuestions(html: string): string[] {
  for (const [, json = ""] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const found: string[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === "object") {
        const record = node as Record<string, unknown>;
        if (record["@type"] === "FAQPage" && Array.isArray(record.mainEntity)) {
          for (const q of record.mainEntity) found.push(String((q as { name?: unknown }).name));
        } else Object.values(record).forEach(visit);
      }
    };
    visit(JSON.parse(json));
    if (found.length > 0) return found;
  }
  return [];
}

test("a staff member points a button elsewhere, adds and moves a FAQ, hides a section, publishes", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  page.on("dialog", (dialog) => void dialog.accept());
  const before = await visitorHtml(browser, PATH);
  const questions = questionsOf(before.html);
  expect(questions.length).toBeGreaterThan(2);
  expect(before.html).toContain('data-key="process"');

  await signInAsAdmin(page);
  await page.goto(`${PATH}/admin`);
  await waitForEditing(page);

  // The button's destination: the kind is checked at once, a missing page by the save.
  const button = page.locator('a[data-eid="hero.primaryCta"]');
  await button.click();
  const link = page.getByRole("region", { name: "Link" });
  await expect(link).toBeVisible();
  await link.getByLabel("Link to").fill("javascript:alert(1)");
  await link.getByRole("button", { name: "Apply link" }).click();
  await expect(link.getByRole("alert")).toHaveText(LINK_KIND_MESSAGE);
  await link.getByLabel("Link to").fill("/no-such-page-here");
  await link.getByRole("button", { name: "Apply link" }).click();
  await expect(button).toHaveAttribute("href", "/no-such-page-here");
  await page.getByRole("toolbar").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Save failed: There is no page at /no-such-page-here")).toBeVisible();
  await link.getByLabel("Link to").fill("  /it-security#faqs ");
  await link.getByLabel("Link to").press("Enter");
  await expect(button).toHaveAttribute("href", "/it-security#faqs");

  // A FAQ: a copy of the second, after it, then moved up; its words typed in.
  await page.getByRole("button", { name: "Add an item after FAQ 2" }).click();
  const added = page.locator('[data-item="faqs.n1"]');
  await expect(added).toBeVisible();
  await expect(page.locator("[data-item^='faqs.']").nth(2)).toHaveAttribute("data-item", "faqs.n1");
  const question = page.locator('[data-eid="faqs.n1.question"]');
  await expect(question).toHaveText(questions[1] ?? "");
  await replaceText(question, "Can you manage laptops that never come to the office?");
  await page.getByRole("button", { name: "Move FAQ 3 up" }).click();
  await expect(page.locator("[data-item^='faqs.']").nth(1)).toHaveAttribute("data-item", "faqs.n1");

  // A section hidden for visitors: marked, still on the editor's page.
  await page.getByRole("button", { name: "Hide section: Process section" }).click();
  const process = page.locator('[data-key="process"]');
  await expect(process).toHaveAttribute("data-hidden", "");
  await expect(
    page.getByRole("group", { name: "Process section" }).getByText("Hidden for visitors"),
  ).toBeVisible();

  // Every control is named and reachable; axe is clean with the controls open, phone too.
  await button.click();
  await expect(link).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "inline editor with structure controls and link open");
  await page.setViewportSize({ width: 375, height: 812 });
  // On a phone an item's bar is one Actions button; pressed from the keyboard, it opens.
  const actions = page.getByRole("button", { name: "Actions for FAQ 2" });
  await actions.scrollIntoViewIfNeeded();
  await actions.focus();
  await page.keyboard.press("Enter");
  await expect(actions).toHaveAttribute("aria-expanded", "true");
  const move = page.getByRole("button", { name: "Move FAQ 2 down" });
  await move.scrollIntoViewIfNeeded();
  await expect(move).toBeInViewport();
  await move.focus();
  await expect(move).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Saved: the draft renders the same structure after the reload.
  await toolbarAndReload(page, "Save", "Changes Saved", waitForEditing);
  await expect(page.locator("[data-item^='faqs.']").nth(1)).toHaveAttribute("data-item", "faqs.n1");
  await expect(question).toHaveText("Can you manage laptops that never come to the office?");
  await expect(process).toHaveAttribute("data-hidden", "");
  await expect(button).toHaveAttribute("href", "/it-security#faqs");
  expect((await visitorHtml(browser, PATH)).html).toContain('data-key="process"');

  // Published: the visitor's page and its JSON-LD say exactly that.
  await toolbarAndReload(page, "Publish", "Published Successfully", waitForEditing);
  const live = await visitorHtml(browser, PATH);
  const expected = [
    questions[0],
    "Can you manage laptops that never come to the office?",
    ...questions.slice(1),
  ];
  expect(questionsOf(live.html)).toEqual(expected);
  expect(jsonLdQuestions(live.html)).toEqual(expected);
  expect(live.html).not.toContain('data-key="process"');
  expect(live.html).not.toContain("data-hidden");
  expect(live.html).toMatch(
    /<a [^>]*href="\/it-security#faqs"[^>]*data-eid="hero\.primaryCta"|<a [^>]*data-eid="hero\.primaryCta"[^>]*href="\/it-security#faqs"/,
  );
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(PATH);
  await expect(
    visitorPage.getByRole("heading", { name: "Frequently asked questions" }),
  ).toBeVisible();
  await expect(
    visitorPage.getByText("Can you manage laptops that never come to the office?"),
  ).toBeVisible();
  await visitor.close();
});
