import { RefreshCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "~/lib/api";
import type { KeywordResearch } from "~/schemas/ai-seo";
import { type ResultsColumn, ResultsTable } from "../seo/results-table";
import { Button } from "../ui/button";
import { Alert, Badge, Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { ProviderBadge } from "./shared";

const KEYWORD_MAP_COLUMNS: ResultsColumn<KeywordResearch["pages"][number]>[] = [
  {
    header: "Page",
    cell: (page) => (
      <>
        <a className="text-accent-700 underline" href={page.viewUrl}>
          {page.path}
        </a>
        <div className="text-xs text-slate-500">{page.title}</div>
      </>
    ),
  },
  {
    header: "Main keywords",
    className: "text-slate-700",
    cell: (page) => page.keywords.join(", "),
  },
];

/** Research: this site's keyword map, competing pages and near-duplicates, with fix links. */
export function ResearchPanel() {
  const [data, setData] = useState<KeywordResearch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState("");

  const load = useCallback(async () => {
    setError(null);
    setData(null);
    try {
      setData(await apiRequest<KeywordResearch>("/api/ai-seo/research"));
    } catch (e) {
      setError(e instanceof Error ? e.message : "Failed to load the keyword map");
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) return <Alert>{error}</Alert>;
  if (!data) return <LoadingRows rows={4} label="Building the keyword map" />;
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? data.pages.filter(
        (p) => p.path.includes(needle) || p.keywords.some((k) => k.includes(needle)),
      )
    : data.pages;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ProviderBadge provider={data.provider} />
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          <RefreshCw className="size-4" aria-hidden /> Rebuild
        </Button>
      </div>
      <Card>
        <CardHeader
          title={`Keyword cannibalisation (${data.cannibalisation.length})`}
          description="Pages whose main keyword is the same compete with each other in search. Give each page its own focus, or merge them."
        />
        <div className="divide-y divide-slate-100 text-sm">
          {data.cannibalisation.length === 0 ? (
            <p className="px-5 py-4 text-slate-500">
              No two pages compete for the same main keyword.
            </p>
          ) : (
            data.cannibalisation.slice(0, 30).map((conflict) => (
              <div key={conflict.keyword} className="px-5 py-3">
                <p className="font-medium text-navy-900">
                  “{conflict.keyword}” <Badge tone="warning">{conflict.pages.length} pages</Badge>
                </p>
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {conflict.pages.map((page) => (
                    <li key={page.path}>
                      <a className="text-accent-700 underline" href={page.editUrl}>
                        Fix {page.path}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </div>
      </Card>
      <Card>
        <CardHeader
          title={`Near-duplicates (${data.nearDuplicates.length})`}
          description="Pairs of pages that share most of their words. Rewrite one, or point one to the other."
        />
        <div className="divide-y divide-slate-100 text-sm">
          {data.nearDuplicates.length === 0 ? (
            <p className="px-5 py-4 text-slate-500">No near-duplicate pages.</p>
          ) : (
            data.nearDuplicates.map((pair) => (
              <div
                key={`${pair.a.path}|${pair.b.path}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3"
              >
                <Badge tone="danger">{Math.round(pair.similarity * 100)}% similar</Badge>
                <a className="text-accent-700 underline" href={pair.a.editUrl}>
                  Fix {pair.a.path}
                </a>
                <a className="text-accent-700 underline" href={pair.b.editUrl}>
                  Fix {pair.b.path}
                </a>
              </div>
            ))
          )}
        </div>
      </Card>
      <Card>
        <CardHeader
          title={`Keyword map (${data.pages.length} pages)`}
          actions={
            <input
              aria-label="Filter pages or keywords"
              placeholder="Filter…"
              className="h-8 rounded-md border border-slate-300 px-2 text-sm"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          }
        />
        {shown.length === 0 ? (
          <div className="p-5">
            <EmptyState title="No page matches" />
          </div>
        ) : (
          <ResultsTable
            rows={shown}
            rowKey={(page) => page.path}
            columns={KEYWORD_MAP_COLUMNS}
            action={(page) => (
              <a className="text-accent-700 underline" href={page.editUrl}>
                Edit
              </a>
            )}
            flush
            fitWidth
          />
        )}
      </Card>
    </div>
  );
}
