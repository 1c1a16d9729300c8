import { z } from "zod";
import { parseTypedUrl } from "./text";

// SEO APIs tab (spec §3 "SEO config", §5, §8): the keys staff store for outside SEO services.

/** The four API keys of the spec's SEO config, in its order. */
export const SEO_KEY_FIELDS = [
  "googleSearchConsoleApiKey",
  "pageSpeedInsightsApiKey",
  "lighthouseApiKey",
  "bingWebmasterApiKey",
] as const;
export type SeoKeyField = (typeof SEO_KEY_FIELDS)[number];

/** The services `POST /api/test-seo-api` can test, with the label its texts use. */
export const SEO_API_TYPES = {
  "search-console": { label: "Google Search Console", field: "googleSearchConsoleApiKey" },
  pagespeed: { label: "PageSpeed Insights", field: "pageSpeedInsightsApiKey" },
  lighthouse: { label: "Lighthouse", field: "lighthouseApiKey" },
  bing: { label: "Bing Webmaster", field: "bingWebmasterApiKey" },
} as const satisfies Record<string, { label: string; field: SeoKeyField }>;
export type SeoApiType = keyof typeof SEO_API_TYPES;

export const SEO_CONFIG_MESSAGES = {
  keyMissing: "API Key Missing: Please enter an API key before testing.",
  testFailedTitle: "API Test Failed",
  testFailed: (api: string) => `Failed to test ${api} API key.`,
  serverFallback: "API test failed",
  saved: "SEO Configuration Saved",
  saveFailed: "Save Failed: Failed to save SEO configuration. Please try again.",
} as const;

/** IndexNow's shared endpoint (issue 22); the search engines that take part pass URLs on. */
export const INDEXNOW_DEFAULT_ENDPOINT = "https://api.indexnow.org/indexnow";

/** The IndexNow protocol's rule for a key: 8 to 128 letters, digits or dashes. */
export const INDEXNOW_KEY_PATTERN = /^[a-zA-Z0-9-]{8,128}$/;

export const INDEXNOW_MESSAGES = {
  key: "IndexNow key must be 8 to 128 letters, digits or dashes",
  endpoint: "IndexNow endpoint must be an https:// URL",
  endpointHost: (reason: string) =>
    `IndexNow endpoint must be a public https:// address (${reason})`,
} as const;

/** An https URL without credentials, on the default port: where IndexNow pings go. */
function isHttpsEndpoint(value: string): boolean {
  const url = parseTypedUrl(value);
  if (!url) return false;
  return url.protocol === "https:" && !url.username && !url.password && url.port === "";
}

/** Workers AI model used by the AI SEO tools when the `AI` binding exists. */
export const DEFAULT_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";

const apiKey = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(512, `${label} must be at most 512 characters`)
    .regex(/^[!-~]*$/, `${label} must be printable characters without spaces`)
    .default("");

/**
 * What the form sends. An empty key keeps the stored one; `clearKeys` removes stored keys.
 * `version` is the one the form loaded (0 before the first save); a stale one answers 409.
 */
export const SeoConfigSaveSchema = z.object({
  config: z.object({
    googleSearchConsoleApiKey: apiKey("Google Search Console API key"),
    pageSpeedInsightsApiKey: apiKey("PageSpeed Insights API key"),
    lighthouseApiKey: apiKey("Lighthouse API key"),
    bingWebmasterApiKey: apiKey("Bing Webmaster API key"),
    screamingFrogEnabled: z.boolean("screamingFrogEnabled must be true or false").default(false),
    aiModel: z
      .string("AI model must be text")
      .trim()
      .max(100, "AI model must be at most 100 characters")
      .regex(/^(@[a-z0-9-]+\/[A-Za-z0-9._/-]+)?$/, "AI model must look like @cf/vendor/model")
      .default(""),
    /**
     * Public by design (served at `/{key}.txt`), so it travels in clear. Absent: the stored
     * key stays; "": IndexNow is off.
     */
    indexNowKey: z
      .string("IndexNow key must be text")
      .trim()
      .max(128, INDEXNOW_MESSAGES.key)
      .refine((key) => key === "" || INDEXNOW_KEY_PATTERN.test(key), INDEXNOW_MESSAGES.key)
      .optional(),
    /** Absent: the stored endpoint stays; "": the default endpoint. */
    indexNowEndpoint: z
      .string("IndexNow endpoint must be text")
      .trim()
      .max(500, "IndexNow endpoint must be at most 500 characters")
      .refine((url) => url === "" || isHttpsEndpoint(url), INDEXNOW_MESSAGES.endpoint)
      .optional(),
  }),
  clearKeys: z.array(z.enum(SEO_KEY_FIELDS)).max(4).default([]),
  /** Missing: 0, a first save; once the configuration is stored, that is the 409. */
  version: z.int("Version must be a whole number").min(0).default(0),
});
export type SeoConfigSave = z.infer<typeof SeoConfigSaveSchema>;

export interface StoredKeyInfo {
  hasKey: boolean;
  /** Dots and at most the last 4 characters; never the key. */
  masked: string;
}

/** What `GET /api/seo-config` answers: key fields are always empty, see `keys`. */
export interface SeoConfigView {
  config: {
    googleSearchConsoleApiKey: "";
    pageSpeedInsightsApiKey: "";
    lighthouseApiKey: "";
    bingWebmasterApiKey: "";
    screamingFrogEnabled: boolean;
    aiModel: string;
    /** "" while IndexNow is off. */
    indexNowKey: string;
    /** The endpoint submissions go to (the default when none is set). */
    indexNowEndpoint: string;
  };
  keys: Record<SeoKeyField, StoredKeyInfo>;
  /** Whether the Workers AI binding is present in this deployment. */
  aiAvailable: boolean;
  version: number;
}

export const TestSeoApiSchema = z.object({
  apiType: z.enum(Object.keys(SEO_API_TYPES) as [SeoApiType, ...SeoApiType[]], {
    error: "apiType must be one of search-console, pagespeed, lighthouse, bing",
  }),
  /** Blank: the stored key is tested. */
  apiKey: z
    .string("apiKey must be text")
    .trim()
    .max(512)
    .regex(/^[!-~]*$/, "API key must be printable characters without spaces")
    .default(""),
});

export interface TestSeoApiResult {
  success: boolean;
  error?: string;
  message?: string;
}
