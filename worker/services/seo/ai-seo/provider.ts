import type { ProviderInfo } from "../../../../app/schemas/ai-seo";
import type { Deps } from "../../platform/deps";
import { getAiModel } from "../config";

// AI SEO dashboard: content analysis (analyze.ts), generation (generate.ts), auto-blog drafts
// (auto-blog.ts), the site's keyword map (research.ts) and snippet fixes (optimize.ts).
// Workers AI when the `AI` binding exists; otherwise (and when the model fails) the
// rule-based provider (the writer in writer.ts), and every answer says which one made it.

/** The provider that needs no model: rules and this site's own text. */
export const RULE_BASED: ProviderInfo = { id: "rule-based", label: "Rule-based (no AI model)" };

/** Which provider answers in this deployment. */
export async function currentProvider(deps: Deps): Promise<ProviderInfo> {
  if (!deps.env.AI) return RULE_BASED;
  return { id: "workers-ai", label: "Workers AI", model: await getAiModel(deps) };
}

/** The rule-based provider standing in for a model that failed, saying why. */
export const fallbackProvider = (notice: string): ProviderInfo => ({ ...RULE_BASED, notice });
