import { eq } from "drizzle-orm";
import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  SiteSettingsSchema,
} from "../../../app/schemas/site-settings";
import { type Db, preparedOnce } from "../../db/client";
import { type Setting, settings } from "../../db/schema";
import type { SessionUser } from "../identity/session-user";
import type { Deps } from "./deps";
import { writeVersionedSetting } from "./versioned-setting";

const KEY = "site";

export interface VersionedSiteSettings {
  settings: SiteSettings;
  /** 0 while the defaults are in use. */
  version: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Stored settings as the pages may use them. A value saved before a rule got stricter (a
 * `mailto:` site URL, a control character) is replaced by its default, field by field, so no
 * page, feed or canonical URL is ever built from it and the other fields stay as saved.
 */
export function readStoredSiteSettings(value: string): SiteSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(value);
  } catch {
    return DEFAULT_SITE_SETTINGS;
  }
  const fields: Record<string, unknown> = {
    ...DEFAULT_SITE_SETTINGS,
    ...(isRecord(stored) ? stored : {}),
  };
  const social: Record<string, unknown> = {
    ...DEFAULT_SITE_SETTINGS.social,
    ...(isRecord(fields.social) ? fields.social : {}),
  };
  fields.social = social;
  const parsed = SiteSettingsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const defaults: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  const defaultSocial: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS.social };
  for (const issue of parsed.error.issues) {
    const [field, subfield] = issue.path;
    if (field === "social" && typeof subfield === "string")
      social[subfield] = defaultSocial[subfield];
    else if (typeof field === "string") fields[field] = defaults[field];
  }
  const repaired = SiteSettingsSchema.safeParse(fields);
  return repaired.success ? repaired.data : DEFAULT_SITE_SETTINGS;
}

/** The site settings' row, as a query (a batch may carry it: content/render-rows.ts). */
export const siteSettingsQuery = (db: Db) =>
  db.select().from(settings).where(eq(settings.key, KEY));

/** The same read, prepared once (every page render reads it). */
const siteSettingsRow = preparedOnce((db) => siteSettingsQuery(db).prepare());

/**
 * The site settings, defaults filled in for anything never saved (or no longer valid). Read
 * once per page render however many of its loaders ask (`deps.renderReads`).
 */
export function getSiteSettings(deps: Deps): Promise<VersionedSiteSettings> {
  const reads = deps.renderReads;
  if (!reads) return readSiteSettings(deps);
  reads.siteSettings ??= readSiteSettings(deps);
  return reads.siteSettings;
}

async function readSiteSettings({ db }: Deps): Promise<VersionedSiteSettings> {
  return siteSettingsFromRow(await siteSettingsRow(db).get());
}

/** The site settings of their stored row (none: the defaults, version 0). */
export function siteSettingsFromRow(row: Setting | undefined): VersionedSiteSettings {
  if (!row) return { settings: DEFAULT_SITE_SETTINGS, version: 0 };
  return { settings: readStoredSiteSettings(row.value), version: row.version };
}

/**
 * Saves the site settings if `version` is still the stored one; otherwise 409 and nothing
 * changes.
 */
export async function updateSiteSettings(
  deps: Deps,
  input: SiteSettings,
  version: number,
  actor: SessionUser,
): Promise<VersionedSiteSettings> {
  const next = await writeVersionedSetting(deps, {
    key: KEY,
    value: JSON.stringify(input),
    version,
    actor,
    audit: { action: "settings.site.updated", targetType: "settings", targetId: KEY },
    staleMessage: "These settings were changed by someone else. Reload them and try again.",
  });
  // A render reads once; an action that saves before its page renders must not see the old.
  if (deps.renderReads) deps.renderReads.siteSettings = undefined;
  return { settings: input, version: next };
}
