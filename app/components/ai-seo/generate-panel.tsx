import { ExternalLink, Save, Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ApiError, apiRequest, badRequestText } from "~/lib/api";
import { renderMarkdown } from "~/lib/markdown";
import {
  AI_SEO_MESSAGES,
  CONTENT_TYPES,
  DEFAULT_TARGET_AUDIENCE,
  draftOfGenerated,
  type GeneratedContent,
  LENGTH_RANGES,
  LENGTHS,
  TONES,
} from "~/schemas/ai-seo";
import { type BlogSaveResult, slugFromTitle } from "~/schemas/blog";
import { PROSE } from "../blog/parts";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { Field, Input, Select } from "../ui/field";
import { toast } from "../ui/toaster";
import { ProviderBadge, splitKeywords } from "./shared";

const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Saves generated content as an unpublished blog draft with the AI defaults (spec §9). */
export async function saveGeneratedDraft(generated: GeneratedContent): Promise<BlogSaveResult> {
  const base = slugFromTitle(generated.title).slice(0, 100) || "ai-draft";
  for (let n = 1; ; n++) {
    try {
      return await apiRequest<BlogSaveResult>("/api/blogs", {
        method: "POST",
        body: draftOfGenerated(generated, n === 1 ? base : `${base}-${n}`),
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === "SLUG_TAKEN" && n < 20)) throw error;
    }
  }
}

/** Generate: topic, keywords and options → a draft within the length's word range. */
export function GeneratePanel() {
  const [topic, setTopic] = useState("");
  const [keywords, setKeywords] = useState("");
  const [contentType, setContentType] = useState<(typeof CONTENT_TYPES)[number]>("blog");
  const [tone, setTone] = useState<(typeof TONES)[number]>("professional");
  const [length, setLength] = useState<(typeof LENGTHS)[number]>("medium");
  const [audience, setAudience] = useState(DEFAULT_TARGET_AUDIENCE);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [generated, setGenerated] = useState<GeneratedContent | null>(null);
  const [saved, setSaved] = useState<{ slug: string; githubMessage: string } | null>(null);

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const list = splitKeywords(keywords);
    if (!topic.trim() || list.length === 0) {
      toast.error(AI_SEO_MESSAGES.topicRequired);
      return;
    }
    setBusy(true);
    setSaved(null);
    try {
      const result = await apiRequest<GeneratedContent>("/api/ai-seo/generate", {
        method: "POST",
        body: {
          topic,
          keywords: list,
          options: { contentType, tone, length, targetAudience: audience },
        },
      });
      setGenerated(result);
      toast.success(`Generated ${result.wordCount} words`);
    } catch (error) {
      toast.error(badRequestText(error, AI_SEO_MESSAGES.generateFailed));
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!generated) {
      toast.error(AI_SEO_MESSAGES.nothingToSave);
      return;
    }
    setSaving(true);
    try {
      const result = await saveGeneratedDraft(generated);
      setSaved({ slug: result.blog.slug, githubMessage: result.data.githubMessage });
      toast.success("Draft saved");
    } catch {
      toast.error(AI_SEO_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  const range = LENGTH_RANGES[length];
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card>
        <CardHeader
          title="Generate content"
          description="A draft to edit, never published automatically."
        />
        <form onSubmit={generate} className="space-y-4 px-5 py-4">
          <Field label="Topic">
            {(props) => (
              <Input {...props} value={topic} onChange={(e) => setTopic(e.target.value)} />
            )}
          </Field>
          <Field label="Keywords" hint="Comma-separated; the first is the main keyword.">
            {(props) => (
              <Input {...props} value={keywords} onChange={(e) => setKeywords(e.target.value)} />
            )}
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Field label="Content type">
              {(props) => (
                <Select
                  {...props}
                  value={contentType}
                  onChange={(e) =>
                    setContentType(CONTENT_TYPES.find((v) => v === e.target.value) ?? "blog")
                  }
                >
                  {CONTENT_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {capital(value)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Tone">
              {(props) => (
                <Select
                  {...props}
                  value={tone}
                  onChange={(e) =>
                    setTone(TONES.find((v) => v === e.target.value) ?? "professional")
                  }
                >
                  {TONES.map((value) => (
                    <option key={value} value={value}>
                      {capital(value)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Length" hint={`${range.min}-${range.max} words`}>
              {(props) => (
                <Select
                  {...props}
                  value={length}
                  onChange={(e) => setLength(LENGTHS.find((v) => v === e.target.value) ?? "medium")}
                >
                  {LENGTHS.map((value) => (
                    <option key={value} value={value}>
                      {capital(value)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <Field label="Target audience">
            {(props) => (
              <Input {...props} value={audience} onChange={(e) => setAudience(e.target.value)} />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" loading={saving} onClick={() => void save()}>
              <Save className="size-4" aria-hidden /> Save as blog draft
            </Button>
            <Button type="submit" loading={busy}>
              <Sparkles className="size-4" aria-hidden /> Generate
            </Button>
          </div>
          {saved && (
            <div
              className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-success-700"
              role="status"
            >
              Draft saved as /blog/{saved.slug}.{" "}
              <a
                className="inline-flex items-center gap-1 font-medium underline"
                href={`/admin/blog/${saved.slug}`}
              >
                Open in blog editor <ExternalLink className="size-3.5" aria-hidden />
              </a>
              <p className="mt-1 text-xs text-slate-600">GitHub: {saved.githubMessage}</p>
            </div>
          )}
        </form>
      </Card>
      <Card>
        <CardHeader
          title={generated ? generated.title : "Generated content"}
          description={
            generated
              ? `${generated.wordCount} words · ${generated.estimatedReadTime}`
              : "Fill in the form and press Generate."
          }
        />
        {generated && (
          <div className="space-y-3 px-5 py-4 text-sm">
            <ProviderBadge provider={generated.provider} />
            <p>
              <span className="font-medium text-navy-900">
                Meta description ({generated.metaDescription.length}):{" "}
              </span>
              {generated.metaDescription}
            </p>
            <p>
              <span className="font-medium text-navy-900">Excerpt: </span>
              {generated.excerpt}
            </p>
            <div
              className={`max-h-[32rem] overflow-auto rounded-md border border-slate-200 p-4 ${PROSE}`}
              data-testid="generated-content"
              // Sanitised by renderMarkdown (allowlist; see app/lib/markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
              dangerouslySetInnerHTML={{ __html: renderMarkdown(generated.content) }}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
