import { crc32, deflateSync } from "node:zlib";
import type { Locator } from "@playwright/test";
import { MEDIA_MESSAGES } from "../../../app/schemas/media";
import {
  E2E_ADMIN,
  expect,
  expectAxeCleanAtBothWidths,
  type Page,
  signInAsNewAdmin,
  test,
} from "../fixtures";

// The media library (issue #21): staff upload images with their alt text by button, drag and
// drop or paste, edit the alt (a stale save is refused), mark one decorative, see which posts
// use an image, may not delete one in use, and delete one no post uses; authors see no Delete;
// the featured image comes from the library with its alt. Other specs upload images to the
// same server at the same time, so everything here is found by this run's own alt texts.

/** A real `width` × `height` PNG of one colour, so the browser draws it and measures it. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Drops files on `target` as a person dragging them from the desktop would. */
async function dropFiles(
  page: Page,
  target: Locator,
  files: { name: string; type: string; buffer: Buffer }[],
) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return transfer;
    },
    files.map((f) => ({ name: f.name, type: f.type, base64: f.buffer.toString("base64") })),
  );
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

/** Pastes files (Ctrl+V of a copied image) into the page. */
async function pasteFiles(page: Page, name: string, buffer: Buffer) {
  await page.evaluate(
    ({ name, base64 }) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type: "image/png" }));
      document.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    },
    { name, base64: buffer.toString("base64") },
  );
}

/** The Media view's card of the image whose alt text (or thumbnail name) is `alt`. */
const card = (page: Page, alt: string) =>
  page.getByTestId("media-item").filter({ has: page.getByRole("heading", { name: alt }) });

