import { eq } from "drizzle-orm";
import {
  DEFAULT_AI_MODEL,
  INDEXNOW_DEFAULT_ENDPOINT,
  INDEXNOW_KEY_PATTERN,
  INDEXNOW_MESSAGES,
  SEO_API_TYPES,
  SEO_CONFIG_MESSAGES,
  SEO_KEY_FIELDS,
  type SeoApiType,
  type SeoConfigSave,
  type SeoConfigView,
  type SeoKeyField,
  type StoredKeyInfo,
  type TestSeoApiResult,
} from "../../../app/schemas/seo-config";
import { settings } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { checkBingWebmasterKey } from "../outside/bing";
import { refusedEndpoint } from "../outside/indexnow-client";
import { type CredentialCheck, isRecord, OutboundError } from "../outside/outbound-http";
import {
  PageSpeedError,
  type PageSpeedFigures,
  pageSpeedEndpoint,
  runPageSpeed,
} from "../outside/pagespeed";
import { checkSearchConsoleCredential } from "../outside/search-console";
import { decryptString, encryptString } from "../platform/crypto";
import type { Deps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import { writeVersionedSetting } from "../platform/versioned-setting";

// SEO APIs tab: keys for outside SEO services, stored as one AES-GCM sealed row in `settings`.
// Keys leave this module only towards their own service; answers carry a mask and a flag.

const KEY = "seo-config";
const STALE_MESSAGE = "The SEO configuration was changed by someone else. Reload it and try again.";

export interface StoredSeoConfig {
  keys: Partial<Record<SeoKeyField, string>>;
  screamingFrogEnabled: boolean;
  aiModel: string;
  /** "" while IndexNow is off. */
  indexNowKey: string;
  /** "" for the default endpoint. */
  indexNowEndpoint: string;
}

const EMPTY: StoredSeoConfig = {
  keys: {},
  screamingFrogEnabled: false,
  aiModel: "",
  indexNowKey: "",
  indexNowEndpoint: "",
};

/** Dots and, for a long key, its last 4 characters: enough to recognise, never to use. */
export function maskKey(value: string | undefined): StoredKeyInfo {
  if (!value) return { hasKey: false, masked: "" };
  return { hasKey: true, masked: value.length >= 16 ? `••••••••${value.slice(-4)}` : "••••••••" };
}

function parseStored(json: string): StoredSeoConfig {
  const value: unknown = JSON.parse(json);
  if (!isRecord(value)) return EMPTY;
  const keys: Partial<Record<SeoKeyField, string>> = {};
  if (isRecord(value.keys)) {
    for (const field of SEO_KEY_FIELDS) {
      const key = value.keys[field];
      if (typeof key === "string" && key) keys[field] = key;
    }
  }
  return {
    keys,
    screamingFrogEnabled: value.screamingFrogEnabled === true,
    aiModel: typeof value.aiModel === "string" ? value.aiModel : "",
    indexNowKey:
      typeof value.indexNowKey === "string" && INDEXNOW_KEY_PATTERN.test(value.indexNowKey)
        ? value.indexNowKey
        : "",
    indexNowEndpoint:
      typeof value.indexNowEndpoint === "string" && !refusedEndpoint(value.indexNowEndpoint)
        ? value.indexNowEndpoint
        : "",
  };
}

/** The stored config with its keys in clear, for this Worker's own calls; never answer it. */
export async function readSeoConfig(
  deps: Deps,
): Promise<{ config: StoredSeoConfig; version: number }> {
  const row = await deps.db.select().from(settings).where(eq(settings.key, KEY)).get();
  if (!row) return { config: EMPTY, version: 0 };
  const json = row.encrypted ? await decryptString(deps.env.ENCRYPTION_KEY, row.value) : row.value;
  return { config: parseStored(json), version: row.version };
}

/** One stored key in clear, or null. */
export async function getSeoApiKey(deps: Deps, field: SeoKeyField): Promise<string | null> {
  return (await readSeoConfig(deps)).config.keys[field] ?? null;
}

/** IndexNow's key ("" while off) and the endpoint submissions go to. */
export async function getIndexNowConfig(deps: Deps): Promise<{ key: string; endpoint: string }> {
  const { config } = await readSeoConfig(deps);
  return {
    key: config.indexNowKey,
    endpoint: config.indexNowEndpoint || INDEXNOW_DEFAULT_ENDPOINT,
  };
}

/** The Workers AI model to use: the one in settings, else the default. */
export async function getAiModel(deps: Deps): Promise<string> {
  return (await readSeoConfig(deps)).config.aiModel || DEFAULT_AI_MODEL;
}

function toView(config: StoredSeoConfig, version: number, aiAvailable: boolean): SeoConfigView {
  const keys: Record<SeoKeyField, StoredKeyInfo> = {
    googleSearchConsoleApiKey: maskKey(config.keys.googleSearchConsoleApiKey),
    pageSpeedInsightsApiKey: maskKey(config.keys.pageSpeedInsightsApiKey),
    lighthouseApiKey: maskKey(config.keys.lighthouseApiKey),
    bingWebmasterApiKey: maskKey(config.keys.bingWebmasterApiKey),
  };
  return {
    config: {
      googleSearchConsoleApiKey: "",
      pageSpeedInsightsApiKey: "",
      lighthouseApiKey: "",
      bingWebmasterApiKey: "",
      screamingFrogEnabled: config.screamingFrogEnabled,
      aiModel: config.aiModel || DEFAULT_AI_MODEL,
      indexNowKey: config.indexNowKey,
      indexNowEndpoint: config.indexNowEndpoint || INDEXNOW_DEFAULT_ENDPOINT,
    },
    keys,
    aiAvailable,
    version,
  };
}

/** `GET /api/seo-config`: key fields empty, each key's mask and has-key flag. */
export async function getSeoConfigView(deps: Deps): Promise<SeoConfigView> {
  const { config, version } = await readSeoConfig(deps);
  return toView(config, version, hasAiBinding(deps));
}

/** Whether the Workers AI binding is configured in this deployment. */
export function hasAiBinding(deps: Deps): boolean {
  return Boolean(deps.env.AI);
}

/**
 * `POST /api/seo-config`: an empty key keeps the stored one, `clearKeys` removes keys; saved
 * only if `version` is still the stored one (409 otherwise).
 */
export async function saveSeoConfig(
  deps: Deps,
  input: SeoConfigSave,
  actor: SessionUser,
): Promise<SeoConfigView> {
  const typedEndpoint = input.config.indexNowEndpoint;
  const refusal = typedEndpoint ? refusedEndpoint(typedEndpoint) : null;
  if (refusal) {
    const message = INDEXNOW_MESSAGES.endpointHost(refusal);
    throw new AppError(400, "VALIDATION", message, [{ path: "config.indexNowEndpoint", message }]);
  }
  const { config: current, version } = await readSeoConfig(deps);
  if (version !== input.version) throw new AppError(409, "STALE", STALE_MESSAGE);
  const keys: Partial<Record<SeoKeyField, string>> = { ...current.keys };
  const changed: string[] = [];
  for (const field of SEO_KEY_FIELDS) {
    if (input.clearKeys.includes(field) && keys[field]) {
      delete keys[field];
      changed.push(field);
    }
    const typed = input.config[field];
    if (typed && typed !== keys[field]) {
      keys[field] = typed;
      changed.push(field);
    }
  }
  const next: StoredSeoConfig = {
    keys,
    screamingFrogEnabled: input.config.screamingFrogEnabled,
    aiModel: input.config.aiModel === DEFAULT_AI_MODEL ? "" : input.config.aiModel,
    indexNowKey: input.config.indexNowKey ?? current.indexNowKey,
    indexNowEndpoint:
      typedEndpoint === undefined
        ? current.indexNowEndpoint
        : typedEndpoint === INDEXNOW_DEFAULT_ENDPOINT
          ? ""
          : typedEndpoint,
  };
  const saved = await writeVersionedSetting(deps, {
    key: KEY,
    value: await encryptString(deps.env.ENCRYPTION_KEY, JSON.stringify(next)),
    encrypted: true,
    version,
    actor,
    audit: {
      action: "settings.seo_config.updated",
      targetType: "settings",
      targetId: KEY,
      // Which keys changed, never their values.
      details: {
        keysChanged: changed,
        screamingFrogEnabled: next.screamingFrogEnabled,
        // Public by design (the key file serves it): said in clear.
        indexNowKey: next.indexNowKey || null,
        indexNowEndpoint: next.indexNowEndpoint || INDEXNOW_DEFAULT_ENDPOINT,
      },
    },
    staleMessage: STALE_MESSAGE,
  });
  return toView(next, saved, hasAiBinding(deps));
}

const toTestResult = (check: CredentialCheck): TestSeoApiResult =>
  check.ok ? { success: true, message: check.message } : { success: false, error: check.message };

/** The address a key test measures: the site's own public URL, when it is https. */
function testTarget(siteUrl: string | undefined): string {
  return siteUrl?.startsWith("https://") ? siteUrl : "https://www.example.com/";
}

/**
 * `POST /api/test-seo-api`: calls the real service with the typed key, or the stored one when
 * the field is blank; key tests that measure a page measure the siteUrl when it is https.
 * `{success, error}`; a missing key is a 400 with the spec's text.
 */
export async function testSeoApi(
  deps: Deps,
  input: { apiType: SeoApiType; apiKey: string },
  options: { siteUrl?: string; timeoutMs?: number } = {},
): Promise<TestSeoApiResult> {
  const spec = SEO_API_TYPES[input.apiType];
  const key = input.apiKey || (await getSeoApiKey(deps, spec.field));
  if (!key) throw new AppError(400, "API_KEY_MISSING", SEO_CONFIG_MESSAGES.keyMissing);
  const siteUrl = options.siteUrl ?? (await getSiteSettings(deps)).settings.siteUrl;
  try {
    switch (input.apiType) {
      case "pagespeed":
      case "lighthouse": {
        const figures = await runPageSpeed(key, testTarget(siteUrl), {
          categories:
            input.apiType === "lighthouse"
              ? ["performance", "accessibility", "best-practices", "seo"]
              : ["performance"],
          timeoutMs: options.timeoutMs,
          endpoint: pageSpeedEndpoint(deps.env),
        });
        const performance = figures.scores.performance;
        return {
          success: true,
          message: `${spec.label} answered${performance === undefined ? "" : `: performance ${performance}`} for ${figures.url}`,
        };
      }
      case "search-console":
        return toTestResult(await checkSearchConsoleCredential(key, options.timeoutMs));
      case "bing":
        return toTestResult(await checkBingWebmasterKey(key, options.timeoutMs));
    }
  } catch (error) {
    if (error instanceof OutboundError || error instanceof PageSpeedError) {
      return { success: false, error: error.message };
    }
    throw error;
  }
}

/**
 * Measured PageSpeed figures of `url` when a PageSpeed (or Lighthouse) key is stored; null
 * without a key. Throws PageSpeedError / OutboundError when the service refuses or is slow.
 *
 * @example const figures = await getPageSpeedFigures(deps, "https://example.com/");
 */
export async function getPageSpeedFigures(
  deps: Deps,
  url: string,
  options: { strategy?: "mobile" | "desktop"; timeoutMs?: number } = {},
): Promise<PageSpeedFigures | null> {
  const { config } = await readSeoConfig(deps);
  const key = config.keys.pageSpeedInsightsApiKey ?? config.keys.lighthouseApiKey;
  if (!key) return null;
  return runPageSpeed(key, url, {
    categories: ["performance", "accessibility", "best-practices", "seo"],
    strategy: options.strategy,
    timeoutMs: options.timeoutMs,
    endpoint: pageSpeedEndpoint(deps.env),
  });
}

/**
 * `GET /api/pagespeed?url=`: measured figures when a PageSpeed key is stored, else
 * `{figures: null}` with why, so a screen can fall back to its defaults. A refusal or time-out
 * of the service is an answer too (`error`), never a failure of the request.
 */
export async function getPageSpeedAnswer(
  deps: Deps,
  url: string,
  strategy: "mobile" | "desktop",
): Promise<{ figures: PageSpeedFigures | null; message?: string; error?: string }> {
  try {
    const figures = await getPageSpeedFigures(deps, url, { strategy });
    return figures
      ? { figures }
      : { figures: null, message: "No PageSpeed Insights key is stored (SEO APIs tab)" };
  } catch (error) {
    if (error instanceof PageSpeedError || error instanceof OutboundError) {
      return { figures: null, error: error.message };
    }
    throw error;
  }
}

/**
 * `POST /api/seo/performance`: the home page's real figures, or "not measured" without a
 * stored key. A failure of the service is reported in `error` (its message never holds a key).
 */
export async function measureSitePerformance(deps: Deps): Promise<{
  configured: boolean;
  figures: PageSpeedFigures | null;
  error: string | null;
}> {
  const { settings } = await getSiteSettings(deps);
  const url = new URL("/", settings.siteUrl).href;
  try {
    const figures = await getPageSpeedFigures(deps, url);
    return { configured: figures !== null, figures, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : "PageSpeed could not be reached";
    return { configured: true, figures: null, error: `PageSpeed: ${message}` };
  }
}
