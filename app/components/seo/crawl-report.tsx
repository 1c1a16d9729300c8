import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardHeader } from "~/components/ui/card";
import type { CrawlReport, LinkSeen } from "../../../worker/services/seo/crawl/report";
import { pathOf } from "./crawl-state";

// The crawl's report under the Sitemap Crawler: what got worse, broken links, redirects,
// duplicates and pages out of reach, each a section that opens when it has a few items.

function ReportSection({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <details className="group border-t border-slate-100 px-5 py-3" open={count > 0 && count <= 10}>
      <summary className="flex cursor-pointer items-center justify-between text-sm font-medium text-navy-900">
        {title}
        <span
          className={`rounded-full px-2 text-xs ${count > 0 ? "bg-amber-50 text-warning-700" : "bg-green-50 text-success-700"}`}
        >
          {count}
        </span>
      </summary>
      <div className="mt-2 text-sm text-slate-700">
        {count === 0 ? <p className="text-slate-500">{empty}</p> : children}
      </div>
    </details>
  );
}

const Link = ({ url }: { url: string }) => (
  <a
    href={url}
    target="_blank"
    rel="noreferrer"
    className="inline-flex items-center gap-1 text-accent-700 hover:underline"
  >
    {pathOf(url)}
    <ExternalLink className="size-3" aria-hidden />
  </a>
);

/** The crawled pages linking to an address, each with the link's words. */
const LinksSeen = ({ links }: { links: readonly LinkSeen[] | undefined }) =>
  links && links.length > 0 ? (
    <ul className="mt-1 space-y-0.5 pl-4 text-xs text-slate-500">
      {links.slice(0, 10).map((link) => (
        <li key={link.page}>
          On {pathOf(link.page)}: {link.text ? `“${link.text}”` : "a link without words"}
        </li>
      ))}
      {links.length > 10 && <li>and {links.length - 10} more pages</li>}
    </ul>
  ) : null;

const LinkList = ({ urls }: { urls: readonly string[] }) => (
  <ul className="space-y-1">
    {urls.map((url) => (
      <li key={url}>
        <Link url={url} />
      </li>
    ))}
  </ul>
);

/** A text several pages share (a title or a description), and those pages. */
const DuplicateList = ({ items }: { items: { text: string; urls: readonly string[] }[] }) => (
  <ul className="space-y-2">
    {items.map((item) => (
      <li key={item.text}>
        <q>{item.text}</q>: {item.urls.map(pathOf).join(", ")}
      </li>
    ))}
  </ul>
);

/** The report of one crawl, read from its stored result. */
export function CrawlReportView({ report }: { report: CrawlReport }) {
  const { regressions } = report;
  const worse =
    regressions.scoreDrops.length +
    regressions.newCriticalIssues.length +
    regressions.pagesGone.length;
  return (
    <Card>
      <CardHeader
        title="Crawl report"
        description={
          report.onlyChanged
            ? `Re-crawl of changed pages: ${report.reusedPages} unchanged pages kept from the last crawl.`
            : "Links, duplicates and reachability across the whole sitemap."
        }
      />
      <ReportSection
        title="What got worse since the last crawl"
        count={worse}
        empty={
          report.previousRunId ? "Nothing got worse." : "This is the first crawl of this sitemap."
        }
      >
        <ul className="space-y-1">
          {regressions.pagesGone.map((item) => (
            <li key={`gone-${item.url}`}>
              <Link url={item.url} /> — gone: {item.reason}
            </li>
          ))}
          {regressions.newCriticalIssues.map((item) => (
            <li key={`crit-${item.url}`}>
              <Link url={item.url} /> — new critical: {item.issues.join(", ")}
            </li>
          ))}
          {regressions.scoreDrops.map((item) => (
            <li key={`drop-${item.url}`}>
              <Link url={item.url} /> — score {item.from} → {item.to}
            </li>
          ))}
        </ul>
      </ReportSection>
      <ReportSection
        title="Broken links"
        count={report.brokenLinks.length}
        empty="No broken internal links."
      >
        <ul className="space-y-1">
          {report.brokenLinks.map((item) => (
            <li key={item.url}>
              <Link url={item.url} /> — {item.httpStatus === 0 ? "unreachable" : item.httpStatus}
              {item.links ? (
                <LinksSeen links={item.links} />
              ) : (
                item.linkedFrom.length > 0 && (
                  <span className="text-slate-500">
                    {" "}
                    · linked from {item.linkedFrom.map(pathOf).join(", ")}
                  </span>
                )
              )}
            </li>
          ))}
        </ul>
      </ReportSection>
      <ReportSection title="Redirects" count={report.redirects.length} empty="No redirects.">
        <ul className="space-y-2">
          {report.redirects.map((item) => (
            <li key={item.url}>
              <Link url={item.url} /> → {item.to}
              <LinksSeen links={item.links} />
            </li>
          ))}
        </ul>
        {report.redirects.some((item) => (item.links ?? []).length > 0) && (
          <p className="mt-3 text-slate-600">
            Links you wrote in posts and page edits can point straight at the new address:{" "}
            <a
              href="/admin?tab=redirects#link-fixes"
              className="font-medium text-accent-700 hover:underline"
            >
              review and rewrite them on the Redirects tab
            </a>
            .
          </p>
        )}
      </ReportSection>
      <ReportSection
        title="Duplicate titles"
        count={report.duplicateTitles.length}
        empty="Every title is unique."
      >
        <DuplicateList
          items={report.duplicateTitles.map((item) => ({ text: item.title, urls: item.urls }))}
        />
      </ReportSection>
      <ReportSection
        title="Duplicate descriptions"
        count={report.duplicateDescriptions.length}
        empty="Every description is unique."
      >
        <DuplicateList
          items={report.duplicateDescriptions.map((item) => ({
            text: item.description,
            urls: item.urls,
          }))}
        />
      </ReportSection>
      <ReportSection
        title="Out of reach from the home page"
        count={report.unreachable?.length ?? 0}
        empty="Every page can be reached by following links from the home page."
      >
        <LinkList urls={report.unreachable ?? []} />
      </ReportSection>
      <ReportSection
        title="Orphan pages (in the sitemap, linked from no page)"
        count={report.orphans.length}
        empty="Every page is linked from another."
      >
        <LinkList urls={report.orphans} />
      </ReportSection>
    </Card>
  );
}