/** Reads the library through the API and returns this run's item with `alt`. */
async function itemWithAlt(page: Page, token: string, alt: string) {
  const response = await page.request.get("/api/media", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as {
    items: { key: string; url: string; alt: string; version: number }[];
  };
  const item = items.find((i) => i.alt === alt);
  expect(item, `the library holds "${alt}"`).toBeTruthy();
  return item as NonNullable<typeof item>;
}

test("staff upload images with alt text, edit them, see where they are used and delete the unused one", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const { token } = await signInAsNewAdmin(page, "media");
  const auth = { authorization: `Bearer ${token}` };
  const firstAlt = `A technician replacing a server disk ${run}`;
  const secondAlt = `A blue network switch with cables ${run}`;

  await page.goto("/admin?tab=media");
  await expect(page.getByRole("heading", { name: /Media library/ })).toBeVisible();
  const zone = page.getByTestId("upload-drop-zone");

  // 1. By the button: the dialog shows the file's size in words and asks its alt text.
  await zone.getByLabel("Upload images").setInputFiles({
    name: "disk.png",
    mimeType: "image/png",
    buffer: png(160, 90, [30, 64, 175]),
  });
  const dialog = page.getByRole("dialog", { name: "Upload images" });
  await expect(dialog.getByText("160 × 90 px")).toBeVisible();
  await expect(dialog.getByText(/\d+ bytes|\d+(\.\d)? KB/)).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "the upload dialog");
  await dialog.getByRole("button", { name: "Upload the image" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(MEDIA_MESSAGES.altRequired);
  await dialog.getByLabel("Alt text").fill(firstAlt);
  await dialog.getByRole("button", { name: "Upload the image" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, firstAlt)).toContainText("160 × 90 px");
  await expect(card(page, firstAlt)).toContainText("Not used by any post or page.");
  await expect(card(page, firstAlt).getByRole("img", { name: firstAlt })).toBeVisible();

  // 2. By drag and drop: a real image and a file that only claims to be one, each with its
  // own error; the fake one is removed and the real one uploaded.
  await dropFiles(page, zone, [
    { name: "switch.png", type: "image/png", buffer: png(64, 48, [16, 185, 129]) },
    { name: "fake.png", type: "image/png", buffer: Buffer.from("not an image at all") },
  ]);
  const staged = dialog.getByRole("listitem");
  await expect(staged).toHaveCount(2);
  await staged.filter({ hasText: "switch.png" }).getByLabel("Alt text").fill(secondAlt);
  await staged.filter({ hasText: "fake.png" }).getByLabel("Alt text").fill("Nothing");
  await dialog.getByRole("button", { name: "Upload 2 images" }).click();
  await expect(staged.filter({ hasText: "fake.png" }).getByRole("alert")).toHaveText(
    "The file's contents do not match its type; upload a real image",
  );
  await expect(staged.filter({ hasText: "switch.png" })).toContainText("Uploaded");
  await dialog.getByRole("button", { name: "Remove fake.png" }).click();
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, secondAlt)).toContainText("64 × 48 px");

  // 3. By paste: the dialog opens with the pasted image; Cancel uploads nothing.
  await pasteFiles(page, "pasted.png", png(20, 20, [200, 0, 0]));
  await expect(dialog.getByText("pasted.png")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  await expectAxeCleanAtBothWidths(page, "the Media view");

  // Edit an alt text; it is there after a reload.
  const editedAlt = `A technician replacing a failed server disk ${run}`;
  await card(page, firstAlt).getByLabel("Alt text").fill(editedAlt);
  await card(page, firstAlt).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Alt text saved").first()).toBeVisible();
  await page.reload();
  await expect(card(page, editedAlt).getByLabel("Alt text")).toHaveValue(editedAlt);

  // Someone else changes it meanwhile: this screen's save is refused with the stale message.
  const first = await itemWithAlt(page, token, editedAlt);
  const other = await page.request.patch(`/api/media/${first.key}`, {
    headers: auth,
    data: { alt: `${editedAlt} (theirs)`, version: first.version },
  });
  expect(other.status(), await other.text()).toBe(200);
  await card(page, editedAlt).getByLabel("Alt text").fill(`${editedAlt} (mine)`);
  await card(page, editedAlt).getByRole("button", { name: "Save" }).click();
  await expect(card(page, editedAlt).getByRole("alert")).toContainText(MEDIA_MESSAGES.stale);
  await card(page, editedAlt).getByRole("button", { name: "Reload the library" }).click();
  const theirs = `${editedAlt} (theirs)`;
  await expect(card(page, theirs).getByLabel("Alt text")).toHaveValue(theirs);

  // Mark the second image decorative: its alt is emptied and it stays decorative.
  const second = await itemWithAlt(page, token, secondAlt);
  await card(page, secondAlt).getByLabel("Decorative image").check();
  await card(page, secondAlt).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Marked as decorative").first()).toBeVisible();
  const decorativeCard = page
    .getByTestId("media-item")
    .filter({ has: page.locator(`img[src="${second.url}"]`) });
  await expect(decorativeCard.getByLabel("Decorative image")).toBeChecked();
  await page.reload();
  await expect(decorativeCard.getByLabel("Decorative image")).toBeChecked();
  await expect(decorativeCard.getByLabel("Alt text")).toHaveValue("");

  // A draft post shows the first image in its body: the card names it, linking to its editor.
  const title = `Replacing disks without downtime ${run}`;
  const slug = `replacing-disks-${run}`;
  const post = await page.request.post("/api/blogs", {
    headers: auth,
    data: {
      slug,
      title,
      excerpt: "How we swap a failed disk while the server keeps serving.",
      content: `## The swap\n\n![${theirs}](${first.url})\n`,
      author: "admin",
      category: "Technology",
      categoryColor: "#3B82F6",
      readTime: "3 min read",
      published: false,
      image: "",
      tags: [],
      seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
    },
  });
  expect(post.status(), await post.text()).toBe(201);
  await page.reload();
  const used = card(page, theirs);
  await expect(used.getByRole("link", { name: title })).toHaveAttribute(
    "href",
    `/admin/blog/${slug}`,
  );
  await expect(used).toContainText("in the body");
  await expect(used).toContainText("Draft");

  // Delete is refused while the post uses it, naming the post; the unused one is deleted.
  await used.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(used.getByRole("alert")).toHaveText(MEDIA_MESSAGES.inUse([title]));
  await decorativeCard.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Image deleted").first()).toBeVisible();
  await expect(decorativeCard).toHaveCount(0);
  expect((await page.request.get(second.url)).status()).toBe(404);
  await page.reload();
  await expect(card(page, theirs)).toHaveCount(1);
  await expect(decorativeCard).toHaveCount(0);
});

