import {
  type AutoBlogInput,
  type AutoBlogResult,
  draftOfGenerated,
  type ProviderInfo,
} from "../../../../app/schemas/ai-seo";
import { slugFromTitle } from "../../../../app/schemas/blog";
import { AppError } from "../../../errors";
import { type BlogActor, createBlog } from "../../content/blogs";
import type { Deps } from "../../platform/deps";
import { generateContent } from "./generate";
import { currentProvider } from "./provider";

/** Auto-Blog: one draft per topic (never published), each saved through createBlog. */
export async function autoBlog(
  deps: Deps,
  input: AutoBlogInput,
  actor: BlogActor,
): Promise<{ results: AutoBlogResult[]; provider: ProviderInfo }> {
  const results: AutoBlogResult[] = [];
  let provider = await currentProvider(deps);
  for (const topic of input.topics) {
    const keywords = input.keywords.length > 0 ? input.keywords : [topic.toLowerCase()];
    try {
      const generated = await generateContent(deps, { topic, keywords, options: input.options });
      provider = generated.provider;
      const base = slugFromTitle(generated.title).slice(0, 100) || "ai-draft";
      let saved: Awaited<ReturnType<typeof createBlog>> | null = null;
      for (let n = 1; !saved && n < 20; n++) {
        const draft = draftOfGenerated(generated, n === 1 ? base : `${base}-${n}`);
        try {
          saved = await createBlog(
            deps,
            {
              ...draft,
              image: null,
              imageAlt: "",
              seoData: { ...draft.seoData, keywords: draft.seoData.keywords.slice(0, 30) },
              publishAt: null,
            },
            actor,
          );
        } catch (error) {
          if (!(error instanceof AppError && error.code === "SLUG_TAKEN")) throw error;
        }
      }
      if (!saved) throw new AppError(409, "SLUG_TAKEN", "No free slug for this title");
      results.push({
        topic,
        ok: true,
        id: saved.id,
        slug: saved.blog.slug,
        title: saved.blog.title,
        wordCount: generated.wordCount,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ topic, ok: false, error: error.message });
    }
  }
  return { results, provider };
}
