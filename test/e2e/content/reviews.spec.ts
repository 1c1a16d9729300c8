import { expect } from "@playwright/test";
import {
  createPublishedPost,
  expectAxeCleanAtBothWidths,
  signInAsNewAdmin,
  staffMember,
  test,
} from "../fixtures";

// Issue 35, review before publish, as a new team tries it: an admin creates an author and an
// editor; the author writes a post and cannot publish it, submits it; the editor sends it back
// with a comment; the author fixes it and submits again; the editor approves; the author
// publishes exactly that version.

const REQUIRED =
  "This change needs a review before it is published or scheduled: submit it for review, or ask an editor to publish it";

test("a post goes through review: sent back, fixed, approved, published", async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const { token: adminToken } = await signInAsNewAdmin(page, "team");
  const author = await staffMember(browser, adminToken, "author");
  const editor = await staffMember(browser, adminToken, "editor");
  const slug = `helpdesk-sla-${tag}`;
  await createPublishedPost(author.page, author.token, {
    slug,
    title: `Helpdesk SLAs explained ${tag}`,
    excerpt: "What a 15-minute response really means.",
    content: "## Response times\n\nWe answer within 15 minutes.",
    published: false,
  });

  // The author cannot publish; they submit for review.
  const writer = author.page;
  await writer.goto(`/admin/blog/${slug}`);
  await writer.getByRole("tab", { name: "Preview" }).click();
  await writer.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(writer.getByText(REQUIRED).first()).toBeVisible();
  const bar = writer.getByRole("region", { name: "Review before publish" });
  await bar.getByRole("button", { name: "Submit for review" }).click();
  await expect(bar).toContainText("You sent this for review");
  await expect(writer.getByText(REQUIRED)).toHaveCount(0);

  // The editor comments on one paragraph of the post, mentioning the author.
  const reviewer = editor.page;
  await reviewer.goto(`/admin/blog/${slug}`);
  await reviewer.getByTestId("comments-button").click();
  const panel = reviewer.getByRole("dialog", { name: "Comments" });
  const about = panel.getByLabel("About");
  const paragraph = await about.locator("option", { hasText: "We answer" }).getAttribute("value");
  await about.selectOption(paragraph ?? "");
  await panel
    .getByLabel("New comment")
    .fill(`@${author.username} give the after-hours figure here.`);
  await panel.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(panel.getByText("give the after-hours figure here.")).toBeVisible();
  await expectAxeCleanAtBothWidths(reviewer, "Comments panel");
  await reviewer.setViewportSize({ width: 375, height: 812 });
  await reviewer.screenshot({ path: "test-results/comments-375.png" });
  await reviewer.setViewportSize({ width: 1280, height: 900 });
  await reviewer.screenshot({ path: "test-results/comments-1280.png" });
  await panel.getByRole("button", { name: "Close comments" }).click();

  // The editor sends it back with a comment.
  await reviewer.goto("/admin?tab=reviews");
  await expect(reviewer.getByRole("tab", { name: /^Reviews/ })).toContainText("1");
  const row = reviewer.getByRole("listitem").filter({ hasText: `Helpdesk SLAs explained ${tag}` });
  await row.getByRole("button", { name: /^Request changes/ }).click();
  const decision = reviewer.getByRole("dialog", { name: "Request changes" });
  await decision.getByLabel("What should change (required)").fill("Add the after-hours SLA.");
  await expectAxeCleanAtBothWidths(reviewer, "Request changes dialog");
  await decision.getByRole("button", { name: "Request changes" }).click();
  await expect(decision).toBeHidden();

  // The author reads the comment, fixes the post, and submits again.
  await writer.reload();
  await expect(bar).toContainText("Add the after-hours SLA.");
  // The paragraph's comment waits in the author's Comments panel.
  await expect(writer.getByTestId("comments-button")).toContainText("1");
  await writer.getByTestId("comments-button").click();
  const notes = writer.getByRole("dialog", { name: "Comments" });
  await expect(notes).toContainText("We answer within 15 minutes.");
  await expect(notes).toContainText("give the after-hours figure here.");
  await notes.getByRole("button", { name: "Close comments" }).click();
  await writer.getByLabel("Excerpt").fill("What a 15-minute response really means, day and night.");
  await writer.getByRole("button", { name: "Save Draft" }).click();
  await expect(writer.getByText("Unsaved changes")).toHaveCount(0);
  await bar.getByRole("button", { name: "Submit for review" }).click();
  await expect(bar).toContainText("You sent this for review");

  // The editor approves from the Reviews tab (1280 and 375 px, axe 0).
  await reviewer.reload();
  await expectAxeCleanAtBothWidths(reviewer, "Reviews tab");
  await reviewer.setViewportSize({ width: 375, height: 812 });
  await reviewer.screenshot({ path: "test-results/reviews-375.png", fullPage: true });
  await reviewer.setViewportSize({ width: 1280, height: 900 });
  await reviewer.screenshot({ path: "test-results/reviews-1280.png", fullPage: true });
  await row.getByRole("button", { name: /^Approve/ }).click();
  const approve = reviewer.getByRole("dialog", { name: "Approve this change?" });
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(approve).toBeHidden();

  // The author publishes exactly the approved version.
  await writer.reload();
  await expect(bar).toContainText("Approved");
  await writer.screenshot({ path: "test-results/review-approved-editor-1280.png" });
  // Before it ships, the author shares a preview with someone signed out.
  await writer.getByRole("button", { name: "Share preview" }).click();
  const share = writer.getByRole("dialog", { name: "Share a preview" });
  await share.getByRole("button", { name: "Create link" }).click();
  const previewUrl = await share.getByLabel("Preview link").inputValue();
  await share.getByRole("button", { name: "Close" }).click();
  const guest = await browser.newContext();
  const client = await guest.newPage();
  const preview = await client.goto(previewUrl);
  expect(preview?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(client.getByText("Preview of a draft.")).toBeVisible();
  await expect(client.getByText("day and night")).toBeVisible();
  await expect(client.getByRole("heading", { level: 1 })).toHaveText(
    `Helpdesk SLAs explained ${tag}`,
  );
  await guest.close();
  await writer.getByRole("tab", { name: "Preview" }).click();
  await writer.getByRole("button", { name: "Publish", exact: true }).click();
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await expect
    .poll(async () => (await reader.request.get(`/blog/${slug}`)).status(), { timeout: 15_000 })
    .toBe(200);
  await visitor.close();
  await author.context.close();
  await editor.context.close();
});