test("authors see the library and edit the alt texts of their own uploads, but have no Delete", async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const first = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await first.json()) as { token: string };
  const alt = `An author's view of a rack ${run}`;
  const uploaded = await page.request.post("/api/images", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: "rack.png", mimeType: "image/png", buffer: png(30, 20, [0, 0, 0]) },
      alt,
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const username = `media-author-${run}`;
  const created = await page.request.post("/api/users", {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password: "media-author-password", role: "author" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.context().clearCookies();
  const login = await page.request.post("/api/auth/login", {
    data: { username, password: "media-author-password" },
  });
  expect(login.ok()).toBe(true);
  const authorToken = ((await login.json()) as { token: string }).token;
  const ownAlt = `The author's own rack ${run}`;
  const own = await page.request.post("/api/images", {
    headers: { authorization: `Bearer ${authorToken}` },
    multipart: {
      file: { name: "own.png", mimeType: "image/png", buffer: png(30, 20, [0, 80, 0]) },
      alt: ownAlt,
    },
  });
  expect(own.status(), await own.text()).toBe(201);

  await page.goto("/admin?tab=media");
  await expect(card(page, alt)).toContainText("30 × 20 px");
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  // The admin's image: its alt is shown, not editable.
  await expect(card(page, alt).getByLabel("Alt text")).toHaveCount(0);
  await expect(card(page, alt)).toContainText(
    "Only editors and the person who uploaded it can change this image's alt text.",
  );
  await card(page, ownAlt).getByLabel("Alt text").fill(`${ownAlt}, edited`);
  await card(page, ownAlt).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Alt text saved").first()).toBeVisible();
});

test("the featured image comes from the library with its alt text, or is marked decorative", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const { token } = await signInAsNewAdmin(page, "cover");
  // An image uploaded without alt text (as before the library asked for it).
  const uploaded = await page.request.post("/api/images", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: "team.png", mimeType: "image/png", buffer: png(120, 61, [250, 200, 0]) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };

  const slug = `cover-from-library-${run}`;
  await page.goto(`/admin/blog/${slug}`);
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Choose from library" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose the featured image" });
  await dialog
    .getByRole("list", { name: "Images in the library" })
    .getByRole("listitem")
    .filter({ has: page.locator(`img[src="${url}"]`) })
    .getByRole("button")
    .click();
  // The picker asks its alt text before it is used, and saves it to the library.
  const missing = dialog.getByRole("list", { name: "Chosen images without alt text" });
  await expect(missing).toContainText("This image has no alt text yet.");
  await expectAxeCleanAtBothWidths(page, "the featured image picker");
  await dialog.getByRole("button", { name: "Use this image" }).click();
  await expect(missing.getByRole("alert")).toHaveText(MEDIA_MESSAGES.altRequired);
  const alt = `Two engineers at a whiteboard ${run}`;
  await missing.getByLabel("Alt text").fill(alt);
  await dialog.getByRole("button", { name: "Use this image" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByAltText("Cover preview")).toHaveAttribute("src", url);
  await expect(page.getByLabel("Image alt text")).toHaveValue(alt);
  expect((await itemWithAlt(page, token, alt)).url).toBe(url);
  await expectAxeCleanAtBothWidths(page, "the Settings tab with a featured image");

  // Without alt text and not decorative, the save is refused before anything is sent.
  await page.getByLabel("Image alt text").fill("");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(
    page.getByText(`Featured image: ${MEDIA_MESSAGES.altRequired}`).first(),
  ).toBeVisible();
  const blogs = await page.request.get("/api/blogs", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await blogs.json()) as { slug: string }[]).some((b) => b.slug === slug)).toBe(false);

  await page.getByLabel("Decorative image").check();
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Blog saved successfully").first()).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByLabel("Decorative image")).toBeChecked();

  // The library names the post as the image's user, as its featured image.
  await page.goto("/admin?tab=media");
  await expect(card(page, alt)).toContainText("featured image");
});
