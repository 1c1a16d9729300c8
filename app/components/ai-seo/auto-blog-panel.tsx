import { ListPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { apiRequest, badRequestText } from "~/lib/api";
import { AI_SEO_MESSAGES, type AutoBlogResult, LENGTHS, type ProviderInfo } from "~/schemas/ai-seo";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { Field, Input, Select, Textarea } from "../ui/field";
import { toast } from "../ui/toaster";
import { ProviderBadge, splitKeywords } from "./shared";

/** Auto-Blog: one unpublished draft per topic line. */
export function AutoBlogPanel() {
  const [topics, setTopics] = useState("");
  const [keywords, setKeywords] = useState("");
  const [length, setLength] = useState<(typeof LENGTHS)[number]>("medium");
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<AutoBlogResult[] | null>(null);
  const [provider, setProvider] = useState<ProviderInfo | null>(null);

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const list = topics
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (list.length === 0) {
      toast.error("Enter at least one topic");
      return;
    }
    setBusy(true);
    try {
      const answer = await apiRequest<{ results: AutoBlogResult[]; provider: ProviderInfo }>(
        "/api/ai-seo/auto-blog",
        {
          method: "POST",
          body: { topics: list, keywords: splitKeywords(keywords), options: { length } },
        },
      );
      setResults(answer.results);
      setProvider(answer.provider);
      toast.success(`${answer.results.filter((r) => r.ok).length} drafts saved`);
    } catch (error) {
      toast.error(badRequestText(error, AI_SEO_MESSAGES.generateFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader
          title="Auto-Blog"
          description="One draft per line (at most 10). Drafts are never published automatically."
        />
        <form onSubmit={run} className="space-y-4 px-5 py-4">
          <Field label="Topics (one per line)">
            {(props) => (
              <Textarea
                {...props}
                rows={6}
                value={topics}
                onChange={(e) => setTopics(e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Keywords for every draft"
            hint="Optional; by default each topic is its own keyword."
          >
            {(props) => (
              <Input {...props} value={keywords} onChange={(e) => setKeywords(e.target.value)} />
            )}
          </Field>
          <Field label="Length">
            {(props) => (
              <Select
                {...props}
                value={length}
                onChange={(e) => setLength(LENGTHS.find((v) => v === e.target.value) ?? "medium")}
              >
                {LENGTHS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex justify-end">
            <Button type="submit" loading={busy}>
              <ListPlus className="size-4" aria-hidden /> Create drafts
            </Button>
          </div>
        </form>
      </Card>
      <Card>
        <CardHeader title="Drafts" />
        <div className="space-y-3 px-5 py-4 text-sm">
          {provider && <ProviderBadge provider={provider} />}
          {!results ? (
            <p className="text-slate-500">Created drafts appear here.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {results.map((result) => (
                <li key={result.topic} className="py-2">
                  {result.ok ? (
                    <>
                      <a
                        className="font-medium text-accent-700 underline"
                        href={`/admin/blog/${result.slug}`}
                      >
                        {result.title}
                      </a>
                      <span className="text-slate-500"> · {result.wordCount} words · draft</span>
                    </>
                  ) : (
                    <span className="text-danger-700">
                      {result.topic}: {result.error}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
    </div>
  );
}
