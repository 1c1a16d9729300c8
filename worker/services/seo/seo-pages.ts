import { eq } from "drizzle-orm";
import { pageTitle } from "../../../app/lib/seo";
import { descriptionClass, type LengthClass, titleClass } from "../../../app/schemas/seo-deploy";
import { pages } from "../../db/schema";
import { syncCodePages } from "../content/pages";
import type { Deps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";

// The bulk editor's page list: every active page's title and description as its <head> shows
// them, with length classes and duplicate flags. Changes go through deploy.ts.

/** One page's row in the bulk editor. */
export interface SeoPageRow {
  path: string;
  version: number;
  component: string;
  /** The page's own title and description (code or page content). */
  defaultTitle: string;
  defaultDescription: string;
  /** Staff overrides; null when the page shows its own. */
  seoTitle: string | null;
  seoDescription: string | null;
  /** What the <head> shows: the override or the default; the title with the suffix. */
  title: string;
  renderedTitle: string;
  description: string;
  titleClass: LengthClass;
  descriptionClass: LengthClass;
  duplicateTitle: boolean;
  duplicateDescription: boolean;
  lastModified: string;
}

/**
 * Every active catalogue page's effective title and description for the bulk editor, with
 * length classes and duplicate flags, and the product name the titles end with.
 */
export async function listSeoPages(
  deps: Deps,
): Promise<{ pages: SeoPageRow[]; productName: string }> {
  // A fresh deployment lists its code pages before the first cron run too.
  await syncCodePages(deps);
  const [{ settings }, rows] = await Promise.all([
    getSiteSettings(deps),
    deps.db.select().from(pages).where(eq(pages.isActive, true)).orderBy(pages.path).all(),
  ]);
  const list = rows.map((row) => {
    const title = row.seoTitle || row.title;
    const description = row.seoDescription || row.description;
    const renderedTitle = pageTitle(title, settings.productName);
    return {
      path: row.path,
      version: row.version,
      component: row.component,
      defaultTitle: row.title,
      defaultDescription: row.description,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      title,
      renderedTitle,
      description,
      titleClass: titleClass(title.trim() ? renderedTitle : ""),
      descriptionClass: descriptionClass(description),
      duplicateTitle: false,
      duplicateDescription: false,
      lastModified: row.lastModified,
    };
  });
  const count = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const titles = count(list.map((row) => row.renderedTitle.toLowerCase()));
  const descriptions = count(list.map((row) => row.description.toLowerCase()));
  for (const row of list) {
    row.duplicateTitle = (titles.get(row.renderedTitle.toLowerCase()) ?? 0) > 1;
    row.duplicateDescription =
      row.description !== "" && (descriptions.get(row.description.toLowerCase()) ?? 0) > 1;
  }
  return { pages: list, productName: settings.productName };
}
