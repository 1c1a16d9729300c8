import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { applyContentEdits } from "../../app/lib/content-edits";
import { type InlineContentMap, InlineContentMapSchema } from "../../app/schemas/inline-content";
import { writeDraft } from "../../worker/services/content/inline-content";
import { publishScheduledInlineContent } from "../../worker/services/content/inline-publishing";
import { testDeps, testWorkerDeps } from "../factories/deps";
import { storeImages } from "../factories/images";
import { editorCalls, rows, visitor } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

// A section's look (issue #32): its layout, background tone and image, given in the page's
// order of sections (`looks`, by key, the hero's too). Checked against the page and the media
// library on save, applied to the page's data for every render, carried by history, 409s and
// schedules like every entry.

let token = "";
const calls = editorCalls(() => token);
beforeAll(async () => {
  token = (await signedIn("editor")).token;
  await exports.default.fetch(`${ORIGIN}/it-consulting`).then((r) => r.text());
}, 60_000);

const HOUR = 60 * 60 * 1000;
const keysOf = (html: string) => [...html.matchAll(/data-key="([^"]+)"/g)].map((m) => m[1] ?? "");
const sections = (items: { key: string; add?: { type: string } }[], looks?: unknown) => ({
  type: "sections",
  selector: "[data-sections]",
  items,
  ...(looks === undefined ? {} : { looks }),
});
/** The opening tag of the section under `key` (the hero: its `id`). */
const sectionTag = (html: string, key: string) =>
  new RegExp(`<section[^>]*id="${key}"[^>]*>`).exec(html)?.[0] ?? "";
