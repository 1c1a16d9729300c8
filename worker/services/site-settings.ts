import { and, eq } from "drizzle-orm";
import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  SiteSettingsSchema,
} from "../../app/schemas/site-settings";
import { settings } from "../db/schema";
import { AppError } from "../errors";
import { writeAudit } from "./audit";
import type { Deps } from "./deps";
import type { SessionUser } from "./session-user";

const KEY = "site";

export interface VersionedSiteSettings {
  settings: SiteSettings;
  /** 0 while the defaults are in use. */
  version: number;
}

/** The site settings, defaults filled in for anything never saved. */
export async function getSiteSettings({ db }: Deps): Promise<VersionedSiteSettings> {
  const row = await db.select().from(settings).where(eq(settings.key, KEY)).get();
  if (!row) return { settings: DEFAULT_SITE_SETTINGS, version: 0 };
  const parsed = SiteSettingsSchema.safeParse({
    ...DEFAULT_SITE_SETTINGS,
    ...(JSON.parse(row.value) as object),
  });
  return { settings: parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS, version: row.version };
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
  const { db } = deps;
  const value = JSON.stringify(input);
  const updatedAt = new Date().toISOString();
  const result =
    version === 0
      ? await db
          .insert(settings)
          .values({ key: KEY, value, updatedAt, updatedBy: actor.id, version: 1 })
          .onConflictDoNothing()
          .run()
      : await db
          .update(settings)
          .set({ value, updatedAt, updatedBy: actor.id, version: version + 1 })
          .where(and(eq(settings.key, KEY), eq(settings.version, version)))
          .run();
  if (result.meta.changes !== 1) {
    throw new AppError(
      409,
      "STALE",
      "These settings were changed by someone else. Reload them and try again.",
    );
  }
  await writeAudit(deps, {
    action: "settings.site.updated",
    actor,
    targetType: "settings",
    targetId: KEY,
  });
  return { settings: input, version: version + 1 };
}
