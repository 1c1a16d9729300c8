import { useEffect, useState } from "react";
import { apiRequest } from "~/lib/api";
import type { ProviderInfo } from "~/schemas/ai-seo";
import { SitemapCrawler } from "../seo/sitemap-crawler";
import { Card } from "../ui/card";
import { Tabs } from "../ui/tabs";
import { AnalyzePanel } from "./analyze-panel";
import { AutoBlogPanel } from "./auto-blog-panel";
import { GeneratePanel } from "./generate-panel";
import { OptimizePanel } from "./optimize-panel";
import { ResearchPanel } from "./research-panel";
import { ProviderBadge } from "./shared";

type SubTab = "sitemap" | "analyze" | "generate" | "research" | "optimize" | "auto-blog";

/**
 * The AI SEO dashboard (editors and admins): Sitemap (the OTTO SEO crawler, not a second
 * one), Analyze, Generate, Research, Optimize and Auto-Blog. The provider line says whether Workers AI or the rule-based provider answers.
 */
export function AiSeoTab() {
  const [tab, setTab] = useState<SubTab>("generate");
  const [provider, setProvider] = useState<ProviderInfo | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<{ provider: ProviderInfo }>("/api/ai-seo/provider", { signal: controller.signal })
      .then((body) => setProvider(body.provider))
      .catch(() => setProvider(null));
    return () => controller.abort();
  }, []);

  return (
    <div className="space-y-4">
      <Card className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
        <div>
          <h2 className="text-base font-semibold text-navy-900">AI SEO Dashboard</h2>
          <p className="text-sm text-slate-500">
            {provider?.id === "workers-ai"
              ? "Answers come from Workers AI; scores are measured by rules."
              : "No AI model is configured: answers come from deterministic rules and this site's own content."}
          </p>
        </div>
        {provider && <ProviderBadge provider={provider} />}
      </Card>
      <Tabs
        label="AI SEO tools"
        value={tab}
        onValueChange={(value) => {
          if (
            value === "sitemap" ||
            value === "analyze" ||
            value === "generate" ||
            value === "research" ||
            value === "optimize" ||
            value === "auto-blog"
          ) {
            setTab(value);
          }
        }}
        items={[
          {
            value: "sitemap",
            label: "Sitemap",
            content: tab === "sitemap" && <SitemapCrawler title="Sitemap" />,
          },
          { value: "analyze", label: "Analyze", content: <AnalyzePanel /> },
          { value: "generate", label: "Generate", content: <GeneratePanel /> },
          {
            value: "research",
            label: "Research",
            content: tab === "research" && <ResearchPanel />,
          },
          {
            value: "optimize",
            label: "Optimize",
            content: tab === "optimize" && <OptimizePanel />,
          },
          { value: "auto-blog", label: "Auto-Blog", content: <AutoBlogPanel /> },
        ]}
      />
    </div>
  );
}