/** The markup of the section under `key`, up to the next section. */
const sectionHtml = (html: string, key: string) => {
  const start = html.indexOf(sectionTag(html, key));
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
};
const editMode = async (path: string) =>
  (
    await exports.default.fetch(`${ORIGIN}${path}/admin`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).text();

describe("a section's look", () => {
  it("sets layouts, backgrounds and library images, the hero's too, and takes an image away", async () => {
    const path = "/it-consulting";
    const [key = ""] = await storeImages(1, { alt: "Engineers at the network desk" });
    const src = `/images/${key}`;
    const order = keysOf((await visitor(path)).html).map((name) => ({ key: name }));
    expect(order.map((item) => item.key)).toContain("faqs");
    const looks = {
      hero: { variant: "split", image: { src, alt: "Engineers at the network desk" } },
      faqs: { variant: "stacked", tone: "muted" },
      n1: { variant: "image-right", image: { src, alt: "", decorative: true } },
    };
    const saved = await calls.save(path, {
      sections_element_1: sections([...order, { key: "n1", add: { type: "image-text" } }], looks),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    // Edit mode shows the draft's looks and names them for the Style dialog.
    const draft = await editMode(path);
    expect(sectionTag(draft, "faqs")).toContain('data-variant="stacked"');
    expect(sectionTag(draft, "faqs")).toContain('data-tone="muted"');
    expect(sectionTag(draft, "hero")).toContain('data-variant="split"');

    expect((await calls.publish(path)).status).toBe(200);
    const { html } = await visitor(path);
    expect(sectionHtml(html, "hero")).toContain(`src="${src}"`);
    expect(sectionHtml(html, "hero")).toContain('alt="Engineers at the network desk"');
    expect(sectionTag(html, "faqs")).toContain("bg-slate-50");
    expect(sectionHtml(html, "n1")).toMatch(new RegExp(`<img[^>]*src="${src}"[^>]*alt=""`));
    // Visitors' markup carries no editor attributes.
    expect(html).not.toContain("data-variant=");

    // The image taken away again: the hero shows none.
    const again = await calls.save(path, {
      sections_element_1: sections([...order, { key: "n1", add: { type: "image-text" } }], {
        ...looks,
        hero: { variant: "split", image: null },
      }),
    });
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await calls.publish(path)).status).toBe(200);
    expect(sectionHtml((await visitor(path)).html, "hero")).not.toContain("<img");
  });

  it("refuses a look the section cannot take, storing nothing", async () => {
    const path = "/24-7-helpdesk";
    const [key = ""] = await storeImages(1);
    const order = keysOf((await visitor(path)).html).map((name) => ({ key: name }));
    const stored = JSON.stringify(await rows(path));
    const unknownImage = `/images/${crypto.randomUUID()}.png`;
    const refusals: [unknown, string][] = [
      [{ nope: { tone: "muted" } }, "nope is not a section of this page"],
      [{ faqs: { variant: "wide" } }, "layouts are split, stacked"],
      [{ hero: { variant: "split-screen" } }, "layouts are standard, centred, split, form"],
      [{ faqs: { image: { src: `/images/${key}`, alt: "A photo" } } }, "has no image"],
      [{ hero: { image: { src: unknownImage, alt: "A photo" } } }, "is not in the media library"],
      [{ hero: { image: { src: "/images/photo.png", alt: "A photo" } } }, "from the media library"],
      [{ hero: { image: { src: "https://example.com/a.png", alt: "A" } } }, "media library"],
      [{ hero: { image: { src: `/images/${key}` } } }, "alt text"],
      [{ faqs: { tone: "pink" } }, "Tone must be white, muted, navy"],
      [{ faqs: { colour: "red" } }, "colour"],
      [{ "1bad": { tone: "muted" } }, "names a section by its key"],
    ];
    for (const [looks, message] of refusals) {
      const response = await calls.save(path, { sections_element_1: sections(order, looks) });
      const body = await response.text();
      expect(response.status, `${JSON.stringify(looks)} ${body}`).toBe(400);
      expect(body, JSON.stringify(looks)).toContain(message);
    }
    expect(JSON.stringify(await rows(path))).toBe(stored);
  });

  it("is saved with the version the editor saw, restored from history and published on schedule", async () => {
    const path = "/managed-services";
    const order = keysOf((await visitor(path)).html).map((name) => ({ key: name }));
    const base = await calls.draftVersion(path);
    const first = await calls.save(path, {
      sections_element_1: sections(order, { faqs: { tone: "muted" } }),
    });
    expect(first.status, await first.clone().text()).toBe(200);
    // A second editor who saw the draft before that save meets a 409; nothing of theirs lands.
    const stale = await calls.save(
      path,
      { sections_element_1: sections(order, { faqs: { variant: "stacked" } }) },
      { baseVersion: base },
    );
    expect(stale.status).toBe(409);
    const afterStale = await editMode(path);
    expect(sectionTag(afterStale, "faqs")).toContain('data-tone="muted"');
    expect(sectionTag(afterStale, "faqs")).not.toContain('data-variant="stacked"');

    // A second look, then the first restored from the history.
    const second = await calls.save(path, {
      sections_element_1: sections(order, { faqs: { variant: "stacked" } }),
    });
    expect(second.status).toBe(200);
    const listed = await api(`/api/inline-content/revisions?pagePath=${path}`, { token });
    const { revisions } = await listed.json<{ revisions: { id: number; action: string }[] }>();
    const firstSave = revisions.filter((r) => r.action === "save").at(-1)?.id ?? 0;
    const restored = await api("/api/inline-content/restore", {
      method: "POST",
      token,
      body: {
        pagePath: path,
        revisionId: firstSave,
        baseVersion: await calls.draftVersion(path),
      },
    });
    expect(restored.status, await restored.clone().text()).toBe(200);
    const back = await editMode(path);
    expect(sectionTag(back, "faqs")).toContain('data-tone="muted"');
    expect(sectionTag(back, "faqs")).not.toContain('data-variant="stacked"');

    // Scheduled: visitors get the look only once the cron publishes it.
    const scheduled = await calls.publish(path, "publish", {
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(scheduled.status, await scheduled.clone().text()).toBe(200);
    expect(sectionTag((await visitor(path)).html, "faqs")).not.toContain("bg-slate-50");
    await publishScheduledInlineContent(testWorkerDeps(), new Date(Date.now() + 2 * HOUR));
    expect(sectionTag((await visitor(path)).html, "faqs")).toContain("bg-slate-50");
  });
});

describe("a look's image and a delete at the same moment", () => {
  it("is refused at the draft's write when its image left the library after the check", async () => {
    const path = "/cloud-services";
    const [key = ""] = await storeImages(1, { alt: "A rack of servers" });
    const order = keysOf((await visitor(path)).html).map((name) => ({ key: name }));
    const map = InlineContentMapSchema.parse({
      sections_element_1: sections(order, {
        hero: { variant: "split", image: { src: `/images/${key}`, alt: "A rack of servers" } },
      }),
    });
    // The save's check passed; the image is deleted before its write reaches D1.
    await env.DB.prepare("DELETE FROM media WHERE key = ?").bind(key).run();
    const stored = JSON.stringify(await rows(path));
    const write = writeDraft(testDeps(), { pagePath: path, pageType: "page" }, map, {
      baseVersion: await calls.draftVersion(path),
      htmlSample: "",
      actor: { id: "editor-id", username: "editor" },
      action: "save",
    });
    await expect(write).rejects.toMatchObject({ status: 400, code: "IMAGE_NOT_STORED" });
    expect(JSON.stringify(await rows(path))).toBe(stored);
  });
});

describe("edited content worked out once", () => {
  const page = { sections: [{ type: "hero", key: "hero", title: "Hello" }] };
  const map: InlineContentMap = {
    text_element_1: { type: "text", selector: '[data-eid="hero.title"]', content: "Hi there" },
  };

  it("shares one frozen result per frozen map, page and view", () => {
    const frozen = Object.freeze({ ...map });
    const first = applyContentEdits(page, frozen, "visitor");
    expect(first.content.sections[0]?.title).toBe("Hi there");
    expect(applyContentEdits(page, frozen, "visitor")).toBe(first);
    expect(Object.isFrozen(first.content.sections[0])).toBe(true);
    expect(applyContentEdits(page, frozen, "editor")).not.toBe(first);
    // The page's own data never changes.
    expect(page.sections[0]?.title).toBe("Hello");
    expect(Object.isFrozen(page)).toBe(false);
  });

  it("works a map that may still change out each time", () => {
    const open = { ...map };
    const first = applyContentEdits(page, open, "visitor");
    expect(applyContentEdits(page, open, "visitor")).not.toBe(first);
    expect(Object.isFrozen(first.content)).toBe(false);
  });
});
