import { describe, expect, it } from "vitest";
import { type BlogForm, formFromPost, payloadOf } from "../../app/components/blog/editor-form";
import { formatBytes, formatPixels } from "../../app/components/media/sizes";
import { altProblem } from "../../app/components/media/staged-upload";
import type { BlogSaveResult } from "../../app/schemas/blog";
import type { UploadedImage } from "../../app/schemas/media";
import { MEDIA_MESSAGES } from "../../app/schemas/media";
import { pngOf, uploadImage } from "../factories/images";
import { api, signedIn } from "../factories/users";

// The blog editor's featured image alt (issue #21): what the Settings tab holds reaches the
// save as `imageAlt` ("" when decorative or without an image) and comes back the same way; and
// the media dialog's words for sizes and its alt check.

async function featuredForm(token: string): Promise<BlogForm> {
  const uploaded = await uploadImage(token, pngOf(1600, 900), "image/png", { alt: "A rack" });
  const { url } = await uploaded.json<UploadedImage>();
  return {
    slug: `featured-alt-${crypto.randomUUID().slice(0, 8)}`,
    title: "Featured alt",
    excerpt: "A post with a featured image.",
    content: "## Body\n\nText.\n",
    author: "Team",
    category: "Technology",
    categoryColor: "#3B82F6",
    readTime: "2 min read",
    featured: false,
    published: false,
    image: url,
    imageAlt: "Two engineers at a whiteboard",
    imageDecorative: false,
    tags: "",
    seoTitle: "",
    seoDescription: "",
    seoKeywords: "",
    canonicalUrl: "",
    publishAt: "",
  };
}

async function save(token: string, form: BlogForm) {
  const response = await api("/api/blogs", {
    method: "POST",
    token,
    body: payloadOf(form, false),
  });
  expect(response.status).toBe(201);
  return (await response.json<BlogSaveResult>()).blog;
}

describe("the featured image's alt text in the blog editor", () => {
  it("saves the typed alt, and reopens with it", async () => {
    const { token } = await signedIn("editor");
    const form = await featuredForm(token);
    const blog = await save(token, form);
    expect(blog.imageAlt).toBe("Two engineers at a whiteboard");
    expect(formFromPost(blog)).toMatchObject({
      imageAlt: "Two engineers at a whiteboard",
      imageDecorative: false,
    });
  });

  it("saves a decorative image as alt '', and reopens it decorative", async () => {
    const { token } = await signedIn("editor");
    const form = { ...(await featuredForm(token)), imageDecorative: true };
    const blog = await save(token, form);
    expect(blog.imageAlt).toBe("");
    expect(formFromPost(blog)).toMatchObject({ imageAlt: "", imageDecorative: true });
  });

  it("sends no alt without an image, and a post without one is not decorative", async () => {
    const { token } = await signedIn("editor");
    const form = { ...(await featuredForm(token)), image: "" };
    expect(payloadOf(form, false).imageAlt).toBe("");
    const blog = await save(token, form);
    expect(formFromPost(blog)).toMatchObject({ image: "", imageDecorative: false });
  });
});

describe("the media dialog's words", () => {
  it("says sizes for people", () => {
    expect(formatBytes(820)).toBe("820 bytes");
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(14 * 1024)).toBe("14 KB");
    expect(formatBytes(1.2 * 1024 * 1024)).toBe("1.2 MB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatPixels(1600, 900)).toBe("1600 × 900 px");
    expect(formatPixels(null, null)).toBe("Pixel size unknown");
  });

  it("asks for alt text unless the image is decorative, in the shared schema's words", () => {
    expect(altProblem({ alt: "", decorative: false })).toBe(MEDIA_MESSAGES.altRequired);
    expect(altProblem({ alt: "   ", decorative: false })).toBe(MEDIA_MESSAGES.altRequired);
    expect(altProblem({ alt: "x".repeat(301), decorative: false })).toBe(MEDIA_MESSAGES.altTooLong);
    expect(altProblem({ alt: "", decorative: true })).toBeUndefined();
    expect(altProblem({ alt: "A rack", decorative: false })).toBeUndefined();
  });
});