test("an author's change to a published post waits beside it until approved and published", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const { token: adminToken } = await signInAsNewAdmin(page, "live");
  const author = await staffMember(browser, adminToken, "author");
  const editor = await staffMember(browser, adminToken, "editor");
  const slug = `noc-handover-${tag}`;
  const created = await createPublishedPost(author.page, author.token, {
    slug,
    title: `NOC handovers ${tag}`,
    excerpt: "How the night shift hands over.",
    content: "## Handover\n\nEvery open alert is named.",
    published: false,
  });
  // The editor publishes it (the author cannot under the default policy).
  const asEditor = { authorization: `Bearer ${editor.token}` };
  const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, ...fields } = created;
  const published = await editor.page.request.put(`/api/blogs/${created.id}`, {
    data: { ...fields, published: true },
    headers: asEditor,
  });
  expect(published.ok(), await published.text()).toBe(true);
  const publicExcerpt = async () =>
    ((await (await page.request.get(`/api/public/blog/${slug}`)).json()) as { excerpt: string })
      .excerpt;

  // The author edits the live post: the changes are saved apart; visitors keep the live post.
  const writer = author.page;
  await writer.goto(`/admin/blog/${slug}`);
  const notice = writer.getByTestId("pending-changes");
  await expect(notice).toContainText("This post is live. Your changes are saved apart");
  await writer.getByLabel("Excerpt").fill("How the night shift hands over, alert by alert.");
  await writer.getByRole("button", { name: "Save changes" }).click();
  await expect(notice).toContainText(`Unpublished changes, saved by ${author.username}`);
  await expect(writer.getByText("Unpublished changes", { exact: true })).toBeVisible();
  expect(await publicExcerpt()).toBe("How the night shift hands over.");
  await expectAxeCleanAtBothWidths(writer, "Blog editor with unpublished changes");
  await writer.setViewportSize({ width: 375, height: 812 });
  await writer.screenshot({ path: "test-results/pending-changes-375.png" });
  await writer.setViewportSize({ width: 1280, height: 900 });
  await writer.screenshot({ path: "test-results/pending-changes-1280.png" });

  // Submitted, approved by the editor, then published by the author.
  const bar = writer.getByRole("region", { name: "Review before publish" });
  await bar.getByRole("button", { name: "Submit for review" }).click();
  await expect(bar).toContainText("You sent this for review");
  const listed = await editor.page.request.get(
    `/api/reviews?target=${encodeURIComponent(`post:${created.id}`)}`,
    { headers: asEditor },
  );
  const [review] = ((await listed.json()) as { reviews: { id: string; version: number }[] })
    .reviews;
  const approved = await editor.page.request.post(`/api/reviews/${review?.id}/approve`, {
    data: { version: review?.version },
    headers: asEditor,
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await writer.reload();
  await expect(bar).toContainText("Approved");
  await writer.getByRole("tab", { name: "Preview" }).click();
  await writer.getByRole("button", { name: "Publish changes" }).click();
  await expect(notice).toContainText("This post is live");
  await expect(writer.getByText("Unpublished changes", { exact: true })).toHaveCount(0);
  expect(await publicExcerpt()).toBe("How the night shift hands over, alert by alert.");
  await author.context.close();
  await editor.context.close();
});
