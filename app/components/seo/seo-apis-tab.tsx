import { KeyRound, PlugZap, RefreshCw, Save } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import {
  SEO_API_TYPES,
  SEO_CONFIG_MESSAGES,
  type SeoApiType,
  type SeoConfigView,
  type SeoKeyField,
  type TestSeoApiResult,
} from "~/schemas/seo-config";
import { Button } from "../ui/button";
import { Alert, Badge, Card, CardHeader, LoadingRows } from "../ui/card";
import { Field, Input } from "../ui/field";
import { toast } from "../ui/toaster";
import { type IndexNowFields, IndexNowSettings } from "./indexnow-settings";

const KEY_ROWS: { field: SeoKeyField; apiType: SeoApiType; label: string; hint: string }[] = [
  {
    field: "googleSearchConsoleApiKey",
    apiType: "search-console",
    label: "Google Search Console API key",
    hint: "An OAuth access token for site data, or a Google API key.",
  },
  {
    field: "pageSpeedInsightsApiKey",
    apiType: "pagespeed",
    label: "PageSpeed Insights API key",
    hint: "With this key the Nuxt SEO Performance tab and page analysis show measured figures.",
  },
  {
    field: "lighthouseApiKey",
    apiType: "lighthouse",
    label: "Lighthouse API key",
    hint: "Lighthouse runs through PageSpeed Insights (a Google API key).",
  },
  {
    field: "bingWebmasterApiKey",
    apiType: "bing",
    label: "Bing Webmaster API key",
    hint: "From Bing Webmaster Tools → Settings → API access.",
  },
];

type Typed = Record<SeoKeyField, string>;
const EMPTY_TYPED: Typed = {
  googleSearchConsoleApiKey: "",
  pageSpeedInsightsApiKey: "",
  lighthouseApiKey: "",
  bingWebmasterApiKey: "",
};

/**
 * The SEO APIs tab (admin): API keys of outside SEO services. Stored keys are never sent back;
 * the form shows their mask, and an empty field keeps the stored key.
 */
