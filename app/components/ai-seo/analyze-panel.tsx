import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { apiRequest, badRequestText } from "~/lib/api";
import { AI_SEO_MESSAGES, type ContentAnalysis } from "~/schemas/ai-seo";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { Field, Input, Textarea } from "../ui/field";
import { toast } from "../ui/toaster";
import { ProviderBadge, ScoreBadge, splitKeywords } from "./shared";

/** Analyze: content and target keywords → score, issues, suggestions, better snippet. */
export function AnalyzePanel() {
  const [content, setContent] = useState("");
  const [keywords, setKeywords] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ContentAnalysis | null>(null);

  async function analyze(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!content.trim()) {
      toast.error(AI_SEO_MESSAGES.contentRequired);
      return;
    }
    setBusy(true);
    try {
      setResult(
        await apiRequest<ContentAnalysis>("/api/ai-seo/analyze", {
          method: "POST",
          body: { content, targetKeywords: splitKeywords(keywords) },
        }),
      );
    } catch (error) {
      toast.error(badRequestText(error, AI_SEO_MESSAGES.analyzeFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader title="Analyze content" description="Paste a draft (Markdown, HTML or text)." />
        <form onSubmit={analyze} className="space-y-4 px-5 py-4">
          <Field label="Content">
            {(props) => (
              <Textarea
                {...props}
                rows={12}
                value={content}
                onChange={(event) => setContent(event.target.value)}
              />
            )}
          </Field>
          <Field label="Target keywords" hint="Comma-separated, e.g. managed IT, helpdesk">
            {(props) => (
              <Input
                {...props}
                value={keywords}
                onChange={(event) => setKeywords(event.target.value)}
              />
            )}
          </Field>
          <div className="flex justify-end">
            <Button type="submit" loading={busy}>
              <Search className="size-4" aria-hidden /> Analyze
            </Button>
          </div>
        </form>
      </Card>
      <Card>
        <CardHeader title="Result" actions={result && <ScoreBadge score={result.seoScore} />} />
        <div className="space-y-4 px-5 py-4 text-sm wrap-anywhere">
          {!result ? (
            <p className="text-slate-500">The analysis appears here.</p>
          ) : (
            <>
              <ProviderBadge provider={result.provider} />
              <p className="text-slate-600">
                {result.wordCount} words · readability {result.readability}
              </p>
              <section>
                <h3 className="font-medium text-navy-900">Issues ({result.issues.length})</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                  {result.issues.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              </section>
              <section>
                <h3 className="font-medium text-navy-900">Suggestions</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                  {result.suggestions.map((suggestion) => (
                    <li key={suggestion}>{suggestion}</li>
                  ))}
                </ul>
              </section>
              <section className="space-y-1">
                <h3 className="font-medium text-navy-900">
                  Optimized title ({result.optimizedTitle.length})
                </h3>
                <p className="rounded bg-slate-50 p-2" data-testid="optimized-title">
                  {result.optimizedTitle}
                </p>
                <h3 className="font-medium text-navy-900">
                  Optimized description ({result.optimizedDescription.length})
                </h3>
                <p className="rounded bg-slate-50 p-2">{result.optimizedDescription}</p>
              </section>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
