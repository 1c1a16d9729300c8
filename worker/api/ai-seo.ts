import { Hono } from "hono";
import {
  AI_SEO_MESSAGES,
  AnalyzeSchema,
  AutoBlogSchema,
  GenerateSchema,
} from "../../app/schemas/ai-seo";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { logError } from "../services/platform/log";
import { analyzeContent } from "../services/seo/ai-seo/analyze";
import { autoBlog } from "../services/seo/ai-seo/auto-blog";
import { generateContent } from "../services/seo/ai-seo/generate";
import { optimizeCandidates } from "../services/seo/ai-seo/optimize";
import { currentProvider } from "../services/seo/ai-seo/provider";
import { keywordResearch } from "../services/seo/ai-seo/research";

/** Logs an unexpected failure once and answers the spec's text instead of a bare 500. */
function logFailure(event: string, requestId: string, error: unknown) {
  logError(event, { requestId, error: error instanceof Error ? error.message : "unknown error" });
}

/** `/api/ai-seo/*` (editors and admins): analysis, generation, research, optimize, auto-blog. */
export const aiSeoApi = new Hono<AppEnv>()
  .get("/provider", async (c) => c.json({ provider: await currentProvider(c.var.deps) }))
  .post("/analyze", validate("json", AnalyzeSchema), async (c) => {
    try {
      return c.json(await analyzeContent(c.var.deps, c.req.valid("json")));
    } catch (error) {
      logFailure("ai_seo.analyze_failed", c.var.requestId, error);
      return c.json({ error: AI_SEO_MESSAGES.analyzeFailed, code: "ANALYZE_FAILED" }, 502);
    }
  })
  .post("/generate", validate("json", GenerateSchema), async (c) => {
    try {
      return c.json(await generateContent(c.var.deps, c.req.valid("json")));
    } catch (error) {
      logFailure("ai_seo.generate_failed", c.var.requestId, error);
      return c.json({ error: AI_SEO_MESSAGES.generateFailed, code: "GENERATE_FAILED" }, 502);
    }
  })
  .get("/research", async (c) => c.json(await keywordResearch(c.var.deps)))
  .get("/optimize", async (c) => c.json(await optimizeCandidates(c.var.deps)))
  .post("/auto-blog", validate("json", AutoBlogSchema), async (c) =>
    c.json(await autoBlog(c.var.deps, c.req.valid("json"), currentUser(c))),
  );
