import { describe, expect, it } from "vitest";
import {
  type BlogPost,
  type BlogSaveResult,
  seoAutoFill,
  templatePostBody,
} from "../../app/schemas/blog";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { postBody } from "../factories/blogs";
import { api, signedIn } from "../factories/users";

// Issue #21 item 5: a post from the Create tab gets the SEO auto-fill a post started in the
// editor gets (spec §5: SEO title, description and canonical URL from the title, once). One
// rule, `seoAutoFill`, applied by the editor on the title's first blur and by createBlog on
// every new post.

const SITE = DEFAULT_SITE_SETTINGS.siteUrl;

async function created(token: string, body: Record<string, unknown>): Promise<BlogPost> {
  const response = await api("/api/blogs", { method: "POST", token, body });
  expect(response.status).toBe(201);
  return (await response.json<BlogSaveResult>()).blog;
}

describe("seoAutoFill", () => {
  const empty = { title: "", description: "", canonicalUrl: "" };

  it("fills each empty field from the title, the excerpt and the post's address", () => {
    expect(
      seoAutoFill(
        { title: " Patch Tuesday ", excerpt: "What changed.", slug: "patch", seoData: empty },
        "https://msp.example/",
      ),
    ).toEqual({
      title: "Patch Tuesday",
      description: "What changed.",
      canonicalUrl: "https://msp.example/blog/patch",
    });
  });

  it("keeps what is filled, and takes the title as description without an excerpt", () => {
    const filled = seoAutoFill(
      {
        title: "Title",
        excerpt: "",
        slug: "s",
        seoData: { title: "Mine", description: "", canonicalUrl: "https://a.example/x" },
      },
      SITE,
    );
    expect(filled).toEqual({
      title: "Mine",
      description: "Title",
      canonicalUrl: "https://a.example/x",
    });
  });

  it("clips a long excerpt at a word to what a post stores, and skips an unusable address", () => {
    const excerpt = `${"word ".repeat(150)}end`;
    const filled = seoAutoFill(
      { title: "T", excerpt, slug: "s", seoData: empty },
      "ftp://not-a-site.example",
    );
    expect(filled.description.length).toBeLessThanOrEqual(500);
    expect(filled.description.endsWith("word")).toBe(true);
    expect(filled.canonicalUrl).toBe("");
  });
});

describe("POST /api/blogs: the SEO auto-fill on every new post", () => {
  it("fills a Create tab post's SEO title, description and canonical URL", async () => {
    const { token, user } = await signedIn("author");
    const post = await created(
      token,
      templatePostBody({
        title: "Ransomware drills",
        slug: "ransomware-drills",
        author: user.username,
      }),
    );
    expect(post.seoData).toEqual({
      title: "Ransomware drills",
      description: "Ransomware drills",
      keywords: [],
      canonicalUrl: `${SITE}/blog/ransomware-drills`,
    });
    // Stored, so the Content tab and the editor show them too.
    const list = await (await api("/api/blogs", { token })).json<BlogPost[]>();
    expect(list.find((item) => item.id === post.id)?.seoData.title).toBe("Ransomware drills");
  });

  it("keeps SEO fields the author wrote and fills only the empty ones", async () => {
    const { token } = await signedIn("editor");
    const post = await created(
      token,
      postBody({
        slug: "kept-fields",
        excerpt: "The excerpt.",
        seoData: { title: "Written title", description: "", keywords: ["msp"], canonicalUrl: "" },
      }),
    );
    expect(post.seoData).toEqual({
      title: "Written title",
      description: "The excerpt.",
      keywords: ["msp"],
      canonicalUrl: `${SITE}/blog/kept-fields`,
    });
  });

  it("fills once: a field emptied in a later save stays empty", async () => {
    const { token } = await signedIn("editor");
    const post = await created(token, postBody({ seoData: undefined }));
    expect(post.seoData.title).toBe(post.title);
    const { id, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = post;
    const saved = await api(`/api/blogs/${id}`, {
      method: "PUT",
      token,
      body: { ...rest, seoData: { ...post.seoData, title: "", canonicalUrl: "" } },
    });
    expect(saved.status).toBe(200);
    const blog = (await saved.json<BlogSaveResult>()).blog;
    expect(blog.seoData.title).toBe("");
    expect(blog.seoData.canonicalUrl).toBe("");
  });
});
