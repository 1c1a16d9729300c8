import { useState } from "react";
import { Tabs } from "~/components/ui/tabs";
import { DeployChanges } from "./deploy-changes";
import { PageAnalysis } from "./page-analysis";
import { SitemapCrawler } from "./sitemap-crawler";

// OTTO SEO = the spec's "Sitemap SEO Optimizer": crawl a sitemap, look at one page's analysis,
// deploy reviewed title and description changes.

type SubTab = "crawler" | "analysis" | "deploy";

/** The OTTO SEO tab: Sitemap Crawler, Page Analysis, Deploy Changes. */
export function OttoSeoTab() {
  const [tab, setTab] = useState<SubTab>("crawler");
  const [selected, setSelected] = useState<{ runId: string; url: string } | null>(null);

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-navy-900">Sitemap SEO Optimizer</h2>
        <p className="text-sm text-slate-500">
          Crawl a sitemap, study each page's issues, then deploy reviewed fixes into the HTML at the
          edge.
        </p>
      </div>
      <Tabs
        label="Sitemap SEO Optimizer"
        value={tab}
        onValueChange={(value) =>
          setTab(value === "analysis" ? "analysis" : value === "deploy" ? "deploy" : "crawler")
        }
        items={[
          {
            value: "crawler",
            label: "Sitemap Crawler",
            content: (
              <SitemapCrawler
                onOpenPage={(runId, url) => {
                  setSelected({ runId, url });
                  setTab("analysis");
                }}
              />
            ),
          },
          {
            value: "analysis",
            label: "Page Analysis",
            content: <PageAnalysis runId={selected?.runId} url={selected?.url} />,
          },
          { value: "deploy", label: "Deploy Changes", content: <DeployChanges /> },
        ]}
      />
    </div>
  );
}
