import { useState } from "react";
import { parseUrl } from "~/schemas/text";
import type { SeoPageRow } from "../../../worker/services/seo/seo-pages";
import type { SocialTags } from "../../../worker/services/seo/structured-data";
import { Alert, LoadingRows } from "../ui/card";
import { Select } from "../ui/field";
import { useApi } from "./use-api";

// Nuxt SEO › Social Media: a page's Open Graph and Twitter tags as the two networks show a
// shared link, and every tag in a list.

/** A page chosen from the site's pages, previewed as Open Graph and Twitter cards. */
export function SocialPanel() {
  const pages = useApi<{ pages: SeoPageRow[] }>("/api/seo/pages");
  const [path, setPath] = useState("/");
  const social = useApi<SocialTags>(`/api/seo/social?path=${encodeURIComponent(path)}`);
  const tags = social.data;
  const og = tags?.openGraph ?? {};
  const tw = tags?.twitter ?? {};
  const host = parseUrl(og["og:url"] ?? "")?.host ?? "";
  return (
    <div className="space-y-5">
      <div className="max-w-md space-y-1.5 text-sm">
        <label htmlFor="social-page" className="block font-medium text-slate-700">
          Page
        </label>
        <Select id="social-page" value={path} onChange={(event) => setPath(event.target.value)}>
          {(pages.data?.pages ?? [{ path: "/" }]).map((page) => (
            <option key={page.path} value={page.path}>
              {page.path}
            </option>
          ))}
        </Select>
      </div>
      {social.error && <Alert>{social.error}</Alert>}
      {!tags ? (
        <LoadingRows rows={2} label="Loading social tags" />
      ) : (
        <>
          {tags.missing.length > 0 && (
            <Alert tone="warning">Missing: {tags.missing.join(", ")}</Alert>
          )}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <section aria-labelledby="og-preview-heading" data-preview="open-graph">
              <h3 id="og-preview-heading" className="mb-2 text-sm font-semibold text-slate-700">
                Open Graph (Facebook, LinkedIn)
              </h3>
              <div className="overflow-hidden rounded-lg border border-slate-300 bg-white">
                {og["og:image"] && (
                  <img
                    src={og["og:image"].replace(/^https?:\/\/[^/]+/, "")}
                    alt={og["og:image:alt"] ?? ""}
                    width={1200}
                    height={630}
                    className="aspect-[1200/630] w-full bg-slate-100 object-cover"
                  />
                )}
                <div className="border-t border-slate-200 bg-slate-50 px-4 py-3">
                  <p className="text-xs uppercase text-slate-500">{host}</p>
                  <p className="font-semibold text-navy-900">{og["og:title"]}</p>
                  <p className="line-clamp-2 text-sm text-slate-600">{og["og:description"]}</p>
                </div>
              </div>
            </section>
            <section aria-labelledby="tw-preview-heading" data-preview="twitter">
              <h3 id="tw-preview-heading" className="mb-2 text-sm font-semibold text-slate-700">
                Twitter / X ({tw["twitter:card"] ?? "no card"})
              </h3>
              <div className="overflow-hidden rounded-2xl border border-slate-300 bg-white">
                {tw["twitter:image"] && (
                  <img
                    src={tw["twitter:image"].replace(/^https?:\/\/[^/]+/, "")}
                    alt={tw["twitter:image:alt"] ?? ""}
                    width={1200}
                    height={630}
                    className="aspect-[1200/630] w-full bg-slate-100 object-cover"
                  />
                )}
                <div className="px-4 py-3">
                  <p className="font-semibold text-navy-900">{tw["twitter:title"]}</p>
                  <p className="line-clamp-2 text-sm text-slate-600">{tw["twitter:description"]}</p>
                  <p className="mt-1 text-xs text-slate-500">{host}</p>
                </div>
              </div>
            </section>
          </div>
          <details>
            <summary className="cursor-pointer text-sm font-medium text-accent-700">
              All {Object.keys(og).length + Object.keys(tw).length} social tags
            </summary>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[14rem_1fr]">
              {Object.entries({ ...og, ...tw }).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-mono text-slate-500">{key}</dt>
                  <dd className="break-words text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
          </details>
        </>
      )}
    </div>
  );
}