export function AdminSeoApisTab() {
  const [view, setView] = useState<SeoConfigView | null>(null);
  const [typed, setTyped] = useState<Typed>(EMPTY_TYPED);
  const [clear, setClear] = useState<SeoKeyField[]>([]);
  const [screamingFrog, setScreamingFrog] = useState(false);
  const [aiModel, setAiModel] = useState("");
  const [indexNow, setIndexNow] = useState<IndexNowFields>({
    indexNowKey: "",
    indexNowEndpoint: "",
  });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState<SeoApiType | null>(null);

  const apply = useCallback((next: SeoConfigView) => {
    setView(next);
    setTyped(EMPTY_TYPED);
    setClear([]);
    setScreamingFrog(next.config.screamingFrogEnabled);
    setAiModel(next.config.aiModel);
    setIndexNow({
      indexNowKey: next.config.indexNowKey,
      indexNowEndpoint: next.config.indexNowEndpoint,
    });
    setErrors({});
  }, []);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoadError(null);
      try {
        apply(await apiRequest<SeoConfigView>("/api/seo-config", { signal }));
      } catch (error) {
        if (signal?.aborted) return;
        setLoadError(error instanceof Error ? error.message : "Failed to load");
      }
    },
    [apply],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!view) return;
    setSaving(true);
    try {
      const next = await apiRequest<SeoConfigView>("/api/seo-config", {
        method: "POST",
        body: {
          config: { ...typed, screamingFrogEnabled: screamingFrog, aiModel, ...indexNow },
          clearKeys: clear,
          version: view.version,
        },
      });
      apply(next);
      toast.success(SEO_CONFIG_MESSAGES.saved);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors: Partial<Record<string, string>> = {};
        for (const issue of error.issues) {
          fieldErrors[issue.path.replace(/^config\./, "")] ??= issue.message;
        }
        setErrors(fieldErrors);
        if (error.status === 409) setLoadError(error.message);
      }
      toast.error(SEO_CONFIG_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  async function test(field: SeoKeyField, apiType: SeoApiType) {
    const label = SEO_API_TYPES[apiType].label;
    if (!typed[field].trim() && !view?.keys[field].hasKey) {
      toast.error(SEO_CONFIG_MESSAGES.keyMissing);
      return;
    }
    setTesting(apiType);
    try {
      const result = await apiRequest<TestSeoApiResult>("/api/test-seo-api", {
        method: "POST",
        body: { apiType, apiKey: typed[field].trim() },
      });
      if (result.success) toast.success(result.message ?? `${label} API key works`);
      else
        toast.error(
          `${SEO_CONFIG_MESSAGES.testFailedTitle}: ${result.error ?? SEO_CONFIG_MESSAGES.testFailed(label)}`,
        );
    } catch (error) {
      const message =
        error instanceof ApiError && error.status < 500
          ? error.message
          : SEO_CONFIG_MESSAGES.testFailed(label);
      toast.error(
        message === SEO_CONFIG_MESSAGES.keyMissing
          ? message
          : `${SEO_CONFIG_MESSAGES.testFailedTitle}: ${message}`,
      );
    } finally {
      setTesting(null);
    }
  }

  if (!view) {
    return loadError ? (
      <Alert>
        Failed to load the SEO configuration: {loadError}{" "}
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          Retry
        </Button>
      </Alert>
    ) : (
      <LoadingRows rows={4} label="Loading SEO configuration" />
    );
  }

  return (
    <form onSubmit={save} className="space-y-6" aria-label="SEO API configuration">
      {loadError && (
        <Alert tone="warning">
          {loadError}{" "}
          <Button variant="secondary" size="sm" type="button" onClick={() => void load()}>
            <RefreshCw className="size-4" aria-hidden /> Reload
          </Button>
        </Alert>
      )}
      <Card>
        <CardHeader
          title="SEO API keys"
          description="Keys are encrypted at rest and never shown again after saving. Leave a field empty to keep its stored key."
        />
        <div className="divide-y divide-slate-100">
          {KEY_ROWS.map(({ field, apiType, label, hint }) => {
            const stored = view.keys[field];
            const removing = clear.includes(field);
            return (
              <div
                key={field}
                className="grid grid-cols-1 gap-3 px-5 py-4 md:grid-cols-[1fr_auto] md:items-end"
              >
                <Field
                  label={label}
                  error={errors[field]}
                  hint={
                    <>
                      {hint}{" "}
                      {stored.hasKey &&
                        (removing
                          ? "The stored key will be removed on save."
                          : `Stored: ${stored.masked}`)}
                    </>
                  }
                >
                  {(props) => (
                    <Input
                      {...props}
                      type="password"
                      autoComplete="off"
                      spellCheck={false}
                      placeholder={stored.hasKey ? "Stored key kept (type to replace)" : "Not set"}
                      value={typed[field]}
                      onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
                    />
                  )}
                </Field>
                <div className="flex flex-wrap items-center gap-2">
                  {stored.hasKey ? (
                    <Badge tone="success">
                      <KeyRound className="mr-1 size-3.5" aria-hidden /> Key stored
                    </Badge>
                  ) : (
                    <Badge>No key</Badge>
                  )}
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    loading={testing === apiType}
                    disabled={testing !== null && testing !== apiType}
                    onClick={() => void test(field, apiType)}
                    aria-label={`Test ${SEO_API_TYPES[apiType].label} API key`}
                  >
                    <PlugZap className="size-4" aria-hidden /> Test
                  </Button>
                  {stored.hasKey && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-pressed={removing}
                      onClick={() =>
                        setClear(removing ? clear.filter((f) => f !== field) : [...clear, field])
                      }
                    >
                      {removing ? "Keep key" : "Remove key"}
                    </Button>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </Card>
      <Card>
        <CardHeader title="Tools" description="Crawler and AI settings for the SEO tools." />
        <div className="space-y-4 px-5 py-4">
          <label className="flex items-center gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-accent-700"
              checked={screamingFrog}
              onChange={(event) => setScreamingFrog(event.target.checked)}
            />
            Screaming Frog integration enabled
          </label>
          <Field
            label="Workers AI model"
            error={errors.aiModel}
            hint={
              view.aiAvailable
                ? "The AI SEO tools use this model through the Workers AI binding."
                : "No Workers AI binding in this deployment: the AI SEO tools use the rule-based provider (see README)."
            }
          >
            {(props) => (
              <Input
                {...props}
                value={aiModel}
                onChange={(event) => setAiModel(event.target.value)}
              />
            )}
          </Field>
        </div>
      </Card>
      <IndexNowSettings
        value={indexNow}
        saved={view.config.indexNowKey}
        onChange={setIndexNow}
        errors={errors}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          <Save className="size-4" aria-hidden /> Save configuration
        </Button>
      </div>
    </form>
  );
}
